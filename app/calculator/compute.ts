/**
 * The cost calculator's sums (spec section 9), pure: no React, no DOM.
 * The server renders with it and the browser recomputes with it on every
 * change, so both always agree. The one dated rule, the VAT in a new home's
 * price, comes in as rates worked out on the server for today in Ireland
 * (VatRates, from content/calculator-vat.ts): the browser never reads the
 * dated rules or its own clock.
 */
import { stampDutyFor, type DutyTerms } from "~/rules/stamp-duty";
import { mortgageCostsFor } from "~/rules/mortgage-costs";
import type { CalculatorInputs, CostBreakdown, VatRates } from "~/rules/types";

export type { CalculatorInputs, CostBreakdown, VatRates } from "~/rules/types";
export { mortgageCostsFor } from "~/rules/mortgage-costs";
// Stamp duty is one rule, used by the calculator and the purchase planner alike (rules/stamp-duty.ts).
export { dutiablePrice, stampDutyFor, vatPercentFor, type DutyTerms } from "~/rules/stamp-duty";

/** Sums of amounts typed to the cent must not show float noise (0.1 + 0.2). */
function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** `duty`: the stamp duty rates and rounding in force on the day, worked out on the server like `rates` (VatContext.duty). */
export function computeCosts(inputs: CalculatorInputs, rates: VatRates, duty: DutyTerms): CostBreakdown {
  const stampDuty = stampDutyFor(inputs.price, inputs, rates, duty);
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
