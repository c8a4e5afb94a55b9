import type { ReactNode } from "react";
import type { Crumb } from "~/content/pages";
import type { Accent } from "~/content/types";
import { ACCENT } from "~/components/ui/accent";
import { RichText } from "~/components/content/RichText";
import { Breadcrumbs } from "./Breadcrumbs";

/**
 * The top of every inner page: breadcrumbs, a small tag, the one <h1>, a lead
 * paragraph and optional extra content (dates, actions). After a client
 * navigation they enter one after another (data-stagger, components/motion).
 */
export function PageHeader({ title, tag, lead, breadcrumbs, accent = "green", children }: { title: string; tag?: string; lead?: string; breadcrumbs?: Crumb[]; accent?: Accent; children?: ReactNode }) {
  const a = ACCENT[accent];
  return (
    <header className={`border-b ${a.border} ${a.soft}`}>
      <div data-stagger className="mx-auto max-w-5xl px-4 pb-10 pt-24 sm:px-6 md:pt-28">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        {tag ? (
          <p className={`mb-3 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold ${a.text} shadow-sm`}>{tag}</p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {lead ? (
          <p className="mt-4 max-w-3xl text-lg text-slate-700"><RichText text={lead} /></p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
