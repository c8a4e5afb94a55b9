import type { Evidence } from "~/facts/dated";
import { DATED_LABELS } from "~/content/dated-words";
import { SmartLink } from "~/components/ui/SmartLink";
import { RichText } from "./RichText";

/**
 * "What the source says": the source's own words for the rules stated above,
 * on request. A native <details>/<summary>, so it opens with JavaScript off,
 * and a keyboard and a screen reader get a real disclosure. Each quote is a
 * <blockquote> with its cite and a link to the text in force.
 */
export function SourceWords({ evidence, notes = [] }: { evidence: readonly Evidence[]; notes?: readonly string[] }) {
  if (evidence.length === 0 && notes.length === 0) return null;
  const many = evidence.length > 1 || (evidence[0]?.quotes.length ?? 0) > 1;
  return (
    <details className="mt-2 text-sm text-slate-700" data-source-words="">
      <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {many ? DATED_LABELS.sourcesWords : DATED_LABELS.sourceWords}
      </summary>
      <div className="mt-2 space-y-3">
        {/* A tool's result keeps its answer plain: the sections and readings behind it sit here. */}
        {notes.map((note) => <p key={note} className="text-slate-800"><RichText text={note} /></p>)}
        {evidence.map((e, i) => (
          <figure key={i}>
            <figcaption className="font-semibold text-slate-900">{e.label}</figcaption>
            {e.quotes.map((q, j) => (
              <div key={j} className="mt-1">
                <blockquote cite={q.source.url} className="border-l-4 border-slate-300 pl-3 italic text-slate-800">
                  “{q.text}”
                </blockquote>
                <p className="pl-4 text-slate-600">
                  <SmartLink href={q.source.url} className="underline underline-offset-2 hover:text-slate-900">{q.source.name}</SmartLink>
                </p>
              </div>
            ))}
          </figure>
        ))}
      </div>
    </details>
  );
}
