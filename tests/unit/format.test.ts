/**
 * lib/format writes en-IE figures out by hand (Intl's first use costs a
 * phone hundreds of milliseconds, see the module's comment). These tests
 * hold it to Intl's own output, character for character, over the values
 * the site shows and thousands of others, including the rounding cases
 * where toFixed and Intl disagree.
 */
import { describe, expect, it } from "vitest";
import { eur, formatDate, formatEUR, formatNumber, pct } from "~/lib/format";

const intl = {
  eur2: new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  eur0: new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  num: new Intl.NumberFormat("en-IE", { maximumFractionDigits: 2 }),
  date: new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
};

/** A fixed pseudo-random sequence, so a failure can be reproduced. */
function* numbers(count: number) {
  let seed = 20260101;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 10 - 3); // 0.001 to 1,000,000
    const value = next() * scale;
    // Whole euros, cents, half-cents (the rounding edge) and arbitrary doubles.
    yield [Math.round(value), Math.round(value * 100) / 100, (Math.round(value * 200) + 1) / 200, value][i % 4]!;
  }
}

/** What eur() must print: Intl with no decimals for a whole amount (after rounding to the cent), two otherwise. */
const eurIntl = (v: number) => {
  const twoPlaces = intl.eur2.format(v);
  return /\.00$/.test(twoPlaces) ? intl.eur0.format(Math.round(v)) : twoPlaces;
};

const EDGES = [
  0, -0, 1, -1, 0.005, -0.005, 0.004999, 1.005, 2.675, 1.995, 9.995, 99.995, 999.995, 999999.995, 0.1 + 0.2, 1234.5, -1234.5,
  300000, 2643, 318973, 38092.14, 1e-7, -1e-7, 123456789012.345, 1e20, 1e21, 1.5e21, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity,
];

describe("number formats are Intl's en-IE, character for character", () => {
  it("on the edge cases", () => {
    for (const v of EDGES) {
      expect(formatEUR(v), String(v)).toBe(intl.eur2.format(v));
      expect(eur(v), String(v)).toBe(eurIntl(v));
      expect(formatNumber(v), String(v)).toBe(intl.num.format(v));
      expect(pct(v), String(v)).toBe(`${intl.num.format(v)}%`);
    }
  });

  it("on 20,000 other values, positive and negative", () => {
    for (const v of numbers(10_000)) {
      for (const x of [v, -v]) {
        expect(formatEUR(x), String(x)).toBe(intl.eur2.format(x));
        expect(eur(x), String(x)).toBe(eurIntl(x));
        expect(formatNumber(x), String(x)).toBe(intl.num.format(x));
      }
    }
  }, 60_000); // 80,000 formatted strings: seconds on a busy shared machine

  it("reads as the site quotes figures", () => {
    expect(formatEUR(318973)).toBe("€318,973.00");
    expect(eur(30000)).toBe("€30,000");
    expect(eur(38092.14)).toBe("€38,092.14");
    // Issue 36: cents always in two places, whole amounts in none.
    expect(eur(1875.6)).toBe("€1,875.60");
    expect(eur(75.6)).toBe("€75.60");
    expect(eur(1875)).toBe("€1,875");
    expect(eur(1874.999)).toBe("€1,875");
    expect(eur(0.5)).toBe("€0.50");
    expect(eur(1875, { cents: "always" })).toBe("€1,875.00");
    expect(formatEUR(1875.6)).toBe(eur(1875.6, { cents: "always" }));
    expect(pct(25.7)).toBe("25.7%");
  });
});

describe("formatDate", () => {
  it("matches Intl's en-IE long date on every day of several years", () => {
    for (const year of [1999, 2000, 2024, 2025, 2026, 2030]) {
      for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d = new Date(d.getTime() + 86_400_000)) {
        const iso = d.toISOString().slice(0, 10);
        expect(formatDate(iso), iso).toBe(intl.date.format(d));
      }
    }
  }, 60_000);

  it("reads only the date part, and returns what it cannot read unchanged", () => {
    expect(formatDate("2026-11-22T23:59:59+05:00")).toBe("22 November 2026");
    expect(formatDate("2026-11-22")).toBe("22 November 2026");
    expect(formatDate("not a date")).toBe("not a date");
  });
});
