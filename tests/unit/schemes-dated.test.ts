/**
 * The scheme rules as dated rules (issue 14): each rule is sound, the picker
 * chooses the right period at each boundary, and the pages say different
 * things before and after a boundary (never an old figure as current).
 */
import { describe, expect, it } from "vitest";
import { ruleOn, ruleProblems, valueOn } from "~/facts/dated";
import {
  SCHEME_RULES,
  costRentalIncomeRule,
  firstHomeCeilingsRule,
  firstHomeSchemeRule,
  helpToBuyRule,
  helpToBuyVatApartmentsRule,
  lahlIncomeRule,
  mortgageAllowanceRule,
  socialHousingBandsRule,
  socialHousingThresholdsRule,
} from "~/facts/schemes";
import { COUNCIL_IDS } from "~/facts/local-authorities";
import { ALL_RULES } from "~/facts/dated-rules";
import { costRentalPage } from "~/content/schemes/cost-rental";
import { firstHomePage } from "~/content/schemes/first-home";
import { helpToBuyPage } from "~/content/schemes/help-to-buy";
import { socialHousingPage } from "~/content/schemes/social-housing";
import { localAuthoritiesPage } from "~/content/schemes/local-authorities";
import type { SchemePage } from "~/content/schemes/types";
import type { Block } from "~/content/types";
import { toPlainText } from "~/lib/rich-text";
import { faqItems } from "~/content/faq-items";
import { blockText } from "~/content/block-text";

/** What a block says, with a source note's basis (what the source is cited for), which these checks read too. */
const texts = (b: Block): string[] => [...blockText(b), ...(b.type === "source" ? (b.basis ?? []) : [])];
const sectionText = (page: SchemePage, id: string) =>
  page.sections.find((s) => s.id === id)!.blocks.flatMap(texts).map(toPlainText).join("\n");
const blocks = (page: SchemePage, id: string) => page.sections.find((s) => s.id === id)!.blocks;

describe("scheme rules are sound", () => {
  it.each(SCHEME_RULES.map((r) => [r.id, r] as const))("%s has no overlaps, unmarked gaps or missing sources", (_id, rule) => {
    expect(ruleProblems(rule)).toEqual([]);
    expect(rule.pages.length).toBeGreaterThan(0);
    expect(rule.checked >= "2026-11-25", rule.checked).toBe(true);
  });

  it("every scheme rule is on /changes (ALL_RULES) and ids are unique", () => {
    const ids = ALL_RULES.map((r) => r.id);
    for (const rule of SCHEME_RULES) expect(ids).toContain(rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("every council has a band and a ceiling entry (a figure or an explicit 'not confirmed')", () => {
    const bands = valueOn(socialHousingBandsRule, "2026-11-24");
    const ceilings = valueOn(firstHomeCeilingsRule, "2026-11-24");
    for (const id of COUNCIL_IDS) {
      expect([1, 2, 3], id).toContain(bands[id]);
      expect(id in ceilings, id).toBe(true);
    }
  });
});

describe("the picker at each boundary", () => {
  it("Help to Buy runs to 31 December 2029 (Finance Act 2024, s. 7) and has ended on 1 January 2030", () => {
    expect(ruleOn(helpToBuyRule, "2029-12-31").state).toBe("current");
    expect(valueOn(helpToBuyRule, "2029-12-31").maxRefund).toBe(30_000);
    expect(ruleOn(helpToBuyRule, "2030-01-01").state).toBe("ended");
    expect(() => valueOn(helpToBuyRule, "2030-01-01")).toThrow();
    expect(ruleOn(helpToBuyRule, "2026-11-24").period!.source.name).toBe("Finance Act 2024");
  });

  it("9% VAT apartments count for Help to Buy from 26 November 2025 (Finance Act 2025, s. 5)", () => {
    expect(ruleOn(helpToBuyVatApartmentsRule, "2025-11-25").state).toBe("none");
    expect(ruleOn(helpToBuyVatApartmentsRule, "2025-11-26").state).toBe("current");
  });

  it("First Home: 30% / 20% with HTB until 1 June 2027 (reported), ended the day after", () => {
    const on = valueOn(firstHomeSchemeRule, "2027-06-01");
    expect([on.maxSharePercent, on.maxShareWithHelpToBuyPercent]).toEqual([30, 20]);
    expect(ruleOn(firstHomeSchemeRule, "2027-06-01").period!.certainty).toBe("reported");
    expect(ruleOn(firstHomeSchemeRule, "2027-06-02").state).toBe("ended");
    // The spec's 35% cap and €80,000 income limit were never the scheme's rules.
    const claims = firstHomeSchemeRule.earlierClaims!.map((c) => c.claim).join(" ");
    expect(claims).toContain("35%");
    expect(claims).toContain("€80,000");
  });

  it("Cost Rental: €53,000 on 31 July 2023; €66,000 Dublin / €59,000 elsewhere from 1 August 2023", () => {
    expect(valueOn(costRentalIncomeRule, "2023-07-31")).toEqual({ dublin: 53_000, elsewhere: 53_000 });
    expect(valueOn(costRentalIncomeRule, "2023-08-01")).toEqual({ dublin: 66_000, elsewhere: 59_000 });
  });

  it("Social housing: base limits rose by €5,000 on 1 January 2023; five councils moved to Band 2 on 1 October 2022", () => {
    expect(valueOn(socialHousingThresholdsRule, "2022-12-31")).toEqual({ 1: 35_000, 2: 30_000, 3: 25_000 });
    expect(valueOn(socialHousingThresholdsRule, "2023-01-01")).toEqual({ 1: 40_000, 2: 35_000, 3: 30_000 });
    expect(valueOn(socialHousingBandsRule, "2022-09-30").clare).toBe(3);
    expect(valueOn(socialHousingBandsRule, "2022-10-01").clare).toBe(2);
    expect(valueOn(socialHousingBandsRule, "2022-10-01")["dublin-city"]).toBe(1);
  });

  it("Local Authority Home Loan: €70,000 / €85,000 from 1 March 2023 (the 2026 rise is announced, not a period)", () => {
    expect(valueOn(lahlIncomeRule, "2023-02-28").single).toBe(65_000);
    expect(valueOn(lahlIncomeRule, "2023-03-01")).toEqual({ single: 70_000, joint: 85_000 });
    expect(valueOn(lahlIncomeRule, "2026-11-24").single).toBe(70_000);
  });

  it("Mortgage Allowance: €11,450 over five years, payments adding up", () => {
    const v = valueOn(mortgageAllowanceRule, "2026-11-24");
    expect(v.payments.reduce((sum, p) => sum + p.amount, 0)).toBe(v.total);
  });
});

describe("pages change with the date", () => {
  it("First Home before and after 1 June 2027: open 'until … unless extended', then 'ended on'", () => {
    const before = firstHomePage("2027-06-01");
    const after = firstHomePage("2027-06-02");
    const beforeText = sectionText(before, "what-it-is");
    const afterText = sectionText(after, "what-it-is");
    expect(beforeText).toContain("until 1 June 2027 unless extended");
    expect(beforeText).toContain("TheJournal.ie, 13 May 2025");
    expect(beforeText).not.toContain("ended on");
    expect(afterText).toContain("ended on that date");
    expect(toPlainText(after.header.lead)).toContain("was due to close");
    // After the end, the ceilings are no longer a current table.
    expect(blocks(after, "requirements").some((b) => b.type === "table")).toBe(false);
    expect(blocks(before, "requirements").some((b) => b.type === "table")).toBe(true);
  });

  it("First Home's source note says the figures are reported, with the real review date", () => {
    const source = blocks(firstHomePage("2026-11-24"), "requirements").find((b) => b.type === "source");
    expect(source && source.type === "source" && source.reviewed).toBe("2026-11-25");
    expect(source && source.type === "source" && source.basis!.join(" ")).toMatch(/Reported by TheJournal\.ie/);
  });

  it("Help to Buy before and after 31 December 2029", () => {
    expect(sectionText(helpToBuyPage("2029-12-31"), "deadlines")).toContain("until 31 December 2029 unless extended");
    const after = sectionText(helpToBuyPage("2030-01-01"), "deadlines");
    expect(after).toContain("Help to Buy ended on 31 December 2029");
    expect(after).not.toContain("unless extended");
  });

  it("Cost Rental before and after 1 August 2023", () => {
    expect(toPlainText(costRentalPage("2023-07-31").header.lead)).toContain("€53,000");
    const now = costRentalPage("2023-08-01");
    expect(toPlainText(now.header.lead)).toContain("€66,000 in Dublin and €59,000 elsewhere");
    expect(sectionText(now, "updates-2025")).toContain("Until 31 July 2023: a net household income of up to €53,000");
  });

  it("Social housing before and after 1 January 2023", () => {
    expect(sectionText(socialHousingPage("2022-12-31"), "income-thresholds")).toContain("€35,000");
    const now = sectionText(socialHousingPage("2023-01-01"), "income-thresholds");
    expect(now).toContain("from 1 January 2023");
    expect(now).toContain("€40,000");
  });
});

describe("the FAQ's scheme answers on a date", () => {
  const answer = (on: string, id: string) => faqItems(on).find((i) => i.id === id)!.answer.map(toPlainText).join(" ");

  it("state today's figures and keep the FAQ's old ones as history", () => {
    const fhs = answer("2026-11-24", "first-home-scheme");
    expect(fhs).toContain("until 1 June 2027 unless extended");
    expect(fhs).toContain("from €400,000 to €500,000, as reported");
    expect(fhs).toContain("from €375,000 in most of the country to €475,000 in Dublin"); // the spec's figures, as history
    const cr = answer("2026-11-24", "cost-rental-or-social-housing");
    expect(cr).toContain("up to €66,000 in Dublin and €59,000 elsewhere");
    expect(cr).toContain("it was €53,000 everywhere before");
    expect(answer("2026-11-24", "help-to-buy")).toContain("until 31 December 2029 unless extended");
  });

  it("say a scheme has ended once its end date has passed", () => {
    expect(answer("2027-06-02", "first-home-scheme")).toContain("was due to close to new applications on 1 June 2027");
    expect(answer("2030-01-01", "help-to-buy")).toContain("Help to Buy ended on 31 December 2029");
  });
});

describe("the Local Authority Home Loan on /schemes/local-authorities", () => {
  it("states the confirmed limits and rates, with the 2026 rise as announced only", () => {
    const page = localAuthoritiesPage("2026-11-24");
    const text = sectionText(page, "home-loan");
    expect(text).toContain("up to €70,000 for a single applicant and €85,000 for joint applicants, from 1 March 2023");
    expect(text).toContain("4% fixed for a loan of up to 25 years, or 4.05% for up to 30 years");
    expect(text).toContain("Until 28 February 2023: gross income of up to €50,000 or €65,000");
    expect(text).toContain("€80,000"); // announced, in the callout
    expect(text).toContain("We could not confirm on an official page the date these took effect");
    const [table] = blocks(page, "home-loan").filter((b) => b.type === "table");
    expect(table && table.type === "table" && table.rows).toContainEqual(["Dublin City Council", "€360,000"]);
    expect(table && table.type === "table" && table.rows).toHaveLength(31);
  });
});
