import { describe, expect, it } from "vitest";
import { computeCosts } from "~/calculator/compute";
import { PLAN_KEYS, planHref } from "~/links";
import { emptyValues } from "~/lib/params";
import { evaluatePlan, readPlanQuery } from "~/planner/params";
import { planTermsFor } from "~/planner/closing.server";
import { CALCULATOR_DEFAULTS } from "~/content/calculator-config";
import { calculatorOn } from "~/calculator/closing.server";
import { CLOSING_DATE_TEXT, closingDateNotes, closingDateParam, closingDateRange, readClosingDate } from "~/rules/closing-date";
import { helpToBuyRule } from "~/facts/schemes";
import { newApartmentVat, newHouseVat } from "~/facts/vat";

const RULES = [newHouseVat, newApartmentVat, helpToBuyRule];
const TODAY = "2026-11-27";
/** The day as a link gives it (`date=`), read with the query kit as the loaders read it; null: no `date` at all. */
const day = (raw: string | null) => closingDateParam(new URLSearchParams(raw === null ? "" : { date: raw }));

describe("the day the sale closes", () => {
  it("is today when blank, and any real day from the rules' first recorded day to ten years ahead", () => {
    expect(readClosingDate(day(""), RULES, TODAY)).toEqual({ on: TODAY });
    expect(readClosingDate(day(null), RULES, TODAY)).toEqual({ on: TODAY });
    expect(readClosingDate(day("2031-01-02"), RULES, TODAY)).toEqual({ on: "2031-01-02" });
    expect(closingDateRange(RULES, TODAY).max).toBe("2036-11-27");
    expect(readClosingDate(day("2036-11-27"), RULES, TODAY)).toEqual({ on: "2036-11-27" });
  });

  it("falls back to today, with a message, for a malformed, impossible, distant or hostile day", () => {
    for (const raw of ["31/12/2030", "2026-02-30", "2036-11-28", "1999-01-01", "<script>alert(1)</script>", "2030-1-1"]) {
      const read = readClosingDate(day(raw), RULES, TODAY);
      expect(read.on, raw).toBe(TODAY);
      expect(read.message, raw).toMatch(/Today's rules are used/);
      expect(read.message, raw).not.toContain("script");
    }
  });

  it("names the rules that differ, worded as today against that day", () => {
    const notes = closingDateNotes(RULES, TODAY, "2031-01-02");
    expect(notes.changes).toEqual([
      "VAT on a new apartment in an apartment block: 9% VAT in the price of a new apartment in an apartment block today; 13.5% VAT in the price of a new apartment in an apartment block on 2 January 2031.",
      expect.stringMatching(/^Help to Buy: .+ today; not in force on 2 January 2031\.$/),
    ]);
    // The day before the 9% rate ends, only Help to Buy (ended 31 December 2029) differs.
    expect(closingDateNotes(RULES, TODAY, "2030-12-30").changes).toHaveLength(1);
    expect(closingDateNotes(RULES, TODAY, "2029-12-31").changes).toEqual([]);
  });

  it("says a rule past its scheduled end is not confirmed, rather than carrying it on", () => {
    expect(closingDateNotes(RULES, TODAY, "2029-12-31").unconfirmed).toEqual([]);
    expect(closingDateNotes(RULES, TODAY, "2030-01-01").unconfirmed).toEqual([
      "Help to Buy: what applies on 1 January 2030 is not confirmed by an official source, so the figures that depend on it are not confirmed either.",
    ]);
  });
});

describe("the cost calculator on the day the sale closes (worked by hand)", () => {
  const apartment = { ...CALCULATOR_DEFAULTS, price: 450000, newBuild: true, homeType: "apartment" as const };
  const dutyOn = (on: string) => {
    const { vat } = calculatorOn(day(on), TODAY);
    return computeCosts(apartment, vat.rates, vat.duty).stampDuty;
  };

  it("a new €450,000 apartment closing on 30 December 2030 pays 1% of the price without 9% VAT", () => {
    // 450,000 / 1.09 = 412,844.04; 1% = 4,128.44, rounded down to the euro.
    expect(dutyOn("2030-12-30")).toBe(4128);
    const { closing } = calculatorOn(day("2030-12-30"), TODAY);
    expect(closing?.changes).toEqual([]);
  });

  it("closing on 2 January 2031 it pays 1% of the price without 13.5% VAT, and the page says the rate changed", () => {
    // 450,000 / 1.135 = 396,475.77; 1% = 3,964.76, rounded down to the euro.
    expect(dutyOn("2031-01-02")).toBe(3964);
    const { closing, vat } = calculatorOn(day("2031-01-02"), TODAY);
    expect(vat.rates.apartment).toBe(13.5);
    expect(closing?.changes.join(" ")).toMatch(/9% VAT .* today; 13.5% VAT .* on 2 January 2031/);
    expect(CLOSING_DATE_TEXT.euros("Stamp duty", "2031-01-02", 3964, 4128)).toBe(
      "Stamp duty on 2 January 2031: €3,964, against €4,128 under today's rules (€164 less).",
    );
  });

  it("today's date, a blank or a bad day uses today's rules, and only a bad day says so", () => {
    expect(calculatorOn(day(null), TODAY).closing).toBeNull();
    expect(calculatorOn(day(TODAY), TODAY).closing).toBeNull();
    const bad = calculatorOn(day("2026-02-30"), TODAY);
    expect(bad.closing).toBeNull();
    expect(bad.date).toMatchObject({ on: TODAY, message: expect.stringMatching(/does not exist/) });
    expect(dutyOn(TODAY)).toBe(4128);
  });
});

describe("the purchase planner on the day the sale closes (worked by hand)", () => {
  // A first-time buyer earning €100,000 with €60,000 saved buys a new €400,000 house.
  const values = { ...emptyValues(PLAN_KEYS), buyer: "first", income: "100000", savings: "60000", price: "400000", type: "new", homeType: "house" };
  const homeOn = (on: string) => {
    const { terms } = planTermsFor(day(on), TODAY);
    return evaluatePlan(values, terms).plan!.homes[0]!;
  };

  it("closing on 31 December 2029, Help to Buy refunds 10% of the price up to €30,000: €30,000", () => {
    // 10% of €400,000 is €40,000, above the €30,000 maximum.
    expect(homeOn("2029-12-31").helpToBuy.refund).toBe(30000);
    // The First Home Scheme (reported to end in June 2027) has ended by then; Help to Buy has not.
    const changes = planTermsFor(day("2029-12-31"), TODAY).closing!.changes;
    expect(changes.some((c) => c.startsWith("First Home Scheme:"))).toBe(true);
    expect(changes.some((c) => c.startsWith("Help to Buy:"))).toBe(false);
  });

  it("closing on 1 January 2030, Help to Buy is not available, the cash needed rises by €30,000, and the page says the scheme's end is not confirmed", () => {
    const before = homeOn("2029-12-31");
    const after = homeOn("2030-01-01");
    expect(after.helpToBuy.refund).toBe(0);
    expect(after.cashNeeded - before.cashNeeded).toBe(30000);
    const { closing } = planTermsFor(day("2030-01-01"), TODAY);
    expect(closing?.changes.join(" ")).toMatch(/^Help to Buy: .+ today; not in force on 1 January 2030\./);
    expect(closing?.unconfirmed.join(" ")).toMatch(/Help to Buy: what applies on 1 January 2030 is not confirmed/);
  });

  it("the planner's address carries the day only when it is not today", () => {
    expect(planHref({ income: "100000" })).toBe("/buying/plan?income=100000");
    expect(planHref({ income: "100000" }, "2030-01-01")).toBe("/buying/plan?income=100000&date=2030-01-01");
    expect(readPlanQuery(new URLSearchParams("income=1&date=2030-01-01")).ignored).toEqual([]);
  });
});
