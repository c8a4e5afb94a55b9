/**
 * Stamp duty on buying a home (Stamp Duties Consolidation Act 1999,
 * Schedule 1, "CONVEYANCE or TRANSFER on sale …", paragraph (1), as
 * substituted by Finance Act 2024, s. 90, for instruments executed on or
 * after 2 October 2024; clause (i) restated by Finance Act 2025, s. 80(c)):
 *
 * - residential property: "1 per cent of the first €1,000,000 of the
 *   consideration, 2 per cent of the next €500,000 of the consideration and
 *   6 per cent of the balance", the bands of the dated rule
 *   stampDutyRatesRule in facts/buying.ts (1% and 2% only before 2 October 2024);
 * - a "relevant residential unit" (one of 10 or more homes bought by a
 *   person and those connected with them within 12 months, s. 31E(5)):
 *   "15 per cent of the consideration" (10% from 20 May 2021 to 1 October 2024);
 * - each "but where the calculation results in an amount which is not a
 *   multiple of €1 the amount so calculated shall be rounded down to the
 *   nearest €" (Finance Act 2024, s. 90(1)(b)(i); the same words in Finance
 *   Act 2025, s. 80(c)(i)); under the Finance Act 2011 wording an amount
 *   under €1 was rounded up to €1 (stampDutyRoundingRule).
 *
 * The rates are read for a date (dutyTermsOn) on the server and passed to
 * the pure sums as plain data (DutyTerms), as the VAT rates are: the browser
 * never reads the dated rules or its own clock.
 *
 * An apartment in an apartment block is never a relevant residential unit:
 * "For the purposes of subsection (5), no account shall be taken of— (a) a
 * residential unit in an apartment block" (s. 31E(7), as substituted by
 * Finance Act 2022, s. 66(d)). So a bulk buyer of such an apartment pays the
 * ordinary rates. (Clause (ii) of the same paragraph charges "3 or more
 * residential units in an apartment block" 1% and 2% with no 6% band; it
 * turns on what one purchase covers, which neither the calculator nor the
 * planner asks, so the calculator's words say it instead of computing it.)
 *
 * A new home's price includes VAT; the duty is charged on the price without
 * it, at the rate for the kind of home on the date (facts/vat.ts, worked out
 * by the caller: `VatRates`).
 *
 * The duty is worked out exactly, in whole cents scaled by the VAT divisor
 * (BigInt), and only then rounded down: 300,000 × 1% is 3,000, and a new
 * €350,000 house (350,000 ÷ 1.135 = 308,370.04…) pays 3,083, not 3,084.
 */
import type { DutyTerms } from "~/facts/buying";
import type { HomeType, VatRates } from "~/rules/types";
import { toCents } from "./money";

// The rates and rounding in force on a date are read from the dated rules next to them (content sits below rules).
export type { DutyTerms } from "~/facts/buying";

export interface DutyCase {
  newBuild: boolean;
  /** Counts only for a new build: its VAT rate, and whether the bulk rate can reach it. */
  homeType: HomeType;
  /** One of 10 or more homes bought within 12 months. */
  bulk: boolean;
}

/** The VAT in the price (percent): the rate for the kind of new home, or null for a home that is not a new build. */
export function vatPercentFor({ newBuild, homeType }: Pick<DutyCase, "newBuild" | "homeType">, rates: VatRates): number | null {
  return newBuild ? rates[homeType] : null;
}

/** The price the duty is charged on, for display: a new build's price without its VAT. */
export function dutiablePrice(price: number, vatPercent: number | null): number {
  return vatPercent === null ? price : price / (1 + vatPercent / 100);
}

/**
 * Does the bulk rate (15%) apply? Only to a bulk purchase that is not a new
 * apartment in an apartment block (s. 31E(7)(a)), and only on a date when
 * the charge exists (`bulkRatePercent` not null; default: it does).
 */
export function bulkRateApplies({ bulk, newBuild, homeType }: DutyCase, terms?: Pick<DutyTerms, "bulkRatePercent">): boolean {
  return bulk && !(newBuild && homeType === "apartment") && terms?.bulkRatePercent !== null;
}

const BP = 10_000n; // hundredths of a percent in 100%

/** Stamp duty in whole euro, rounded down, under `terms`: the rules in force on the date of the sale (dutyTermsOn). */
export function stampDutyFor(price: number, duty: DutyCase, rates: VatRates, terms: DutyTerms): number {
  const vat = vatPercentFor(duty, rates);
  // Every amount below is in cents × `scale`, so dividing out the VAT is exact.
  const scale = BP + BigInt(Math.round((vat ?? 0) * 100));
  const base = BigInt(Math.max(0, toCents(price))) * BP; // the dutiable price in cents, × scale
  const rate = (percent: number) => BigInt(Math.round(percent * 100));
  let scaled = 0n; // cents × scale × hundredths of a percent
  if (bulkRateApplies(duty, terms)) {
    scaled = base * rate(terms.bulkRatePercent!);
  } else {
    for (const band of terms.bands) {
      const from = BigInt(toCents(band.from)) * scale;
      const top = band.to === null ? base : BigInt(toCents(band.to)) * scale;
      const slice = (base < top ? base : top) - from;
      if (slice > 0n) scaled += slice * rate(band.rate);
    }
  }
  // ÷ scale ÷ 10,000 (the rate) ÷ 100 (cents): BigInt division rounds down, as the Act does.
  const euro = Number(scaled / (scale * BP * 100n));
  // The 2011 wording: "if less than €1, be rounded up to €1".
  return scaled > 0n && euro < terms.minimumEuro ? terms.minimumEuro : euro;
}
