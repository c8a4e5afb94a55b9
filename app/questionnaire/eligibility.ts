/**
 * Eligibility rules: pure functions from a complete set of answers to one
 * result per scheme or support, on a date. Every threshold is the dated rule
 * in force that day (content/facts/, content/dated.ts): the scheme limits,
 * the First Home Scheme's ceiling and the social housing band of each
 * council in the person's county, the Cost Rental limit for Dublin or
 * elsewhere. Where the specification gives no figure (who the Mortgage
 * Allowance is for, HAP, the Rent Tax Credit's conditions) the rule only
 * explains, and where a figure is only reported, a rule never rules a
 * person out on it alone: the result says to check.
 *
 * A result holds checks (criteria met or not, with the figures compared)
 * and notes (what to know), as codes with values. content/questionnaire.ts
 * turns them into sentences; the unit tests assert the codes.
 */
import { renterSupports } from "~/content/facts/renting";
import { ruleOn, type Rule } from "~/content/dated";
import {
  costRental,
  costRentalIncomeRule,
  firstHome,
  firstHomeCeilingsRule,
  helpToBuy,
  mortgageAllowance,
  mortgageAllowanceRule,
  socialHousing,
  socialHousingBandsRule,
  socialHousingThresholdsRule,
} from "~/content/facts/schemes";
import { dublinDate } from "~/lib/today";
import { lendingLimitsOn, loanLimit, minimumDeposit } from "~/rules/borrowing";
import { firstHomeShare, sharePercentOf, type FirstHomeStatus } from "~/rules/first-home";
import { helpToBuy as helpToBuyRule, type BuildType, type HelpToBuyResult } from "~/rules/help-to-buy";
import { firstHomeOn, helpToBuyOn } from "~/rules/scheme-terms";
import type { SchemeStatus } from "~/rules/scheme-status";
import { councilsIn, countyName, type CountyId } from "./counties";
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

const today = () => dublinDate(new Date());

/**
 * A scheme's terms on `on`: those in force, else the last that applied (or
 * the first to come), so a date after a scheme has ended or before it began
 * still gets a full result, with the scheme's open check saying why not.
 */
function termsOn<T>(rule: Rule<T>, on: string): T {
  const status = ruleOn(rule, on);
  return (status.period ?? status.later[0] ?? rule.periods[rule.periods.length - 1]!).value;
}

/** A scheme that is not open on `on` (closed, or not yet open): a check the person cannot meet, soft where the date is only reported. */
function openCheck(code: string, status: SchemeStatus<unknown>): Check | null {
  if (status.open) return null;
  return { code, ok: false, soft: status.endedOn !== null && status.certainty === "reported", values: { until: status.endedOn ?? "", from: status.opensOn ?? "" } };
}

/** The questionnaire's kinds of home, as the scheme rules name them. */
const BUILD_TYPE: Record<Build, BuildType> = { new: "new", "self-build": "self-build", "second-hand": "existing" };

/** The buyer's answers through the Help to Buy rule (rules/help-to-buy.ts), once for each result that needs them. */
function helpToBuyFor(b: Buyer, on: string): HelpToBuyResult {
  return helpToBuyRule({ price: b.price, type: BUILD_TYPE[b.build], mortgage: b.mortgage, firstTime: b.firstTime }, helpToBuyOn(on));
}

/** Help to Buy: the most the refund could be on this price, under the rule in force on `on` (the terms that last applied once it has ended). */
export function helpToBuyRefund(price: number, on: string = today()): number {
  return helpToBuyRule({ price, type: "new", mortgage: price }, helpToBuyOn(on)).upTo;
}

export function evaluateHelpToBuy(p: Profile, on: string = today()): SchemeResult {
  const b = buyerOf(p);
  if (!b) return result("helpToBuy", [{ code: "buying", ok: false }]);
  const status = helpToBuyOn(on);
  const r = helpToBuyFor(b, on);
  const terms = r.terms;
  const open = openCheck("htb.open", status);
  const checks: Check[] = [
    ...(open ? [open] : []),
    { code: "htb.firstTime", ok: !r.reasons.includes("not-first-time") },
    { code: "htb.build", ok: !r.reasons.includes("not-new"), values: { build: b.build } },
    { code: "htb.price", ok: !r.reasons.includes("over-value"), values: { price: b.price, limit: terms.maxPropertyValue } },
    { code: "htb.mortgage", ok: !r.reasons.includes("mortgage-under"), values: { mortgage: b.mortgage, min: r.minMortgage, percent: terms.minMortgagePercent } },
  ];
  const notes: Note[] = [
    { code: "htb.refund", values: { refund: r.upTo, max: terms.maxRefund, percent: r.percent, selfBuild: b.build === "self-build" ? 1 : 0, taxYears: helpToBuy.taxYears } },
    { code: "htb.conditions", values: { years: helpToBuy.occupancyYears } },
  ];
  return result("helpToBuy", checks, notes, { amount: r.upTo });
}

/**
 * The First Home Scheme's price check for the person's county. Each council
 * has a ceiling for houses and one for apartments; the questionnaire asks for
 * the county, so a price within every ceiling there passes, one within only
 * some needs checking, and one above them all fails. The ceilings are
 * reported, not official, so even that fails softly (the person is told to
 * check, never ruled out on a reported figure); a council whose ceiling could
 * not be confirmed also means checking.
 */
function firstHomePriceCheck(price: number, county: CountyId, on: string): Check {
  const status = ruleOn(firstHomeCeilingsRule, on);
  const table = status.period?.value;
  const councils = councilsIn(county);
  const known = table ? councils.map((c) => table[c.id]).filter((c): c is NonNullable<typeof c> => c != null) : [];
  const base = { price, county: countyName(county) };
  if (known.length === 0) return { code: "fhs.priceUnknown", ok: false, soft: true, values: base };
  const low = Math.min(...known.map((c) => Math.min(c.house, c.apartment)));
  const high = Math.max(...known.map((c) => Math.max(c.house, c.apartment)));
  const reported = status.period?.certainty !== "official";
  if (price <= low && known.length === councils.length) return { code: "fhs.price", ok: true, values: { ...base, limit: low } };
  if (price <= high) return { code: "fhs.priceDepends", ok: false, soft: true, values: { ...base, low, high } };
  return { code: "fhs.price", ok: false, soft: reported || known.length < councils.length, values: { ...base, limit: high } };
}

/**
 * The First Home Scheme through its rule (rules/first-home.ts), on its own
 * and, when Help to Buy is likely too (`helpToBuyRefund`, from its result;
 * 0 when not), with the refund put towards the deposit (the share's cap is then lower, but the gap smaller). The person
 * qualifies if either way works. The ceiling is checked per council in the
 * county above, so the rule is asked without one. There is no minimum
 * mortgage as a share of the price (second audit, finding 2): the scheme asks
 * for the most a participating lender offers, which a note says.
 */
export function evaluateFirstHome(p: Profile, helpToBuyRefund: number, on: string = today()): SchemeResult {
  const b = buyerOf(p);
  if (!b) return result("firstHome", [{ code: "buying", ok: false }]);
  const status: FirstHomeStatus = firstHomeOn(on);
  const terms = status.terms;
  const share = (deposit: number, withHelpToBuy: boolean) =>
    // A second-hand home is a soft note below (the tenant purchase strand), so the rule is asked as for a new one.
    firstHomeShare({ price: b.price, type: b.build === "second-hand" ? "new" : BUILD_TYPE[b.build], mortgage: b.mortgage, deposit, withHelpToBuy, ceiling: null }, { ...status, open: true });
  const alone = share(b.deposit, false);
  const open = openCheck("fhs.open", status);
  const checks: Check[] = [
    ...(open ? [open] : []),
    firstHomePriceCheck(b.price, p.county, on),
    { code: "fhs.deposit", ok: !alone.depositBelowMinimum, values: { deposit: b.deposit, min: alone.minDeposit, percent: terms.minDepositPercent } },
  ];
  const notes: Note[] = [];
  const gap = alone.gap;
  let amount: number | undefined;
  const shareCheck = (r: typeof alone): Check => ({ code: "fhs.share", ok: r.gap <= r.capAmount, values: { gap: r.gap, share: sharePercentOf(r.gap, b.price), cap: r.capPercent } });

  if (alone.reasons.includes("no-gap")) {
    checks.push({ code: "fhs.gap", ok: false, values: { gap: 0 } });
  } else if (alone.reasons.includes("under-minimum")) {
    checks.push({ code: "fhs.minimum", ok: false, values: { gap, min: alone.minShare, percent: terms.minSharePercent, euro: terms.minShareEuro } });
  } else {
    amount = gap;
    if (helpToBuyRefund === 0) {
      checks.push(shareCheck(alone));
    } else {
      // With Help to Buy the refund goes towards the deposit: the gap is smaller and the cap lower.
      const refund = helpToBuyRefund;
      const combined = share(b.deposit + refund, true);
      const combinedCheck: Check = { code: "fhs.shareWithHtb", ok: combined.gap <= combined.capAmount, values: { refund, gap: combined.gap, share: sharePercentOf(combined.gap, b.price), cap: combined.capPercent } };
      if (combined.reasons.includes("no-gap")) {
        checks.push(shareCheck(alone));
        notes.push({ code: "fhs.htbCoversGap", values: { refund } });
      } else if (combined.reasons.includes("under-minimum")) {
        checks.push(shareCheck(alone));
        notes.push({ code: "fhs.htbLeavesSmallGap", values: { refund, gap: combined.gap, min: combined.minShare } });
      } else if (combinedCheck.ok) {
        checks.push(combinedCheck);
        amount = combined.gap;
      } else if (shareCheck(alone).ok) {
        checks.push(shareCheck(alone));
        notes.push({ code: "fhs.notWithHtb", values: { refund, gap: combined.gap, share: sharePercentOf(combined.gap, b.price), cap: combined.capPercent } });
      } else {
        checks.push(shareCheck(alone), combinedCheck);
      }
    }
  }
  const limits = lendingLimitsOn(b.firstTime ? "first" : "other", on);
  const mostLent = Math.floor(loanLimit(p.gross, limits.ltiMultiple));
  if (b.mortgage < mostLent && gap > 0) notes.push({ code: "fhs.maxMortgage", values: { multiple: limits.ltiMultiple, limit: mostLent } });
  if (!b.firstTime) notes.push({ code: "fhs.notFirstTime" });
  if (b.build === "second-hand") notes.push({ code: "fhs.secondHand" });
  notes.push({ code: "fhs.repay", values: { percent: firstHome.minPartialRedemptionPercent } });
  notes.push({ code: "fhs.ceilingsHistory" });
  return result("firstHome", checks, notes, { amount, needsConfirming: !b.firstTime || b.build === "second-hand" });
}

/** `on`: the date whose Central Bank limits apply (ISO; default today in Ireland). */
export function evaluateLending(p: Profile, on: string = today()): SchemeResult | null {
  const b = buyerOf(p);
  if (!b) return null;
  // The Central Bank's limits in force on the date (rules/borrowing.ts, from the dated rules in facts/buying.ts).
  const limits = lendingLimitsOn(b.firstTime ? "first" : "other", on);
  const multiple = limits.ltiMultiple;
  const limit = loanLimit(p.gross, multiple);
  const depositPercent = limits.depositPercent;
  const minDeposit = minimumDeposit(b.price, depositPercent);
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

export function evaluateMortgageAllowance(p: Profile, on: string = today()): SchemeResult {
  const b = buyerOf(p);
  if (!b) return result("mortgageAllowance", [{ code: "buying", ok: false }]);
  const terms = termsOn(mortgageAllowanceRule, on);
  const checks: Check[] = [{ code: "ma.tenant", ok: p.living === "council" }];
  if (p.living === "council") {
    checks.push({ code: "ma.mortgage", ok: b.mortgage >= terms.minimumMortgage, values: { mortgage: b.mortgage, min: terms.minimumMortgage } });
  }
  const notes: Note[] = [{ code: "ma.amount", values: { total: terms.total, years: mortgageAllowance.years, first: terms.payments[0]!.amount } }];
  return result("mortgageAllowance", checks, notes, { amount: terms.total });
}

export function evaluateRentBudget(p: Profile): SchemeResult | null {
  if (p.tenure !== "rent" || p.rent === undefined) return null;
  const max = roundCents((p.gross / 12) * (renterSupports.maxRentPercentOfGrossIncome / 100));
  return result("rentBudget", [{ code: "rent.afford", ok: p.rent <= max, soft: true, values: { rent: p.rent, max, percent: renterSupports.maxRentPercentOfGrossIncome } }]);
}

/** Cost Rental: the net household income limit for Dublin or elsewhere, in force on `on`, with the limit it replaced. */
export function evaluateCostRental(p: Profile, on: string = today()): SchemeResult {
  const status = ruleOn(costRentalIncomeRule, on);
  const limits = termsOn(costRentalIncomeRule, on);
  const limit = p.county === "dublin" ? limits.dublin : limits.elsewhere;
  const notes: Note[] = [{ code: "cr.rent", values: { percent: costRental.belowMarketPercent } }];
  const before = status.earlier[0];
  if (status.state === "current" && before && status.period?.from) {
    const was = p.county === "dublin" ? before.value.dublin : before.value.elsewhere;
    if (was !== limit) notes.push({ code: "cr.history", values: { from: status.period.from, was } });
  }
  if (p.tenure === "buy") notes.unshift({ code: "cr.buying" });
  const values = { net: p.net, limit, dublin: p.county === "dublin" ? 1 : 0 };
  // "Under" the limit, as the specification put it for the earlier €53,000.
  return result("costRental", [{ code: "cr.income", ok: p.net < limit, values }], notes);
}

/**
 * Social housing: the base net income limit of the band each council in the
 * person's county is in. Within the lowest of them the person qualifies on
 * income. Dublin, Kildare and the rest have one band for the whole county;
 * Cork and Galway have a city council in Band 1 and a county council in Band
 * 2, so between the two limits it depends on where they apply. Above the
 * base limit the result says to check, not "unlikely": the limit is higher
 * for a larger household, by amounts no official page we found states.
 */
export function evaluateSocialHousing(p: Profile, on: string = today()): SchemeResult {
  const thresholds = termsOn(socialHousingThresholdsRule, on);
  const bands = termsOn(socialHousingBandsRule, on);
  const councils = councilsIn(p.county).map((c) => ({ name: c.name, band: bands[c.id], limit: thresholds[bands[c.id]] }));
  const low = Math.min(...councils.map((c) => c.limit));
  const high = Math.max(...councils.map((c) => c.limit));
  const county = countyName(p.county);
  const check: Check =
    p.net <= low
      ? { code: "sh.income", ok: true, values: { net: p.net, limit: low } }
      : p.net <= high
        ? { code: "sh.incomeCouncil", ok: false, soft: true, values: { net: p.net, low, high, county } }
        : { code: "sh.incomeAboveBase", ok: false, soft: true, values: { net: p.net, limit: high } };
  const notes: Note[] = [
    {
      code: "sh.bands",
      // One line per band in the county: "1|40000|Cork City Council", for the words module to phrase.
      values: { county, bands: [...new Set(councils.map((c) => `${c.band}|${c.limit}|${councils.filter((x) => x.band === c.band).map((x) => x.name).join(" and ")}`))].join(";"), all: councils.length },
    },
  ];
  const earlier = ruleOn(socialHousingThresholdsRule, on);
  const before = earlier.earlier[0];
  if (earlier.state === "current" && before && earlier.period?.from) {
    notes.push({ code: "sh.history", values: { from: earlier.period.from, b1: before.value[1], b2: before.value[2], b3: before.value[3] } });
  }
  notes.push({ code: "sh.rent", values: { percent: socialHousing.rentPercentOfIncome, min: socialHousing.waitYears.min, max: socialHousing.waitYears.max } });
  return result("socialHousing", [check], notes);
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
export function evaluate(p: Profile, on: string = today()): Evaluation {
  const htb = evaluateHelpToBuy(p, on);
  const social = evaluateSocialHousing(p, on);
  const results = [
    htb,
    // The Help to Buy result, passed on: the answers go through the Help to Buy rule once.
    evaluateFirstHome(p, htb.status === "likely" ? (htb.amount ?? 0) : 0, on),
    evaluateMortgageAllowance(p, on),
    evaluateLending(p, on),
    evaluateRentBudget(p),
    evaluateCostRental(p, on),
    social,
    evaluateHap(p, social),
    evaluateRentSupplement(p),
    evaluateRas(p),
    evaluateRentTaxCredit(p),
  ].filter((r): r is SchemeResult => r !== null);
  const b = buyerOf(p);
  return { results, ...(b ? { calculator: { price: b.price, mortgage: b.mortgage } } : {}) };
}
