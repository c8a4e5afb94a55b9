/**
 * First Home Scheme eligibility: the buyer through the scheme's rule
 * (rules/first-home.ts) on its own and, when Help to Buy is likely too, with
 * the refund put towards the deposit (the share's cap is then lower, but the
 * gap smaller). The person qualifies if either way works. The ceiling is
 * checked per council in the county (below), so the rule is asked without
 * one. There is no minimum mortgage as a share of the price (second audit,
 * finding 2): the scheme asks for the most a participating lender offers,
 * which a note says.
 */
import { ruleOn } from "~/facts/dated";
import { conditionLine } from "~/facts/condition-words";
import { firstHome, firstHomeBuyerRule, firstHomeCeilingsRule, firstHomeHomeRule } from "~/facts/schemes";
import { lendingLimitsOn, loanLimit } from "../borrowing";
import { firstHomeShare, sharePercentOf, type FirstHomeStatus } from "../first-home";
import { firstHomeOn } from "../scheme-terms";
import { openCheck, result, type Area, type Buyer, type Check, type Note, type SchemeResult } from "./result";

/**
 * The price check for the person's county. Each council has a ceiling for
 * houses and one for apartments; the questionnaire asks for the county, so a
 * price within every ceiling there passes, one within only some needs
 * checking, and one above them all fails. The ceilings are reported, not
 * official, so even that fails softly (the person is told to check, never
 * ruled out on a reported figure); a council whose ceiling could not be
 * confirmed also means checking.
 */
function firstHomePriceCheck(price: number, area: Area, on: string): Check {
  const status = ruleOn(firstHomeCeilingsRule, on);
  const table = status.period?.value;
  const councils = area.councils;
  const known = table ? councils.map((c) => table[c.id]).filter((c): c is NonNullable<typeof c> => c != null) : [];
  const base = { price, county: area.county };
  if (known.length === 0) return { code: "fhs.priceUnknown", ok: false, soft: true, values: base };
  const low = Math.min(...known.map((c) => Math.min(c.house, c.apartment)));
  const high = Math.max(...known.map((c) => Math.max(c.house, c.apartment)));
  const reported = status.period?.certainty !== "official";
  if (price <= low && known.length === councils.length) return { code: "fhs.price", ok: true, values: { ...base, limit: low } };
  if (price <= high) return { code: "fhs.priceDepends", ok: false, soft: true, values: { ...base, low, high } };
  return { code: "fhs.price", ok: false, soft: reported || known.length < councils.length, values: { ...base, limit: high } };
}

/** `helpToBuyRefund`: the Help to Buy refund when that result is likely, else 0; `gross`: the household's gross income (for the most a lender may lend). */
export function firstHomeEligibility(b: Buyer, gross: number, area: Area, helpToBuyRefund: number, on: string): SchemeResult {
  const status: FirstHomeStatus = firstHomeOn(on);
  const terms = status.terms;
  const share = (deposit: number, withHelpToBuy: boolean) =>
    // A second-hand home is a soft note below (the tenant purchase strand), so the rule is asked as for a new one.
    firstHomeShare({ price: b.price, type: b.build === "existing" ? "new" : b.build, mortgage: b.mortgage, deposit, withHelpToBuy, ceiling: null }, { ...status, open: true });
  const alone = share(b.deposit, false);
  const open = openCheck("fhs.open", status);
  const checks: Check[] = [
    ...(open ? [open] : []),
    firstHomePriceCheck(b.price, area, on),
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
  const mostLent = Math.floor(loanLimit(gross, limits.ltiMultiple));
  if (b.mortgage < mostLent && gap > 0) notes.push({ code: "fhs.maxMortgage", values: { multiple: limits.ltiMultiple, limit: mostLent } });
  // The questionnaire cannot tell a fresh start buyer from another who owned a home, so both are "check", with the scheme's own condition.
  if (!b.firstTime) notes.push({ code: "fhs.notFirstTime", values: { rule: conditionLine(firstHomeBuyerRule, on) ?? "" } });
  if (b.build === "existing") notes.push({ code: "fhs.secondHand", values: { rule: conditionLine(firstHomeHomeRule, on) ?? "" } });
  notes.push({ code: "fhs.repay", values: { percent: firstHome.minPartialRedemptionPercent } });
  notes.push({ code: "fhs.ceilingsHistory" });
  return result("firstHome", checks, notes, { amount, needsConfirming: !b.firstTime || b.build === "existing" });
}
