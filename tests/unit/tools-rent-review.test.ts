import { describe, expect, it } from "vitest";
import { rulesCsv, rulesData } from "~/facts/rules-data";
import { historyItems } from "~/content/dated-words";
import { rentControlRule } from "~/facts/tenancy";
import { evaluateRent, readRentQuery, rentQuery } from "~/tools/rent-review.form";
import { rentCap, rentReview, type RentReviewInput } from "~/tools/rent-review";
import { rentAnswer } from "~/tools/ui/RentReviewTool";
import { pageTitle } from "~/content/pages";

const TODAY = "2026-11-24";

const input = (o: Partial<RentReviewInput>): RentReviewInput => ({ rent: 1500, lastSet: "2025-03-01", start: "2024-01-01", inflation: 2, kind: "standard", reviewOn: null, ...o });

/**
 * Hand-worked. Earliest review = last set + 12 months; the rule is the one in
 * force on the review date (HICP until 28 February 2026, CPI from 1 March 2026);
 * increase = the lower of 2% × complete months ÷ 12 (simple) and the rise in
 * prices entered (new apartments from 1 March 2026: the rise in prices only),
 * never below 0; the highest rent rounded down to the cent.
 */
const CASES: [string, RentReviewInput, string, string, "HICP" | "CPI", number, number, number][] = [
  // name, input, earliest review, review date, index, months, increase %, highest rent
  ["1 Mar 2026, CPI below 2%", input({ inflation: 1.5, reviewOn: "2026-03-01" }), "2026-03-01", "2026-03-01", "CPI", 12, 1.5, 1522.5],
  ["1 Mar 2026, CPI above 2%", input({ inflation: 3.2, reviewOn: "2026-03-01" }), "2026-03-01", "2026-03-01", "CPI", 12, 2, 1530],
  ["28 Feb 2026 (whole-State RPZ), HICP below 2%", input({ lastSet: "2025-02-28", inflation: 1.5, reviewOn: "2026-02-28" }), "2026-02-28", "2026-02-28", "HICP", 12, 1.5, 1522.5],
  ["28 Feb 2026 (whole-State RPZ), HICP above 2%", input({ lastSet: "2025-02-28", inflation: 3.2, reviewOn: "2026-02-28" }), "2026-02-28", "2026-02-28", "HICP", 12, 2, 1530],
  ["new apartment from 1 Mar 2026: CPI without the 2% limit", input({ inflation: 3.2, kind: "new-apartment", reviewOn: "2026-03-01" }), "2026-03-01", "2026-03-01", "CPI", 12, 3.2, 1548],
  ["new apartment on 28 Feb 2026: the 2% limit still applied", input({ lastSet: "2025-02-28", inflation: 3.2, kind: "new-apartment", reviewOn: "2026-02-28" }), "2026-02-28", "2026-02-28", "HICP", 12, 2, 1530],
  ["18 months: 3% limit, CPI 2.5% lower", input({ lastSet: "2025-09-01", inflation: 2.5, reviewOn: "2027-03-01" }), "2026-09-01", "2027-03-01", "CPI", 18, 2.5, 1537.5],
  ["18 months: 3% limit lower than CPI 4%", input({ lastSet: "2025-09-01", inflation: 4, reviewOn: "2027-03-01" }), "2026-09-01", "2027-03-01", "CPI", 18, 3, 1545],
  ["earliest date ahead: worked to it", input({ rent: 2000, start: "2026-06-15", lastSet: "2026-06-15", inflation: 1 }), "2027-06-15", "2027-06-15", "CPI", 12, 1, 2020],
  ["earliest date passed: worked to today, 22 months", input({ rent: 1200, start: "2020-01-01", lastSet: "2025-01-10", inflation: 5 }), "2026-01-10", TODAY, "CPI", 22, 44 / 12, 1244],
  ["prices fell: no increase", input({ inflation: -0.8, reviewOn: "2026-03-01" }), "2026-03-01", "2026-03-01", "CPI", 12, 0, 1500],
  ["rounded down to the cent", input({ rent: 999.99, inflation: 2, reviewOn: "2026-03-01" }), "2026-03-01", "2026-03-01", "CPI", 12, 2, 1019.98],
  ["set on 29 February 2024: earliest 28 February 2025, worked to today", input({ rent: 2000, start: "2024-02-29", lastSet: "2024-02-29", inflation: 4 }), "2025-02-28", TODAY, "CPI", 32, 4, 2080],
];

describe("tools: rent review rule", () => {
  it.each(CASES)("%s", (_name, i, earliest, review, index, months, increase, maxRent) => {
    const outcome = rentReview(i, TODAY);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.earliestReview).toBe(earliest);
    expect(outcome.result.reviewDate).toBe(review);
    expect(outcome.result.rule.index).toBe(index);
    expect(outcome.result.rule.reviewMonths).toBe(12);
    expect(outcome.result.cap!.months).toBe(months);
    expect(outcome.result.cap!.increasePercent).toBeCloseTo(increase, 10);
    expect(outcome.result.cap!.maxRent).toBe(maxRent);
  });

  it("says which limit set the increase", () => {
    expect(rentCap(1000, 3, 12, 2).limitedBy).toBe("cap");
    expect(rentCap(1000, 1, 12, 2).limitedBy).toBe("inflation");
    expect(rentCap(1000, 3, 12, null).limitedBy).toBe("inflation");
    expect(rentCap(1000, -0.5, 12, 2).limitedBy).toBe("no-increase");
    expect(rentCap(1000, 3, 12, 2).increase).toBe(20);
  });

  it("without the rise in prices, the 2% limb alone is the upper bound; the rise, when given, narrows it (issue 36)", () => {
    const without = rentReview(input({ inflation: null, reviewOn: "2026-03-01" }), TODAY);
    expect(without.ok && [without.result.cap!.limitedBy, without.result.cap!.maxRent, without.result.cap!.increase]).toEqual(["cap-only", 1530, 30]);
    const narrowed = rentReview(input({ inflation: 1.2, reviewOn: "2026-03-01" }), TODAY);
    expect(narrowed.ok && [narrowed.result.cap!.limitedBy, narrowed.result.cap!.maxRent]).toEqual(["inflation", 1518]);
    // The ceiling is the rule's own yearly figure (facts/tenancy.ts), over 18 months.
    const national = rentControlRule.periods[rentControlRule.periods.length - 1]!.value.capPercentPerYear;
    const long = rentReview(input({ inflation: null, lastSet: "2025-09-01", reviewOn: "2027-03-01" }), TODAY);
    expect(long.ok && long.result.cap!.increasePercent).toBeCloseTo(national * 1.5, 10);
    // A new apartment has no 2% limb: without the rise there is no figure, only the rule.
    const apartment = rentReview(input({ inflation: null, kind: "new-apartment", reviewOn: "2026-03-01" }), TODAY);
    expect(apartment.ok && apartment.result.cap).toBeNull();
  });

  it("is simple, not compounded: 2% over 24 months is 4%, not 4.04%", () => {
    expect(rentCap(1000, 9, 24, 2).maxRent).toBe(1040);
    expect(rentCap(1000, 9, 36, 2).maxRent).toBe(1060);
  });

  it("a market reset only for tenancies created from 1 March 2026, at the end of each 6-year period", () => {
    const at = (start: string, reviewOn: string) => rentReview(input({ start, lastSet: start, reviewOn, inflation: 10 }), TODAY);
    const reset = at("2026-03-01", "2032-03-01");
    expect(reset.ok && [reset.result.newRegime, reset.result.marketResetFrom, reset.result.marketResetPossible]).toEqual([true, "2032-03-01", true]);
    expect(reset.ok && reset.result.cap!.increasePercent).toBe(10); // 12% limit over 6 years; the 10% rise is lower
    const dayBefore = at("2026-03-01", "2032-02-29");
    expect(dayBefore.ok && dayBefore.result.marketResetPossible).toBe(false);
    const older = at("2026-02-28", "2032-03-01");
    expect(older.ok && [older.result.newRegime, older.result.marketResetFrom, older.result.marketResetPossible]).toEqual([false, null, false]);
  });

  it("refuses impossible dates and reviews before the rules it knows", () => {
    expect(rentReview(input({ lastSet: "2026-11-25" }), TODAY)).toEqual({ ok: false, problem: "last-set-in-future" });
    expect(rentReview(input({ lastSet: "2023-12-31" }), TODAY)).toEqual({ ok: false, problem: "set-before-start" });
    // A review date before the earliest is an answer, "No", with no amount (issue 42).
    const early = rentReview(input({ reviewOn: "2026-02-28" }), TODAY);
    expect(early.ok && [early.result.verdict, early.result.because, early.result.earliestReview, early.result.cap]).toEqual(["not-yet", "twelve-months", "2026-03-01", null]);
    expect(rentReview(input({ start: "2024-02-29", lastSet: "2024-02-29", reviewOn: "2025-02-28" }), TODAY)).toEqual({ ok: false, problem: "review-before-rules", rulesFrom: "2025-06-20" });
    expect(rentReview(input({ start: "2024-02-29", lastSet: "2024-02-29", reviewOn: "2025-06-20" }), TODAY).ok).toBe(true);
  });

  it("keeps the specification's Rent Pressure Zone figures as history", () => {
    const history = historyItems(rentControlRule, TODAY).join("\n");
    expect(history).toMatch(/once every 24 months/);
    expect(history).toMatch(/lower of 2% a year or HICP inflation/);
    expect(history).toMatch(/From 20 June 2025 to 28 February 2026/);
  });
});

describe("tools: rent review parameters", () => {
  const read = (qs: string) => readRentQuery(new URLSearchParams(qs));

  it("round-trips through the URL", () => {
    for (const [, i] of CASES) expect(evaluateRent(read(rentQuery(i)).values, TODAY).input).toEqual(i);
    expect(rentQuery(input({ rent: 1234.56, inflation: 1.75 }))).toBe("start=2024-01-01&set=2025-03-01&rent=1234.56&cpi=1.75&kind=standard");
  });

  it("reads money written the way people write it", () => {
    expect(evaluateRent(read("start=2024-01-01&rent=%E2%82%AC1%2C500&set=2025-03-01&cpi=2%25&kind=standard").values, TODAY).input?.rent).toBe(1500);
  });

  it("does not read the old Rent Pressure Zone link's yearly rate as the rise in prices", () => {
    const query = read("rpz=yes&set=2025-03-01&rent=1500&inflation=2.5");
    expect(query.ignored.map((i) => i.name)).toEqual(["rpz", "inflation"]);
    expect(evaluateRent(query.values, TODAY).result).toBeNull();
  });

  it("gives one clear message per bad input", () => {
    const issues = evaluateRent(read("start=2024-01-01&set=2025-02-30&kind=mansion").values, TODAY).issues;
    expect(issues.set?.message).toMatch(/does not exist/);
    expect(issues.kind?.message).toBe("Choose what kind of home it is.");
    const bad = evaluateRent(read("start=2024-01-01&rent=-900&set=2025-03-01&cpi=abc&kind=standard&review=2024-13-01").values, TODAY).issues;
    expect(bad.rent?.message).toBe("Your current monthly rent can't be negative.");
    expect(bad.cpi?.message).toMatch(/percentage as a number/);
    expect(bad.review?.message).toMatch(/does not exist/);
    expect(evaluateRent(read("start=2024-01-01&rent=5000000&set=2025-03-01&cpi=80&kind=standard").values, TODAY).issues).toMatchObject({
      rent: { message: expect.stringMatching(/no more than €100,000/) },
      cpi: { message: expect.stringMatching(/between -20% and 50%/) },
    });
    // Before the earliest review date: not an input error but a "No" (the tool's answer).
    const early = evaluateRent(read("start=2024-01-01&set=2025-03-01&review=2026-01-01&rent=1000&cpi=2&kind=standard").values, TODAY);
    expect([early.issues, early.result?.verdict, early.result?.earliestReview]).toEqual([{}, "not-yet", "2026-03-01"]);
    expect(evaluateRent(read("start=2024-01-01&set=2025-03-01&rent=1000&kind=standard&student=maybe").values, TODAY).issues.student?.message).toBe("Choose whether it is student accommodation.");
    expect(evaluateRent(read("start=2024-01-01&set=2027-01-01&rent=1000&cpi=2&kind=standard").values, TODAY).issues.set?.message).toMatch(/in the future/);
    expect(evaluateRent(read("start=2025-01-01&set=2024-03-01&rent=1000&cpi=2&kind=standard").values, TODAY).issues.set?.message).toMatch(/before the tenancy started/);
    expect(evaluateRent(read("start=2024-01-01&set=2024-03-01&rent=1000&cpi=2&kind=standard&review=2025-03-01").values, TODAY).issues.review?.message).toMatch(/from 20 June 2025/);
    expect(evaluateRent(read("kind=standard").values, TODAY).issues.start).toEqual({ kind: "missing", message: "Enter the date the tenancy started." });
  });

  it("never throws on hostile input", () => {
    for (const qs of ["start=%00&set=9999-99-99", `rent=${"9".repeat(5000)}`, "kind=__proto__&cpi=1e400", "set=2024-02-30&start=--&review=0000-00-00"]) {
      expect(() => evaluateRent(read(qs).values, TODAY)).not.toThrow();
      expect(evaluateRent(read(qs).values, TODAY).result).toBeNull();
    }
  });
});

/**
 * Worked cases from the law (issue 42): one for each condition the law sets
 * and its opposite, each named by its section. The answer's first sentence
 * is what the reader sees first: a plain "No" with why and no amount; else
 * when, with any condition not settled stated in it. Hand-worked from
 * s. 20 (12 months; 24 for a first review after an area became a zone,
 * kept by s. 20B(1), not for tenancies from 1 March 2026, s. 20B(2)),
 * s. 19(4) (the lower of 2% a year and CPI; no 2% for new apartments,
 * (4)(aa)), s. 19(5)(aa) to (ac) (market resets by creation date) and
 * s. 22(2) (90 days' notice; a same-day copy to the RTB from 1 March 2026).
 */
type RentCase = [name: string, query: string, today: string, firstSentence: string, expected: { verdict: "yes" | "not-yet"; earliest: string; maxRent: number | null; copyToRtb?: boolean }];

const BASE = "rent=1500&cpi=2&kind=standard";
const WORKED_RENT: RentCase[] = [
  [
    "s. 20(1)(a): a review 9 months after the rent was set: no, and no amount",
    `start=2024-01-01&set=2026-03-01&${BASE}&review=2026-12-01`,
    "2026-11-28",
    "No: your rent cannot be reviewed on 1 December 2026.",
    { verdict: "not-yet", earliest: "2027-03-01", maxRent: null },
  ],
  [
    "s. 20(1)(a): a review 12 months after the rent was set: yes",
    `start=2024-01-01&set=2025-03-01&${BASE}&zone=yes&review=2026-03-01`,
    "2026-11-28",
    "For a review on 1 March 2026:",
    { verdict: "yes", earliest: "2026-03-01", maxRent: 1530 },
  ],
  [
    "s. 20(4), s. 20B(1): first review after the area became a zone (20 June 2025), rent set before: no until 24 months",
    `start=2024-01-01&set=2025-03-01&${BASE}&zone=no&review=2026-06-01`,
    "2026-11-28",
    "No: your rent cannot be reviewed on 1 June 2026.",
    { verdict: "not-yet", earliest: "2027-03-01", maxRent: null },
  ],
  [
    "s. 20(4), s. 20B(1): the area was already a zone when the rent was set: 12 months",
    `start=2024-01-01&set=2025-03-01&${BASE}&zone=yes`,
    "2026-11-28",
    "Your rent can be reviewed now.",
    { verdict: "yes", earliest: "2026-03-01", maxRent: 1530 },
  ],
  [
    "s. 20(4), s. 20B(1): not said whether the area was already a zone: both dates in the first sentence",
    `start=2024-01-01&set=2025-03-01&${BASE}`,
    "2026-11-28",
    "If your area was already a Rent Pressure Zone when the rent was last set, your rent can be reviewed now; if it became one later (on 20 June 2025), not before 1 March 2027.",
    { verdict: "yes", earliest: "2026-03-01", maxRent: 1530 },
  ],
  [
    "s. 20B(2): a tenancy created from 1 March 2026 has no 24-month first review",
    `start=2026-03-01&set=2026-03-01&${BASE}&zone=no`,
    "2026-11-28",
    "Your rent can next be reviewed on 1 March 2027 at the earliest.",
    { verdict: "yes", earliest: "2027-03-01", maxRent: 1530, copyToRtb: true },
  ],
  [
    "s. 19(4)(a): 2% a year is lower than a 3.2% rise in the CPI",
    `start=2024-01-01&set=2025-03-01&rent=1500&cpi=3.2&kind=standard&zone=yes&review=2026-03-01`,
    "2026-11-28",
    "For a review on 1 March 2026:",
    { verdict: "yes", earliest: "2026-03-01", maxRent: 1530 },
  ],
  [
    "s. 19(4)(aa): a new apartment (work from 10 June 2025), review from 1 March 2026: CPI without the 2% limit",
    `start=2024-01-01&set=2025-03-01&rent=1500&cpi=3.2&kind=new-apartment&zone=yes&review=2026-03-01`,
    "2026-11-28",
    "For a review on 1 March 2026:",
    { verdict: "yes", earliest: "2026-03-01", maxRent: 1548 },
  ],
  [
    "s. 19(3), (4)(aa): a new apartment reviewed on 28 February 2026: the 2% limit still applied",
    `start=2024-01-01&set=2025-02-28&rent=1500&cpi=3.2&kind=new-apartment&zone=yes&review=2026-02-28`,
    "2026-11-28",
    "For a review on 28 February 2026:",
    { verdict: "yes", earliest: "2026-02-28", maxRent: 1530 },
  ],
  [
    "s. 19(5)(aa): tenancy created 1 March 2026, review at the end of its 6-year period: market reset possible",
    `start=2026-03-01&set=2031-03-01&${BASE}&student=no&review=2032-03-01`,
    "2032-06-01",
    "For a review on 1 March 2032:",
    { verdict: "yes", earliest: "2032-03-01", maxRent: 1530, copyToRtb: true },
  ],
  [
    "s. 19(5)(aa): tenancy created 28 February 2026: never reset",
    `start=2026-02-28&set=2031-03-01&${BASE}&student=no&review=2032-03-01`,
    "2032-06-01",
    "For a review on 1 March 2032:",
    { verdict: "yes", earliest: "2032-03-01", maxRent: 1530, copyToRtb: true },
  ],
  [
    "s. 19(5)(ab): student accommodation, tenancy created 1 March 2026: reset after 3 years (1 March 2029)",
    `start=2026-03-01&set=2028-03-01&${BASE}&student=yes&review=2029-03-01`,
    "2029-06-01",
    "For a review on 1 March 2029:",
    { verdict: "yes", earliest: "2029-03-01", maxRent: 1530, copyToRtb: true },
  ],
  [
    "s. 19(5)(aa): not student accommodation, the same dates: capped until 2032",
    `start=2026-03-01&set=2028-03-01&${BASE}&student=no&review=2029-03-01`,
    "2029-06-01",
    "For a review on 1 March 2029:",
    { verdict: "yes", earliest: "2029-03-01", maxRent: 1530, copyToRtb: true },
  ],
  [
    "s. 19(5)(ac): student accommodation, tenancy created from 1 March 2029: reset after 3 years",
    `start=2029-03-01&set=2031-03-01&${BASE}&student=yes&review=2032-03-01`,
    "2032-06-01",
    "For a review on 1 March 2032:",
    { verdict: "yes", earliest: "2032-03-01", maxRent: 1530, copyToRtb: true },
  ],
  [
    "s. 22(2) as amended by the 2026 Act, s. 10: a review notice served from 1 March 2026 is copied to the RTB the same day",
    `start=2024-01-01&set=2025-06-01&${BASE}&zone=yes&review=2026-06-01`,
    "2026-11-28",
    "For a review on 1 June 2026:",
    { verdict: "yes", earliest: "2026-06-01", maxRent: 1530, copyToRtb: true },
  ],
  [
    "s. 22(2) before the 2026 Act: a review on 1 March 2026 needed its notice by 1 December 2025, with no copy to the RTB",
    `start=2024-01-01&set=2025-03-01&${BASE}&zone=yes&review=2026-03-01`,
    "2026-11-28",
    "For a review on 1 March 2026:",
    { verdict: "yes", earliest: "2026-03-01", maxRent: 1530, copyToRtb: false },
  ],
];

/** The rest of each answer, worked by hand for the cases whose later sentences carry a condition. */
const WHOLE_ANSWER: Record<string, string> = {
  [WORKED_RENT[0]![0]]:
    "No: your rent cannot be reviewed on 1 December 2026. The law allows one review in each 12 months, and your rent was last set on 1 March 2026, so the earliest date is 1 March 2027.",
  [WORKED_RENT[2]![0]]:
    "No: your rent cannot be reviewed on 1 June 2026. In our reading of the Act, the first review since your area became a Rent Pressure Zone waits 24 months from when the rent was last set (1 March 2025), until 21 June 2027 at the latest, so the earliest date is 1 March 2027.",
  [WORKED_RENT[9]![0]]:
    "For a review on 1 March 2032: As the tenancy has reached the end of its 6-year period (1 March 2032), the rent can instead be reset to the market rent, if every rent set in that period kept to the cap. Reviewed in the ordinary way, the new rent can be at most €1,530 a month (€30 more). It needs written notice on the RTB's form, with a copy to the RTB the same day, served at least 90 days before (by 2 December 2031).",
  [WORKED_RENT[10]![0]]:
    "For a review on 1 March 2032: The new rent can be at most €1,530 a month (€30 more). It needs written notice on the RTB's form, with a copy to the RTB the same day, served at least 90 days before (by 2 December 2031).",
  [WORKED_RENT[11]![0]]:
    "For a review on 1 March 2029: As the tenancy has reached the end of its 3-year period (1 March 2029), the rent can instead be reset to the market rent, if every rent set in that period kept to the cap. Reviewed in the ordinary way, the new rent can be at most €1,530 a month (€30 more). It needs written notice on the RTB's form, with a copy to the RTB the same day, served at least 90 days before (by 1 December 2028).",
  [WORKED_RENT[12]![0]]:
    "For a review on 1 March 2029: The new rent can be at most €1,530 a month (€30 more). It needs written notice on the RTB's form, with a copy to the RTB the same day, served at least 90 days before (by 1 December 2028).",
  [WORKED_RENT[15]![0]]: "For a review on 1 March 2026: The new rent can be at most €1,530 a month (€30 more). It needs written notice on the RTB's form, served at least 90 days before (by 1 December 2025).",
};

describe("tools: rent review, worked cases from the law (issue 42)", () => {
  it.each(WORKED_RENT)("%s", (name, query, today, firstSentence, expected) => {
    const evaluation = evaluateRent(readRentQuery(new URLSearchParams(query)).values, today);
    const r = evaluation.result!;
    expect(r, query).not.toBeNull();
    const answer = rentAnswer(r, evaluation.input!);
    expect(answer.startsWith(firstSentence), answer).toBe(true);
    if (WHOLE_ANSWER[name]) expect(answer).toBe(WHOLE_ANSWER[name]);
    expect(r.verdict).toBe(expected.verdict);
    expect(r.earliestReview).toBe(expected.earliest);
    expect(r.cap?.maxRent ?? null).toBe(expected.maxRent);
    // A "No" names no amount.
    if (expected.verdict === "not-yet") expect(answer).not.toMatch(/€/);
    if (expected.copyToRtb !== undefined) expect(r.notice?.copyToRtb).toBe(expected.copyToRtb);
  });

  it("s. 19(5)(ab): student accommodation not said, a 2026 tenancy past 3 years: the answer states the student reset as a condition", () => {
    const evaluation = evaluateRent(readRentQuery(new URLSearchParams(`start=2026-03-01&set=2028-03-01&${BASE}&review=2029-03-01`)).values, "2029-06-01");
    expect(evaluation.result!.resetState).toBe("if-student");
    expect(rentAnswer(evaluation.result!, evaluation.input!)).toBe(
      "For a review on 1 March 2029: If the home is student accommodation, the rent can instead be reset to the market rent, as the tenancy has reached 3 years (1 March 2029), if every rent set kept to the cap. If not, the new rent can be at most €1,530 a month (€30 more). It needs written notice on the RTB's form, with a copy to the RTB the same day, served at least 90 days before (by 1 December 2028).",
    );
  });

  it("s. 22(2): once the earliest date has passed, a new rent applies only 90 days after a notice served today", () => {
    const evaluation = evaluateRent(readRentQuery(new URLSearchParams(`start=2024-01-01&set=2025-03-01&${BASE}&zone=yes`)).values, "2026-11-28");
    expect(evaluation.result!.notice).toMatchObject({ noticeDays: 90, copyToRtb: true, serveBy: null, appliesFrom: "2027-02-26" });
    expect(rentAnswer(evaluation.result!, evaluation.input!)).toContain(
      "A new rent can apply only 90 days after your landlord serves written notice on the RTB's form, with a copy to the RTB the same day: from 26 February 2027 at the earliest, for a notice served today.",
    );
  });
});

describe("tools: rent review, its conditions are open data", () => {
  it("the rules it reads are conditions in /data/rules.json and .csv, each period quoted", () => {
    const data = rulesData({ on: null, today: TODAY, builtAt: "2026-11-28T10:00:00.000Z", site: { name: "Irish Housing Guide", url: "https://example.ie" }, titles: pageTitle });
    const csv = rulesCsv(data);
    for (const id of ["rent-review-notice", "new-apartment-rent", "market-rent-reset", "first-review-after-zone"]) {
      const rule = data.rules.find((r) => r.id === id)!;
      expect(rule.kind, id).toBe("condition");
      expect(rule.periods.every((p) => p.quotes.length > 0), id).toBe(true);
      expect(csv, id).toContain(`${id},`);
    }
    const reset = data.rules.find((r) => r.id === "market-rent-reset")!;
    expect(reset.periods.map((p) => [p.from, (p.value as { studentResetYears: number | null }).studentResetYears])).toEqual([
      [null, null],
      ["2026-03-01", 3],
      ["2029-03-01", 3],
    ]);
  });
});
