/** The planner's parameters: bad input is left out with a message and never stops the plan; links in carry what they know. */
import { describe, expect, it } from "vitest";
import { planHref } from "~/links";
import { cleanPlanQuery, evaluatePlan, readPlanQuery } from "~/planner/params";
import { planTermsOn } from "~/content/plan-terms";
import { plannerHref } from "~/questionnaire/params";

const TERMS = planTermsOn("2026-11-25");
const read = (qs: string) => cleanPlanQuery(readPlanQuery(new URLSearchParams(qs)));
const evaluate = (qs: string) => evaluatePlan(read(qs).query.values, TERMS);

describe("planner parameters", () => {
  it("reads a full link into a plan for two homes", () => {
    const e = evaluate("buyer=first&income=55000&income2=40000&savings=50000&price=400000&type=new&area=dublin-city&homeType=house&price2=350000&type2=new&area2=meath&homeType2=house&rate=4&term=30");
    expect(e.issues).toEqual({});
    expect(e.input).toEqual({
      buyer: "first",
      incomes: [55_000, 40_000],
      savings: 50_000,
      homes: [
        { price: 400_000, type: "new", area: "dublin-city", homeType: "house" },
        { price: 350_000, type: "new", area: "meath", homeType: "house" },
      ],
      rate: 4,
      termYears: 30,
    });
    expect(e.plan!.homes.map((h) => h.cashNeeded)).toEqual([19_124, 13_458]);
  });

  it("fills a partial second home from the first and says so beside each field", () => {
    const e = evaluate("income=60000&savings=35000&price=350000&type=new&area=meath&price2=300000");
    expect(e.input!.homes[1]).toEqual({ price: 300_000, type: "new", area: "meath", homeType: "house" });
    expect(e.borrowed).toEqual({
      type2: "Not given: the first home's type (new build) is used.",
      area2: "Not given: the first home's council (Meath County Council) is used.",
      homeType2: "Not given: the first home's kind of home (house) is used.",
    });
    // Only a council given: the first home's price, with the note.
    const byArea = evaluate("income=60000&price=350000&area=meath&area2=kildare");
    expect(byArea.input!.homes[1]).toMatchObject({ price: 350_000, area: "kildare" });
    expect(byArea.borrowed.price2).toBe("Not given: the first home's price (€350,000) is used.");
    // No second-home field: one home.
    expect(evaluate("income=60000&price=350000").input!.homes).toHaveLength(1);
  });

  it("leaves out what a link gets wrong, with a message beside the field, and plans with the rest", () => {
    const { query, dropped } = read("income=60000&income2=-5&savings=lots&price=350000&area=mars&buyer=castle&type2=%3Cscript%3Ealert(1)%3C%2Fscript%3E&rate=99");
    // No bad value is sent back into the page.
    expect(query.values).toMatchObject({ income2: "", savings: "", area: "", buyer: "first", type2: "", rate: "" });
    expect(JSON.stringify(query.values)).not.toContain("script");
    expect(dropped.income2).toBe("The second applicant's income in the link could not be used, so it was left out. The second applicant's income can't be negative.");
    expect(dropped.savings).toBe("The savings in the link could not be used, so it was left out. Enter your savings as an amount in euro, for example 1,250.");
    expect(dropped.area).toBe("The home's council area in the link could not be used, so it was left out. Choose the home's council area.");
    expect(dropped.buyer).toBe('The link\'s answer for whether you are a first-time buyer was not one of the choices, so it was left out: "Yes, a first-time buyer" is shown. Change it if that is not right.');
    expect(dropped.type2).toMatch(/^The second home's type in the link could not be used/);
    expect(Object.values(dropped).join(" ")).not.toContain("script");
    expect(dropped.rate).toBe("The interest rate in the link could not be used, so it was left out. Enter a percentage between 0% and 20%.");
    // The plan is still worked out: one income, no savings, no council.
    const e = evaluatePlan(query.values, TERMS);
    expect(e.input).toMatchObject({ incomes: [60_000], savings: null, rate: null, homes: [{ price: 350_000, area: null }] });
    expect(e.plan!.homes[0]!.firstHome.share).toBe(75_000);
  });

  it("asks for income and a price; absurd and malformed amounts get one clear message each", () => {
    const e = evaluate("income=&price=");
    expect(e.plan).toBeNull();
    expect(evaluatePlan({ ...read("").query.values, income: "", price: "" }, TERMS).issues).toMatchObject({
      income: { kind: "missing", message: "Enter your gross yearly income." },
      price: { kind: "missing", message: "Enter the price of the home." },
    });
    const live = evaluatePlan({ ...read("").query.values, income: "abc", price: "99999999999" }, TERMS);
    expect(live.issues.income?.message).toBe("Enter your gross yearly income as an amount in euro, for example 1,250.");
    expect(live.issues.price?.message).toBe("That is more than this tool works with: enter no more than €10,000,000.");
    expect(evaluatePlan({ ...read("").query.values, income: "50000.5", price: "500" }, TERMS).issues).toMatchObject({
      income: { message: "Enter whole euro, without cents." },
      price: { message: "Enter at least €1,000." },
    });
  });

  it("never throws on hostile input", () => {
    for (const qs of ["price=%F0%9F%8F%A0&income=1e400", "income=NaN&price=Infinity", `price2=${"9".repeat(400)}`, "area=__proto__&type=constructor&homeType=toString", "term=0&rate=-1"]) {
      expect(() => evaluate(qs)).not.toThrow();
    }
  });

  it("writes a link other pages can build", () => {
    expect(planHref({ buyer: "first", income: "60000", price: "350000", area: "meath", rate: "" })).toBe("/buying/plan?buyer=first&income=60000&price=350000&area=meath");
  });

  it("takes the questionnaire's buying answers, with the council where the county has one", () => {
    expect(plannerHref({ tenure: "buy", first: "yes", build: "new", county: "meath", gross: 60_000.5, net: 45_000, price: 350_000, deposit: 35_000, mortgage: 240_000 })).toBe(
      "/buying/plan?buyer=first&income=60000&savings=35000&price=350000&type=new&area=meath",
    );
    expect(plannerHref({ tenure: "buy", first: "no", build: "second-hand", county: "cork", gross: 90_000, price: 300_000, deposit: 30_000 })).toBe(
      "/buying/plan?buyer=other&income=90000&savings=30000&price=300000&type=existing",
    );
    expect(plannerHref({ tenure: "rent", county: "dublin" })).toBeNull();
  });
});
