/**
 * Money arithmetic for the rules, in whole cents so that float noise never
 * moves a figure across a limit or drops a euro (300,000 × 1% is 3,000,
 * never 2,999.999…). Amounts come in euro with at most two decimals and
 * percentages with at most two (2.5, 13.5), so every product here is an
 * exact integer of cents × hundredths of a percent, well inside 2^53 for
 * amounts up to €1,000,000,000.
 */

/** An amount in euro as whole cents. */
export function toCents(euro: number): number {
  return Math.round(euro * 100);
}

/** A percentage in hundredths of a percent (2.5 → 250). */
function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `percent` of `euro`, rounded down or up to the cent, in euro. */
export function percentOf(euro: number, percent: number, round: "down" | "up"): number {
  const exact = toCents(euro) * basisPoints(percent); // cents × 10,000
  const cents = round === "down" ? Math.floor(exact / 10_000) : Math.ceil(exact / 10_000);
  return cents / 100;
}

/** Is `part` at least `percent` of `whole`? Exact: compared in cents. */
export function atLeastPercent(part: number, whole: number, percent: number): boolean {
  return toCents(part) * 10_000 >= toCents(whole) * basisPoints(percent);
}

/** `part` as a percentage of `whole`, to one decimal place, rounded half up (90,000 of 350,000 → 25.7). */
export function percentOneDecimal(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((toCents(part) * 1000) / toCents(whole)) / 10;
}

/** The smallest whole-euro amount at least `euro` (a deposit or a minimum, which must be met in full). */
export function wholeEuroUp(euro: number): number {
  return Math.ceil(toCents(euro) / 100);
}

/** The largest whole-euro amount at most `euro` (a limit, which must not be exceeded). */
export function wholeEuroDown(euro: number): number {
  return Math.floor(toCents(euro) / 100);
}
