/**
 * The renting pages state dated rules for the date they are built for
 * (issue 15): the same page built for two dates either side of a change says
 * different things, and always keeps the earlier rule visible as history.
 */
import { describe, expect, it } from "vitest";
import { faqItems } from "~/content/faq-items";
import { findingProperty } from "~/content/guides/finding-property";
import { rentalAgreements } from "~/content/guides/rental-agreements";
import { rentingGuide } from "~/content/guides/renting-guide";
import { tenantRights } from "~/content/guides/tenant-rights";
import type { TabbedGuide } from "~/content/guides/types";
import type { Block } from "~/content/types";
import { toPlainText } from "~/lib/rich-text";
import { blockText } from "~/content/block-text";

function blocks(guide: TabbedGuide): Block[] {
  return [...guide.intro.blocks, ...guide.topics.flatMap((t) => t.sections.flatMap((s) => s.blocks))];
}


const text = (guide: TabbedGuide) => blocks(guide).flatMap(blockText).map(toPlainText).join("\n");
const sectionIds = (guide: TabbedGuide) => guide.topics.flatMap((t) => t.sections.map((s) => s.id));
const callout = (guide: TabbedGuide, title: string) =>
  guide.intro.blocks.find((b): b is Extract<Block, { type: "callout" }> => b.type === "callout" && b.title === title);

describe("Tenant Rights before and after 1 March 2026", () => {
  const before = tenantRights("2026-02-15");
  const after = tenantRights("2026-11-24");

  it("opens with a 'Which rules apply to you?' box that links to both regimes and the notice checker from 1 March 2026", () => {
    const box = callout(after, "Which rules apply to you?");
    expect(box).toBeDefined();
    const boxText = (Array.isArray(box!.text) ? box!.text : [box!.text]).join(" ");
    expect(boxText).toContain("(/renting/tenant-rights?topic=security-of-tenure)");
    expect(boxText).toContain("(/renting/tenant-rights?topic=tenancies-from-march-2026)");
    expect(boxText).toContain("(/tools/notice-period)");
    expect(toPlainText(boxText)).toContain("Started before 1 March 2026");
    expect(after.intro.blocks[0]).toBe(box);
  });

  it("before 1 March 2026 there is one regime, and the box says the new law is coming", () => {
    expect(sectionIds(before)).not.toContain("tenancies-from-march-2026");
    const box = callout(before, "Which rules apply to you?")!;
    const boxText = toPlainText((Array.isArray(box.text) ? box.text : [box.text]).join(" "));
    expect(boxText).toContain("apply to every private tenancy");
    expect(boxText).toContain("tenancies created from 1 March 2026");
    expect(text(before)).not.toContain("Small landlord");
  });

  it("from 1 March 2026 it explains small and large landlords, the family list and the hardship tests", () => {
    expect(sectionIds(after)).toContain("tenancies-from-march-2026");
    const t = text(after);
    expect(t).toContain("Not a company, and a landlord under 3 tenancies or fewer");
    expect(t).toContain("A company, or a landlord under 4 or more tenancies");
    expect(t).toContain("on the day they serve a notice of termination");
    expect(t).toContain("ask the RTB to confirm");
    expect(t).toContain("at least 15% of the expected price");
    expect(t).toContain("within 9 months after the date the tenancy is to end");
    expect(t).toContain("A brother, sister, grandchild, grandparent, nephew or niece does not count");
    expect(t).toContain("These are the rules for a tenancy that started before 1 March 2026.");
  });

  it("keeps the spec's wording that is still right: security after 6 months, 24 hours' notice, 6 months for discrimination", () => {
    for (const g of [before, after]) {
      const t = text(g);
      expect(t).toContain("more than 6 months");
      expect(t).toContain("24 hours' notice");
      expect(t).toContain("within 6 months of the discrimination");
    }
  });

  it("gives the notice table since 6 July 2022, the same-day RTB copy and the 90/28-day challenge", () => {
    const t = text(after);
    expect(t).toContain("152 days");
    expect(t).toContain("on the same day");
    expect(t).toContain("90 days from the day you receive it");
    expect(t).toContain("28 days where the notice is for a breach");
  });

  it("states the national rent rule after 1 March 2026 and the whole-State Rent Pressure Zone before it", () => {
    expect(text(after)).toContain("one national rule applies to private tenancies");
    expect(text(after)).toContain("the lower of 2% a year or inflation (CPI)");
    expect(text(before)).toContain("the whole State is a Rent Pressure Zone");
    // Before then, the national rule shows only as a later rule in a history line, never as what applies now.
    const current = (guide: TabbedGuide) => blocks(guide).filter((b) => b.type !== "history").flatMap(blockText).map(toPlainText).join("\n");
    expect(current(before)).not.toContain("one national rule applies to private tenancies");
    expect(current(after)).toContain("one national rule applies to private tenancies");
    // The Rent Pressure Zone rules stay on the page after 1 March 2026, as history.
    expect(text(after)).toMatch(/whole State was a Rent Pressure Zone/);
  });
});

describe("deposits: the limit applies to tenancies created from 9 August 2021", () => {
  it("a page built before the limit says there was none; after, one month each", () => {
    const before = text(rentalAgreements("2021-08-01"));
    const after = text(rentalAgreements("2026-11-24"));
    expect(before).toContain("the law set no limit");
    expect(after).toContain("no more than one month's rent for a tenancy created from 9 August 2021");
    expect(after).not.toContain("the law set no limit)");
  });

  it.each([
    ["/renting/agreements", rentalAgreements],
    ["/renting/finding-property", findingProperty],
    ["/renting/guide", rentingGuide],
    ["/renting/tenant-rights", tenantRights],
  ] as const)("%s states the limit, its history (the spec's '1 to 2 months') and the RTB as source", (_path, build) => {
    const guide = build("2026-11-24");
    const t = text(guide);
    expect(t).toContain("no more than one month's rent");
    const history = blocks(guide).filter((b) => b.type === "history" && b.title.startsWith("Deposits"));
    expect(history).toHaveLength(1);
    expect(blockText(history[0]!).join(" ")).toContain("1 to 2 months' rent");
    const sources = blocks(guide).flatMap((b) => (b.type === "source" ? b.sources.map((s) => s.url) : []));
    expect(sources).toContain("https://rtb.ie/renting/rights-responsibilities/security-deposits");
  });
});

describe("the FAQ's renting answers follow the same rules", () => {
  const answer = (on: string, id: string) => faqItems(on).find((i) => i.id === id)!.answer.map(toPlainText).join(" ");

  it("notice: 90 to 224 days since 6 July 2022, with the earlier 28-day start as history; 28 days before", () => {
    expect(answer("2026-11-24", "landlord-notice")).toContain("from 90 days for a tenancy of less than 6 months up to 224 days");
    expect(answer("2026-11-24", "landlord-notice")).toContain("Until 5 July 2022, a landlord's notice ran from 28 days");
    expect(answer("2022-01-10", "landlord-notice")).toContain("from 28 days for a tenancy of less than 6 months");
  });

  it("rent: the national rule after 1 March 2026, with the Rent Pressure Zone figures as history; the zone rule before", () => {
    const after = answer("2026-11-24", "rent-increase");
    expect(after).toContain("one national rule applies to private tenancies");
    // The zone rules stay as dated history: 24 months between reviews outside a zone, the 2% / HICP cap inside.
    expect(after).toContain("Earlier rule. From 11 December 2021 to 19 June 2025: in a Rent Pressure Zone, rent could rise by no more than the lower of 2% a year or HICP inflation");
    expect(after).toContain("rent could be reviewed once every 24 months");
    const before = answer("2025-09-01", "rent-increase");
    expect(before).toContain("From 20 June 2025 to 28 February 2026 the whole State is a Rent Pressure Zone");
    expect(before.split("Already law")[0]).not.toContain("national rule");
    // The 2026 rule, already law on that date, is not called an earlier rule.
    expect(before).toContain("Already law, from a later date. From 1 March 2026: Rent Pressure Zones are abolished");
    expect(before).not.toContain("Earlier rule. From 1 March 2026");
  });

  it("security of tenure: the two regimes only from 1 March 2026, and the deposit limit", () => {
    expect(answer("2026-11-24", "security-of-tenure")).toContain("large landlord");
    expect(answer("2026-02-01", "security-of-tenure")).not.toContain("large landlord");
    expect(answer("2026-11-24", "security-of-tenure")).toContain("a deposit of no more than one month's rent");
  });
});
