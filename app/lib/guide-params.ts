/**
 * The tab parameter of a page with tabs, read with the site's query kit
 * (lib/params.ts): `?topic=` on a tabbed guide, `?view=` on a section's
 * tabs. The first value that names a tab (case-insensitive, spaces trimmed)
 * is used; anything else falls back to the default and is reported back, so
 * the page can say what it ignored. The shapes and the note are here; the
 * parser (loaders only) is in guide-params.server.ts, so the query kit stays
 * out of the guide pages' JavaScript.
 */
import type { IgnoredParam } from "./params";

export const TOPIC_PARAM = "topic";

/* ---------------- A tabbed guide's ?topic= ---------------- */

export interface GuideIndex {
  defaultTopic: string;
  defaultOpenSection?: string;
  topics: readonly { id: string; title: string; sections: readonly { id: string }[] }[];
}

export interface GuideState {
  /** The topic to show; always one of the guide's topic ids. */
  topic: string;
  /** The section to open in that topic, if any. */
  openSection: string | null;
  /** Values that were not understood (shown to the reader, then ignored). */
  ignored: IgnoredParam[];
}

/** The sentence shown when something in the URL was ignored, or null. */
export function ignoredNote(state: GuideState, guide: GuideIndex): string | null {
  if (state.ignored.length === 0) return null;
  const names = state.ignored.map((i) => `“${i.value}”`).join(", ");
  const shown = guide.topics.find((t) => t.id === state.topic)?.title ?? state.topic;
  const noun = state.ignored.length === 1 ? "topic" : "topics";
  return `We couldn't find the ${noun} ${names} on this page, so we're showing “${shown}” instead.`;
}

/* ---------------- A section's tabs, ?view= ---------------- */

export interface TabState {
  /** Always one of the tab ids. */
  tab: string;
  /** True when the URL asked for a tab (valid or not), so the page opens that section. */
  requested: boolean;
  ignored: IgnoredParam[];
}
