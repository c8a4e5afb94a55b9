/**
 * The live form's values: numbers as the text in each field, switches as
 * booleans. Pure, so the browser and the tests read typed text the same way
 * the server reads a no-JavaScript form submission.
 */
import { formatNumber } from "~/lib/format";
import { FLAG_FIELDS, NUMBER_FIELDS, parseTypedNumber, parseTypedPrice } from "./params";
import type { CalculatorInputs, FlagField, HomeType, NumberField } from "~/rules/types";

export type FormValues = { [K in NumberField]: string } & { [K in FlagField]: boolean } & { homeType: HomeType };

/** The price field shows the figure in use, grouped: "350,000". Nothing typed shows nothing (and counts as 0). */
export function priceText(price: number, typed?: string): string {
  if (typed !== undefined && !/\d/.test(typed)) return "";
  return formatNumber(price);
}

export function formValuesFrom(inputs: CalculatorInputs): FormValues {
  const values = {} as FormValues;
  for (const key of NUMBER_FIELDS) values[key] = key === "price" ? priceText(inputs.price) : String(inputs[key]);
  for (const key of FLAG_FIELDS) values[key] = inputs[key];
  values.homeType = inputs.homeType;
  return values;
}

export function inputsFromForm(values: FormValues): CalculatorInputs {
  const inputs = {} as CalculatorInputs;
  for (const key of NUMBER_FIELDS) inputs[key] = key === "price" ? parseTypedPrice(values.price) : parseTypedNumber(values[key], key);
  for (const key of FLAG_FIELDS) inputs[key] = values[key];
  inputs.homeType = values.homeType;
  return inputs;
}

/**
 * Where the caret goes after the price is reformatted: just after the same
 * number of digits as were before it in what the person typed.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i])) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
