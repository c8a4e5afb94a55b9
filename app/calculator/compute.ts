/**
 * The cost calculator's rules (spec section 9), pure: no React, no DOM.
 * The server renders with it and the browser recomputes with it on every
 * change, so both always agree. The one dated rule, the VAT in a new home's
 * price, comes in as rates worked out on the server for today in Ireland
 * (VatRates, from content/calculator-vat.ts): the browser never reads the
 * dated rules or its own clock.
 */
import { stampDuty as STAMP_DUTY } from "~/content/facts/buying";
import type { CalculatorInputs, VatRates } from "./types";

export type { CalculatorInputs, VatRates } from "./types";

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

/** The VAT in the price (percent): the rate for the kind of new home, or null for a home that is not a new build (no VAT). */
export function vatPercentFor({ newBuild, homeType }: Pick<CalculatorInputs, "newBuild" | "homeType">, rates: VatRates): number | null {
  return newBuild ? rates[homeType] : null;
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
export function stampDutyFor(price: number, calc: Pick<CalculatorInputs, "newBuild" | "homeType" | "bulk">, rates: VatRates): number {
  const bulk = calc.bulk;
  const base = dutiablePrice(Math.max(0, price), vatPercentFor(calc, rates));
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

export function computeCosts(inputs: CalculatorInputs, rates: VatRates): CostBreakdown {
  const stampDuty = stampDutyFor(inputs.price, inputs, rates);
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
