/**
 * Cost Rental eligibility: the household's net income under the limit for
 * Dublin or elsewhere in force on the date (or the limit that last applied:
 * schemeStatusOn), with the limit it replaced when that changed.
 */
import { ruleOn } from "~/facts/dated";
import { costRental, costRentalIncomeRule } from "~/facts/schemes";
import { schemeStatusOn } from "../scheme-status";
import { result, type Note, type SchemeResult } from "./result";

/** `buying`: the person is buying (Cost Rental is a rented home, which a note says). */
export function costRentalEligibility(net: number, dublin: boolean, buying: boolean, on: string): SchemeResult {
  const status = ruleOn(costRentalIncomeRule, on);
  const limits = schemeStatusOn(costRentalIncomeRule, on).terms;
  const limit = dublin ? limits.dublin : limits.elsewhere;
  const notes: Note[] = [{ code: "cr.rent", values: { percent: costRental.belowMarketPercent } }];
  const before = status.earlier[0];
  if (status.state === "current" && before && status.period?.from) {
    const was = dublin ? before.value.dublin : before.value.elsewhere;
    if (was !== limit) notes.push({ code: "cr.history", values: { from: status.period.from, was } });
  }
  if (buying) notes.unshift({ code: "cr.buying" });
  const values = { net, limit, dublin: dublin ? 1 : 0 };
  // "Under" the limit, as the specification put it for the earlier €53,000.
  return result("costRental", [{ code: "cr.income", ok: net < limit, values }], notes);
}
