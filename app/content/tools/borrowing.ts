/** Words of the borrowing limit tool. Figures come from facts.ts; the dated limits from its rules, for the date given. */
import { lending, loanToIncome, mortgageDeposit } from "../facts/buying";
import { valueOn } from "../dated";
import { historyItems } from "../dated-words";
import type { Source } from "../sources";
import { eur, formatNumber, pct } from "~/lib/format";
import { BUYER_FIELDS, type ToolSources } from "./common";
import { TOOL_LEADS } from "./leads";

export const BORROWING_WORDS = {
  lead: TOOL_LEADS["borrowing"],
  source: lending.source as Source,
  reviewed: lending.reviewed,
  fields: {
    ...BUYER_FIELDS,
    savings: { label: "Savings for the deposit (€)", noun: "your savings for the deposit" },
  },
  /** The answer first, in one plain sentence (issue 36). */
  answer: (r: { price: number; loan: number; deposit: number }) =>
    `You could buy a home costing up to ${eur(r.price)}: a mortgage of up to ${eur(r.loan)} and a deposit of ${eur(r.deposit)} from your savings.`,
  priceLabel: "Highest price",
  loanLabel: "Mortgage",
  depositLabel: "Deposit needed",
  loanLimitLabel: "Loan limit",
  workingTitle: "The working",
  limitedBy: {
    income: (r: { priceBySavings: number }) => `Your income sets the limit. Your savings would cover the deposit on a home of up to ${eur(r.priceBySavings)}.`,
    savings: (r: { priceByIncome: number }) => `Your savings set the limit. Your income would allow a mortgage on a home of up to ${eur(r.priceByIncome)}.`,
    both: () => "Your income and your savings both allow this price.",
  },
  explain: (r: { multiple: number; depositPercent: number; first: boolean }) =>
    `The Central Bank limits a mortgage to ${formatNumber(r.multiple)} times gross income for ${r.first ? "first-time buyers" : "buyers who have owned a home before"}, and requires a deposit of at least ${pct(r.depositPercent)} of the price.`,
  noSavings: "With no savings there is no deposit yet, so the rules allow no purchase. Save the deposit first.",
  working: {
    loanLimit: (income: number, multiple: number, limit: number) => `Loan limit: ${eur(income)} gross income × ${formatNumber(multiple)} = **${eur(limit)}**.`,
    byIncome: (limit: number, depositPercent: number, price: number) =>
      `Price the loan allows: ${eur(limit)} ÷ ${pct(100 - depositPercent)} = ${eur(price)}.`,
    bySavings: (savings: number, depositPercent: number, price: number) =>
      `Price the savings allow: ${eur(savings)} ÷ ${pct(depositPercent)} = ${eur(price)}.`,
    result: (price: number, deposit: number, loan: number) =>
      `Highest price: the lower of the two, **${eur(price)}**: a deposit of ${eur(deposit)} and a mortgage of ${eur(loan)}.`,
  },
  calculatorLink: (price: number) => `Work out the full cost of buying at ${eur(price)}`,
  plannerLink: (price: number) => `Plan a purchase at ${eur(price)}: the schemes, and the cash you need on the day`,
  exceptions: `Lenders can go above these limits for some borrowers by exception: some allow ${lending.ltiExceptions.map((m) => `${formatNumber(m)}×`).join(" or ")} income. Lenders also count variable income (overtime, bonus) differently, so offers vary.`,
  /** How the tool works, with the limits in force on `on` and what they were before (the history line). */
  how: (on: string): string[] => {
    const lti = valueOn(loanToIncome, on);
    const deposit = valueOn(mortgageDeposit, on);
    const depositWords =
      deposit.firstTime === deposit.other
        ? `at least ${pct(deposit.firstTime)} of the price for first-time buyers and for buyers who have owned a home before`
        : `at least ${pct(deposit.firstTime)} of the price for first-time buyers, ${pct(deposit.other)} for others`;
    return [
      `Loan limit: ${formatNumber(lti.firstTime)} times gross yearly income for first-time buyers, ${formatNumber(lti.other)} times for others, on your income plus a second applicant's.`,
      `Deposit: ${depositWords}. The highest price is the lower of what the loan limit allows with that deposit and what your savings cover as that deposit.`,
      ...historyItems(mortgageDeposit, on).map((line) => `Earlier rule: ${line}`),
      ...historyItems(loanToIncome, on).map((line) => `Earlier rule: ${line}`),
      "Figures are in whole euro: the price is rounded down and the deposit up, so the mortgage stays within the limit and the deposit within your savings.",
    ];
  },
};

export const BORROWING_SOURCES: ToolSources = { sources: [BORROWING_WORDS.source], reviewed: BORROWING_WORDS.reviewed };
