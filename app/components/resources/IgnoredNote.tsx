import { Info } from "lucide-react";
import { IGNORED_PARAMS } from "~/content/search";
import type { IgnoredParam } from "~/search/params";

function describe(p: IgnoredParam): string {
  if (p.reason === "unknown") return IGNORED_PARAMS.unknown(p.name);
  if (p.reason === "repeated") return IGNORED_PARAMS.repeated(p.name);
  return IGNORED_PARAMS.invalid(p.name, p.value);
}

/**
 * Says which parts of the link were ignored (unknown names, invalid values)
 * and any other notes. Names and values are clipped by the parser and
 * rendered as text, so nothing from the URL becomes markup.
 */
export function IgnoredNote({ ignored, notes = [] }: { ignored: IgnoredParam[]; notes?: string[] }) {
  if (ignored.length === 0 && notes.length === 0) return null;
  return (
    <div role="note" className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        {ignored.length > 0 ? (
          <>
            <p>{IGNORED_PARAMS.lead}</p>
            <ul className="mt-1 list-disc pl-5">
              {ignored.map((p, i) => (
                <li key={i}>{describe(p)}</li>
              ))}
            </ul>
          </>
        ) : null}
        {notes.map((note) => (
          <p key={note} className={ignored.length > 0 ? "mt-2" : undefined}>{note}</p>
        ))}
      </div>
    </div>
  );
}
