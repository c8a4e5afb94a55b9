/** The calculator's inputs (spec section 3). Money in euro, the arrangement rate in percent (0.5 means 0.5%). */
export interface CalculatorInputs {
  price: number;
  newBuild: boolean;
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

export type NumberField = { [K in keyof CalculatorInputs]: CalculatorInputs[K] extends number ? K : never }[keyof CalculatorInputs];
export type FlagField = { [K in keyof CalculatorInputs]: CalculatorInputs[K] extends boolean ? K : never }[keyof CalculatorInputs];
