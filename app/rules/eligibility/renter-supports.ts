/**
 * The renter supports' eligibility: whether the rent is affordable, HAP,
 * Rent Supplement, the Rental Accommodation Scheme and the Rent Tax Credit,
 * from where the person lives now (and, for Rent Supplement, the hours they
 * work). Where the specification gives no figure the test only explains: a
 * result says to check rather than rule a person out.
 */
import { renterSupports } from "~/content/facts/renting";
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

export function rentTaxCreditEligibility(living: Housing): SchemeResult {
  const notes: Note[] = [{ code: "rtc.amount", values: { single: renterSupports.rentTaxCreditSingle, couple: renterSupports.rentTaxCreditCouple } }];
  if (living === "other") return result("rentTaxCredit", [{ code: "rtc.renting", ok: false }], notes);
  if (living === "private") return result("rentTaxCredit", [{ code: "rtc.renting", ok: true }], notes);
  // Rent paid with State support or to a local authority: Revenue's conditions decide, and the spec has none.
  return result("rentTaxCredit", [{ code: "rtc.renting", ok: true }], [{ code: "rtc.supported", values: { living } }, ...notes], { needsConfirming: true });
}
