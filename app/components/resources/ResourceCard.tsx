import { ExternalLink } from "~/components/ui/icons";
import type { ResourceCategoryInfo, ResourceLink } from "~/content/resources";
import { ACCENT } from "~/components/ui/accent";
import { Icon } from "~/components/ui/Icon";
import { SmartLink } from "~/components/ui/SmartLink";

/**
 * One official website: category label, title, description and "Visit Website" (new tab).
 * `info` is its category's label and colour, `visitLabel` the link's words (loader data).
 */
export function ResourceCard({ resource, info, visitLabel }: { resource: ResourceLink; info: ResourceCategoryInfo; visitLabel: string }) {
  const a = ACCENT[info.accent];
  return (
    <article className={`flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm ${a.border}`}>
      <div className="flex items-center justify-between gap-3">
        <span className={`rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${a.soft} ${a.text}`}>{info.short}</span>
        <span className={`inline-flex h-10 w-10 items-center justify-center rounded-lg ${a.soft} ${a.text}`}>
          <Icon name={resource.icon} className="h-5 w-5" />
        </span>
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{resource.title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{resource.description}</p>
      <SmartLink
        href={resource.url}
        aria-label={`${visitLabel}: ${resource.title}`}
        className={`mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${a.text}`}
      >
        {visitLabel}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
      </SmartLink>
    </article>
  );
}
