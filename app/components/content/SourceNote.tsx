import type { Source } from "~/facts/sources";
import type { Evidence } from "~/facts/dated";
import { DATED_LABELS } from "~/content/dated-words";
import { formatDate } from "~/lib/format";
import { SmartLink } from "~/components/ui/SmartLink";
import { SiteLink } from "~/components/ui/SiteLink";
import { SourceWords } from "./SourceWords";

interface Props {
  sources: readonly Source[];
  /** The date this group of figures was last checked against its sources. */
  reviewed: string;
  /** How sure the site is of the rules above: "Official: Finance Act 2024, s. 7" (content/dated-words.ts). */
  basis?: readonly string[];
  /** Link to the rules' entries on /changes, when one of them has changed. */
  changes?: string;
  /** The source's own words for the rules stated above, shown on request ("What the source says"). */
  evidence?: readonly Evidence[];
}

/**
 * "Source: … · Official: Finance Act 2024, s. 7 · Last reviewed … · What's changed":
 * tells a reader and an editor where figures come from, how sure the site is
 * of them, and when they were last checked; below it, on request, the
 * source's own words for each rule (SourceWords).
 */
export function SourceNote({ sources, reviewed, basis, changes, evidence }: Props) {
  const note = (
    <p className="text-sm text-slate-600">
      <span className="font-medium">{sources.length > 1 ? "Sources" : "Source"}: </span>
      {sources.map((s, i) => (
        <span key={s.url}>
          {i > 0 ? "; " : null}
          <SmartLink href={s.url} className="underline underline-offset-2 hover:text-slate-900">{s.name}</SmartLink>
        </span>
      ))}
      {basis?.map((b) => <span key={b}> · {b}</span>)}
      <span> · Last reviewed <time dateTime={reviewed}>{formatDate(reviewed)}</time></span>
      {changes ? (
        <span>
          {" · "}
          <SiteLink to={changes} className="underline underline-offset-2 hover:text-slate-900" title={DATED_LABELS.changesHint}>{DATED_LABELS.changes}</SiteLink>
        </span>
      ) : null}
    </p>
  );
  return evidence?.length ? <div>{note}<SourceWords evidence={evidence} /></div> : note;
}
