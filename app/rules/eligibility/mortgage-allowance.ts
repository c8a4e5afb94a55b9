/**
 * Mortgage Allowance eligibility: for a council tenant who gives up the
 * tenancy to buy, with a mortgage of at least the scheme's minimum, under the
 * terms in force on the date (or those that last applied: schemeStatusOn).
 */
import { mortgageAllowance, mortgageAllowanceRule } from "~/facts/schemes";
import { schemeStatusOn } from "../scheme-status";
import { result, type Buyer, type Check, type Note, type SchemeResult } from "./result";

export function mortgageAllowanceEligibility(b: Buyer, councilTenant: boolean, on: string): SchemeResult {
  const terms = schemeStatusOn(mortgageAllowanceRule, on).terms;
  const checks: Check[] = [{ code: "ma.tenant", ok: councilTenant }];
  if (councilTenant) checks.push({ code: "ma.mortgage", ok: b.mortgage >= terms.minimumMortgage, values: { mortgage: b.mortgage, min: terms.minimumMortgage } });
  const notes: Note[] = [{ code: "ma.amount", values: { total: terms.total, years: mortgageAllowance.years, first: terms.payments[0]!.amount } }];
  return result("mortgageAllowance", checks, notes, { amount: terms.total });
}
