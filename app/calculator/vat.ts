/**
 * The stamp-duty explanation, picked from the VAT words the server worked
 * out for today (VatContext): the bands or the bulk rate (which never
 * reaches a new apartment in an apartment block: rules/stamp-duty.ts), then
 * which VAT rate was taken off a new build and why, then the bulk rate's
 * apartment exclusion. Pure and light, so the live page, the print view and
 * the PDF say the same thing.
 */
import { bulkRateApplies } from "~/rules/stamp-duty";
import type { CalculatorInputs, VatContext } from "~/rules/types";

export function stampDutyNotes(inputs: Pick<CalculatorInputs, "newBuild" | "homeType" | "bulk">, vat: VatContext): string[] {
  const notes: string[] = [bulkRateApplies(inputs, vat.duty) ? vat.dutyText.bulk : vat.dutyText.tiered];
  if (inputs.newBuild) notes.push(vat.words[inputs.homeType].explanation);
  if (inputs.bulk) notes.push(vat.bulkNote[inputs.newBuild ? inputs.homeType : "house"]);
  return notes;
}
