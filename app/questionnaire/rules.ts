/**
 * Eligibility rules: pure functions from a complete set of answers to one
 * result per scheme or support. Every threshold comes from content/facts.ts;
 * where the specification gives no figure (who the Mortgage Allowance is
 * for, HAP, the Rent Tax Credit's conditions) the rule only explains.
 *
 * A result holds checks (criteria met or not, with the figures compared)
 * and notes (what to know), as codes with values. content/questionnaire.ts
 * turns them into sentences; the unit tests assert the codes.
 */
import { lending } from "~/content/facts/buying";
import { renterSupports } from "~/content/facts/renting";
import { costRental, firstHome, helpToBuy, mortgageAllowance, socialHousing } from "~/content/facts/schemes";
import { dublinDate } from "~/lib/today";
import { depositPercentFor, ltiMultipleFor } from "~/tools/borrowing";
import { firstHomeAreaFor, socialBandFor, type CountyId } from "./counties";
import type { Build, Hours, Living, Tenure } from "./params";

/** likely: may qualify. check: may qualify, but something needs confirming. unlikely: ruled out as things stand. */
export type Status = "likely" | "check" | "unlikely";

export type SchemeId =
  | "helpToBuy"
  | "firstHome"
  | "mortgageAllowance"
  | "lending"
  | "rentBudget"
  | "costRental"
  | "socialHousing"
  | "hap"
  | "rentSupplement"
  | "ras"
  | "rentTaxCredit";

export type Values = Record<string, number | string>;

export interface Check {
  code: string;
  ok: boolean;
  /** A soft check that fails makes the result "check" rather than "unlikely". */
  soft?: boolean;
  values?: Values;
}

export interface Note {
  code: string;
  values?: Values;
}

export interface SchemeResult {
  id: SchemeId;
  status: Status;
  checks: Check[];
  notes: Note[];
  /** Money the person may get (Help to Buy refund, First Home share, Mortgage Allowance total). */
  amount?: number;
}

/** Everything the rules need. Buyer fields are present when tenure is "buy", `rent` when "rent". */
export interface Profile {
  tenure: Tenure;
  firstTime?: boolean;
  build?: Build;
  county: CountyId;
  gross: number;
  net: number;
  price?: number;
  rent?: number;
  deposit?: number;
  mortgage?: number;
  living: Living;
  hours?: Hours;
}

export interface Evaluation {
  results: SchemeResult[];
  /** The buyer's price and mortgage, for the calculator link. */
  calculator?: { price: number; mortgage: number };
}

const roundCents = (value: number) => Math.round(value * 100) / 100;
const percentOf = (value: number, percent: number) => roundCents((value * percent) / 100);
/** A share as a percentage, to one decimal place (25.7). */
const sharePercent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
const RENTING_PRIVATELY: readonly Living[] = ["private", "rs-short", "rs-long"];

function statusOf(checks: Check[], needsConfirming = false): Status {
  if (checks.some((c) => !c.ok && !c.soft)) return "unlikely";
  if (needsConfirming || checks.some((c) => !c.ok)) return "check";
  return "likely";
}

function result(id: SchemeId, checks: Check[], notes: Note[] = [], extra: { needsConfirming?: boolean; amount?: number | undefined } = {}): SchemeResult {
  const status = statusOf(checks, extra.needsConfirming);
  return { id, status, checks, notes, ...(extra.amount !== undefined && status !== "unlikely" ? { amount: extra.amount } : {}) };
}

interface Buyer {
  firstTime: boolean;
  build: Build;
  price: number;
  deposit: number;
  mortgage: number;
}

function buyerOf(p: Profile): Buyer | null {
  if (p.tenure !== "buy" || p.price === undefined || p.price <= 0) return null;
  return { firstTime: p.firstTime ?? false, build: p.build ?? "second-hand", price: p.price, deposit: p.deposit ?? 0, mortgage: p.mortgage ?? 0 };
}

function mortgageCheck(code: string, b: Buyer, minPercent: number): Check {
  const min = percentOf(b.price, minPercent);
  return { code, ok: b.mortgage >= min, values: { mortgage: b.mortgage, min, percent: minPercent } };
}

/** Help to Buy: refund = lowest of the maximum or 10% of the price (of the completion value for a self-build). */
export function helpToBuyRefund(price: number): number {
  return Math.min(helpToBuy.maxRefund, percentOf(price, helpToBuy.pricePercent));
}

export function evaluateHelpToBuy(p: Profile): SchemeResult {
  const b = buyerOf(p);
  if (!b) return result("helpToBuy", [{ code: "buying", ok: false }]);
  const refund = helpToBuyRefund(b.price);
  const checks: Check[] = [
    { code: "htb.firstTime", ok: b.firstTime },
    { code: "htb.build", ok: b.build !== "second-hand", values: { build: b.build } },
    { code: "htb.price", ok: b.price <= helpToBuy.maxPropertyValue, values: { price: b.price, limit: helpToBuy.maxPropertyValue } },
    mortgageCheck("htb.mortgage", b, helpToBuy.minMortgagePercent),
  ];
  const notes: Note[] = [
    { code: "htb.refund", values: { refund, max: helpToBuy.maxRefund, percent: helpToBuy.pricePercent, selfBuild: b.build === "self-build" ? 1 : 0, taxYears: helpToBuy.taxYears } },
    { code: "htb.conditions", values: { years: helpToBuy.occupancyYears } },
  ];
  return result("helpToBuy", checks, notes, { amount: refund });
}

export function evaluateFirstHome(p: Profile, helpToBuyLikely: boolean): SchemeResult {
  const b = buyerOf(p);
  if (!b) return result("firstHome", [{ code: "buying", ok: false }]);
  const area = firstHomeAreaFor(p.county);
  const ceiling = firstHome.priceCeilings.find((c) => c.area === area)!.ceiling;
  const minDeposit = percentOf(b.price, firstHome.minDepositPercent);
  const checks: Check[] = [
    { code: "fhs.price", ok: b.price <= ceiling, values: { price: b.price, limit: ceiling, area, county: p.county } },
    { code: "fhs.deposit", ok: b.deposit >= minDeposit, values: { deposit: b.deposit, min: minDeposit, percent: firstHome.minDepositPercent } },
    mortgageCheck("fhs.mortgage", b, firstHome.minMortgagePercent),
  ];
  const notes: Note[] = [];
  const gap = roundCents(b.price - b.deposit - b.mortgage);
  let amount: number | undefined;

  if (gap <= 0) {
    checks.push({ code: "fhs.gap", ok: false, values: { gap } });
  } else {
    const share = sharePercent(gap, b.price);
    const alone: Check = { code: "fhs.share", ok: gap <= percentOf(b.price, firstHome.maxSharePercent), values: { gap, share, cap: firstHome.maxSharePercent } };
    amount = gap;
    if (!helpToBuyLikely) {
      checks.push(alone);
    } else {
      // With Help to Buy the share is capped lower, but the refund also shrinks
      // the gap. The person qualifies if either way of using the scheme works.
      const refund = helpToBuyRefund(b.price);
      const gapAfter = Math.max(0, roundCents(gap - refund));
      const shareAfter = sharePercent(gapAfter, b.price);
      const cap = firstHome.maxShareWithHelpToBuyPercent;
      const combined: Check = { code: "fhs.shareWithHtb", ok: gapAfter <= percentOf(b.price, cap), values: { refund, gap: gapAfter, share: shareAfter, cap } };
      if (gapAfter === 0) {
        checks.push(alone);
        notes.push({ code: "fhs.htbCoversGap", values: { refund } });
      } else if (combined.ok) {
        checks.push(combined);
        amount = gapAfter;
      } else if (alone.ok) {
        checks.push(alone);
        notes.push({ code: "fhs.notWithHtb", values: { refund, gap: gapAfter, share: shareAfter, cap } });
      } else {
        checks.push(alone, combined);
      }
    }
  }
  if (!b.firstTime) notes.push({ code: "fhs.notFirstTime" });
  if (b.build === "second-hand") notes.push({ code: "fhs.secondHand" });
  notes.push({ code: "fhs.repay", values: { percent: firstHome.minPartialRedemptionPercent } });
  return result("firstHome", checks, notes, { amount, needsConfirming: !b.firstTime || b.build === "second-hand" });
}

/** `on`: the date whose Central Bank limits apply (ISO; default today in Ireland). */
export function evaluateLending(p: Profile, on: string = dublinDate(new Date())): SchemeResult | null {
  const b = buyerOf(p);
  if (!b) return null;
  // The Central Bank's limits in force today (facts/buying.ts, dated rules).
  const multiple = ltiMultipleFor(b.firstTime ? "first" : "other", on);
  const limit = roundCents(p.gross * multiple);
  const depositPercent = depositPercentFor(b.firstTime ? "first" : "other", on);
  const minDeposit = percentOf(b.price, depositPercent);
  const checks: Check[] = [
    { code: "lend.lti", ok: b.mortgage <= limit, soft: true, values: { mortgage: b.mortgage, limit, multiple, firstTime: b.firstTime ? 1 : 0 } },
    { code: "lend.deposit", ok: b.deposit >= minDeposit, soft: true, values: { deposit: b.deposit, min: minDeposit, percent: depositPercent, firstTime: b.firstTime ? 1 : 0 } },
  ];
  const notes: Note[] = [];
  if (b.mortgage === 0) notes.push({ code: "lend.noApproval", values: { limit, multiple } });
  const gap = roundCents(b.price - b.deposit - b.mortgage);
  if (gap > 0) notes.push({ code: "lend.gap", values: { gap } });
  return result("lending", checks, notes);
}

export function evaluateMortgageAllowance(p: Profile): SchemeResult {
  const b = buyerOf(p);
  if (!b) return result("mortgageAllowance", [{ code: "buying", ok: false }]);
  const checks: Check[] = [{ code: "ma.tenant", ok: p.living === "council" }];
  if (p.living === "council") {
    checks.push({ code: "ma.mortgage", ok: b.mortgage >= mortgageAllowance.minimumMortgage, values: { mortgage: b.mortgage, min: mortgageAllowance.minimumMortgage } });
  }
  const notes: Note[] = [{ code: "ma.amount", values: { total: mortgageAllowance.total, years: mortgageAllowance.years, first: mortgageAllowance.payments[0]!.amount } }];
  return result("mortgageAllowance", checks, notes, { amount: mortgageAllowance.total });
}

export function evaluateRentBudget(p: Profile): SchemeResult | null {
  if (p.tenure !== "rent" || p.rent === undefined) return null;
  const max = roundCents((p.gross / 12) * (renterSupports.maxRentPercentOfGrossIncome / 100));
  return result("rentBudget", [{ code: "rent.afford", ok: p.rent <= max, soft: true, values: { rent: p.rent, max, percent: renterSupports.maxRentPercentOfGrossIncome } }]);
}

export function evaluateCostRental(p: Profile): SchemeResult {
  const notes: Note[] = [{ code: "cr.rent", values: { percent: costRental.belowMarketPercent } }];
  if (p.tenure === "buy") notes.unshift({ code: "cr.buying" });
  return result("costRental", [{ code: "cr.income", ok: p.net < costRental.incomeLimit, values: { net: p.net, limit: costRental.incomeLimit } }], notes);
}

export function evaluateSocialHousing(p: Profile): SchemeResult {
  const { band, named } = socialBandFor(p.county);
  const b = socialHousing.incomeBands.find((x) => x.band === band)!;
  const values = { net: p.net, min: b.min, max: b.max, band };
  const check: Check =
    p.net <= b.min
      ? { code: "sh.income", ok: true, values }
      : p.net <= b.max
        ? { code: "sh.incomeInRange", ok: false, soft: true, values }
        : { code: "sh.income", ok: false, values };
  const notes: Note[] = [
    { code: named ? "sh.band" : "sh.bandAssumed", values: { band, county: p.county, min: b.min, max: b.max } },
    { code: "sh.rent", values: { percent: socialHousing.rentPercentOfIncome, min: socialHousing.waitYears.min, max: socialHousing.waitYears.max } },
  ];
  return result("socialHousing", [check], notes, { needsConfirming: !named });
}

export function evaluateHap(p: Profile, social: SchemeResult): SchemeResult {
  if (p.living === "hap") return result("hap", [{ code: "hap.already", ok: true }]);
  if (p.living === "council") return result("hap", [{ code: "hap.council", ok: false }]);
  const qualifies = social.status !== "unlikely";
  return result("hap", [{ code: "hap.social", ok: qualifies, values: { county: p.county } }], [], { needsConfirming: true });
}

export function evaluateRentSupplement(p: Profile): SchemeResult {
  const maxHours = renterSupports.rentSupplementMaxWorkHours;
  if (p.living === "hap") return result("rentSupplement", [{ code: "rs.private", ok: true }], [{ code: "rs.hap" }], { needsConfirming: true });
  if (!RENTING_PRIVATELY.includes(p.living)) return result("rentSupplement", [{ code: "rs.private", ok: false, values: { living: p.living } }]);
  const checks: Check[] = [
    p.living === "private" ? { code: "rs.private", ok: true } : { code: "rs.already", ok: true },
    { code: "rs.hours", ok: p.hours === "under", values: { hours: maxHours } },
  ];
  return result("rentSupplement", checks);
}

export function evaluateRas(p: Profile): SchemeResult {
  const months = renterSupports.rasMinMonthsOnRentSupplement;
  const code = p.living === "rs-long" ? "ras.months" : p.living === "rs-short" ? "ras.tooSoon" : "ras.needsRs";
  return result("ras", [{ code, ok: p.living === "rs-long", values: { months } }], [{ code: "ras.localAuthority" }]);
}

export function evaluateRentTaxCredit(p: Profile): SchemeResult {
  const notes: Note[] = [{ code: "rtc.amount", values: { single: renterSupports.rentTaxCreditSingle, couple: renterSupports.rentTaxCreditCouple } }];
  if (p.living === "other") return result("rentTaxCredit", [{ code: "rtc.renting", ok: false }], notes);
  if (p.living === "private") return result("rentTaxCredit", [{ code: "rtc.renting", ok: true }], notes);
  // Rent paid with State support or to a local authority: Revenue's conditions decide, and the spec has none.
  return result("rentTaxCredit", [{ code: "rtc.renting", ok: true }], [{ code: "rtc.supported", values: { living: p.living } }, ...notes], { needsConfirming: true });
}

/** Every scheme and support, in the order the result lists them within each group. */
export function evaluate(p: Profile, on: string = dublinDate(new Date())): Evaluation {
  const htb = evaluateHelpToBuy(p);
  const social = evaluateSocialHousing(p);
  const results = [
    htb,
    evaluateFirstHome(p, htb.status === "likely"),
    evaluateMortgageAllowance(p),
    evaluateLending(p, on),
    evaluateRentBudget(p),
    evaluateCostRental(p),
    social,
    evaluateHap(p, social),
    evaluateRentSupplement(p),
    evaluateRas(p),
    evaluateRentTaxCredit(p),
  ].filter((r): r is SchemeResult => r !== null);
  const b = buyerOf(p);
  return { results, ...(b ? { calculator: { price: b.price, mortgage: b.mortgage } } : {}) };
}
