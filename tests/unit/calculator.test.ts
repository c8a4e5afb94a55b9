/** The calculator's rules (spec section 9), checked against hand-worked figures. */
import { describe, expect, it } from "vitest";
import { computeCosts, dutiablePrice, mortgageCostsFor, stampDutyFor } from "~/calculator/compute";
import { CALCULATOR_DEFAULTS } from "~/content/calculator";
import { stampDuty } from "~/content/facts";
import { formatEUR } from "~/lib/format";

const plain = { newBuild: false, bulk: false };
const withInputs = (patch: Partial<typeof CALCULATOR_DEFAULTS>) => computeCosts({ ...CALCULATOR_DEFAULTS, ...patch });

describe("defaults (spec section 9)", () => {
  it("are the spec's values", () => {
    expect(CALCULATOR_DEFAULTS).toEqual({
      price: 300000, newBuild: false, bulk: false, legal: 2500, mortgage: 240000, rate: 0.5, valuation: 200,
      broker: false, brokerFee: 750, survey: 600, registration: 500, insurance: 650, moving: 1500,
      furnishing: 7000, misc: 1500, includeMoving: true, includeFurnishing: true, includeMisc: true,
    });
  });

  it("give the hand-worked breakdown", () => {
    // 1% of 300,000 = 3,000; 240,000 x 0.5% = 1,200 + 200 valuation = 1,400;
    // 3,000 + 2,500 + 1,400 + 600 + 500 + 650 + 1,500 + 7,000 + 1,500 = 18,650.
    expect(computeCosts(CALCULATOR_DEFAULTS)).toEqual({
      propertyPrice: 300000, stampDuty: 3000, legalFees: 2500, mortgageCosts: 1400, surveyFees: 600,
      registrationFees: 500, insuranceCosts: 650, movingCosts: 1500, furnishingCosts: 7000, miscFees: 1500,
      additionalCosts: 18650, totalCost: 318650,
    });
  });
});

describe("stamp duty", () => {
  it("reads its bands, VAT and bulk rate from facts.ts", () => {
    expect(stampDuty.bands.map((b) => b.rate)).toEqual([1, 2, 6]);
    expect(stampDuty.newBuildVatPercent).toBe(13.5);
    expect(stampDuty.bulkRatePercent).toBe(15);
  });

  it.each([
    [300_000, 3_000],
    [1_200_000, 14_000], // 10,000 + 4,000
    [2_000_000, 50_000], // 10,000 + 10,000 + 30,000
    [1_000_000, 10_000],
    [1_000_001, 10_000], // 10,000 + 0.02, rounded
    [1_000_050, 10_001], // 10,000 + 1.00
    [1_500_000, 20_000],
    [1_500_001, 20_000], // 20,000 + 0.06, rounded
    [1_500_100, 20_006],
    [0, 0],
    [149, 1], // 1.49 -> 1
    [150, 2], // 1.50 -> 2
  ])("second-hand home at %i: %i", (price, duty) => {
    expect(stampDutyFor(price, plain)).toBe(duty);
  });

  it("takes VAT off a new build first: 400,000 -> 3,524", () => {
    expect(dutiablePrice(400_000, true)).toBeCloseTo(352_422.907, 2);
    expect(stampDutyFor(400_000, { newBuild: true, bulk: false })).toBe(3_524);
  });

  it("charges a flat 15% on a bulk purchase: 500,000 -> 75,000, on every band", () => {
    expect(stampDutyFor(500_000, { newBuild: false, bulk: true })).toBe(75_000);
    expect(stampDutyFor(2_000_000, { newBuild: false, bulk: true })).toBe(300_000);
  });

  it("applies bulk to the VAT-exclusive price of a new build", () => {
    // 1,135,000 / 1.135 = 1,000,000; 15% = 150,000.
    expect(stampDutyFor(1_135_000, { newBuild: true, bulk: true })).toBe(150_000);
  });

  it("feeds the total", () => {
    const c = withInputs({ price: 2_000_000 });
    expect(c.stampDuty).toBe(50_000);
    expect(c.totalCost).toBe(2_000_000 + 50_000 + 2_500 + 1_400 + 600 + 500 + 650 + 1_500 + 7_000 + 1_500);
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
