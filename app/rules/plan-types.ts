/**
 * The purchase planner's shapes. `PlanTerms` is everything the plan needs
 * from the dated rules on one date, worked out on the server
 * (content/plan-terms.ts) and sent to the browser as data, so the browser runs
 * the same pure planner (plan.ts) without the rules or its own clock.
 */
import type { Evidence } from "~/facts/dated";
import type { Certainty } from "~/facts/dated";
import type { DutyTerms, HomeType, VatRates } from "~/rules/types";
import type { CouncilId } from "~/facts/local-authorities";
import type { BuyerType, LendingLimits } from "~/rules/borrowing";
import type { CeilingsOn, FirstHomeResult, FirstHomeStatus } from "~/rules/first-home";
import type { BuildType, HelpToBuyResult, HelpToBuyStatus } from "~/rules/help-to-buy";
import type { LahlResult, LahlTerms } from "~/rules/local-authority-home-loan";

export type { BuyerType } from "~/rules/borrowing";
export type { BuildType } from "~/rules/help-to-buy";
export type { HomeType } from "~/rules/types";

/** The words that come from the rules themselves (dates, certainty), written on the server with the dated-words helpers. */
export interface PlanRuleWords {
  /** "Rules as at 25 November 2026". */
  rulesAsAt: string;
  /** One plain sentence for each rule the plan uses that ends within a year of the date (Rich text). */
  endingSoon: string[];
  /** For each of those, the authority and how sure the site is of it, shown behind "What the source says". */
  endingDetail: string[];
  /** The Local Authority Home Loan rise announced in 2026 and how sure the site is of it (Rich text). */
  lahlAnnounced: string;
  /**
   * The conditions the plan applies, each in its rule's words with its
   * authority linked (Rich text; "" when no period is in force): who gets
   * the first-time limits, who each scheme is for, what the plan cannot check.
   */
  conditions: {
    lendingFirstTime: string;
    helpToBuyBuyer: string;
    firstHomeBuyer: string;
    firstHomeLender: string;
    lahlBuyer: string;
    lahlOffers: string;
  };
  /** How sure the site is of each rule used ("Official: Finance Act 2024, s. 7"): behind "What the sources say". */
  basis: string[];
  /** The sources' own words for each rule the plan uses, as in force on the date. */
  evidence: Evidence[];
}

/** The calculator's default fees (content/calculator-config.ts), the costs the planner adds on the day. */
export interface PlanFees {
  legal: number;
  survey: number;
  registration: number;
  /** Mortgage arrangement fee, % of the mortgage. */
  arrangementPercent: number;
  valuation: number;
}

/**
 * The plan's official pages and the static facts its words quote, from the
 * fact groups on the server: the browser's words never import the scheme
 * facts (whose module would ship every scheme's rules with the page).
 */
export interface PlanRefs {
  sources: { name: string; url: string }[];
  reviewed: string;
  centralBankUrl: string;
  helpToBuyUrl: string;
  firstHomeUrl: string;
  ceilingsUrl: string;
  /** Help to Buy refunds the income tax and DIRT of this many years. */
  helpToBuyTaxYears: number;
}

export interface PlanTerms {
  on: string;
  lending: Record<BuyerType, LendingLimits>;
  helpToBuy: HelpToBuyStatus;
  firstHome: FirstHomeStatus;
  ceilings: CeilingsOn;
  lahl: LahlTerms;
  vat: VatRates;
  /** Stamp duty rates and rounding on `on` (rules/stamp-duty.ts). */
  duty: DutyTerms;
  fees: PlanFees;
  words: PlanRuleWords;
  refs: PlanRefs;
}

export interface HomeInput {
  price: number;
  type: BuildType;
  /** Null: not given (or not recognised): the council's ceilings are not checked, and the plan says so. */
  area: CouncilId | null;
  homeType: HomeType;
}

export interface PlanInput {
  buyer: BuyerType;
  /** Gross yearly incomes of one or two applicants. */
  incomes: number[];
  /** Cash for the deposit and the costs; null when not given (the plan then says what is needed, without comparing). */
  savings: number | null;
  /** One or two homes. */
  homes: HomeInput[];
  /** Mortgage rate (% a year) for a monthly repayment; null: not shown. */
  rate: number | null;
  termYears: number;
}

/** What limits a plan, in the order the page names them. */
export type PlanLimit =
  | "income" // the loan-to-income limit sets the mortgage
  | "deposit-rule" // the minimum deposit sets the mortgage
  | "htb-cap" // Help to Buy would apply but for the price cap
  | "fhs-ceiling" // a First Home share would bridge the gap but for the council's ceiling
  | "fhs-cap" // the share is capped and leaves a shortfall
  | "fhs-minimum" // the gap is under the smallest share
  | "fhs-new-only" // a second-hand home has a gap the scheme does not bridge
  | "fhs-buyer" // the scheme is not open to this buyer and there is a gap
  | "fhs-closed" // the scheme has closed and there is a gap
  | "savings"; // the cash needed is more than the savings

export interface PlanCosts {
  /** Null for a self-build: the duty is on the site's price, which the planner does not ask. */
  stampDuty: number | null;
  legal: number;
  survey: number;
  registration: number;
  mortgage: number;
  total: number;
}

export interface HomePlan {
  home: HomeInput;
  grossIncome: number;
  limits: LendingLimits;
  loanLimit: number;
  minDeposit: number;
  mortgage: number;
  mortgageLimitedBy: "income" | "deposit";
  helpToBuy: HelpToBuyResult;
  /** The council's ceiling for this home (null: not known or not checked). */
  ceiling: number | null;
  ceilingCertainty: Certainty | null;
  areaLabel: string | null;
  firstHome: FirstHomeResult;
  /**
   * Over a ceiling that is only reported: the share the plan would give if the
   * scheme's own ceiling is higher (the plan says so rather than a hard no); else 0.
   */
  shareIfWithinCeiling: number;
  /** What the share would repay at today's price (its percentage of the price); 0 without a share. */
  shareRepaidAtPrice: number;
  lahl: LahlResult;
  /** Everything the buyer puts down: price − mortgage − First Home share. */
  deposit: number;
  /** The deposit less the Help to Buy refund, which goes towards it. */
  depositFromSavings: number;
  costs: PlanCosts;
  /** Deposit from savings + costs. */
  cashNeeded: number;
  /** Savings − cash needed (negative: short); null without savings. */
  leftOver: number | null;
  /** What limits the plan (empty: nothing binds). */
  binding: PlanLimit[];
  /** Monthly repayment on the mortgage at the reader's rate; null without a rate. */
  monthly: number | null;
  /** The cost calculator with this home's price, mortgage, new build and kind of home. */
  calculatorHref: string;
}

export interface Plan {
  on: string;
  homes: HomePlan[];
}
