/**
 * The `?topic=` parameter of a tabbed guide page, parsed rather than trusted.
 * A known topic id opens that topic. A known section id opens the topic that
 * holds it with that section open (so `?topic=security-of-tenure`, the
 * spec's default for Tenant Rights, lands where a reader expects). Anything
 * else falls back to the default topic and is reported back, so the page can
 * say what it ignored. Pure; a .server module so that zod stays out of the
 * browser bundle (only loaders and tests call it).
 */
import { z } from "zod";
import { TOPIC_PARAM, type GuideIndex, type GuideState, type IgnoredParam } from "./guide-params";

/** Longest value echoed back in the "ignored" note; the rest is cut. */
const MAX_ECHO = 40;

/** Raw values: every `topic=` occurrence, trimmed, empty ones dropped. */
const rawTopics = z.array(z.string().transform((s) => s.trim())).transform((values) => values.filter((v) => v.length > 0));

function truncate(value: string): string {
  return value.length > MAX_ECHO ? `${value.slice(0, MAX_ECHO)}…` : value;
}

interface GuideSchemas {
  topicSchema: z.ZodType<string>;
  sectionSchema: z.ZodType<string>;
  sectionOwner: Map<string, string>;
}

// Guides are module constants: their schemas are built once, not on every request.
const schemasByGuide = new WeakMap<GuideIndex, GuideSchemas>();

function schemasFor(guide: GuideIndex): GuideSchemas {
  const known = schemasByGuide.get(guide);
  if (known) return known;
  const sectionOwner = new Map<string, string>();
  for (const topic of guide.topics) for (const section of topic.sections) sectionOwner.set(section.id, topic.id);
  const sectionIds = [...sectionOwner.keys()];
  const schemas: GuideSchemas = {
    topicSchema: z.enum(guide.topics.map((t) => t.id) as [string, ...string[]]),
    sectionSchema: sectionIds.length > 0 ? z.enum(sectionIds as [string, ...string[]]) : z.never(),
    sectionOwner,
  };
  schemasByGuide.set(guide, schemas);
  return schemas;
}

export function parseGuideParams(params: URLSearchParams, guide: GuideIndex): GuideState {
  const { topicSchema, sectionSchema, sectionOwner } = schemasFor(guide);

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
