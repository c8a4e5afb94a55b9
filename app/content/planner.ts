/**
 * Words of the purchase planner's page and form (/buying/plan). The result's
 * sentences are in planner-result.ts; the words that come from the dated
 * rules (dates, certainty) are worked out on the server in planner-config.ts.
 * Figures are never typed here: they come from the plan, which carries the
 * terms each rule applied.
 */
import { COUNCIL_OPTIONS, type CouncilId } from "~/facts/local-authorities";
import { BUYER_FIELDS, type ChoiceWords, type FieldWords } from "./tools/common";
import { eur } from "~/lib/format";

type Option<V extends string> = { value: V; label: string };

const TYPE_OPTIONS: Option<"new" | "self-build" | "existing">[] = [
  { value: "new", label: "New build" },
  { value: "self-build", label: "Self-build" },
  { value: "existing", label: "Second-hand home" },
];
const HOME_TYPE_OPTIONS: Option<"house" | "apartment">[] = [
  { value: "house", label: "House" },
  { value: "apartment", label: "Apartment in an apartment block" },
];

/** The four fields of a home, for the first home or (with "second") the second. */
function homeFields(second: boolean) {
  const the = second ? "the second home's" : "the home's";
  return {
    price: {
      label: second ? "Price of the second home (€)" : "Price of the home (€)",
      noun: second ? "the second home's price" : "the price of the home",
      hint: "For a self-build, its value when finished.",
    } satisfies FieldWords,
    type: { label: second ? "Type of the second home" : "Type of home", noun: `${the} type`, options: TYPE_OPTIONS } satisfies ChoiceWords<string>,
    area: {
      label: second ? "Council area of the second home" : "Council area",
      noun: `${the} council area`,
      hint: second ? undefined : "It sets the First Home Scheme's price ceiling and the Local Authority Home Loan's price limit.",
      placeholder: "Choose a council",
      options: [...COUNCIL_OPTIONS] as Option<CouncilId>[],
    } satisfies ChoiceWords<string> & { placeholder: string },
    homeType: {
      label: second ? "Is the second home a house or an apartment?" : "House or apartment?",
      noun: `whether ${second ? "the second home" : "the home"} is a house or an apartment`,
      hint: second ? undefined : "A new apartment in an apartment block (3 or more apartments with shared access) can carry a lower rate of VAT, and some councils set a different First Home ceiling for apartments.",
      options: HOME_TYPE_OPTIONS,
    } satisfies ChoiceWords<string>,
  };
}

const HOME = homeFields(false);
const HOME2 = homeFields(true);

export const PLAN_FIELDS = {
  ...BUYER_FIELDS,
  savings: {
    label: "Savings for the deposit and costs (€)",
    noun: "your savings",
    hint: "The cash you can put towards the deposit and the costs on the day. Leave blank to see only what you would need.",
  } satisfies FieldWords,
  ...HOME,
  price2: HOME2.price,
  type2: HOME2.type,
  area2: HOME2.area,
  homeType2: HOME2.homeType,
  rate: {
    label: "Mortgage interest rate (% a year, optional)",
    noun: "the interest rate",
    hint: "From a lender's quote, to see a monthly repayment. Leave blank to skip it.",
  } satisfies FieldWords,
  term: { label: "Term (years, optional)", noun: "the term in years", hint: "Leave blank for 30 years." } satisfies FieldWords,
};

export type PlanFieldKey = keyof typeof PLAN_FIELDS;

/** The term used for a repayment when none is given. */
export const DEFAULT_TERM_YEARS = 30;

export const PLAN_PAGE = {
  /** The label above the heading; the heading is the planner's name (pages.ts). */
  tag: "Planner",
  lead: "Enter what you earn and have saved and the home you have in mind. You get the most you can borrow, what Help to Buy and the First Home Scheme add, the costs on the day and the cash you need, under the rules in force today. Add a second home to compare the two side by side.",
  formTitle: "Your details",
  aboutYou: "About you",
  theHome: "The home",
  secondHome: "A second home to compare (optional)",
  secondHomeHint: "Fill in any of these to compare a second home. What you leave blank is taken from the first home.",
  repayment: "Monthly repayment (optional)",
  calculate: "Show my plan",
  print: "Print this plan",
  pdf: "Download PDF",
  /** Printed under the plan, before its link (Copy link gives the same link on screen). */
  shareHint: "Open this plan again, or share it, at:",
  answersTitle: "Your details",
  pending: "Enter your income and the price of a home to see your plan.",
  fixErrors: "Check the highlighted answers to see your plan.",
  howTitle: "How this plan is worked out",
  sourcesTitle: "Sources",
  disclaimer:
    "This is general information worked out from the rules quoted on this site, not financial or legal advice. A lender, Revenue, the First Home Scheme and your council decide your own case.",
  /** Beside a second-home field left blank while another is given. */
  borrowed: (value: string) => `Not given: the first home's ${value} is used.`,
  /** The first home's value, as `borrowed` names it. */
  borrowedValue: {
    price: (amount: string) => `price (${amount})`,
    area: (council: string | null) => (council ? `council (${council})` : "council (none given)"),
    type: (type: string) => `type (${type.toLowerCase()})`,
    homeType: (homeType: string) => `kind of home (${homeType.toLowerCase()})`,
  },
  /** Beside a field whose value in the link could not be used (the value itself is never repeated). */
  ignored: (noun: string, why: string) => `The ${noun.replace(/^(the|your) /, "")} in the link could not be used, so it was left out. ${why}`,
  /** Beside a choice whose value in the link could not be used, when a default is shown instead. */
  ignoredChoice: (noun: string, used: string) => `The link's answer for ${noun} was not one of the choices, so it was left out: "${used}" is shown. Change it if that is not right.`,
  areaMissing: "No council given: the First Home price ceiling and the Local Authority Home Loan's price limit are not checked.",
} as const;

export { TYPE_OPTIONS, HOME_TYPE_OPTIONS };

const MONEY_KEYS: readonly PlanFieldKey[] = ["income", "income2", "savings", "price", "price2"];

/** A (valid) answer in words, for the printed summary and the PDF: the option's label, an amount in euro, or the value as given. */
export function answerText(key: PlanFieldKey, value: string): string {
  const field = PLAN_FIELDS[key] as { options?: readonly { value: string; label: string }[] };
  const option = field.options?.find((o) => o.value === value);
  if (option) return option.label;
  if (MONEY_KEYS.includes(key)) return eur(Number(value.replace(/[€,\s]/g, "")));
  if (key === "rate") return `${value.replace(/[%\s]/g, "")}%`;
  return value;
}
