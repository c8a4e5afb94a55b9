/**
 * The words for parts of a link a page ignored (the kit in lib/params.ts
 * reads the link; components/ui/IgnoredNote.tsx shows them).
 */
import type { IgnoredParam } from "~/lib/params";

/** Each name once; a repeated one says so. */
function names(ignored: readonly IgnoredParam[]): string[] {
  return [...new Set(ignored.map((p) => (p.reason === "repeated" ? `${p.name} (repeated)` : p.name)))];
}

export const IGNORED_NOTE = {
  /** The one sentence the tools, the planner and the questionnaire show. */
  sentence: (ignored: readonly IgnoredParam[]) => `Parts of the link were not recognised and have been ignored: ${names(ignored).join(", ")}.`,
  /** The list that search and the resource filters show, one line per parameter. */
  list: {
    lead: "Part of this link was ignored, so the page shows its defaults for it:",
    unknown: (name: string) => `“${name}” is not a setting of this page`,
    invalid: (name: string, value: string) => `“${value}” is not a valid ${name}`,
    repeated: (name: string) => `“${name}” was given more than once; the first was used`,
  },
};
