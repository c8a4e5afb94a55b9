/** The notice period tool's URL parameters: who, start, served. */
import { MESSAGES } from "~/content/tools/common";
import { NOTICE_WORDS } from "~/content/tools/notice-period";
import { noticePeriod, type NoticeGiver, type NoticeInput, type NoticeResult } from "./notice-period";
import { choiceSchema, collect, dateSchema, readQuery, runField, toQuery, type Issues, type RawQuery, type RawValues } from "./params";

export const NOTICE_KEYS = ["who", "start", "served"] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

/** What a fresh form shows before anything is submitted. */
export const NOTICE_DEFAULTS: Partial<RawValues<NoticeKey>> = { who: "tenant" };

const F = NOTICE_WORDS.fields;
const GIVERS = ["tenant", "landlord"] as const satisfies readonly NoticeGiver[];
const SCHEMAS = {
  who: choiceSchema(GIVERS, F.who.noun),
  start: dateSchema({ minYear: 1950, maxYear: 2100 }),
  served: dateSchema({ minYear: 1950, maxYear: 2100 }),
};

export interface NoticeEvaluation {
  issues: Issues<NoticeKey>;
  input: NoticeInput | null;
  result: NoticeResult | null;
}

export function evaluateNotice(values: RawValues<NoticeKey>, today: string): NoticeEvaluation {
  const who = runField(SCHEMAS.who, values.who, { missing: MESSAGES.choose(F.who.noun) });
  const start = runField(SCHEMAS.start, values.start, { missing: MESSAGES.missing(F.start.noun) });
  const served = runField(SCHEMAS.served, values.served, { missing: MESSAGES.missing(F.served.noun) });
  const { issues, ok } = collect<NoticeKey>({ who, start, served });
  if (!ok) return { issues, input: null, result: null };
  const input: NoticeInput = { who: who.value!, start: start.value!, served: served.value! };
  const outcome = noticePeriod(input, today);
  if (!outcome.ok) return { issues: { start: { kind: "invalid", message: NOTICE_WORDS.problems[outcome.problem] } }, input, result: null };
  return { issues: {}, input, result: outcome.result };
}

export function readNoticeQuery(params: URLSearchParams): RawQuery<NoticeKey> {
  return readQuery(params, NOTICE_KEYS);
}

export function noticeQuery(input: NoticeInput): string {
  return toQuery<NoticeKey>({ who: input.who, start: input.start, served: input.served }, NOTICE_KEYS);
}
