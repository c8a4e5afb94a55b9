/**
 * The VAT in a new home's price on a date, read from the dated rules in
 * facts/vat.ts: the rate the cost calculator and the planner take off a new
 * build's price before stamp duty. The words that say why are
 * content/calculator-vat.ts.
 */
import { periodOn, type Period, type Rule } from "~/facts/dated";
import { newApartmentVat, newHouseVat } from "~/facts/vat";
import type { HomeType, VatRates } from "./types";

/** The VAT taken off a new build's price, and the rule and period it comes from (for the words that say why). */
export interface VatApplied {
  percent: number;
  homeType: HomeType;
  rule: Rule<number>;
  period: Period<number>;
}

const RULES: Record<HomeType, Rule<number>> = { house: newHouseVat, apartment: newApartmentVat };

/**
 * The VAT in a new home's price on a date: a house 13.5%; an apartment in an
 * apartment block 9% from 8 October 2025 to 31 December 2030, 13.5% before
 * and after. Throws if the rule has nothing in force on that date: never
 * guess a rate.
 */
export function vatFor(homeType: HomeType, on: string): VatApplied {
  const rule = RULES[homeType];
  const period = periodOn(rule, on);
  if (!period) throw new RangeError(`No VAT rate for a new ${homeType} is in force on ${on}`);
  return { percent: period.value, homeType, rule, period };
}

/** The rates the calculation uses on a date, by kind of home. */
export function vatRatesOn(on: string): VatRates {
  return { house: vatFor("house", on).percent, apartment: vatFor("apartment", on).percent };
}
