/**
 * The pure parser for a section's tab parameter (`?view=`), used by the
 * route's loader and the unit tests. A .server module so that zod stays out
 * of the browser bundle.
 */
import { z } from "zod";
import type { IgnoredParam, SectionTabs, TabState } from "./sectioned";

/** Longest value echoed back in the "ignored" note; the rest is cut. */
const MAX_ECHO = 40;

const cut = (value: string) => (value.length > MAX_ECHO ? `${value.slice(0, MAX_ECHO)}…` : value);

/**
 * Reads `?<param>=` for a section's tabs. The first non-empty value is used
 * if it names a tab (case-insensitive); anything else, and any other query
 * parameter, is reported as ignored and the default tab is shown.
 */
export function parseTabParam(params: URLSearchParams, tabs: Pick<SectionTabs, "param" | "defaultTab" | "topics">): TabState {
  const ids = tabs.topics.map((t) => t.id) as [string, ...string[]];
  const schema = z.string().trim().toLowerCase().pipe(z.enum(ids));
  const ignored: IgnoredParam[] = [];
  let tab: string | null = null;
  let requested = false;

  for (const [key, raw] of params) {
    if (key !== tabs.param) {
      ignored.push({ param: cut(key), value: cut(raw) });
      continue;
    }
    if (raw.trim() === "") continue;
    requested = true;
    const parsed = schema.safeParse(raw);
    if (tab === null && parsed.success) tab = parsed.data;
    else if (!parsed.success || parsed.data !== tab) ignored.push({ param: key, value: cut(raw) });
  }
  return { tab: tab ?? tabs.defaultTab, requested, ignored };
}
