/**
 * The editor's report (npm run content:review): what needs a person's eyes
 * soon. Rules that end within six months, fact groups and rules not checked
 * against their source for over six months, and figures whose only source is
 * a report (news, a law firm, a charity). Pure: rules, groups and the date are
 * passed in; scripts/content-review.mjs prints it.
 */
import { ruleOn, scheduledEnd, type AnyRule } from "~/facts/dated";
import type { Group } from "~/facts/common";
import { daysBetween } from "~/lib/dates";

export const REVIEW_WINDOW_DAYS = 183;

export interface ReviewItem {
  what: string;
  detail: string;
}

export interface ContentReview {
  on: string;
  ending: ReviewItem[];
  stale: ReviewItem[];
  reported: ReviewItem[];
}

export function contentReview(rules: readonly AnyRule[], groups: Record<string, Group>, on: string): ContentReview {
  const ending: ReviewItem[] = [];
  const stale: ReviewItem[] = [];
  const reported: ReviewItem[] = [];
  for (const rule of rules) {
    const status = ruleOn(rule, on);
    const p = status.period;
    const until = scheduledEnd(status);
    if (until) {
      const days = daysBetween(on, until);
      if (days <= REVIEW_WINDOW_DAYS) ending.push({ what: `${rule.title} (${rule.id})`, detail: `ends ${until}, in ${days} days${p?.extendable === false ? "" : ", unless extended"}` });
    }
    if (status.state === "ended" && p?.until) ending.push({ what: `${rule.title} (${rule.id})`, detail: `ENDED ${p.until}: its pages now say so; check for an extension` });
    const age = daysBetween(rule.checked, on);
    if (age > REVIEW_WINDOW_DAYS) stale.push({ what: `rule ${rule.title} (${rule.id})`, detail: `last checked ${rule.checked}, ${age} days ago` });
    if (p && p.certainty === "reported") reported.push({ what: `${rule.title} (${rule.id})`, detail: `only reported, by ${p.source.name}` });
  }
  for (const [name, group] of Object.entries(groups)) {
    const age = daysBetween(group.reviewed, on);
    if (age > REVIEW_WINDOW_DAYS) stale.push({ what: `facts group ${name}`, detail: `last checked ${group.reviewed}, ${age} days ago (${group.source.url})` });
  }
  return { on, ending, stale, reported };
}

/** The fact groups among a module's exports: objects with a source and a review date. */
export function groupsIn(exports: Record<string, unknown>): Record<string, Group> {
  const out: Record<string, Group> = {};
  for (const [name, value] of Object.entries(exports)) {
    const v = value as Partial<Group> | null;
    if (v && typeof v === "object" && typeof v.reviewed === "string" && typeof v.source?.url === "string") out[name] = v as Group;
  }
  return out;
}

export function reviewText(review: ContentReview): string {
  const section = (title: string, items: ReviewItem[], none: string) =>
    [`${title} (${items.length})`, ...(items.length ? items.map((i) => `  - ${i.what}: ${i.detail}`) : [`  ${none}`])].join("\n");
  return [
    `Content review for ${review.on}`,
    "",
    section("Rules ending within six months", review.ending, "none"),
    "",
    section("Not checked against their source for over six months", review.stale, "none"),
    "",
    section("Figures whose only source is a report (news, law firm, charity)", review.reported, "none"),
    "",
  ].join("\n");
}
