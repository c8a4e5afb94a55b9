/**
 * The renter supports' eligibility: whether the rent is affordable, HAP,
 * Rent Supplement, the Rental Accommodation Scheme and the Rent Tax Credit
 * (on the date's rules: the credit's conditions are dated),
 * from where the person lives now (and, for Rent Supplement, the hours they
 * work). Where the specification gives no figure the test only explains: a
 * result says to check rather than rule a person out.
 */
import { renterSupports } from "~/facts/renting";
import { closingClaimWindows, creditVerdict, NOT_SAID, type RtcConditions } from "../rent-tax-credit";
import { result, roundCents, type Check, type Housing, type Note, type SchemeResult } from "./result";

const RENTING_PRIVATELY: readonly Housing[] = ["private", "rs-short", "rs-long"];

/** The rent against the share of gross income the guide advises at most. */
export function rentBudgetEligibility(rent: number, gross: number): SchemeResult {
  const max = roundCents((gross / 12) * (renterSupports.maxRentPercentOfGrossIncome / 100));
  return result("rentBudget", [{ code: "rent.afford", ok: rent <= max, soft: true, values: { rent, max, percent: renterSupports.maxRentPercentOfGrossIncome } }]);
}

/** HAP goes with qualifying for social housing (`social`: that result); `countyId` for the words that link to the council. */
export function hapEligibility(living: Housing, countyId: string, social: SchemeResult): SchemeResult {
  if (living === "hap") return result("hap", [{ code: "hap.already", ok: true }]);
  if (living === "council") return result("hap", [{ code: "hap.council", ok: false }]);
  const qualifies = social.status !== "unlikely";
  return result("hap", [{ code: "hap.social", ok: qualifies, values: { county: countyId } }], [], { needsConfirming: true });
}

/** `underHours`: works fewer hours a week than Rent Supplement allows. */
export function rentSupplementEligibility(living: Housing, underHours: boolean): SchemeResult {
  const maxHours = renterSupports.rentSupplementMaxWorkHours;
  if (living === "hap") return result("rentSupplement", [{ code: "rs.private", ok: true }], [{ code: "rs.hap" }], { needsConfirming: true });
  if (!RENTING_PRIVATELY.includes(living)) return result("rentSupplement", [{ code: "rs.private", ok: false, values: { living } }]);
  const checks: Check[] = [living === "private" ? { code: "rs.private", ok: true } : { code: "rs.already", ok: true }, { code: "rs.hours", ok: underHours, values: { hours: maxHours } }];
  return result("rentSupplement", checks);
}

export function rasEligibility(living: Housing): SchemeResult {
  const months = renterSupports.rasMinMonthsOnRentSupplement;
  const code = living === "rs-long" ? "ras.months" : living === "rs-short" ? "ras.tooSoon" : "ras.needsRs";
  return result("ras", [{ code, ok: living === "rs-long", values: { months } }], [{ code: "ras.localAuthority" }]);
}

/**
 * What "where do you live now" says about the Rent Tax Credit's conditions
 * (TCA 1997 s. 473B, the rules in facts/taxes.ts): a council home is
 * a specified landlord's; HAP and Rent Supplement make a supported tenant;
 * "privately, without help from the State" is no support. The rest (who the
 * landlord is, the RTB registration) the questionnaire does not ask.
 */
const RTC_ANSWERS: Partial<Record<Housing, Partial<RtcConditions>>> = {
  council: { landlord: "council" },
  hap: { support: "hap" },
  "rs-short": { support: "rent-supplement" },
  "rs-long": { support: "rent-supplement" },
  private: { support: "none" },
};

/**
 * The Rent Tax Credit on `on`'s conditions (creditVerdict, the tool's own):
 * a plain no for a council, HAP or Rent Supplement tenant, with the rule that
 * says so; for a private renter, the conditions not asked here, named in a
 * note; and while a year's claims are about to close, that warning first.
 */
export function rentTaxCreditEligibility(living: Housing, on: string): SchemeResult {
  const notes: Note[] = [{ code: "rtc.amount", values: { single: renterSupports.rentTaxCreditSingle, couple: renterSupports.rentTaxCreditCouple } }];
  if (living === "other") return result("rentTaxCredit", [{ code: "rtc.renting", ok: false }], notes);
  const verdict = creditVerdict({ ...NOT_SAID, ...RTC_ANSWERS[living] }, on);
  if (verdict.kind === "no") {
    const r = verdict.reasons[0]!;
    return result("rentTaxCredit", [{ code: "rtc.renting", ok: true }, { code: "rtc.excluded", ok: false, values: { rule: r.rule, case: "case" in r ? r.case : "", on } }]);
  }
  const closing: Note[] = closingClaimWindows(on).map((w) => ({ code: "rtc.closing", values: { year: w.year, lastDay: w.lastDay } }));
  const unsaid: Note[] = verdict.kind === "if" ? [{ code: "rtc.conditions", values: { unsaid: verdict.unsaid.map((u) => ("about" in u ? `${u.rule}:${u.about}` : u.rule)).join(","), on } }] : [];
  return result("rentTaxCredit", [{ code: "rtc.renting", ok: true }], [...closing, ...unsaid, ...notes]);
}
