/** A number rounded to `decimals` places, without float noise: roundTo(2500.555, 2) is 2500.56. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  // toPrecision drops float noise first: 2500.555 * 100 is 250055.49999999997.
  return Math.round(Number((value * f).toPrecision(15))) / f;
}
