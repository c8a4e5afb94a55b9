/**
 * The costs of the mortgage itself, as the cost calculator counts them (spec
 * section 3): the calculator's summary and the purchase planner's costs on
 * the day both call this, so the two never differ.
 */
import type { CalculatorInputs } from "./types";

/** Arrangement fee (rate in percent) + valuation + broker fee if a broker is used, rounded to whole euro. */
export function mortgageCostsFor(inputs: Pick<CalculatorInputs, "mortgage" | "rate" | "valuation" | "broker" | "brokerFee">): number {
  return Math.round((inputs.mortgage * inputs.rate) / 100 + inputs.valuation + (inputs.broker ? inputs.brokerFee : 0));
}
