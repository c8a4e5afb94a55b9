/**
 * The cost calculator's rules (spec section 9), pure: no React, no DOM.
 * The server renders with it and the browser recomputes with it on every
 * change, so both always agree. The one dated rule, the VAT in a new home's
 * price, is read for the calculation's date (`on`, today in Ireland from the
 * server), never for the clock of whichever machine runs this.
 */
import { periodOn, type Period, type Rule } from "~/content/dated";
import { newApartmentVat, newHouseVat, stampDuty as STAMP_DUTY } from "~/content/facts";
import type { Calculation, CalculatorInputs, HomeType } from "./types";

export type { Calculation, CalculatorInputs } from "./types";

/** The calculator's results, named as in spec section 3. */
export interface CostBreakdown {
  propertyPrice: number;
  stampDuty: number;
  legalFees: number;
  mortgageCosts: number;
  surveyFees: number;
  registrationFees: number;
  insuranceCosts: number;
  movingCosts: number;
  furnishingCosts: number;
  miscFees: number;
  additionalCosts: number;
  totalCost: number;
}

/** Sums of amounts typed to the cent must not show float noise (0.1 + 0.2). */
function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The VAT taken off a new build's price, and the rule and period it comes from (for the words that say why). */
export interface VatApplied {
  percent: number;
  homeType: HomeType;
  rule: Rule<number>;
  period: Period<number>;
}

/**
 * The VAT in a new home's price on the calculation's date: a house 13.5%; an
 * apartment in an apartment block 9% from 8 October 2025 to 31 December 2030,
 * 13.5% before and after. Null for a home that is not a new build (no VAT).
 * Throws if the rule has nothing in force on that date: never guess a rate.
 */
export function vatFor({ newBuild, homeType, on }: Pick<Calculation, "newBuild" | "homeType" | "on">): VatApplied | null {
  if (!newBuild) return null;
  const rule = homeType === "apartment" ? newApartmentVat : newHouseVat;
  const period = periodOn(rule, on);
  if (!period) throw new RangeError(`No VAT rate for a new ${homeType} is in force on ${on}`);
  return { percent: period.value, homeType, rule, period };
}

/** The price stamp duty is charged on: a new build's price without its VAT (`vatPercent` null: no VAT). */
export function dutiablePrice(price: number, vatPercent: number | null): number {
  return vatPercent === null ? price : price / (1 + vatPercent / 100);
}

/**
 * Stamp duty in whole euro. New build: VAT removed first, at the rate for
 * the kind of home on the calculation's date. Bulk purchase: a flat rate.
 * Otherwise the marginal bands (1% / 2% / 6%) of facts.ts.
 */
export function stampDutyFor(price: number, calc: Pick<Calculation, "newBuild" | "homeType" | "bulk" | "on">): number {
  const bulk = calc.bulk;
  const base = dutiablePrice(Math.max(0, price), vatFor(calc)?.percent ?? null);
  if (bulk) return Math.round((base * STAMP_DUTY.bulkRatePercent) / 100);
  let duty = 0;
  for (const band of STAMP_DUTY.bands) {
    const top = band.to ?? Number.POSITIVE_INFINITY;
    const slice = Math.min(base, top) - band.from;
    if (slice > 0) duty += (slice * band.rate) / 100;
  }
  return Math.round(duty);
}

/** Arrangement fee (rate in percent) + valuation + broker fee if a broker is used, rounded to whole euro. */
export function mortgageCostsFor(inputs: Pick<CalculatorInputs, "mortgage" | "rate" | "valuation" | "broker" | "brokerFee">): number {
  return Math.round((inputs.mortgage * inputs.rate) / 100 + inputs.valuation + (inputs.broker ? inputs.brokerFee : 0));
}

export function computeCosts(inputs: Calculation): CostBreakdown {
  const stampDuty = stampDutyFor(inputs.price, inputs);
  const mortgageCosts = mortgageCostsFor(inputs);
  const movingCosts = inputs.includeMoving ? inputs.moving : 0;
  const furnishingCosts = inputs.includeFurnishing ? inputs.furnishing : 0;
  const miscFees = inputs.includeMisc ? inputs.misc : 0;
  const additionalCosts = cents(
    stampDuty +
      inputs.legal +
      mortgageCosts +
      inputs.survey +
      inputs.registration +
      inputs.insurance +
      movingCosts +
      furnishingCosts +
      miscFees,
  );
  return {
    propertyPrice: inputs.price,
    stampDuty,
    legalFees: inputs.legal,
    mortgageCosts,
    surveyFees: inputs.survey,
    registrationFees: inputs.registration,
    insuranceCosts: inputs.insurance,
    movingCosts,
    furnishingCosts,
    miscFees,
    additionalCosts,
    totalCost: cents(inputs.price + additionalCosts),
  };
}
