/**
 * The purchase planner (issue 28) on cases worked by hand, each on two dates
 * either side of a rule's boundary. The rules (dated, facts/): first-time
 * buyers may borrow 4 × gross income with a 10% deposit (Central Bank, from
 * 1 January 2023); Help to Buy is the lower of €30,000 or 10% of the price,
 * on a new home of €500,000 or less with a mortgage of at least 70%, until
 * 31 December 2029; the First Home Scheme's share is price − mortgage − 10%
 * deposit, at most 30% (20% with Help to Buy), at least the higher of 2.5%
 * or €10,000, within the council's ceiling, until 1 June 2027 (reported);
 * stamp duty 1% of a new home's price without its VAT (13.5% house, 9%
 * apartment until 31 December 2030), rounded down; the calculator's fees:
 * legal 2,500, survey 600, registration 500, mortgage 0.5% + 200 valuation.
 */
import { describe, expect, it } from "vitest";
import { monthlyRepayment, planPurchase } from "~/planner/plan";
import { planTermsOn } from "~/content/plan-terms";
import type { HomeInput, PlanInput } from "~/rules/plan-types";

const plan = (input: PlanInput, on: string) => planPurchase(input, planTermsOn(on)).homes[0]!;
const home = (h: Partial<HomeInput>): HomeInput => ({ price: 400_000, type: "new", area: "dublin-city", homeType: "house", ...h });
const buyers = (incomes: number[], savings: number | null, homes: HomeInput[]): PlanInput => ({ buyer: "first", incomes, savings, homes, rate: null, termYears: 30 });

describe("case 1: a couple on 55,000 + 40,000, a new 400,000 house in Dublin City, 50,000 saved", () => {
  // Loan limit 4 × 95,000 = 380,000. Minimum deposit 10% = 40,000, so a lender may lend at most
  // 400,000 − 40,000 = 360,000: the deposit rule, not income, sets the mortgage.
  // Help to Buy: 360,000 ≥ 70% of 400,000 (280,000), price ≤ 500,000: min(30,000, 40,000) = 30,000.
  // First Home: 400,000 − 360,000 − 40,000 = 0, no gap, no share.
  // Stamp duty: 400,000 / 1.135 = 352,422.91; 1% = 3,524.23 → 3,524.
  // Costs: 3,524 + 2,500 + 600 + 500 + (0.5% of 360,000 = 1,800 + 200 = 2,000) = 9,124.
  // Cash: deposit 40,000 − refund 30,000 = 10,000, + 9,124 = 19,124; 50,000 − 19,124 = 30,876 to spare.
  // Local Authority Home Loan: 95,000 over the joint limit of 85,000; 400,000 over Dublin City's 360,000.
  const input = buyers([55_000, 40_000], 50_000, [home({})]);

  it("on Help to Buy's last day, 31 December 2029: a refund of 30,000", () => {
    const p = plan(input, "2029-12-31");
    expect(p).toMatchObject({ loanLimit: 380_000, minDeposit: 40_000, mortgage: 360_000, mortgageLimitedBy: "deposit", deposit: 40_000, depositFromSavings: 10_000, cashNeeded: 19_124, leftOver: 30_876 });
    expect(p.helpToBuy).toMatchObject({ refund: 30_000, limitedBy: "maximum", reasons: [] });
    expect(p.firstHome).toMatchObject({ gap: 0, share: 0 });
    expect(p.costs).toEqual({ stampDuty: 3_524, legal: 2_500, survey: 600, registration: 500, mortgage: 2_000, total: 9_124 });
    expect(p.lahl).toMatchObject({ joint: true, income: 95_000, incomeLimit: 85_000, priceLimit: 360_000, reasons: ["over-income", "over-price"], within: false });
    expect(p.binding).toEqual(["deposit-rule"]);
    expect(p.calculatorHref).toBe("/buying/costs-calculator?price=400000&newBuild=1&mortgage=360000");
  });

  it("the next day, 1 January 2030, Help to Buy has ended: the whole 40,000 deposit comes from savings", () => {
    const p = plan(input, "2030-01-01");
    expect(p.helpToBuy).toMatchObject({ refund: 0, reasons: ["closed"], endedOn: "2029-12-31" });
    expect(p).toMatchObject({ mortgage: 360_000, depositFromSavings: 40_000, cashNeeded: 49_124, leftOver: 876 });
    expect(p.costs.stampDuty).toBe(3_524);
  });

  it("today (25 November 2026) the same, with the First Home Scheme open but no gap to bridge", () => {
    const p = plan(input, "2026-11-25");
    expect(p.helpToBuy.refund).toBe(30_000);
    expect(p.firstHome).toMatchObject({ open: true, gap: 0, share: 0, reasons: ["no-gap"] });
    expect(p.cashNeeded).toBe(19_124);
  });
});

describe("case 2: one buyer on 60,000 with 35,000 saved, a new 350,000 house in Meath", () => {
  // Loan limit 4 × 60,000 = 240,000; 350,000 − 35,000 = 315,000: income sets the mortgage, 240,000.
  // Help to Buy: 240,000 is under 70% of 350,000 (245,000): none.
  // First Home: 350,000 − 240,000 − 35,000 = 75,000; cap 30% (no Help to Buy) = 105,000; smallest share
  // max(2.5% = 8,750, 10,000) = 10,000; Meath's ceiling 475,000: a share of 75,000, 75,000 / 350,000 = 21.43% → 21.4%.
  // Stamp duty: 350,000 / 1.135 = 308,370.04; 1% = 3,083.70 → 3,083.
  // Costs: 3,083 + 3,600 + (0.5% of 240,000 = 1,200 + 200 = 1,400) = 8,083. Cash: 35,000 + 8,083 = 43,083: short by 8,083.
  const input: PlanInput = { buyer: "first", incomes: [60_000], savings: 35_000, homes: [home({ price: 350_000, area: "meath" })], rate: null, termYears: 30 };

  it("on the First Home Scheme's last day, 1 June 2027: a share of 75,000 (21.4%), no Help to Buy", () => {
    const p = plan(input, "2027-06-01");
    expect(p).toMatchObject({ loanLimit: 240_000, mortgage: 240_000, mortgageLimitedBy: "income", ceiling: 475_000 });
    expect(p.helpToBuy).toMatchObject({ refund: 0, reasons: ["mortgage-under"], minMortgage: 245_000 });
    expect(p.firstHome).toMatchObject({ gap: 75_000, capPercent: 30, minShare: 10_000, share: 75_000, sharePercent: 21.4, shortfall: 0, reasons: [] });
    expect(p).toMatchObject({ deposit: 35_000, depositFromSavings: 35_000, cashNeeded: 43_083, leftOver: -8_083 });
    expect(p.costs).toMatchObject({ stampDuty: 3_083, mortgage: 1_400, total: 8_083 });
    // 60,000 is within the single limit of 70,000, but 350,000 is over Meath's 330,000.
    expect(p.lahl).toMatchObject({ incomeLimit: 70_000, priceLimit: 330_000, reasons: ["over-price"] });
    expect(p.binding).toEqual(["income", "savings"]);
  });

  it("the next day, 2 June 2027, the scheme has closed: the 110,000 gap is all deposit", () => {
    const p = plan(input, "2027-06-02");
    expect(p.firstHome).toMatchObject({ share: 0, reasons: ["closed"], endedOn: "2027-06-01" });
    expect(p.ceiling).toBeNull();
    // 350,000 − 240,000 = 110,000 deposit; + 8,083 = 118,083; 35,000 − 118,083 = −83,083.
    expect(p).toMatchObject({ deposit: 110_000, cashNeeded: 118_083, leftOver: -83_083 });
    expect(p.binding).toEqual(["income", "fhs-closed", "savings"]);
  });
});

describe("case 3: over the Help to Buy cap and over the council's ceiling", () => {
  // One first-time buyer on 100,000 with 100,000 saved; a new 520,000 house in Dublin City (ceiling 500,000).
  // Loan limit 400,000; 520,000 − 52,000 = 468,000: income sets it, 400,000.
  // Help to Buy: over 500,000: none (the only reason). First Home: gap 520,000 − 400,000 − 52,000 = 68,000,
  // but the price is over the 500,000 ceiling: no share, so the deposit is 120,000.
  // Stamp duty: 520,000 / 1.135 = 458,149.78; 1% → 4,581. Costs: 4,581 + 3,600 + (2,000 + 200) = 10,381.
  // Cash 120,000 + 10,381 = 130,381: short by 30,381.
  const input: PlanInput = { buyer: "first", incomes: [100_000], savings: 100_000, homes: [home({ price: 520_000 })], rate: null, termYears: 30 };

  it("on 1 June 2027: no refund (the cap) and no share (the ceiling)", () => {
    const p = plan(input, "2027-06-01");
    expect(p.helpToBuy).toMatchObject({ refund: 0, reasons: ["over-value"] });
    expect(p.firstHome).toMatchObject({ gap: 68_000, share: 0, reasons: ["over-ceiling"] });
    // The ceiling is only reported: never a hard no. Within the scheme's own ceiling, the 68,000 gap (13.1%) would be bridged.
    expect(p.shareIfWithinCeiling).toBe(68_000);
    expect(p).toMatchObject({ mortgage: 400_000, deposit: 120_000, depositFromSavings: 120_000, cashNeeded: 130_381, leftOver: -30_381, ceiling: 500_000 });
    expect(p.costs).toMatchObject({ stampDuty: 4_581, mortgage: 2_200, total: 10_381 });
    expect(p.binding).toEqual(["income", "htb-cap", "fhs-ceiling", "savings"]);
  });

  it("on 2 June 2027 the scheme's closing is what stops the share; the figures are the same", () => {
    const p = plan(input, "2027-06-02");
    expect(p.firstHome.reasons).toEqual(["closed"]);
    expect(p.shareIfWithinCeiling).toBe(0);
    expect(p.binding).toEqual(["income", "htb-cap", "fhs-closed", "savings"]);
    expect(p.cashNeeded).toBe(130_381);
  });

  it("as a new apartment, its stamp duty changes when the 9% VAT rate ends (31 December 2030)", () => {
    const apartment: PlanInput = { ...input, homes: [home({ price: 520_000, homeType: "apartment" })] };
    // 520,000 / 1.09 = 477,064.22; 1% = 4,770.64 → 4,770. From 1 January 2031 (13.5%, as the law stands): 4,581.
    expect(plan(apartment, "2030-12-31").costs.stampDuty).toBe(4_770);
    expect(plan(apartment, "2031-01-01").costs.stampDuty).toBe(4_581);
  });
});

describe("the planner's other rules", () => {
  it("shows two homes side by side under the same buyer", () => {
    const p = planPurchase(buyers([60_000], 35_000, [home({ price: 350_000, area: "meath" }), home({ price: 300_000, type: "existing", area: "meath" })]), planTermsOn("2026-11-25"));
    expect(p.homes).toHaveLength(2);
    // Second-hand 300,000: 240,000 mortgage (income), no Help to Buy, no First Home share (new homes only),
    // deposit 60,000; duty 1% of 300,000 = 3,000; costs 3,000 + 3,600 + 1,400 = 8,000; cash 68,000.
    expect(p.homes[1]).toMatchObject({ mortgage: 240_000, deposit: 60_000, cashNeeded: 68_000, leftOver: -33_000 });
    expect(p.homes[1]!.firstHome.reasons).toEqual(["second-hand"]);
    expect(p.homes[1]!.binding).toEqual(["income", "fhs-new-only", "savings"]);
  });

  it("caps the share at 30% and leaves the buyer the rest", () => {
    // 40,000 income → 160,000 loan; 400,000 home in Mayo (ceiling 400,000): gap 400,000 − 160,000 − 40,000 = 200,000;
    // cap 30% = 120,000; the buyer puts down 40,000 + 80,000 = 120,000.
    const p = plan(buyers([40_000], 200_000, [home({ area: "mayo" })]), "2026-11-25");
    expect(p.firstHome).toMatchObject({ share: 120_000, sharePercent: 30, shortfall: 80_000 });
    expect(p.deposit).toBe(120_000);
    expect(p.binding).toEqual(["income", "fhs-cap"]);
  });

  it("gives no share for a gap under the smallest share", () => {
    // 95,000 income → 380,000; 425,000 home: gap 425,000 − 380,000 − 42,500 = 2,500 < 10,625 (2.5%).
    const p = plan(buyers([95_000], 60_000, [home({ price: 425_000 })]), "2026-11-25");
    expect(p.firstHome).toMatchObject({ gap: 2_500, minShare: 10_625, share: 0, reasons: ["under-minimum"] });
    expect(p.deposit).toBe(45_000);
    expect(p.binding).toContain("fhs-minimum");
  });

  it("works the share out, without a hard no, where the council or its ceiling is not known", () => {
    const noArea = plan(buyers([60_000], 35_000, [home({ price: 350_000, area: null })]), "2026-11-25");
    expect(noArea).toMatchObject({ ceiling: null, areaLabel: null });
    expect(noArea.firstHome.share).toBe(75_000);
    expect(noArea.lahl.reasons).toContain("area-unknown");
    const carlow = plan(buyers([60_000], 35_000, [home({ price: 350_000, area: "carlow" })]), "2026-11-25");
    expect(carlow).toMatchObject({ ceiling: null, areaLabel: "Carlow County Council", ceilingCertainty: "reported" });
    expect(carlow.firstHome.share).toBe(75_000);
  });

  it("uses the apartment ceiling where a council's differ (Limerick: 425,000 house, 450,000 apartment)", () => {
    const input = (homeType: "house" | "apartment") => buyers([60_000], 50_000, [home({ price: 440_000, area: "limerick", homeType })]);
    expect(plan(input("house"), "2026-11-25").firstHome.reasons).toEqual(["over-ceiling"]);
    expect(plan(input("apartment"), "2026-11-25").firstHome.reasons).toEqual([]);
  });

  it("leaves out stamp duty for a self-build (it is charged on the site)", () => {
    const p = plan(buyers([60_000], 35_000, [home({ price: 350_000, type: "self-build", area: "meath" })]), "2026-11-25");
    expect(p.costs.stampDuty).toBeNull();
    expect(p.costs.total).toBe(3_600 + 1_400);
  });

  it("gives other buyers 3.5 times income and no Help to Buy", () => {
    const p = plan({ ...buyers([60_000], 35_000, [home({ price: 350_000, area: "meath" })]), buyer: "other" }, "2026-11-25");
    expect(p).toMatchObject({ loanLimit: 210_000, mortgage: 210_000 });
    expect(p.helpToBuy.reasons).toContain("not-first-time");
  });

  it("works out a monthly repayment only when a rate is given (standard annuity)", () => {
    // 300,000 at 4% over 30 years: i = 0.04 / 12, n = 360: 300,000 × i / (1 − (1 + i)^−360) = 1,432.25.
    expect(monthlyRepayment(300_000, 4, 30)).toBe(1_432.25);
    expect(monthlyRepayment(120_000, 0, 10)).toBe(1_000);
    expect(plan(buyers([55_000, 40_000], 50_000, [home({})]), "2026-11-25").monthly).toBeNull();
    // 360,000 at 3.5% over 25 years: 1,802.24.
    expect(plan({ ...buyers([55_000, 40_000], 50_000, [home({})]), rate: 3.5, termYears: 25 }, "2026-11-25").monthly).toBe(1_802.24);
  });

  it("names the rules that end within a year, with their dates", () => {
    const words = planTermsOn("2026-11-25").words;
    expect(words.rulesAsAt).toBe("Rules as at 25 November 2026");
    expect(words.endingSoon.join(" ")).toContain("until 1 June 2027 unless extended");
    expect(words.endingSoon.join(" ")).not.toContain("Help to Buy");
    expect(planTermsOn("2029-06-01").words.endingSoon.join(" ")).toContain("[Help to Buy](/changes#help-to-buy): in force until 31 December 2029 unless extended (official).");
  });

  it("says each ending rule in one sentence: what, until when, how sure; the sources stay in the source note", () => {
    const [firstHome] = planTermsOn("2026-11-25").words.endingSoon;
    expect(firstHome).toBe(
      "[First Home Scheme](/changes#first-home-scheme): in force until 1 June 2027 unless extended (reported in the news, not yet on an official page; other terms official).",
    );
    expect(firstHome!.match(/\. /g)).toBeNull(); // one sentence
    expect(firstHome).not.toMatch(/TheJournal|About the scheme/);
    // The sources wait behind "What the source says" (issue 36).
    expect(planTermsOn("2029-06-01").words.endingDetail.join(" ")).toContain("Help to Buy: Official: Finance Act 2024");
  });
});
