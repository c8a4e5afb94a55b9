/**
 * The cost calculator's words (spec sections 2.6, 4, 5 and 9), with its
 * path, defaults and input bounds re-exported from calculator-config.ts.
 * The words that carry a dated figure (the stamp-duty bands, the bulk
 * rate, the VAT) are in calculator-vat.ts, worked out by the loader, so the
 * dated rules and their quotes stay out of the page's JavaScript.
 */
import type { CostBreakdown, FlagField, NumberField } from "~/rules/types";
import { eur, formatDate, pct } from "~/lib/format";
import { CALCULATOR_LIMITS } from "~/content/calculator-config";
import { RESULT_ID } from "~/lib/url";

export { CALCULATOR_DEFAULTS, CALCULATOR_LIMITS, CALCULATOR_PATH, CALCULATOR_PDF_PATH, HOME_TYPES } from "~/content/calculator-config";

/** Spec section 2.6: the budget buffer the page recommends. */
export const BUDGET_BUFFER_PERCENT = { min: 10, max: 15 } as const;

/** Print dialog after 500 ms; the hidden document removed 1 s later (spec sections 4 and 9). */
export const PRINT_TIMING_MS = { openDialogAfter: 500, removeAfter: 1000 } as const;

/** URL changes are written at most this often while someone types (browsers throttle the History API). */
export const URL_UPDATE_DELAY_MS = 250;

export interface AmountFieldContent {
  key: NumberField;
  label: string;
  hint: string;
  /** Spec section 5 bounds: shown as min/max hints, never enforced. `"price"` means the purchase price. */
  min: number;
  max: number | "price";
  step: number;
}

const money = (key: NumberField, label: string, hint: string, min: number, max: number | "price"): AmountFieldContent => ({ key, label, hint, min, max, step: 1 });

export const FIELDS = {
  price: {
    key: "price",
    label: "Purchase price",
    hint: "Type the asking or agreed price. Anything that is not a digit is ignored, so €350,000 and 350000 both work.",
    min: 0,
    max: CALCULATOR_LIMITS.maxAmount,
    step: 1,
  },
  legal: money("legal", "Legal fees", "Your solicitor's fee for the conveyancing: checking the title, the contracts and the closing. Ask for a written quote that includes VAT and outlays.", 1_000, 5_000),
  survey: money("survey", "Survey fee", "A structural survey by an engineer or building surveyor before you sign the contract, so you know what you are buying.", 300, 1_500),
  registration: money("registration", "Land Registry and registration fees", "Registering your ownership with Tailte Éireann (the Land Registry), plus the searches your solicitor makes on the property.", 250, 1_000),
  mortgage: money("mortgage", "Mortgage amount", "How much you plan to borrow. It is usually the price minus your deposit.", 0, "price"),
  rate: { key: "rate", label: "Arrangement fee rate (%)", hint: "Some lenders charge an arrangement fee as a percentage of the loan; many charge none. Enter 0 if yours does not.", min: 0, max: 2, step: 0.1 },
  valuation: money("valuation", "Valuation fee", "Your lender has the property valued before it approves the loan, and you usually pay for it.", 0, 500),
  brokerFee: money("brokerFee", "Broker fee", "What your mortgage broker charges you, on top of any commission the lender pays them.", 0, 2_000),
  insurance: money("insurance", "Home insurance (first year)", "Your lender will ask for buildings insurance from the day you draw down the mortgage.", 250, 1_200),
  moving: money("moving", "Moving costs", "A removal company or van hire, packing materials and time off work.", 500, 3_000),
  furnishing: money("furnishing", "Furnishing and renovations", "Furniture, appliances, decorating and any repairs in the first months.", 1_000, 20_000),
  misc: money("misc", "Miscellaneous costs", "Utility connections, new locks, small fees and the things nobody plans for.", 500, 3_000),
} satisfies Record<NumberField, AmountFieldContent>;

export interface SwitchContent {
  key: FlagField;
  label: string;
  hint?: string;
}

export const SWITCHES = {
  // The rate depends on the kind of home and the date: the House / Apartment choice says it (calculator-vat.ts).
  newBuild: { key: "newBuild", label: "New build", hint: "The price of a new home includes VAT. Stamp duty is charged on the price without it." },
  // Its hint holds the rule's figures: the loader sends it (VatContext.dutyText.bulkHint, calculator-vat.ts).
  bulk: { key: "bulk", label: "Bulk purchase" },
  broker: { key: "broker", label: "Using a mortgage broker" },
  includeMoving: { key: "includeMoving", label: "Include moving costs" },
  includeFurnishing: { key: "includeFurnishing", label: "Include furnishing and renovations" },
  includeMisc: { key: "includeMisc", label: "Include miscellaneous costs" },
} satisfies Record<FlagField, SwitchContent>;

export const STAMP_DUTY_TEXT = {
  amount: "Stamp duty",
  // Finance Act 2024, s. 90 (and Finance Act 2025, s. 80(c)): "rounded down to the nearest €".
  rounding: "Rounded down to the euro, as the Stamp Duties Consolidation Act 1999 sets it. Your solicitor pays it to Revenue on your behalf when the sale closes.",
} as const;

export const CARDS = {
  property: { id: "property-details", title: "Property Details" },
  stampDuty: { id: "stamp-duty", title: "Stamp Duty" },
  professional: {
    id: "professional-costs",
    title: "Professional & Legal Costs",
    items: { legal: "Legal Fees", survey: "Survey Fees", registration: "Land Registry & Registration" },
  },
  mortgage: {
    id: "mortgage-insurance",
    title: "Mortgage & Insurance",
    items: { fees: "Mortgage Fees", insurance: "Home Insurance" },
  },
  additional: {
    id: "additional-costs",
    title: "Additional Costs",
    items: { moving: "Moving", furnishing: "Furnishing/Renovations", misc: "Miscellaneous" },
    note: "Switch off anything you will not need: it is left out of the totals and the PDF.",
  },
  // The summary is the calculator's result: the form without JavaScript, and a shared link, land on it (lib/url.ts RESULT_ID).
  summary: { id: RESULT_ID, title: "Cost Summary" },
} as const;

export interface SummaryLine {
  key: keyof CostBreakdown;
  label: string;
  /** Spec section 9: moving, furnishing and misc show only when above 0. */
  onlyWhenAboveZero?: boolean;
}

export const SUMMARY_LINES: readonly SummaryLine[] = [
  { key: "propertyPrice", label: "Purchase price" },
  { key: "stampDuty", label: "Stamp duty" },
  { key: "legalFees", label: "Legal fees" },
  { key: "mortgageCosts", label: "Mortgage costs" },
  { key: "surveyFees", label: "Survey fees" },
  { key: "registrationFees", label: "Registration fees" },
  { key: "insuranceCosts", label: "Home insurance" },
  { key: "movingCosts", label: "Moving costs", onlyWhenAboveZero: true },
  { key: "furnishingCosts", label: "Furnishing/renovations", onlyWhenAboveZero: true },
  { key: "miscFees", label: "Miscellaneous", onlyWhenAboveZero: true },
];

export const SUMMARY_TOTALS = {
  /** The summary's first sentence: the answer, in one plain sentence (prices as the summary shows them). */
  answer: (price: string, additional: string, total: string) => `Buying at ${price} costs ${total} in all: ${additional} on top of the price.`,
  additionalCosts: "Additional costs",
  additionalCostsNote: "Everything on top of the price",
  totalCost: "Total cost",
  mortgageCostsDetail: "Arrangement fee, valuation and any broker fee",
} as const;

export const CALCULATOR_TEXT = {
  tag: "Calculator",
  lead: "Enter a price and see every cost of buying a home in Ireland: stamp duty, legal and survey fees, mortgage costs, insurance and the cost of moving in. The totals update as you type, and the link in your address bar always reproduces them.",
  bufferNote: `Keep a buffer of ${BUDGET_BUFFER_PERCENT.min}–${pct(BUDGET_BUFFER_PERCENT.max)} of your budget for costs you did not expect: repairs found at the survey, a higher quote, or a delay at closing.`,
  bufferTitle: "Plan for the unexpected",
  formLabel: "Your purchase",
  calculate: "Calculate",
  reset: "Reset Calculator",
  exportPdf: "Export as PDF",
  downloadPdf: "Download PDF",
  downloadPdfHint: "A PDF file of this breakdown, made on our server: handy on a phone.",
  share: "Share",
  shareTitle: "My home purchase costs",
  actionsLabel: "Save or share these figures",
  plannerLink: "Plan this purchase: what you can borrow, Help to Buy, the First Home Scheme and the cash you need on the day",
  estimateNote: "These are estimates to help you plan. Fees vary: get written quotes from your solicitor, surveyor, lender and broker before you commit.",
  using: "Using",
  included: "Included",
  excluded: "Not included",
  perCent: "%",
  euro: "€",
  ignoredTitle: "Some values in this link could not be used",
  ignoredLead: "They were ignored, and the calculator used its own values instead:",
  ignoredMore: (n: number) => `and ${n} more`,
  noJsHint: "Change any figure, then press Calculate to update the totals.",
  seeSummary: ": go to the cost summary",
} as const;

export const IGNORED_REASONS = {
  unreadable: "not a plain number, so the default was used",
  tooLarge: "too large, so the default was used",
  notAFlag: "must be 0 or 1, so the default was used",
  notAHomeType: "must be house or apartment, so House (the default) was used",
  repeated: "given more than once, so the default was used",
  unknown: "not a calculator setting",
} as const;

export type IgnoredReason = keyof typeof IGNORED_REASONS;

/** The printed and PDF document's words. */
export const DOCUMENT_TEXT = {
  title: "Home Purchase Cost Breakdown",
  generated: "Generated on",
  inputsHeading: "Your figures",
  costsHeading: "Costs",
  yes: "Yes",
  no: "No",
  reproduce: "Open this breakdown again:",
  rulesOn: (on: string) => `Worked out with the rules in force on ${formatDate(on)}.`,
  fileName: "home-purchase-costs.pdf",
  inputLabels: {
    price: "Purchase price",
    newBuild: "New build",
    vat: "VAT taken off the price",
    bulk: "Bulk purchase",
    mortgage: "Mortgage amount",
    rate: "Arrangement fee rate",
    valuation: "Valuation fee",
    broker: "Mortgage broker",
    brokerFee: "Broker fee",
  },
} as const;

/** The visible form of a field's hint bounds (spec section 5): a guide, never enforced. */
export function rangeHint(field: AmountFieldContent, price: number): string {
  if (field.max === "price") return `Usually up to the purchase price (${eur(price)})`;
  if (field.key === "rate") return `Usually ${pct(field.min)} to ${pct(field.max)}`;
  return `Usually ${eur(field.min)} to ${eur(field.max)}`;
}
