/**
 * The Rent Tax Credit, worked by hand (issue 33). Each expected figure is
 * worked here in the comment beside it from the rules in facts/taxes.ts:
 * 20% of the rent, up to €500 / €1,000 (2022–2023) or €1,000 / €2,000
 * (2024–2028); a year can be claimed until 31 December four years after it.
 */
import { describe, expect, it } from "vitest";
import { quoteProblems } from "~/facts/dated";
import { NOTE_TEXT } from "~/content/questionnaire";
import { RTC_WORDS } from "~/content/tools/rent-tax-credit";
import { closingClaimWindows, rentTaxCredit as creditRule, rentTaxCreditRate, RTC_CONDITIONS, taxRepaymentClaimWindow } from "~/facts/taxes";
import { rentCreditDeadlines } from "~/content/rent-credit";
import { creditForYear, creditYears, isNo, lastDayToClaim, NOT_SAID, rentByYear, rentTaxCredit as creditResult, type RentTaxCreditAmounts, type RentTaxCreditInput } from "~/rules/rent-tax-credit";
import { evaluateRtc, outsideYears, readRtcQuery, RTC_KEYS } from "~/tools/rent-tax-credit.form";
import type { RawValues } from "~/lib/params";
import type { RtcKey } from "~/tools/rent-tax-credit.form";

const values = (v: Partial<Record<string, string>>): RawValues<RtcKey> =>
  Object.fromEntries(RTC_KEYS.map((k) => [k, v[k] ?? ""])) as RawValues<RtcKey>;

/** The amounts for a private renter who has answered nothing about the conditions (the "if" answer): never a no. */
function rentTaxCredit(input: Omit<RentTaxCreditInput, "conditions">, today: string): RentTaxCreditAmounts {
  const r = creditResult({ ...input, conditions: NOT_SAID }, today);
  if (isNo(r)) throw new Error("expected amounts");
  return r;
}

describe("the rules behind the tool", () => {
  it("the years, the rate and the window come from the dated rules, each quoting its source", () => {
    expect(creditYears()).toEqual([2022, 2023, 2024, 2025, 2026, 2027, 2028]);
    for (const rule of [creditRule, rentTaxCreditRate, taxRepaymentClaimWindow]) expect(quoteProblems(rule)).toEqual([]);
  });

  it("the last day to claim is 31 December four years after the year", () => {
    expect(lastDayToClaim(2022)).toBe("2026-12-31");
    expect(lastDayToClaim(2025)).toBe("2029-12-31");
  });
});

describe("worked by hand", () => {
  it("a single renter paying €1,200 a month through 2023 gets €500 for 2023", () => {
    // 12 × €1,200 = €14,400; 20% = €2,880; the 2023 maximum for a single person is €500.
    const r = rentTaxCredit({ status: "single", years: new Map(), monthly: { monthly: 1_200, from: "2023-01-01", to: "2023-12-31" } }, "2026-11-27");
    expect(r.years).toHaveLength(1);
    expect(r.years[0]).toMatchObject({ year: 2023, payments: 12, rent: 14_400, share: 2_880, max: 500, credit: 500, limitedBy: "max", lastDay: "2027-12-31", state: "open" });
    expect(r.totalClaimable).toBe(500);
  });

  it("a jointly assessed couple paying €800 a month through 2025 gets €1,920 for 2025", () => {
    // 12 × €800 = €9,600; 20% = €1,920, under the €2,000 couple maximum for 2025.
    const r = rentTaxCredit({ status: "couple", years: new Map(), monthly: { monthly: 800, from: "2025-01-01", to: "2025-12-31" } }, "2026-11-27");
    expect(r.years[0]).toMatchObject({ year: 2025, rent: 9_600, share: 1_920, max: 2_000, credit: 1_920, limitedBy: "share" });
  });

  it("the same couple from 2022: €1,000 + €1,000 + €1,920 + €1,920 = €5,840", () => {
    // 2022 and 2023: 20% of €9,600 = €1,920, capped at €1,000; 2024 and 2025: €1,920 each.
    const r = rentTaxCredit({ status: "couple", years: new Map(), monthly: { monthly: 800, from: "2022-01-01", to: "2025-12-31" } }, "2026-11-27");
    expect(r.years.map((y) => y.credit)).toEqual([1_000, 1_000, 1_920, 1_920]);
    expect(r.totalClaimable).toBe(5_840);
  });

  it("2022 can still be claimed on 31 December 2026, and not on 1 January 2027", () => {
    const input = { status: "single" as const, years: new Map([[2022, 3_000]]), monthly: null };
    const before = rentTaxCredit(input, "2026-12-31");
    expect(before.years[0]).toMatchObject({ year: 2022, credit: 500, claimable: true, state: "open", closingSoon: true });
    expect(before.totalClaimable).toBe(500);
    const after = rentTaxCredit(input, "2027-01-01");
    expect(after.years[0]).toMatchObject({ claimable: false, state: "closed" });
    expect(after.totalClaimable).toBe(0);
  });

  it("warns of a window closing within three months of the rules date, not before", () => {
    const input = { status: "single" as const, years: new Map([[2022, 3_000]]), monthly: null };
    // 30 September 2026 + 3 months = 30 December 2026: 31 December is not yet within.
    expect(rentTaxCredit(input, "2026-09-30").closingSoon).toHaveLength(0);
    expect(rentTaxCredit(input, "2026-10-01").closingSoon.map((y) => y.year)).toEqual([2022]);
  });

  it("the year in progress is claimable now; a year not begun is not counted in the total", () => {
    const r = rentTaxCredit({ status: "single", years: new Map([[2026, 6_000], [2027, 6_000]]), monthly: null }, "2026-11-27");
    expect(r.years.map((y) => y.state)).toEqual(["current", "not-yet"]);
    // 2026: 20% of €6,000 = €1,200, capped at €1,000. 2027 not yet.
    expect(r.totalClaimable).toBe(1_000);
  });

  it("a small rent: 20% to the cent, rounded down", () => {
    // 20% of €1,234.57 = €246.914 → €246.91.
    expect(creditForYear(2024, 1_234.57, "single")).toMatchObject({ share: 246.91, credit: 246.91 });
  });

  it("monthly rent from the 31st pays on each month's last day, and years outside the credit are set aside", () => {
    const years = rentByYear({ monthly: 1_000, from: "2021-10-31", to: "2022-03-01" });
    // 31 Oct, 30 Nov, 31 Dec 2021; 31 Jan, 28 Feb 2022.
    expect(years).toEqual([{ year: 2021, payments: 3, rent: 3_000 }, { year: 2022, payments: 2, rent: 2_000 }]);
    const r = rentTaxCredit({ status: "single", years: new Map(), monthly: { monthly: 1_000, from: "2021-10-31", to: "2022-03-01" } }, "2026-11-27");
    expect(r.outsideYears).toEqual([2021]);
    expect(r.years.map((y) => [y.year, y.credit])).toEqual([[2022, 400]]);
  });

  it("a year's own total wins over the monthly working", () => {
    const r = rentTaxCredit({ status: "single", years: new Map([[2024, 2_000]]), monthly: { monthly: 1_000, from: "2024-01-01", to: "2024-12-31" } }, "2026-11-27");
    expect(r.years[0]).toMatchObject({ year: 2024, rent: 2_000, from: "year", credit: 400 });
  });
});

describe("the form: bad input gets a message beside its field, the rest is worked out", () => {
  const today = "2026-11-27";
  const amounts = (e: ReturnType<typeof evaluateRtc>) => {
    if (!e.result || isNo(e.result)) throw new Error("expected amounts");
    return e.result;
  };

  it("a negative, absurd or script value is flagged and the other years still count", () => {
    const e = evaluateRtc(values({ status: "single", rent2022: "-5", rent2023: "99999999", rent2024: "<script>alert(1)</script>", rent2025: "6000" }), today);
    expect(e.issues.rent2022?.message).toMatch(/can't be negative/);
    expect(e.issues.rent2023?.message).toMatch(/no more than/);
    expect(e.issues.rent2024?.message).toMatch(/amount in euro/);
    expect(JSON.stringify(e.issues)).not.toContain("<script>");
    expect(amounts(e).years.map((y) => [y.year, y.credit])).toEqual([[2025, 1_000]]);
  });

  it("an end date before the start, a monthly rent with no start, a start after today", () => {
    expect(evaluateRtc(values({ status: "single", rent: "1000", from: "2024-05-01", to: "2024-01-01" }), today).issues.to?.message).toMatch(/before the first/);
    expect(evaluateRtc(values({ status: "single", rent: "1000" }), today).issues.from?.message).toMatch(/first payment/);
    expect(evaluateRtc(values({ status: "single", rent: "1000", from: "2027-01-01" }), today).issues.from?.message).toMatch(/after today/);
  });

  it("monthly rent counts to today when no last date is given", () => {
    const e = evaluateRtc(values({ status: "single", rent: "500", from: "2026-01-01" }), today);
    // 1 Jan to 1 Nov 2026: 11 payments of €500 = €5,500; 20% = €1,100, capped at €1,000.
    expect(amounts(e).years[0]).toMatchObject({ year: 2026, payments: 11, rent: 5_500, credit: 1_000 });
  });

  it("a year the credit does not cover is named (digits only) from the ignored parameters", () => {
    const q = readRtcQuery(new URLSearchParams("status=single&rent2021=5000&rent2030=1&evil=%3Cb%3E"));
    expect(outsideYears(q.ignored)).toEqual(["2021", "2030"]);
  });

  it("an unknown landlord, support, registration, home or age is flagged beside its field, never echoed, and read as not said", () => {
    const bad = "%3Cscript%3Ex%3C%2Fscript%3E";
    const q = readRtcQuery(new URLSearchParams(`status=single&rent2024=6000&landlord=${bad}&support=maybe&registered=1&home=mine&childage=22`));
    const e = evaluateRtc(q.values, today);
    expect(e.issues.landlord?.message).toBe("Choose who the landlord is.");
    expect(e.issues.support?.message).toBe("Choose whether you get HAP, RAS or Rent Supplement.");
    expect(e.issues.registered?.message).toBe("Choose whether the tenancy is registered with the RTB.");
    expect(e.issues.home?.message).toBe("Choose whose home the rent is for.");
    expect(e.issues.childage?.message).toBe("Choose your child's age when they first started an approved course.");
    expect(JSON.stringify(e.issues)).not.toMatch(/script|maybe|mine/);
    // Every condition not said: the answer still comes, conditions first.
    const r = amounts(e);
    expect(r.verdict).toMatchObject({ kind: "if" });
    expect(RTC_WORDS.answer(r, today)).toMatch(/^You can claim only if your landlord is not a local authority \(council\)/);
    expect(r.totalClaimable).toBe(1_000);
  });

  it("a plain no needs no rent: a council tenant gets it with no rent entered", () => {
    const e = evaluateRtc(values({ status: "single", landlord: "council" }), today);
    expect(e.result && isNo(e.result)).toBe(true);
    expect(e.issues).toEqual({});
  });
});

describe("the answer sentence: what can be claimed now, in words, before the table", () => {
  // Every condition answered and met: a private landlord, no support, a registered tenancy.
  const MET = { home: "own", landlord: "private", support: "none", registered: "yes", childAge: null } as const;
  const answer = (years: [number, number][], today: string) => {
    const r = creditResult({ status: "single", years: new Map(years), monthly: null, conditions: MET }, today);
    return RTC_WORDS.answer(r as RentTaxCreditAmounts, today);
  };

  it("names the total, then each year's credit and its last day", () => {
    // 2022 €12,000 → €500 (cap); 2023 €1,500 → €300; 2024 €6,000 → €1,000 (cap).
    expect(answer([[2022, 12_000], [2023, 1_500], [2024, 6_000]], "2026-11-27")).toBe(
      "You can still claim €1,800: €500 for 2022 (claims close on 31 December 2026), €300 for 2023 (until 31 December 2027) and €1,000 for 2024 (until 31 December 2028).",
    );
  });

  it("one year reads as one claim; the year in progress says it can be claimed as you pay", () => {
    expect(answer([[2023, 1_500]], "2026-11-27")).toBe("You can still claim €300 for 2023 (claims close on 31 December 2027).");
    // 2026 €6,000 → €1,000 (cap); 2027 has not begun and is left out.
    expect(answer([[2026, 6_000], [2027, 6_000]], "2026-11-27")).toBe(
      "You can still claim €1,000 for 2026 (this year: claim as you pay, or until 31 December 2030).",
    );
  });

  it("says plainly why nothing can be claimed", () => {
    expect(answer([[2022, 3_000]], "2027-01-01")).toBe("You cannot claim anything now for the years you entered: claims for 2022 have closed.");
    expect(answer([[2027, 3_000], [2028, 3_000]], "2026-11-27")).toBe("You cannot claim anything now for the years you entered: 2027 and 2028 have not begun.");
  });

  it("the questionnaire's Rent Tax Credit note takes its rate from the dated rule", () => {
    const rate = rentTaxCreditRate.periods[rentTaxCreditRate.periods.length - 1]!.value;
    expect(NOTE_TEXT["rtc.amount"]!({})).toContain(`The credit is ${rate}% of the rent you pay`);
  });
});

/* ---------------- Worked cases from the law (issue 42) ---------------- */

/**
 * One case for each condition of TCA 1997 s. 473B the tool applies, and its
 * opposite, each named with its section. The rent is the issue's: €650 a
 * month since 1 January 2021, asked on 28 November 2026. Where the answer is
 * yes, the amount is worked by hand: 2021 is before the credit; 2022 and
 * 2023, 12 × €650 = €7,800, 20% = €1,560, capped at €500 each; 2024 and
 * 2025, capped at €1,000 each; 2026, 11 payments (1 January to 1 November) =
 * €7,150, 20% = €1,430, capped at €1,000. Total €4,000. A "no" has no amount
 * at all: no total, and no "€" in its answer.
 */
const TODAY = "2026-11-28";
const RENT = { status: "single", rent: "650", from: "2021-01-01" } as const;
const PRIVATE_MET = { landlord: "private", support: "none", registered: "yes" } as const;

interface LawCase {
  name: string;
  answers: Record<string, string>;
  /** The answer's first sentence, exactly, or its opening words. */
  first: string | RegExp;
  /** The total that can still be claimed; null for a no (no amount). */
  total: number | null;
}

const NO = (first: string): Pick<LawCase, "first" | "total"> => ({ first, total: null });
const YES = { first: /^You can still claim €4,000: €500 for 2022 \(claims close on 31 December 2026\)/, total: 4_000 };

const LAW_CASES: LawCase[] = [
  // s. 473B(6)(a)(i): a "specified landlord".
  { name: "s. 473B(6)(a)(i): a council tenant gets no credit", answers: { ...PRIVATE_MET, landlord: "council" }, ...NO(
    "No: there is no Rent Tax Credit for rent paid to a local authority (council), an approved housing body, a Government Minister or the Office of Public Works.") },
  { name: "s. 473B(6)(a)(i): an approved housing body's tenant gets no credit", answers: { ...PRIVATE_MET, landlord: "housing-body" }, ...NO(
    "No: there is no Rent Tax Credit for rent paid to a local authority (council), an approved housing body, a Government Minister or the Office of Public Works.") },
  { name: "s. 473B(6)(a)(i), the opposite: a private landlord's tenant gets the credit", answers: { ...PRIVATE_MET }, ...YES },
  // s. 473B(6)(a)(ii): a "supported tenant".
  { name: "s. 473B(6)(a)(ii): a tenant getting HAP gets no credit", answers: { ...PRIVATE_MET, support: "hap" }, ...NO(
    "No: there is no Rent Tax Credit for a home you get the Housing Assistance Payment (HAP) for, even if you pay part of the rent yourself.") },
  { name: "s. 473B(6)(a)(ii): a tenant under RAS gets no credit", answers: { ...PRIVATE_MET, support: "ras" }, ...NO(
    "No: there is no Rent Tax Credit for a home you get through the Rental Accommodation Scheme (RAS), even if you pay the rent yourself.") },
  { name: "s. 473B(6)(a)(ii): a tenant getting Rent Supplement gets no credit", answers: { ...PRIVATE_MET, support: "rent-supplement" }, ...NO(
    "No: there is no Rent Tax Credit for a home you get Rent Supplement for, even if you pay part of the rent yourself.") },
  { name: "s. 473B(6)(a)(ii) with (1), “supported tenant” (b): a Cost Rental tenant gets no credit", answers: { ...PRIVATE_MET, landlord: "cost-rental" }, ...NO(
    "No: there is no Rent Tax Credit for a Cost Rental home.") },
  { name: "s. 473B(6)(a)(ii), the opposite: a tenant with no HAP, RAS or Rent Supplement gets the credit", answers: { ...PRIVATE_MET, support: "none" }, ...YES },
  // s. 473B(6)(b) and (7): relatives.
  { name: "s. 473B(7)(a): rent paid to a parent or a child gets no credit", answers: { ...PRIVATE_MET, landlord: "parent-or-child" }, ...NO(
    "No: there is no Rent Tax Credit for rent paid to your parent or your child.") },
  { name: "s. 473B(7): another relative, under a registered tenancy, gets the credit", answers: { ...PRIVATE_MET, landlord: "relative", registered: "yes" }, ...YES },
  { name: "s. 473B(7)(c): another relative, the tenancy not registered, gets no credit", answers: { ...PRIVATE_MET, landlord: "relative", registered: "no" }, ...NO(
    "No: rent paid to a relative counts only if the tenancy is registered with the RTB, and you said it is not.") },
  { name: "s. 473B(7)(b): a room in a relative's own home (need not be registered) gets no credit", answers: { ...PRIVATE_MET, landlord: "relative", registered: "room" }, ...NO(
    "No: rent paid to a relative counts only under a tenancy that must be registered with the RTB, and a room in the relative's own home is not one.") },
  // s. 473B(1), "tenancy": registered, or a room in the landlord's own home.
  { name: "s. 473B(1), “tenancy” (a): a private tenancy not registered with the RTB gets no credit", answers: { ...PRIVATE_MET, registered: "no" }, ...NO(
    "No: the credit counts only rent paid under a tenancy registered with the RTB (or for a room in your landlord's own home), and you said your tenancy is not registered.") },
  { name: "s. 473B(1), “tenancy” (a), the opposite: a registered private tenancy gets the credit", answers: { ...PRIVATE_MET, registered: "yes" }, ...YES },
  { name: "s. 473B(1), “tenancy” (b): a room in the landlord's own home (rent-a-room, digs) gets the credit unregistered", answers: { ...PRIVATE_MET, registered: "room" }, ...YES },
  // s. 473B(8), as substituted by Finance (No. 2) Act 2023, s. 11: a parent paying for a student child.
  { name: "s. 473B(8) (F(No. 2)A 2023, s. 11): a parent paying for a child under 23 when the course began gets the credit", answers: { ...PRIVATE_MET, home: "child", childage: "under-23" }, ...YES },
  { name: "s. 473B(1), “child”: a child 23 or older when the course began gets no credit for the parent", answers: { ...PRIVATE_MET, home: "child", childage: "23-or-over" }, ...NO(
    "No: a parent can claim for a child's home only if the child was under 23 on 1 January of the year they first started an approved course.") },
  { name: "s. 473B(8)(i): a parent paying a relative of the parent or child gets no credit", answers: { ...PRIVATE_MET, home: "child", childage: "under-23", landlord: "relative" }, ...NO(
    "No: a parent cannot claim for a child's home when the parent or the child is a relative of the landlord.") },
  { name: "s. 473B(8)(iii) (as substituted): a parent paying for digs, which need not be registered, gets the credit", answers: { ...PRIVATE_MET, home: "child", childage: "under-23", registered: "room" }, ...YES },
  { name: "s. 473B(8)(iii): a parent paying under a tenancy that must be registered and is not gets no credit", answers: { ...PRIVATE_MET, home: "child", childage: "under-23", registered: "no" }, ...NO(
    "No: the credit counts only rent paid under a tenancy registered with the RTB (or for a room in your landlord's own home), and you said your tenancy is not registered.") },
  // Not said: the conditions come first.
  {
    name: "s. 473B(6) and (7), not said (a link made before the questions): the first sentence names the exclusions, then the amount",
    answers: {},
    first:
      "You can claim only if your landlord is not a local authority (council), an approved housing body, a Government Minister or the Office of Public Works; the home is not a Cost Rental home; your landlord is not your parent or your child; you get no HAP, RAS or Rent Supplement for the home; and the tenancy is registered with the RTB, or you rent a room in your landlord's own home.",
    total: 4_000,
  },
  {
    name: "s. 473B(8), not said: a parent who gives no age is told the age rule first",
    answers: { ...PRIVATE_MET, home: "child" },
    first: "You can claim only if your child was under 23 on 1 January of the year they first started an approved course.",
    total: 4_000,
  },
];

/** The first sentence of an answer: up to the first full stop followed by a space. */
const firstSentence = (text: string) => text.split(/(?<=\.) /)[0]!;

describe("worked cases from the law: each condition of s. 473B and its opposite", () => {
  it.each(LAW_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const e = evaluateRtc(values({ ...RENT, ...c.answers }), TODAY);
    expect(e.issues).toEqual({});
    const r = e.result!;
    const text = RTC_WORDS.answer(r, TODAY);
    if (typeof c.first === "string") expect(firstSentence(text)).toBe(c.first);
    else expect(text).toMatch(c.first);
    if (c.total === null) {
      expect(isNo(r)).toBe(true);
      // No amount anywhere: the result has no total or years, and the answer names no sum.
      expect(r).not.toHaveProperty("totalClaimable");
      expect(r).not.toHaveProperty("years");
      expect(text).not.toContain("€");
    } else {
      expect(isNo(r)).toBe(false);
      expect((r as RentTaxCreditAmounts).totalClaimable).toBe(c.total);
      // The first sentence comes before any amount when something is not said.
      if (r.verdict.kind === "if") expect(firstSentence(text)).not.toContain("€");
    }
  });

  it("covers every condition rule, both ways", () => {
    const named = LAW_CASES.map((c) => c.name).join("\n");
    for (const section of ["(6)(a)(i)", "(6)(a)(ii)", "(7)", "(1), “tenancy”", "(8)", "(1), “child”"]) expect(named).toContain(`s. 473B${section}`);
    expect(LAW_CASES.filter((c) => c.total === null).length).toBeGreaterThanOrEqual(8);
    expect(LAW_CASES.filter((c) => c.total !== null).length).toBeGreaterThanOrEqual(8);
  });
});

describe("the conditions are dated rules, read by the logic", () => {
  it("each is a condition with one period, the credit's years, quoting its Act", () => {
    const first = creditRule.periods[0]!.from;
    const last = creditRule.periods[creditRule.periods.length - 1]!.until;
    for (const rule of Object.values(RTC_CONDITIONS)) {
      expect(rule.kind, rule.id).toBe("condition");
      // One verdict holds for every year (rules/rent-tax-credit.ts works it out once): a second period would need it year by year.
      expect(rule.periods.map((p) => [p.from, p.until]), rule.id).toEqual([[first, last]]);
      expect(quoteProblems(rule), rule.id).toEqual([]);
      expect(rule.periods[0]!.source.url, rule.id).toMatch(/irishstatutebook\.ie\/eli\/20(22\/act\/44|23\/act\/39)\/section\/1[13]\//);
    }
  });

  it("the excluded landlords and supports the logic applies are the rules' values", () => {
    const sl = RTC_CONDITIONS.specifiedLandlords.periods[0]!.value;
    const st = RTC_CONDITIONS.supportedTenants.periods[0]!.value;
    expect(sl.landlords).toEqual(["council", "housing-body"]);
    expect(st.supports).toEqual(["hap", "ras", "rent-supplement"]);
    expect(st.landlords).toEqual(["cost-rental"]);
    // A change of the rule's value changes the answer: the logic reads it, it is not typed twice.
    for (const landlord of sl.landlords) expect(isNo(creditResult({ status: "single", years: new Map([[2025, 6_000]]), monthly: null, conditions: { ...NOT_SAID, landlord } }, TODAY))).toBe(true);
  });
});

describe("the 2022 claim window: warned of until it closes, from the rules", () => {
  it("closingClaimWindows gives 2022 from 1 October to 31 December 2026, and nothing on 1 January 2027", () => {
    expect(closingClaimWindows("2026-09-30")).toEqual([]);
    expect(closingClaimWindows("2026-10-01")).toEqual([{ year: 2022, lastDay: lastDayToClaim(2022) }]);
    expect(closingClaimWindows("2026-12-31")).toEqual([{ year: 2022, lastDay: "2026-12-31" }]);
    expect(closingClaimWindows("2027-01-01")).toEqual([]);
    expect(closingClaimWindows("2027-10-01").map((w) => w.year)).toEqual([2023]);
  });

  it("the warning names the year and the day, worked out from s. 865(4), and links the law", () => {
    const [text] = rentCreditDeadlines("2026-11-28");
    expect(text).toContain("**Rent Tax Credit: Claims for 2022 close on 31 December 2026.**");
    expect(text).toContain("s. 865(4)");
    expect(rentCreditDeadlines("2027-01-01")).toEqual([]);
  });
});
