import { describe, expect, it } from "vitest";
import { firstHome, helpToBuy } from "~/facts";
import { evaluateScheme, readSchemeQuery, schemeQuery } from "~/tools/scheme-amounts.form";
import { schemeAmounts as amountsOn, type SchemeInput } from "~/tools/scheme-amounts";
import { repaymentOnSale, sharePercentOf } from "~/rules/first-home";
import { helpToBuy as helpToBuyRule } from "~/rules/help-to-buy";
import { helpToBuyOn } from "~/rules/scheme-terms";

const base = { withHelpToBuy: true, salePrice: null, buyer: null, taxPaid: null } as const;
/** The rules in force on the day these cases were worked (dated behaviour: the last describe). */
const ON = "2026-11-24";
const schemeAmounts = (input: SchemeInput) => amountsOn(input, ON);
const htbStatus = helpToBuyOn(ON);

/**
 * Hand-worked. HTB = min(30,000, 10% of price), 0 if not new/self-build, over 500,000 or mortgage < 70%.
 * FHS share = min(price − mortgage − deposit, 30% of price, or 20% with a due HTB refund), 0 for a
 * second-hand home, over the council's ceiling, or for a gap under the higher of 2.5% of the price or
 * 10,000; no minimum mortgage (second audit, finding 2); share % to one decimal; repayment = share % × sale price.
 * Ceilings (from 1 January 2026): Dublin City €500,000, Kildare €475,000, Cork County €450,000, Mayo €400,000.
 */
const CASES: [string, SchemeInput, number, number, number, number | null][] = [
  // name, input, HTB refund, FHS share, share %, repayment
  ["the scheme page's example: 90,000 of 350,000, sold for 400,000", { ...base, price: 350_000, type: "new", area: "mayo", mortgage: 245_000, deposit: 15_000, withHelpToBuy: false, salePrice: 400_000 }, 30_000, 90_000, 25.7, 102_800],
  ["the same with Help to Buy: capped at 20%", { ...base, price: 350_000, type: "new", area: "mayo", mortgage: 245_000, deposit: 15_000, salePrice: 400_000 }, 30_000, 70_000, 20, 80_000],
  ["250,000 home: refund 25,000", { ...base, price: 250_000, type: "new", area: "mayo", mortgage: 200_000, deposit: 25_000 }, 25_000, 25_000, 10, 25_000],
  ["over 500,000 and over the Dublin City ceiling", { ...base, price: 510_000, type: "new", area: "dublin-city", mortgage: 400_000, deposit: 60_000 }, 0, 0, 0, null],
  ["exactly 500,000: full refund; over the Kildare ceiling", { ...base, price: 500_000, type: "new", area: "kildare", mortgage: 350_000, deposit: 100_000 }, 30_000, 0, 0, null],
  ["exactly the Kildare ceiling, exactly 70%, exactly the 20% cap", { ...base, price: 475_000, type: "new", area: "kildare", mortgage: 332_500, deposit: 47_500, salePrice: 500_000 }, 30_000, 95_000, 20, 100_000],
  // 300,000 − 209,999 − 30,000 = 60,001, within 30% (no refund, so no 20% cap): 20.0003% -> 20%; 20% of 300,000 = 60,000.
  ["mortgage a euro under 70%: no Help to Buy, but a First Home share", { ...base, price: 300_000, type: "new", area: "mayo", mortgage: 209_999, deposit: 30_000 }, 0, 60_001, 20, 60_000],
  ["second-hand: neither scheme", { ...base, price: 300_000, type: "existing", area: "mayo", mortgage: 240_000, deposit: 30_000, salePrice: 360_000 }, 0, 0, 0, null],
  ["no Help to Buy claimed: the 30% cap applies", { ...base, price: 300_000, type: "new", area: "mayo", mortgage: 240_000, deposit: 30_000, withHelpToBuy: false, salePrice: 360_000 }, 30_000, 30_000, 10, 36_000],
  // Smallest share: the higher of 2.5% or 10,000. 300,000: 10,000; a gap of 9,999 gets none, 10,000 gets 10,000.
  ["a gap a euro under the 10,000 minimum share: none", { ...base, price: 300_000, type: "new", area: "mayo", mortgage: 260_001, deposit: 30_000 }, 30_000, 0, 0, null],
  ["a gap of exactly 10,000: the minimum share", { ...base, price: 300_000, type: "new", area: "mayo", mortgage: 260_000, deposit: 30_000 }, 30_000, 10_000, 3.3, 9_900],
  // 480,000 in Dublin City: 2.5% = 12,000 is the higher; a gap of 11,999 gets none.
  ["a gap under 2.5% of a 480,000 price: none", { ...base, price: 480_000, type: "new", area: "dublin-city", mortgage: 420_001, deposit: 48_000 }, 30_000, 0, 0, null],
  ["self-build: 10% of completion value, capped", { ...base, price: 320_000, type: "self-build", area: "cork-county", mortgage: 224_000, deposit: 32_000, withHelpToBuy: false, salePrice: 450_000 }, 30_000, 64_000, 20, 90_000],
  ["self-build under 300,000", { ...base, price: 280_000, type: "self-build", area: "mayo", mortgage: 230_000, deposit: 50_000 }, 28_000, 0, 0, null],
  ["a euro over the Mayo ceiling", { ...base, price: 400_001, type: "new", area: "mayo", mortgage: 300_000, deposit: 40_001 }, 30_000, 0, 0, null],
  ["share % rounds to one decimal; repayment to the cent", { ...base, price: 333_333, type: "new", area: "mayo", mortgage: 233_334, deposit: 33_334, withHelpToBuy: false }, 30_000, 66_665, 20, 66_666.6],
  ["half-euro refund", { ...base, price: 255_555, type: "new", area: "mayo", mortgage: 200_000, deposit: 30_000 }, 25_555.5, 25_555, 10, 25_555.5],
  ["25.05% rounds half up to 25.1%", { ...base, price: 200_000, type: "new", area: "mayo", mortgage: 140_000, deposit: 9_900, withHelpToBuy: false, salePrice: 300_000 }, 20_000, 50_100, 25.1, 75_300],
];

describe("tools: scheme amounts rule", () => {
  it.each(CASES)("%s", (_name, input, refund, share, sharePercent, repayment) => {
    const r = schemeAmounts(input);
    expect(r.helpToBuy.refund).toBe(refund);
    expect(r.firstHome.share).toBe(share);
    expect(r.firstHome.sharePercent).toBe(sharePercent);
    expect(r.repayment?.amount ?? null).toBe(repayment);
  });

  it("reproduces the spec's figures from facts.ts", () => {
    const ex = firstHome.schemeExample;
    expect(sharePercentOf(ex.gap, ex.price)).toBe(ex.sharePercent);
    expect(repaymentOnSale(ex.sharePercent, ex.salePrice)).toBe(ex.repayment);
    for (const { price, refund } of helpToBuy.examples) {
      expect(helpToBuyRule({ price, type: "new", mortgage: price }, htbStatus).refund).toBe(refund);
    }
  });

  it("gives every reason a scheme is 0", () => {
    expect(helpToBuyRule({ price: 600_000, type: "existing", mortgage: 100_000 }, htbStatus).reasons).toEqual(["not-new", "over-value", "mortgage-under"]);
    // No "mortgage-under" for the First Home Scheme: it never had a 70% minimum (second audit, finding 2).
    const fhs = schemeAmounts({ ...base, price: 600_000, type: "new", area: "dublin-city", mortgage: 100_000, deposit: 10_000 }).firstHome;
    expect(fhs.reasons).toEqual(["over-ceiling"]);
    expect(schemeAmounts({ ...base, price: 600_000, type: "existing", area: "dublin-city", mortgage: 100_000, deposit: 10_000 }).firstHome.reasons).toEqual(["second-hand", "over-ceiling"]);
    expect(schemeAmounts({ ...base, price: 300_000, type: "new", area: "mayo", mortgage: 265_000, deposit: 30_000 }).firstHome).toMatchObject({ reasons: ["under-minimum"], gap: 5_000, minShare: 10_000 });
    expect(schemeAmounts({ ...base, price: 300_000, type: "new", area: "mayo", mortgage: 250_000, deposit: 50_000 }).firstHome.reasons).toEqual(["no-gap"]);
  });

  it("names the shortfall when the gap is bigger than the cap, and flags a small deposit", () => {
    const fhs = schemeAmounts({ ...base, price: 400_000, type: "new", area: "mayo", mortgage: 280_000, deposit: 20_000 }).firstHome;
    expect(fhs).toMatchObject({ gap: 100_000, capPercent: 20, combinedWithHelpToBuy: true, share: 80_000, shortfall: 20_000, depositBelowMinimum: true, minDeposit: 40_000 });
    expect(schemeAmounts({ ...base, price: 400_000, type: "new", area: "mayo", mortgage: 280_000, deposit: 40_000 }).firstHome.depositBelowMinimum).toBe(false);
  });

  it("uses the purchase price for the repayment when no sale price is given", () => {
    const r = schemeAmounts({ ...base, price: 250_000, type: "new", area: "mayo", mortgage: 200_000, deposit: 25_000 });
    expect(r.repayment).toEqual({ salePrice: 250_000, assumedPurchasePrice: true, sharePercent: 10, amount: 25_000 });
  });
});

describe("tools: scheme amounts parameters", () => {
  const read = (qs: string) => readSchemeQuery(new URLSearchParams(qs));

  it("round-trips through the URL", () => {
    for (const [, input] of CASES) {
      expect(evaluateScheme(read(schemeQuery(input)).values, ON).input).toEqual(input);
    }
    expect(schemeQuery(CASES[0]![1])).toBe("price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=no&sale=400000");
  });

  it("gives one clear message per bad input", () => {
    const issues = evaluateScheme(read("price=-1&type=castle&area=mars&mortgage=abc&deposit=1.234&htb=maybe&sale=0").values, ON).issues;
    expect(issues.price?.message).toBe("The price of the home can't be negative.");
    expect(issues.type?.message).toBe("Choose the type of home.");
    expect(issues.area?.message).toBe("Choose the local authority area of the home.");
    // The specification's three regions are no longer areas the tool knows: a clear message, not a guess.
    expect(evaluateScheme(read("price=300000&type=new&area=rest&mortgage=240000&deposit=30000&htb=yes").values, ON).issues.area?.message).toBe("Choose the local authority area of the home.");
    expect(issues.mortgage?.message).toMatch(/as an amount in euro/);
    expect(issues.deposit?.message).toMatch(/as an amount in euro/);
    expect(issues.htb?.message).toMatch(/^Choose whether you will also claim Help to Buy/);
    expect(issues.sale?.message).toBe("Enter at least €1,000.");
    const cross = evaluateScheme(read("price=300000&type=new&area=mayo&mortgage=300001&deposit=400000&htb=yes").values, ON).issues;
    expect(cross.mortgage?.message).toBe("The mortgage can't be more than the price of the home.");
    expect(cross.deposit?.message).toBe("The deposit can't be more than the price of the home.");
    expect(evaluateScheme(read("price=20000000&type=new&area=mayo&mortgage=1&deposit=1&htb=yes").values, ON).issues.price?.message).toMatch(/no more than €10,000,000/);
  });

  it("never throws on hostile input", () => {
    for (const qs of ["price=%F0%9F%8F%A0", "price=1e400&mortgage=NaN&deposit=Infinity", `sale=${"1".repeat(400)}`, "type=__proto__&area=constructor"]) {
      expect(() => evaluateScheme(read(qs).values, ON)).not.toThrow();
    }
  });
});

describe("tools: scheme amounts on a date", () => {
  const input: SchemeInput = { ...base, price: 350_000, type: "new", area: "mayo", mortgage: 245_000, deposit: 15_000, withHelpToBuy: false, salePrice: 400_000 };

  it("applies the First Home Scheme up to its reported end date, then says it closed", () => {
    expect(amountsOn(input, "2027-06-01").firstHome.share).toBe(90_000);
    const after = amountsOn(input, "2027-06-02").firstHome;
    expect(after.share).toBe(0);
    expect(after.reasons).toEqual(["closed"]);
    expect(after.endedOn).toBe("2027-06-01");
  });

  it("works out Help to Buy until 31 December 2029 and none after", () => {
    expect(amountsOn(input, "2029-12-31").helpToBuy.refund).toBe(30_000);
    const after = amountsOn(input, "2030-01-01").helpToBuy;
    expect(after).toMatchObject({ refund: 0, reasons: ["closed"], endedOn: "2029-12-31" });
  });

  it("checks the council's own ceiling; an unconfirmed ceiling is not checked but flagged", () => {
    const dublin = amountsOn({ ...input, area: "dublin-city", price: 500_000, mortgage: 350_000, deposit: 50_000 }, ON).firstHome;
    expect(dublin).toMatchObject({ ceiling: 500_000, reasons: [] });
    const carlow = amountsOn({ ...input, area: "carlow" }, ON).firstHome;
    expect(carlow.ceiling).toBeNull();
    expect(carlow.share).toBe(90_000);
    const limerick = amountsOn({ ...input, area: "limerick", price: 440_000, mortgage: 308_000, deposit: 44_000 }, ON).firstHome;
    expect(limerick).toMatchObject({ ceiling: 425_000, ceilingSplit: { house: 425_000, apartment: 450_000 }, reasons: ["over-ceiling"] });
  });
});
