/** The one tab parser (loaders and tests): see guide-params.ts. */
import { TOPIC_PARAM, type GuideIndex, type GuideState, type TabState } from "./guide-params";
import { parseQuery, type Check } from "./params";

/** Reads `?<param>=` against the tab ids (and other ids that open one); the value is the lower-cased id. */
function readTab(params: URLSearchParams, param: string, ids: ReadonlySet<string>, others: "report" | "ignore") {
  const check: Check<string> = (raw) => {
    const id = raw.trim().toLowerCase();
    return ids.has(id) ? { ok: true, value: id } : { ok: false, message: "" };
  };
  const { values, ignored } = parseQuery(params, { [param]: check }, { others, limit: 10 });
  return { id: values[param] ?? null, ignored, requested: params.getAll(param).some((v) => v.trim() !== "") };
}

/**
 * A known topic id opens that topic. A known section id opens the topic that
 * holds it with that section open (so `?topic=security-of-tenure`, the
 * spec's default for Tenant Rights, lands where a reader expects). Other
 * parameters are not the guide's business and are left alone.
 */
export function parseGuideParams(params: URLSearchParams, guide: GuideIndex): GuideState {
  // Section id → the topic that holds it (a few dozen ids: built per request, nothing kept between them).
  const sectionOwner = new Map<string, string>();
  for (const topic of guide.topics) for (const section of topic.sections) sectionOwner.set(section.id, topic.id);
  const { id, ignored } = readTab(params, TOPIC_PARAM, new Set([...guide.topics.map((t) => t.id), ...sectionOwner.keys()]), "ignore");
  if (id === null) return { topic: guide.defaultTopic, openSection: guide.defaultOpenSection ?? null, ignored };
  // A topic id first; otherwise it is a section id.
  if (guide.topics.some((t) => t.id === id)) return { topic: id, openSection: id === guide.defaultTopic ? guide.defaultOpenSection ?? null : null, ignored };
  return { topic: sectionOwner.get(id)!, openSection: id, ignored };
}

/** Reads `?<param>=` for a section's tabs; any other parameter is reported as ignored too. */
export function parseTabParam(params: URLSearchParams, tabs: { param: string; defaultTab: string; topics: readonly { id: string }[] }): TabState {
  const { id, ignored, requested } = readTab(params, tabs.param, new Set(tabs.topics.map((t) => t.id)), "report");
  return { tab: id ?? tabs.defaultTab, requested, ignored };
}
