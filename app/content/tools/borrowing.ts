/**
 * Words of the borrowing limit tool. Figures come from facts.ts; the dated
 * limits and their conditions (who counts as a first-time buyer, a home to
 * live in, the lenders' allowance) from its rules, for the date given.
 */
import { lending, loanToIncome, mortgageAllowancesRule, mortgageBuyToLetRule, mortgageDeposit, mortgageFirstTimeBuyerRule } from "~/facts/buying";
import { valueOn } from "~/facts/dated";
import { historyItems } from "../dated-words";
import { conditionLine } from "~/facts/condition-words";
import type { BuyerType } from "~/rules/types";
import type { Source } from "~/facts/sources";
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
  /**
   * The answer first, in one plain sentence (issue 36), naming the conditions
   * the limits depend on (issue 42): the kind of buyer, as the Central Bank
   * counts it on the date (`firstTime`: the first-time limits apply), and a
   * home to live in (mortgage-buy-to-let).
   */
  answer: (r: { buyer: BuyerType; firstTime: boolean; price: number; loan: number; deposit: number }) =>
    `Under the Central Bank's limits for ${buyerWords(r.buyer, r.firstTime)} buying a home to live in, you could buy a home costing up to ${eur(r.price)}: a mortgage of up to ${eur(r.loan)} and a deposit of ${eur(r.deposit)} from your savings.`,
  /** The "no": no savings, so no deposit (the Central Bank's minimum deposit), with the source. */
  noSavings: (depositPercent: number) =>
    `No: with no savings you have no deposit yet, and the Central Bank requires a deposit of at least ${pct(depositPercent)} of the price before a lender may lend ([${lending.source.name}](${lending.source.url})). Save the deposit first.`,
  conditionsTitle: "What these limits depend on",
  /** The conditions of the limits on `on`, each a rule's own words with its source: who counts as a first-time buyer, a home to live in, the lenders' allowance. */
  conditions: (on: string): string[] =>
    [conditionLine(mortgageFirstTimeBuyerRule, on), conditionLine(mortgageBuyToLetRule, on), conditionLine(mortgageAllowancesRule, on)].filter((line): line is string => line !== null),
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
  explain: (r: { multiple: number; depositPercent: number; firstTime: boolean }) =>
    `The Central Bank limits a mortgage to ${formatNumber(r.multiple)} times gross income for ${r.firstTime ? "first-time buyers" : "second and subsequent buyers"}, and requires a deposit of at least ${pct(r.depositPercent)} of the price.`,
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
      "Lenders count variable income (overtime, bonus) differently, so offers vary.",
      "Figures are in whole euro: the price is rounded down and the deposit up, so the mortgage stays within the limit and the deposit within your savings.",
    ];
  },
};

/** The kind of buyer in the answer's first sentence, as the Central Bank counts it on the date. */
function buyerWords(buyer: BuyerType, firstTime: boolean): string {
  if (buyer === "first") return "a first-time buyer";
  if (buyer === "fresh-start") return firstTime ? "a “fresh start” buyer (who counts as a first-time buyer)" : "a “fresh start” buyer (who counted as a second buyer on this date)";
  return "a second or subsequent buyer";
}

export const BORROWING_SOURCES: ToolSources = { sources: [BORROWING_WORDS.source], reviewed: BORROWING_WORDS.reviewed };
