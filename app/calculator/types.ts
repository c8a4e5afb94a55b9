/** A new home's kind, for its VAT rate: a house (13.5%) or an apartment in an apartment block (9% from 8 October 2025 to 31 December 2030). */
export type HomeType = "house" | "apartment";

/** The calculator's inputs (spec section 3, and the kind of new home). Money in euro, the arrangement rate in percent (0.5 means 0.5%). */
export interface CalculatorInputs {
  price: number;
  newBuild: boolean;
  /** Counts only for a new build (second-hand homes carry no VAT); kept otherwise, so switching New build back on restores it. */
  homeType: HomeType;
  bulk: boolean;
  legal: number;
  mortgage: number;
  rate: number;
  valuation: number;
  broker: boolean;
  brokerFee: number;
  survey: number;
  registration: number;
  insurance: number;
  moving: number;
  furnishing: number;
  misc: number;
  includeMoving: boolean;
  includeFurnishing: boolean;
  includeMisc: boolean;
}

/**
 * What the figures are worked out from: the inputs, and the date (yyyy-mm-dd)
 * whose rules apply. The date is today in Ireland, from the server, and never
 * part of the URL: a shared link is worked out for the day it is opened.
 */
export interface Calculation extends CalculatorInputs {
  on: string;
}

export type NumberField = { [K in keyof CalculatorInputs]: CalculatorInputs[K] extends number ? K : never }[keyof CalculatorInputs];
export type FlagField = { [K in keyof CalculatorInputs]: CalculatorInputs[K] extends boolean ? K : never }[keyof CalculatorInputs];
