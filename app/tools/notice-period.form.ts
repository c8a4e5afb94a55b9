/**
 * The notice checker's URL parameters: who, start, served, and for a
 * landlord tenancies, company and reason. Links made before the checker
 * (who, start, served only) still work: the landlord's details are optional,
 * and the result says what it needs them for.
 */
import { MESSAGES } from "~/content/tools/common";
import { NOTICE_WORDS } from "~/content/tools/notice-period";
import { runFields, readQuery, toQuery, type RawValues } from "~/lib/params";
import { noticePeriod, REASONS, type NoticeGiver, type NoticeInput, type NoticeResult } from "./notice-period";
import { checks, type ToolEvaluation, type ToolForm } from "./params";

export const NOTICE_KEYS = ["who", "start", "served", "tenancies", "company", "reason"] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

const F = NOTICE_WORDS.fields;
const GIVERS = ["tenant", "landlord"] as const satisfies readonly NoticeGiver[];
/** No private landlord has anything like 100,000 tenancies: beyond that the number is a typing slip. */
const MAX_TENANCIES = 100_000;
const FIELDS = {
  who: { check: checks.choice(GIVERS, F.who.noun), missing: MESSAGES.choose(F.who.noun) },
  start: { check: checks.date({ minYear: 1950, maxYear: 2100 }), missing: MESSAGES.missing(F.start.noun) },
  served: { check: checks.date({ minYear: 1950, maxYear: 2100 }), missing: MESSAGES.missing(F.served.noun) },
  tenancies: { check: checks.count(F.tenancies.noun, { min: 1, max: MAX_TENANCIES }) },
  company: { check: checks.choice(["yes", "no"] as const, F.company.noun) },
  reason: { check: checks.choice(REASONS, F.reason.noun) },
};

export type NoticeEvaluation = ToolEvaluation<NoticeKey, NoticeInput, NoticeResult>;

/**
 * The values a notice reads and its link carries: a tenant's leaves the
 * landlord's fields blank, so a stale value there neither blocks the result
 * nor goes into the link.
 */
export function shareValues(values: RawValues<NoticeKey>): RawValues<NoticeKey> {
  return values.who === "landlord" ? values : { ...values, tenancies: "", company: "", reason: "" };
}

export function evaluateNotice(raw: RawValues<NoticeKey>, today: string): NoticeEvaluation {
  const { values: v, issues, ok } = runFields(FIELDS, shareValues(raw));
  if (!ok) return { issues, input: null, result: null };
  const input: NoticeInput = { who: v.who!, start: v.start!, served: v.served! };
  if (v.who === "landlord") {
    input.tenancies = v.tenancies;
    input.company = v.company === null ? null : v.company === "yes";
    input.reason = v.reason;
  }
  const outcome = noticePeriod(input, today);
  if (!outcome.ok) {
    const key = outcome.problem === "served-before-tables" ? "served" : "start";
    return { issues: { [key]: { kind: "invalid", message: NOTICE_WORDS.problems[outcome.problem] } }, input, result: null };
  }
  return { issues: {}, input, result: outcome.result };
}

export const NOTICE_FORM: ToolForm<NoticeKey, NoticeInput, NoticeResult> = {
  name: "notice-period",
  keys: NOTICE_KEYS,
  // A fresh form has no side chosen: a default side answered for a reader who did not notice it.
  defaults: {},
  evaluate: evaluateNotice,
  share: shareValues,
};

export const readNoticeQuery = (params: URLSearchParams) => readQuery(params, NOTICE_KEYS);

export function noticeQuery(input: NoticeInput): string {
  const company = input.company == null ? "" : input.company ? "yes" : "no";
  const values = { who: input.who, start: input.start, served: input.served, tenancies: String(input.tenancies ?? ""), company, reason: input.reason ?? "" };
  return toQuery(shareValues(values), NOTICE_KEYS);
}
