/**
 * The `?topic=` parameter of a tabbed guide page, parsed rather than trusted.
 * A known topic id opens that topic. A known section id opens the topic that
 * holds it with that section open (so `?topic=security-of-tenure`, the
 * spec's default for Tenant Rights, lands where a reader expects). Anything
 * else falls back to the default topic and is reported back, so the page can
 * say what it ignored. Pure: used by loaders and tests alike.
 */
import { z } from "zod";

export const TOPIC_PARAM = "topic";

/** Longest value echoed back in the "ignored" note; the rest is cut. */
const MAX_ECHO = 40;

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

/** Raw values: every `topic=` occurrence, trimmed, empty ones dropped. */
const rawTopics = z.array(z.string().transform((s) => s.trim())).transform((values) => values.filter((v) => v.length > 0));

function truncate(value: string): string {
  return value.length > MAX_ECHO ? `${value.slice(0, MAX_ECHO)}…` : value;
}

export function parseGuideParams(params: URLSearchParams, guide: GuideIndex): GuideState {
  const topicIds = guide.topics.map((t) => t.id);
  const sectionOwner = new Map<string, string>();
  for (const topic of guide.topics) for (const section of topic.sections) sectionOwner.set(section.id, topic.id);

  const topicSchema = z.enum(topicIds as [string, ...string[]]);
  const sectionIds = [...sectionOwner.keys()];
  const sectionSchema = sectionIds.length > 0 ? z.enum(sectionIds as [string, ...string[]]) : z.never();

  const fallback: GuideState = {
    topic: guide.defaultTopic,
    openSection: guide.defaultOpenSection ?? null,
    ignored: [],
  };

  const values = rawTopics.safeParse(params.getAll(TOPIC_PARAM));
  if (!values.success || values.data.length === 0) return fallback;

  const [first, ...rest] = values.data;
  const ignored: IgnoredParam[] = rest.filter((v) => v !== first).map((v) => ({ param: TOPIC_PARAM, value: truncate(v) }));
  const wanted = first!.toLowerCase();

  const asTopic = topicSchema.safeParse(wanted);
  if (asTopic.success) {
    const openSection = asTopic.data === guide.defaultTopic ? guide.defaultOpenSection ?? null : null;
    return { topic: asTopic.data, openSection, ignored };
  }
  const asSection = sectionSchema.safeParse(wanted);
  if (asSection.success) {
    return { topic: sectionOwner.get(asSection.data)!, openSection: asSection.data, ignored };
  }
  return { ...fallback, ignored: [{ param: TOPIC_PARAM, value: truncate(first!) }, ...ignored] };
}

/** The sentence shown when something in the URL was ignored, or null. */
export function ignoredNote(state: GuideState, guide: GuideIndex): string | null {
  if (state.ignored.length === 0) return null;
  const names = state.ignored.map((i) => `“${i.value}”`).join(", ");
  const shown = guide.topics.find((t) => t.id === state.topic)?.title ?? state.topic;
  const noun = state.ignored.length === 1 ? "topic" : "topics";
  return `We couldn't find the ${noun} ${names} on this page, so we're showing “${shown}” instead.`;
}
