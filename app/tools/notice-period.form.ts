/**
 * The notice checker's URL parameters: who, start, served, and for a
 * landlord tenancies, company and reason. Links made before the checker
 * (who, start, served only) still work: the landlord's details are optional,
 * and the result says what it needs them for.
 */
import { MESSAGES } from "~/content/tools/common";
import { NOTICE_WORDS } from "~/content/tools/notice-period";
import { noticePeriod, REASONS, type NoticeGiver, type NoticeInput, type NoticeResult } from "./notice-period";
import { choiceSchema, collect, countSchema, dateSchema, readQuery, runField, toQuery, type RawQuery, type RawValues, type ToolEvaluation } from "./params";

export const NOTICE_KEYS = ["who", "start", "served", "tenancies", "company", "reason"] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];
/** Only a landlord's notice reads these; a tenant's ignores them (and leaves them out of the link). */
export const LANDLORD_KEYS = ["tenancies", "company", "reason"] as const satisfies readonly NoticeKey[];

/**
 * What a fresh form shows before anything is submitted: nothing chosen. A
 * default side answered for a reader who did not notice it (issue 36).
 */
export const NOTICE_DEFAULTS: Partial<RawValues<NoticeKey>> = {};

const F = NOTICE_WORDS.fields;
const GIVERS = ["tenant", "landlord"] as const satisfies readonly NoticeGiver[];
/** No private landlord has anything like 100,000 tenancies: beyond that the number is a typing slip. */
export const MAX_TENANCIES = 100_000;
const SCHEMAS = {
  who: choiceSchema(GIVERS, F.who.noun),
  start: dateSchema({ minYear: 1950, maxYear: 2100 }),
  served: dateSchema({ minYear: 1950, maxYear: 2100 }),
  tenancies: countSchema(F.tenancies.noun, { min: 1, max: MAX_TENANCIES }),
  company: choiceSchema(["yes", "no"] as const, F.company.noun),
  reason: choiceSchema(REASONS, F.reason.noun),
};

export type NoticeEvaluation = ToolEvaluation<NoticeKey, NoticeInput, NoticeResult>;

export function evaluateNotice(values: RawValues<NoticeKey>, today: string): NoticeEvaluation {
  const who = runField(SCHEMAS.who, values.who, { missing: MESSAGES.choose(F.who.noun) });
  const start = runField(SCHEMAS.start, values.start, { missing: MESSAGES.missing(F.start.noun) });
  const served = runField(SCHEMAS.served, values.served, { missing: MESSAGES.missing(F.served.noun) });
  const landlord = who.value === "landlord";
  // A tenant's notice never reads the landlord's fields, so a stale value there cannot block the result.
  const tenancies = landlord ? runField(SCHEMAS.tenancies, values.tenancies, false) : { value: null };
  const company = landlord ? runField(SCHEMAS.company, values.company, false) : { value: null };
  const reason = landlord ? runField(SCHEMAS.reason, values.reason, false) : { value: null };
  const { issues, ok } = collect<NoticeKey>({ who, start, served, tenancies, company, reason });
  if (!ok) return { issues, input: null, result: null };
  const input: NoticeInput = { who: who.value!, start: start.value!, served: served.value! };
  if (landlord) {
    input.tenancies = tenancies.value;
    input.company = company.value === null ? null : company.value === "yes";
    input.reason = reason.value;
  }
  const outcome = noticePeriod(input, today);
  if (!outcome.ok) {
    const key = outcome.problem === "served-before-tables" ? "served" : "start";
    return { issues: { [key]: { kind: "invalid", message: NOTICE_WORDS.problems[outcome.problem] } }, input, result: null };
  }
  return { issues: {}, input, result: outcome.result };
}

export function readNoticeQuery(params: URLSearchParams): RawQuery<NoticeKey> {
  return readQuery(params, NOTICE_KEYS);
}

/** The values a link should carry: a tenant's link leaves out the landlord's fields. */
export function shareValues(values: RawValues<NoticeKey>): Partial<RawValues<NoticeKey>> {
  if (values.who === "landlord") return values;
  const { tenancies: _t, company: _c, reason: _r, ...rest } = values;
  return rest;
}

export function noticeQuery(input: NoticeInput): string {
  const values: Partial<RawValues<NoticeKey>> = { who: input.who, start: input.start, served: input.served };
  if (input.who === "landlord") {
    if (input.tenancies != null) values.tenancies = String(input.tenancies);
    if (input.company != null) values.company = input.company ? "yes" : "no";
    if (input.reason != null) values.reason = input.reason;
  }
  return toQuery<NoticeKey>(values, NOTICE_KEYS);
}
