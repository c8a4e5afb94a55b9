/**
 * The cost calculator's rules (spec section 9), pure: no React, no DOM.
 * The server renders with it and the browser recomputes with it on every
 * change, so both always agree.
 */
import { stampDuty as STAMP_DUTY } from "~/content/facts";
import type { CalculatorInputs } from "./types";

export type { CalculatorInputs } from "./types";

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

/** The price stamp duty is charged on: a new build's price without its VAT. */
export function dutiablePrice(price: number, newBuild: boolean): number {
  return newBuild ? price / (1 + STAMP_DUTY.newBuildVatPercent / 100) : price;
}

/**
 * Stamp duty in whole euro. New build: VAT removed first. Bulk purchase: a
 * flat rate. Otherwise the marginal bands (1% / 2% / 6%) of facts.ts.
 */
export function stampDutyFor(price: number, { newBuild, bulk }: { newBuild: boolean; bulk: boolean }): number {
  const base = dutiablePrice(Math.max(0, price), newBuild);
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

export function computeCosts(inputs: CalculatorInputs): CostBreakdown {
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
