import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { LinkCardGrid } from "~/components/content/LinkCardGrid";
import { PageHeader } from "~/components/layout/PageHeader";
import { CONTACT } from "~/content/legal/contact";
import { breadcrumbsFor } from "~/content/pages";
import { SITE_DEFAULTS, type SiteConfig } from "~/content/site";
import { telHref } from "~/lib/url";
import { pageMeta } from "~/components/layout/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: CONTACT.path, matches });

export default function ContactPage() {
  const site = useRouteLoaderData<{ site: SiteConfig }>("root")?.site ?? { ...SITE_DEFAULTS };
  const r = CONTACT.reachUs;
  return (
    <>
      <PageHeader title={CONTACT.title} tag={CONTACT.tag} lead={CONTACT.lead} breadcrumbs={breadcrumbsFor(CONTACT.path)} />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10 sm:px-6">
        <section aria-labelledby="reach-us" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="reach-us" className="text-2xl font-bold text-slate-900">{r.title}</h2>
          <p className="mt-2 text-slate-700">{r.text}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="flex items-center gap-2 font-semibold text-slate-900"><Mail className="h-5 w-5 text-brand-700" aria-hidden="true" />{r.emailLabel}</dt>
              <dd className="mt-1"><a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline">{site.email}</a></dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold text-slate-900"><Phone className="h-5 w-5 text-brand-700" aria-hidden="true" />{r.phoneLabel}</dt>
              <dd className="mt-1"><a href={telHref(site.phone)} className="font-medium text-brand-700 underline">{site.phone}</a></dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold text-slate-900"><MapPin className="h-5 w-5 text-brand-700" aria-hidden="true" />{r.addressLabel}</dt>
              <dd className="mt-1 text-slate-700">{site.location}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="advice">
          <h2 id="advice" className="text-2xl font-bold text-slate-900">{CONTACT.adviceTitle}</h2>
          <p className="mb-6 mt-2 text-slate-700">{CONTACT.adviceText}</p>
          <LinkCardGrid cards={CONTACT.advice} columns={2} />
        </section>
        <section aria-labelledby="report">
          <h2 id="report" className="text-2xl font-bold text-slate-900">{CONTACT.reportTitle}</h2>
          <p className="mt-2 text-slate-700">{CONTACT.reportText}</p>
        </section>
      </div>
    </>
  );
}
