/**
 * The Central Bank's mortgage limits as an eligibility result: the buyer's
 * mortgage against the loan-to-income limit and the deposit against the
 * minimum, with the limits in force on the date (rules/borrowing.ts). Both
 * checks are soft: a lender may make an exception.
 */
import { conditionLine } from "~/facts/condition-words";
import { mortgageFirstTimeBuyerRule } from "~/facts/buying";
import { firstTimeLimitsFor, lendingLimitsOn, loanLimit, minimumDeposit } from "../borrowing";
import { result, roundCents, type Buyer, type Check, type Note, type SchemeResult } from "./result";

export function lendingEligibility(b: Buyer, gross: number, on: string): SchemeResult {
  const limits = lendingLimitsOn(b.firstTime ? "first" : "other", on);
  const multiple = limits.ltiMultiple;
  const limit = loanLimit(gross, multiple);
  const depositPercent = limits.depositPercent;
  const minDeposit = minimumDeposit(b.price, depositPercent);
  const checks: Check[] = [
    { code: "lend.lti", ok: b.mortgage <= limit, soft: true, values: { mortgage: b.mortgage, limit, multiple, firstTime: b.firstTime ? 1 : 0 } },
    { code: "lend.deposit", ok: b.deposit >= minDeposit, soft: true, values: { deposit: b.deposit, min: minDeposit, percent: depositPercent, firstTime: b.firstTime ? 1 : 0 } },
  ];
  const notes: Note[] = [];
  if (b.mortgage === 0) notes.push({ code: "lend.noApproval", values: { limit, multiple } });
  // Someone who owned a home may be a "fresh start" buyer, whom the Central Bank gives the first-time limits (from 2023): the questionnaire does not ask, so it says so.
  if (!b.firstTime && firstTimeLimitsFor("fresh-start", on)) notes.push({ code: "lend.freshStart", values: { rule: conditionLine(mortgageFirstTimeBuyerRule, on) ?? "" } });
  const gap = roundCents(b.price - b.deposit - b.mortgage);
  if (gap > 0) notes.push({ code: "lend.gap", values: { gap } });
  return result("lending", checks, notes);
}
