/**
 * The domain's shared types: the kind of home, the VAT rates, the buyer and
 * the cost calculator's inputs and results. They sit here, beneath every
 * feature, so the rules, the features and the content's words name the same
 * shapes without importing a feature. A module of types only: it imports
 * nothing, so content may name these types (import type) without a runtime
 * dependency on the rules above it.
 */

/** The buyer as the tools ask: first-time, "fresh start" or other (facts/buying-kinds.ts). */
export type { BuyerType } from "~/facts/buying-kinds";

/** A new home's kind, for its VAT rate: a house (13.5%) or an apartment in an apartment block (9% from 8 October 2025 to 31 December 2030). */
import type { DutyTerms } from "~/facts/buying";
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

/** The calculator's results, named as in spec section 3. */
export interface CostBreakdown {
  propertyPrice: number;
  stampDuty: number;
  legalFees: number;
  mortgageCosts: number;
  surveyFees: number;
  registrationFees: number;
  insuranceCosts: number;
  movingCosts: number;
  furnishingCosts: number;
  miscFees: number;
  additionalCosts: number;
  totalCost: number;
}

/** The VAT in a new home's price, by kind of home (percent), on the calculation's date. */
export type VatRates = Record<HomeType, number>;

export type { DutyTerms };

/** What the page, print view and PDF say about the VAT for one kind of new home (plain text). */
export interface VatWords {
  /** The document row's value: "9%: an apartment in an apartment block". */
  rate: string;
  /** Which rate was taken off and why. */
  explanation: string;
  /** The summary's short reason under the stamp duty line. */
  summary: string;
  /** "Price the duty is charged on (without VAT at 9%)". */
  dutiableLabel: string;
  /** How sure the site is of the rate ("Official: Finance Act 2025, s. 70(2)"). */
  basis: string[];
  /** Link to the rule's entry on /changes, when it has changed. */
  changes?: string;
  /** The rule's earlier and later periods, beside the figure (Rich text items). */
  history: { title: string; items: string[]; changes: string } | null;
}

/**
 * The VAT rules and words for one date, worked out on the server (loader)
 * for today in Ireland and passed to the page, so the browser never ships
 * the dated rules or picks a date itself: a shared link is worked out for
 * the day it is opened.
 */
export interface VatContext {
  on: string;
  rates: VatRates;
  /** The stamp duty rates and rounding in force on `on` (facts/buying.ts dutyTermsOn). */
  duty: DutyTerms;
  /** The bands and the bulk rate in words, for that date, and the Bulk purchase switch's hint. */
  dutyText: { tiered: string; bulk: string; bulkHint: string };
  choice: { legend: string; options: { value: HomeType; label: string; hint: string }[] };
  words: Record<HomeType, VatWords>;
  /** The 15% bulk rate does not count apartments in an apartment block (by whether an apartment was chosen). */
  bulkNote: Record<HomeType, string>;
  source: { sources: { name: string; url: string }[]; reviewed: string };
  /** Stamp duty's source and review date (facts/buying.ts), sent as data like the rest. */
  dutySource: { sources: { name: string; url: string }[]; reviewed: string };
  /** "Worked out with the rules in force on 24 November 2026." */
  rulesOn: string;
}

export type NumberField = { [K in keyof CalculatorInputs]: CalculatorInputs[K] extends number ? K : never }[keyof CalculatorInputs];
export type FlagField = { [K in keyof CalculatorInputs]: CalculatorInputs[K] extends boolean ? K : never }[keyof CalculatorInputs];
