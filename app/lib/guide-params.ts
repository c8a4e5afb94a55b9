/**
 * The `?topic=` parameter of a tabbed guide page: its shapes and the note
 * shown when part of it was ignored. The parser itself (zod) lives in
 * guide-params.server.ts, so zod never reaches the browser bundle: only
 * loaders parse the URL, components just render the parsed state.
 */

export const TOPIC_PARAM = "topic";

export interface GuideIndex {
  defaultTopic: string;
  defaultOpenSection?: string;
  topics: readonly { id: string; title: string; sections: readonly { id: string }[] }[];
}

export interface IgnoredParam {
  param: string;
  value: string;
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
