/**
 * The printable breakdown as plain data: the browser's print document and
 * the server's PDF both draw this, so they always list the same lines.
 * Pure: no DOM, no PDF library.
 */
import { CALCULATOR_TEXT, DOCUMENT_TEXT, SUMMARY_LINES, SUMMARY_TOTALS } from "~/content/calculator";
import { formatEUR, formatNumber } from "~/lib/format";
import { computeCosts } from "./compute";
import type { CalculatorInputs, VatContext } from "~/rules/types";
import { stampDutyNotes } from "./vat";

export interface DocumentRow {
  label: string;
  value: string;
}

export interface BreakdownDocument {
  title: string;
  generated: string;
  sections: { heading: string; rows: DocumentRow[] }[];
  additional: DocumentRow;
  total: DocumentRow;
  /** Why stamp duty is what it is: the VAT rate taken off and why, the bulk rate's apartment exclusion, the date of the rules. */
  notes: string[];
  reproduceLabel: string;
  url: string;
  note: string;
}

export function buildBreakdownDocument(
  inputs: CalculatorInputs,
  { date, url, vat }: { date: string; url: string; vat: VatContext },
): BreakdownDocument {
  const costs = computeCosts(inputs, vat.rates, vat.duty);
  const t = DOCUMENT_TEXT;
  const yesNo = (v: boolean) => (v ? t.yes : t.no);
  const figures: DocumentRow[] = [
    { label: t.inputLabels.price, value: formatEUR(inputs.price) },
    { label: t.inputLabels.newBuild, value: yesNo(inputs.newBuild) },
    ...(inputs.newBuild ? [{ label: t.inputLabels.vat, value: vat.words[inputs.homeType].rate }] : []),
    { label: t.inputLabels.bulk, value: yesNo(inputs.bulk) },
    { label: t.inputLabels.mortgage, value: formatEUR(inputs.mortgage) },
    { label: t.inputLabels.rate, value: `${formatNumber(inputs.rate)}%` },
    { label: t.inputLabels.valuation, value: formatEUR(inputs.valuation) },
    { label: t.inputLabels.broker, value: yesNo(inputs.broker) },
    ...(inputs.broker ? [{ label: t.inputLabels.brokerFee, value: formatEUR(inputs.brokerFee) }] : []),
  ];
  const lines = SUMMARY_LINES.filter((line) => !line.onlyWhenAboveZero || costs[line.key] > 0).map((line) => ({
    label: line.label,
    value: formatEUR(costs[line.key]),
  }));
  return {
    title: t.title,
    generated: `${t.generated} ${date}`,
    sections: [
      { heading: t.inputsHeading, rows: figures },
      { heading: t.costsHeading, rows: lines },
    ],
    additional: { label: SUMMARY_TOTALS.additionalCosts, value: formatEUR(costs.additionalCosts) },
    total: { label: SUMMARY_TOTALS.totalCost, value: formatEUR(costs.totalCost) },
    notes: [...stampDutyNotes(inputs, vat), vat.rulesOn],
    reproduceLabel: t.reproduce,
    url,
    note: CALCULATOR_TEXT.estimateNote,
  };
}

