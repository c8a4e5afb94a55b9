/**
 * Small builders the renting guides share, so a figure table is written once
 * and always comes from facts.ts.
 */
import { rentPressureZones, tenancy, type Band } from "~/content/facts";
import type { Source } from "~/content/sources";
import type { Block } from "~/content/types";
import { formatNumber, pct } from "~/lib/format";

/** A Rich link to an official body: [label](url). */
export function ext(source: Source, label: string = source.name): string {
  return `[${label}](${source.url})`;
}

/** "28 days" */
export function days(n: number): string {
  return `${formatNumber(n)} days`;
}

/** "6 months" / "1 month" */
export function months(n: number): string {
  return `${formatNumber(n)} ${n === 1 ? "month" : "months"}`;
}

function noticeTable(caption: string, bands: readonly Band[]): Block {
  return {
    type: "table",
    caption,
    head: ["Length of the tenancy", "Notice required"],
    rows: bands.map((b) => [b.label, days(b.value)]),
  };
}

export const tenantNoticeTable = (): Block => noticeTable("Notice a tenant must give", tenancy.tenantNotice);
export const landlordNoticeTable = (): Block => noticeTable("Notice a landlord must give", tenancy.landlordNotice);

/** Rent reviews inside and outside a Rent Pressure Zone. */
export function rentReviewTable(): Block {
  const rpz = rentPressureZones;
  return {
    type: "table",
    caption: "Rent reviews inside and outside a Rent Pressure Zone",
    head: ["Rule", "Inside a Rent Pressure Zone", "Outside a Rent Pressure Zone"],
    rows: [
      ["How often the rent can be reviewed", `Once every ${months(rpz.reviewMonthsInRpz)}`, `Once every ${months(rpz.reviewMonthsOutsideRpz)}`],
      ["How much it can rise", `The lower of inflation or ${pct(rpz.maxAnnualIncreasePercent)} a year`, "Up to the market rent for similar homes nearby"],
    ],
  };
}

/** The source line that closes a figure block: the group's official body and review date. */
export function sourceOf(group: { source: Source; reviewed: string }, ...more: Source[]): Block {
  return { type: "source", sources: [group.source, ...more.filter((s) => s.url !== group.source.url)], reviewed: group.reviewed };
}
