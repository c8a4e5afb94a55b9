/**
 * The shape of an eligibility test's answer, shared by every scheme's test in
 * this folder: checks (criteria met or not, with the figures compared) and
 * notes (what to know), as codes with values. content/questionnaire.ts turns
 * the codes into sentences; the unit tests assert the codes. Every test is
 * pure: it takes the person's situation and the date, never reads a clock.
 */
import type { CouncilId } from "~/facts/local-authorities";
import type { SchemeStatus } from "../scheme-status";
import type { BuildType } from "../help-to-buy";

/** likely: may qualify. check: may qualify, but something needs confirming. unlikely: ruled out as things stand. */
export type Status = "likely" | "check" | "unlikely";

export type SchemeId =
  | "helpToBuy"
  | "firstHome"
  | "mortgageAllowance"
  | "lending"
  | "rentBudget"
  | "costRental"
  | "socialHousing"
  | "hap"
  | "rentSupplement"
  | "ras"
  | "rentTaxCredit";

export type Values = Record<string, number | string>;

export interface Check {
  code: string;
  ok: boolean;
  /** A soft check that fails makes the result "check" rather than "unlikely". */
  soft?: boolean;
  values?: Values;
}

export interface Note {
  code: string;
  values?: Values;
}

export interface SchemeResult {
  id: SchemeId;
  status: Status;
  checks: Check[];
  notes: Note[];
  /** Money the person may get (Help to Buy refund, First Home share, Mortgage Allowance total). */
  amount?: number;
}

/** A buyer, as the buying schemes' tests read one. */
export interface Buyer {
  firstTime: boolean;
  build: BuildType;
  price: number;
  deposit: number;
  mortgage: number;
}

/** Where the person lives now: renting privately (rs-*: with Rent Supplement for under / at least the RAS minimum), with HAP, from a council, or otherwise. */
export type Housing = "private" | "rs-short" | "rs-long" | "hap" | "council" | "other";

/** The councils of the person's county (the schemes set their limits per council) and the county's name. */
export interface Area {
  county: string;
  councils: readonly { id: CouncilId; name: string }[];
}

export const roundCents = (value: number) => Math.round(value * 100) / 100;

function statusOf(checks: Check[], needsConfirming = false): Status {
  if (checks.some((c) => !c.ok && !c.soft)) return "unlikely";
  if (needsConfirming || checks.some((c) => !c.ok)) return "check";
  return "likely";
}

/** A scheme's result from its checks: the amount is kept unless the person is ruled out. */
export function result(id: SchemeId, checks: Check[], notes: Note[] = [], extra: { needsConfirming?: boolean; amount?: number | undefined } = {}): SchemeResult {
  const status = statusOf(checks, extra.needsConfirming);
  return { id, status, checks, notes, ...(extra.amount !== undefined && status !== "unlikely" ? { amount: extra.amount } : {}) };
}

/** A scheme that is not open on the date (closed, or not yet open): a check the person cannot meet, soft where the date is only reported. */
export function openCheck(code: string, status: SchemeStatus<unknown>): Check | null {
  if (status.open) return null;
  return { code, ok: false, soft: status.endedOn !== null && status.certainty === "reported", values: { until: status.endedOn ?? "", from: status.opensOn ?? "" } };
}

/** For a person who is not buying: every buying scheme's single failed check. */
export const notBuying = (id: SchemeId): SchemeResult => result(id, [{ code: "buying", ok: false }]);
