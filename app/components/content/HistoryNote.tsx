import { History } from "~/components/ui/icons";
import type { Rich } from "~/content/types";
import type { Evidence } from "~/facts/dated";
import { DATED_LABELS } from "~/content/dated-words";
import { RichText } from "./RichText";
import { SiteLink } from "~/components/ui/SiteLink";
import { SourceWords } from "./SourceWords";

/**
 * The earlier rule beside the current one: a reader who met the old figure
 * elsewhere sees why it differs, and when it changed. Always visible (not
 * collapsed), because the history is what makes a current figure credible.
 */
export function HistoryNote({ title, items, changes, evidence }: { title: string; items: readonly Rich[]; changes: string; evidence?: readonly Evidence[] }) {
  return (
    <div className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-700" data-history="">
      <p className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        <History className="h-4 w-4 shrink-0" aria-hidden="true" />
        {title}
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {items.map((item, i) => <li key={i}><RichText text={item} /></li>)}
      </ul>
      {evidence?.length ? <SourceWords evidence={evidence} /> : null}
      <p className="mt-2">
        <SiteLink to={changes} className="font-medium text-brand-700 underline underline-offset-2">{DATED_LABELS.changes}</SiteLink>
      </p>
    </div>
  );
}
