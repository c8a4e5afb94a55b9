/**
 * What the four housing tools share: their names, the frame's words and the
 * validation messages. Each tool's own words are in its own module beside
 * this one, so a page that embeds one tool loads only that tool's words.
 */
import type { Source } from "~/facts/sources";
import { eur, formatNumber, pct } from "~/lib/format";

export type ToolName = "notice-period" | "rent-review" | "borrowing" | "scheme-amounts" | "rent-tax-credit";

export const TOOL_UI = {
  formTitle: "Your details",
  resultTitle: "Your result",
  calculate: "Calculate",
  openFull: "Open this result on its own page",
  openFullHint: "to share, bookmark or print it",
  print: "Print this result",
  answersTitle: "Your answers",
  pending: "Fill in the form to see your result.",
  fixErrors: "Check the highlighted answers to see your result.",
  optional: "optional",
  notGiven: "Not given",
  howTitle: "How this is worked out",
  disclaimer:
    "This is general information worked out from the figures quoted on this site, not legal or financial advice. Check your own case with the official source.",
  embedLabel: (title: string) => `${title}: calculator`,
};

/** Validation messages. `noun` is the field as it reads inside a sentence ("the price of the home"). */
export const MESSAGES = {
  missing: (noun: string) => `Enter ${noun}.`,
  choose: (noun: string) => `Choose ${noun}.`,
  money: {
    negative: (noun: string) => `${capitalise(noun)} can't be negative.`,
    format: (noun: string) => `Enter ${noun} as an amount in euro, for example 1,250.`,
    whole: "Enter whole euro, without cents.",
    min: (min: number) => `Enter at least ${eur(min)}.`,
    max: (max: number) => `That is more than this tool works with: enter no more than ${eur(max)}.`,
  },
  percent: {
    format: "Enter a percentage as a number, for example 2.5 (up to two decimal places).",
    range: (min: number, max: number) => `Enter a percentage between ${pct(min)} and ${pct(max)}.`,
  },
  date: {
    format: "Enter a date as year-month-day, for example 2024-03-15.",
    notReal: "That date does not exist: check the day and the month (there is no 31 April, and 29 February is only in leap years).",
    range: (minYear: number, maxYear: number) => `Enter a date between ${minYear} and ${maxYear}.`,
  },
  count: {
    format: (noun: string) => `Enter ${noun} as a whole number, for example 2.`,
    range: (noun: string, min: number, max: number) => `Enter ${noun} between ${min} and ${formatNumber(max)}.`,
  },
  tooLong: "That answer is too long to be right: check it and try again.",
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface FieldWords {
  label: string;
  /** The field inside a sentence, for messages. */
  noun: string;
  hint?: string;
}

export interface ChoiceWords<V extends string> extends FieldWords {
  options: { value: V; label: string }[];
}

/** Where a tool's explanation points for the official rules. */
export interface ToolSources {
  sources: Source[];
  reviewed: string;
}

/**
 * The buyers' fields the borrowing tool, the scheme amounts tool and the
 * purchase planner share (the same names in every address). The three kinds
 * of buyer are the ones the Central Bank and the schemes tell apart
 * (rules/types.ts, BuyerType); who each scheme is open to is its condition rule.
 */
export const BUYER_FIELDS = {
  buyer: {
    label: "Are you a first-time buyer?",
    noun: "whether you are a first-time buyer",
    options: [
      { value: "first", label: "Yes, a first-time buyer" },
      { value: "fresh-start", label: "I owned a home before, but kept no share in it after a marriage or relationship ended, or after insolvency or bankruptcy (a “fresh start”)" },
      { value: "other", label: "No, I have owned a home before" },
    ],
  } satisfies ChoiceWords<"first" | "fresh-start" | "other">,
  income: { label: "Your gross yearly income (€)", noun: "your gross yearly income", hint: "Your income before tax." } satisfies FieldWords,
  income2: {
    label: "Second applicant's gross yearly income (€, optional)",
    noun: "the second applicant's income",
    hint: "Leave blank if you are buying alone.",
  } satisfies FieldWords,
};
