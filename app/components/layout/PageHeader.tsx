import { ChevronRight } from "~/components/ui/icons";
import type { ReactNode } from "react";
import type { Crumb } from "~/content/pages";
import type { Accent } from "~/content/types";
import { ACCENT } from "~/components/ui/accent";
import { RichText } from "~/components/content/RichText";
import { SiteLink } from "~/components/ui/SiteLink";

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
        {breadcrumbs ? (
          // Inline, not flex-wrap: a long last crumb wraps word by word after the chevron, so a
          // slow phone that paints the page before its parser has read the whole crumb never
          // sees the crumb jump to a line of its own (a layout shift, perf.spec's CLS check).
          <nav aria-label="Breadcrumb" className="mb-4 text-sm">
            <ol className="text-slate-600">
              {breadcrumbs.map((item, i) => (
                <li key={item.path} className="inline">
                  {i > 0 ? <ChevronRight className="mx-1 inline-block h-4 w-4 align-[-3px] text-slate-400" aria-hidden="true" /> : null}
                  {item.isCurrent ? (
                    <span aria-current="page" className="font-medium text-slate-900">{item.label}</span>
                  ) : (
                    <SiteLink to={item.path} className="underline-offset-2 hover:text-brand-700 hover:underline">{item.label}</SiteLink>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {tag ? <p className={`mb-3 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold ${a.text} shadow-sm`}>{tag}</p> : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-slate-700"><RichText text={lead} /></p> : null}
        {children}
      </div>
    </header>
  );
}
