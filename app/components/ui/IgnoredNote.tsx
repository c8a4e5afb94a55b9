import { Info } from "./icons";
import type { ReactNode } from "react";
import { IGNORED_NOTE } from "~/content/link-params";
import type { IgnoredParam } from "~/lib/params";

export interface IgnoredList {
  title?: string;
  lead: string;
  /** One line per ignored parameter. */
  item: (p: IgnoredParam) => ReactNode;
  /** The line that counts the ones not listed. */
  more?: (n: number) => string;
}

/** Search's and the resource filters' lines: what each parameter was, in plain words. */
export const PLAIN_LIST: IgnoredList = {
  lead: IGNORED_NOTE.list.lead,
  item: (p) =>
    p.reason === "unknown" ? IGNORED_NOTE.list.unknown(p.name) : p.reason === "repeated" ? IGNORED_NOTE.list.repeated(p.name) : IGNORED_NOTE.list.invalid(p.name, p.value),
};

/**
 * The one note for the parts of a link a page ignored: the one sentence, or
 * (with `list`) a lead and one line per parameter, plus any other `notes`.
 * Names and values are clipped by the kit and rendered as text, so nothing
 * from the URL becomes markup.
 */
export function IgnoredNote({
  ignored,
  list,
  omitted = 0,
  notes = [],
  className = "",
  testId,
}: {
  ignored: readonly IgnoredParam[];
  list?: IgnoredList;
  omitted?: number;
  notes?: readonly string[];
  className?: string;
  testId?: string;
}) {
  if (ignored.length === 0 && notes.length === 0) return null;
  return (
    <div role="note" data-testid={testId} className={`flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 print:hidden ${className}`}>
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        {ignored.length === 0 ? null : list ? (
          <>
            {list.title ? <p className="font-semibold">{list.title}</p> : null}
            <p className={list.title ? "mt-1 text-sm" : undefined}>{list.lead}</p>
            <ul className={`mt-1 list-disc pl-5 ${list.title ? "text-sm" : ""}`}>
              {ignored.map((p, i) => <li key={i}>{list.item(p)}</li>)}
              {omitted > 0 && list.more ? <li>{list.more(omitted)}</li> : null}
            </ul>
          </>
        ) : (
          <p>{IGNORED_NOTE.sentence(ignored)}</p>
        )}
        {notes.map((note) => <p key={note} className={ignored.length > 0 ? "mt-2" : undefined}>{note}</p>)}
      </div>
    </div>
  );
}
