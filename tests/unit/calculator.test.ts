/** The calculator's rules (spec section 9), checked against hand-worked figures. */
import { describe, expect, it } from "vitest";
import { computeCosts, dutiablePrice, mortgageCostsFor, stampDutyFor } from "~/calculator/compute";
import { dutyTermsOn } from "~/facts/buying";
import { CALCULATOR_DEFAULTS } from "~/content/calculator";
import { calculatorVat } from "~/content/calculator-vat";
import { vatRatesOn } from "~/rules/vat";
import { ruleProblems } from "~/facts/dated";
import { VAT_RULES, newApartmentVat, newHouseVat, stampDuty } from "~/facts";
import { formatEUR } from "~/lib/format";

/** The site's review date: a new apartment is charged 9% VAT, a new house 13.5%. */
const TODAY = "2026-11-24";
const RATES = vatRatesOn(TODAY);
/** The stamp duty rates and rounding in force that day (Finance Act 2024, s. 90). */
const DUTY = dutyTermsOn(TODAY);
const plain = { newBuild: false, homeType: "house", bulk: false } as const;
const house = { newBuild: true, homeType: "house", bulk: false } as const;
const apartment = { newBuild: true, homeType: "apartment", bulk: false } as const;
const withInputs = (patch: Partial<typeof CALCULATOR_DEFAULTS>) => computeCosts({ ...CALCULATOR_DEFAULTS, ...patch }, RATES, DUTY);

describe("defaults (spec section 9)", () => {
  it("are the spec's values", () => {
    expect(CALCULATOR_DEFAULTS).toEqual({
      price: 300000, newBuild: false, homeType: "house", bulk: false, legal: 2500, mortgage: 240000, rate: 0.5, valuation: 200,
      broker: false, brokerFee: 750, survey: 600, registration: 500, insurance: 650, moving: 1500,
      furnishing: 7000, misc: 1500, includeMoving: true, includeFurnishing: true, includeMisc: true,
    });
  });

  it("give the hand-worked breakdown", () => {
    // 1% of 300,000 = 3,000; 240,000 x 0.5% = 1,200 + 200 valuation = 1,400;
    // 3,000 + 2,500 + 1,400 + 600 + 500 + 650 + 1,500 + 7,000 + 1,500 = 18,650.
    expect(computeCosts(CALCULATOR_DEFAULTS, RATES, DUTY)).toEqual({
      propertyPrice: 300000, stampDuty: 3000, legalFees: 2500, mortgageCosts: 1400, surveyFees: 600,
      registrationFees: 500, insuranceCosts: 650, movingCosts: 1500, furnishingCosts: 7000, miscFees: 1500,
      additionalCosts: 18650, totalCost: 318650,
    });
  });
});

describe("stamp duty", () => {
  it("reads its bands and bulk rate from the dated rule in force on the day, and its VAT from facts.ts", () => {
    expect(DUTY.bands.map((b) => b.rate)).toEqual([1, 2, 6]);
    expect(stampDuty.newBuildVatPercent).toBe(13.5);
    expect(DUTY.bulkRatePercent).toBe(15);
    expect(DUTY.minimumEuro).toBe(0);
  });

  // Either side of each boundary of the rates (Finance Act 2024, s. 90: instruments executed on or after
  // 2 October 2024; the 2021 Act: 20 May 2021; Finance Act 2011: 8 December 2010), worked by hand.
  it.each([
    ["2024-10-01", 2_000_000, false, 30_000], // 1% of 1,000,000 + 2% of 1,000,000
    ["2024-10-02", 2_000_000, false, 50_000], // 10,000 + 2% of 500,000 + 6% of 500,000
    ["2024-10-01", 500_000, true, 50_000], // 10% bulk rate
    ["2024-10-02", 500_000, true, 75_000], // 15%
    ["2021-05-19", 500_000, true, 5_000], // no bulk rate yet: the ordinary 1%
    ["2021-05-20", 500_000, true, 50_000],
    ["2021-05-19", 50, false, 1], // 0.50, rounded up to €1 under the 2011 wording
    ["2021-05-20", 50, false, 0], // "rounded down to the nearest €"
  ] as const)("on %s a home at %i (bulk %s) pays %i", (on, price, bulk, duty) => {
    expect(stampDutyFor(price, { ...plain, bulk }, RATES, dutyTermsOn(on))).toBe(duty);
  });

  it("has no rates before 8 December 2010, the first day the rule covers: it throws rather than guess", () => {
    expect(() => dutyTermsOn("2010-12-07")).toThrow(RangeError);
    expect(dutyTermsOn("2010-12-08").bands).toHaveLength(2);
  });

  it.each([
    [300_000, 3_000],
    [1_200_000, 14_000], // 10,000 + 4,000
    [2_000_000, 50_000], // 10,000 + 10,000 + 30,000
    [1_000_000, 10_000],
    [1_000_001, 10_000], // 10,000 + 0.02, rounded down
    [1_000_050, 10_001], // 10,000 + 1.00
    [1_500_000, 20_000],
    [1_500_001, 20_000], // 20,000 + 0.06, rounded down
    [1_500_100, 20_006],
    [0, 0],
    [149, 1], // 1.49 -> 1
    [150, 1], // 1.50 -> 1: the Act rounds down (Finance Act 2024, s. 90), where Math.round gave 2
    [199, 1], // 1.99 -> 1
    [1_099_999, 11_999], // 10,000 + 2% of 99,999 = 1,999.98 -> 11,999
  ])("second-hand home at %i: %i", (price, duty) => {
    expect(stampDutyFor(price, plain, RATES, DUTY)).toBe(duty);
  });

  it("takes VAT off a new build first: 400,000 -> 3,524", () => {
    expect(dutiablePrice(400_000, 13.5)).toBeCloseTo(352_422.907, 2);
    expect(stampDutyFor(400_000, house, RATES, DUTY)).toBe(3_524);
  });

  it("rounds down to the euro, as the Act says: a new 350,000 house pays 3,083 (second audit, finding 5)", () => {
    // 350,000 / 1.135 = 308,370.044...; 1% = 3,083.70; "rounded down to the nearest €" -> 3,083 (Math.round gave 3,084).
    expect(stampDutyFor(350_000, house, RATES, DUTY)).toBe(3_083);
    // Worked in cents, so float noise never drops a euro: a product like 2,999.9999999 rounded down would be 2,999.
    expect(stampDutyFor(300_000, plain, RATES, DUTY)).toBe(3_000);
    expect(stampDutyFor(340_500, house, RATES, DUTY)).toBe(3_000); // 340,500 / 1.135 = 300,000 exactly
    expect(stampDutyFor(327_000, apartment, RATES, DUTY)).toBe(3_000); // 327,000 / 1.09 = 300,000 exactly
    for (let price = 100_000; price <= 1_000_000; price += 700) expect(stampDutyFor(price, plain, RATES, DUTY), String(price)).toBe(price / 100);
  });

  it("charges a flat 15% on a bulk purchase: 500,000 -> 75,000, on every band", () => {
    expect(stampDutyFor(500_000, { ...plain, bulk: true }, RATES, DUTY)).toBe(75_000);
    expect(stampDutyFor(2_000_000, { ...plain, bulk: true }, RATES, DUTY)).toBe(300_000);
  });

  it("applies bulk to the VAT-exclusive price of a new build", () => {
    // 1,135,000 / 1.135 = 1,000,000; 15% = 150,000.
    expect(stampDutyFor(1_135_000, { ...house, bulk: true }, RATES, DUTY)).toBe(150_000);
  });

  it("never charges the bulk rate on a new apartment in an apartment block: the usual rates on the price without 9% VAT (s. 31E(7)(a); finding 4)", () => {
    // 400,000 / 1.09 = 366,972.48; 1% = 3,669.72 -> 3,669 (the 15% rate gave 55,045.87 -> 55,046).
    expect(stampDutyFor(400_000, { ...apartment, bulk: true }, RATES, DUTY)).toBe(3_669);
    expect(stampDutyFor(400_000, { ...apartment, bulk: true }, RATES, DUTY)).toBe(stampDutyFor(400_000, apartment, RATES, DUTY));
    // 1,744,000 / 1.09 = 1,600,000: 10,000 + 10,000 + 6% of 100,000 = 26,000, the ordinary bands (one apartment).
    expect(stampDutyFor(1_744_000, { ...apartment, bulk: true }, RATES, DUTY)).toBe(26_000);
    // A new house bought in bulk still pays 15% of 400,000 / 1.135 = 352,422.91 -> 52,863.43 -> 52,863.
    expect(stampDutyFor(400_000, { ...house, bulk: true }, RATES, DUTY)).toBe(52_863);
  });

  it("feeds the total", () => {
    const c = withInputs({ price: 2_000_000 });
    expect(c.stampDuty).toBe(50_000);
    expect(c.totalCost).toBe(2_000_000 + 50_000 + 2_500 + 1_400 + 600 + 500 + 650 + 1_500 + 7_000 + 1_500);
  });
});

describe("VAT on a new apartment in an apartment block (Finance Act 2025, s. 70)", () => {
  it("is 9% from 8 October 2025 to 31 December 2030 and 13.5% either side; a house is 13.5% throughout", () => {
    expect(ruleProblems(newApartmentVat)).toEqual([]);
    expect(ruleProblems(newHouseVat)).toEqual([]);
    expect(VAT_RULES).toEqual([newHouseVat, newApartmentVat]);
    expect(newHouseVat.periods.map((p) => p.value)).toEqual([stampDuty.newBuildVatPercent]);
    expect(RATES).toEqual({ house: 13.5, apartment: 9 });
    for (const on of ["2025-10-08", "2025-11-25", "2025-11-26", "2030-12-31"]) expect(vatRatesOn(on), on).toEqual({ house: 13.5, apartment: 9 });
    for (const on of ["2025-10-07", "2031-01-01"]) expect(vatRatesOn(on), on).toEqual({ house: 13.5, apartment: 13.5 });
  });

  // Worked by hand. 425,000 / 1.09 = 389,908.26; 1% = 3,899.08 -> 3,899.
  // 425,000 / 1.135 = 374,449.34; 1% = 3,744.49 -> 3,744.
  it.each([
    ["apartment", 425_000, TODAY, 3_899],
    ["house", 425_000, TODAY, 3_744],
    ["apartment", 425_000, "2025-10-07", 3_744], // the day before: 13.5%, like a house
    ["apartment", 425_000, "2025-10-08", 3_899], // the first day of 9%
    ["apartment", 425_000, "2030-12-31", 3_899], // the last day of 9%
    ["apartment", 425_000, "2031-01-01", 3_744], // back to 13.5% unless extended
    ["apartment", 327_000, TODAY, 3_000], // 327,000 / 1.09 = 300,000 exactly
    ["house", 340_500, TODAY, 3_000], // 340,500 / 1.135 = 300,000 exactly
    ["apartment", 1_308_000, TODAY, 14_000], // / 1.09 = 1,200,000: 10,000 + 2% of 200,000
    ["apartment", 1_744_000, TODAY, 26_000], // / 1.09 = 1,600,000: 10,000 + 10,000 + 6% of 100,000
    ["apartment", 0, TODAY, 0],
  ] as const)("a new %s at %i on %s: stamp duty %i", (homeType, price, on, duty) => {
    expect(stampDutyFor(price, { newBuild: true, homeType, bulk: false }, vatRatesOn(on), dutyTermsOn(on))).toBe(duty);
  });

  it("takes 9% off the price, so the dutiable price of 425,000 is 389,908.26", () => {
    expect(dutiablePrice(425_000, 9)).toBeCloseTo(389_908.257, 2);
    expect(formatEUR(withInputs({ price: 425_000, newBuild: true, homeType: "apartment" }).stampDuty)).toBe("€3,899.00");
    expect(formatEUR(withInputs({ price: 425_000, newBuild: true }).stampDuty)).toBe("€3,744.00");
  });

  it("leaves a second-hand apartment alone: no VAT, stamp duty on the whole price", () => {
    expect(stampDutyFor(425_000, { ...plain, homeType: "apartment" }, RATES, DUTY)).toBe(4_250);
    expect(withInputs({ price: 425_000, homeType: "apartment" }).totalCost).toBe(withInputs({ price: 425_000 }).totalCost);
  });

  it("feeds the total: at the same price, a new apartment's duty is 3,899 - 3,744 = 155 more than a new house's", () => {
    const a = withInputs({ price: 425_000, newBuild: true, homeType: "apartment" });
    const h = withInputs({ price: 425_000, newBuild: true });
    expect(a.totalCost - h.totalCost).toBe(155);
  });

  it("says which rate applied and why, for the date", () => {
    const now = calculatorVat(TODAY);
    expect(now.words.house.explanation).toContain("13.5%");
    expect(now.words.apartment.explanation).toMatch(/VAT at 9%, not 13\.5%/);
    expect(now.words.apartment.explanation).toContain("8 October 2025");
    expect(now.words.apartment.explanation).toContain("31 December 2030 (unless extended)");
    expect(now.words.apartment.explanation).toContain("at least 3 apartments");
    expect(now.words.apartment.explanation).toContain("Finance Act 2025, s. 70(2)");
    expect(now.words.apartment.summary).toBe("New apartment in a block: 9% VAT taken off the price first, the rate until 31 December 2030 unless extended");
    expect(now.words.apartment.rate).toBe("9%: a new apartment in an apartment block");
    expect(now.words.house.rate).toBe("13.5%: a new house");
    expect(now.words.apartment.basis).toEqual(["Official: Finance Act 2025, s. 70(2)"]);
    expect(now.words.apartment.history?.items.join(" ")).toContain("From 1 January 2031");
    expect(now.words.house.history).toBeNull();

    const before = calculatorVat("2025-09-01");
    expect(before.rates.apartment).toBe(13.5);
    expect(before.words.apartment.explanation).toContain("starts on 8 October 2025");

    const after = calculatorVat("2031-01-01");
    expect(after.rates.apartment).toBe(13.5);
    expect(after.words.apartment.explanation).toContain("ran from 8 October 2025 to 31 December 2030");
    expect(after.words.apartment.summary).toContain("the 9% rate ended on 31 December 2030");
  });

  it("sends stamp duty's words and source with the day's rules, so the page ships no dated facts", () => {
    const { dutyText, dutySource } = calculatorVat(TODAY);
    expect(dutyText.tiered).toBe("Stamp duty on a home is 1% of the price up to €1,000,000, 2% on the part from €1,000,001 to €1,500,000, and 6% on the part above €1,500,000.");
    expect(dutyText.bulk).toBe("Bulk purchase: buying 10 or more homes within 12 months is charged a flat 15% stamp duty instead of the usual bands.");
    expect(dutyText.bulkHint).toBe("Buying 10 or more homes within 12 months. Apartments in an apartment block are not counted.");
    expect(dutySource).toEqual({ sources: [stampDuty.source], reviewed: stampDuty.reviewed });
  });

  it("says the 15% bulk rate does not count apartments in a block", () => {
    const { bulkNote } = calculatorVat(TODAY);
    expect(bulkNote.house).toContain("Apartments in an apartment block are not counted towards the 10 homes, so the 15% rate does not apply to them");
    expect(bulkNote.house).toContain("s. 31E(7), as substituted by Finance Act 2022, s. 66");
    expect(bulkNote.house).toContain("for a second-hand one switch Bulk purchase off");
    expect(bulkNote.apartment).toContain("the usual rates are charged on this apartment's price without its VAT");
    // Schedule 1, para. (1)(b)(ii) as substituted by Finance Act 2024, s. 90: 3 or more units in an apartment block, no 6% band.
    expect(bulkNote.apartment).toContain("the 6% band does not apply to it either: the part above €1,500,000 is charged 2% (Finance Act 2024, s. 90)");
  });
});

describe("mortgage costs", () => {
  it("are amount x rate + valuation, the broker fee only with a broker", () => {
    const base = { mortgage: 240_000, rate: 0.5, valuation: 200, brokerFee: 750 };
    expect(mortgageCostsFor({ ...base, broker: false })).toBe(1_400);
    expect(mortgageCostsFor({ ...base, broker: true })).toBe(2_150);
    expect(withInputs({ broker: true }).totalCost).toBe(318_650 + 750);
    expect(withInputs({ broker: false, brokerFee: 2_000 }).totalCost).toBe(318_650);
  });

  it("treat the rate as a percent and round to the euro", () => {
    expect(mortgageCostsFor({ mortgage: 280_000, rate: 1.2, valuation: 0, broker: false, brokerFee: 0 })).toBe(3_360);
    expect(mortgageCostsFor({ mortgage: 100_001, rate: 0.5, valuation: 150.4, broker: false, brokerFee: 0 })).toBe(650); // 500.005 + 150.4 = 650.405
    expect(mortgageCostsFor({ mortgage: 0, rate: 2, valuation: 0, broker: false, brokerFee: 0 })).toBe(0);
  });
});

describe("Include switches", () => {
  it.each([
    ["includeMoving", "movingCosts", 1_500],
    ["includeFurnishing", "furnishingCosts", 7_000],
    ["includeMisc", "miscFees", 1_500],
  ] as const)("%s off counts %s as 0", (flag, line, amount) => {
    const c = withInputs({ [flag]: false });
    expect(c[line]).toBe(0);
    expect(c.additionalCosts).toBe(18_650 - amount);
    expect(c.totalCost).toBe(318_650 - amount);
  });

  it("all off leaves only the fixed costs", () => {
    const c = withInputs({ includeMoving: false, includeFurnishing: false, includeMisc: false });
    expect(c.additionalCosts).toBe(3_000 + 2_500 + 1_400 + 600 + 500 + 650);
  });
});

describe("totals", () => {
  it("add cents without float noise", () => {
    const c = withInputs({ legal: 0.1, survey: 0.2, registration: 0, insurance: 0, moving: 0, furnishing: 0, misc: 0, valuation: 0, rate: 0 });
    expect(c.additionalCosts).toBe(3_000.3);
  });

  it("show as euro in en-IE with two decimals", () => {
    expect(formatEUR(withInputs({}).totalCost)).toBe("€318,650.00");
    expect(formatEUR(3_524)).toBe("€3,524.00");
  });
});
