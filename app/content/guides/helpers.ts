/**
 * Small builders the renting guides share, so a figure table is written once
 * and always comes from facts.ts, and a dated figure is always stated for the
 * date the page is built for.
 */
import { rentPressureZones, tenancy, type Band } from "~/content/facts";
import { deposits, monthsRent, upfrontPayments } from "~/content/facts/renting";
import { ruleOn } from "~/content/dated";
import { historyBlock, sourceBlock } from "~/content/dated-words";
import { SOURCES, type Source } from "~/content/sources";
import type { Block } from "~/content/types";
import { formatDate, formatNumber, pct } from "~/lib/format";

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

/**
 * A page builder of the date, built once per date. A guide is built for
 * today on every request, so this keeps one build a day; it also keeps the
 * guide the same object all day, which the ?topic= parser's cache is keyed on
 * (lib/guide-params.server.ts). Only the last few dates are kept.
 */
export function byDate<T>(build: (on: string) => T, keep = 4): (on: string) => T {
  const cache = new Map<string, T>();
  return (on: string) => {
    const hit = cache.get(on);
    if (hit !== undefined) return hit;
    const built = build(on);
    cache.set(on, built);
    if (cache.size > keep) cache.delete(cache.keys().next().value as string);
    return built;
  };
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

/* ---------------- Deposit and rent in advance ---------------- */

/**
 * The limits on money up front for a tenancy created on `on`, as words:
 * "no more than one month's rent" (or, before the law set a limit, that there
 * was none). `deposit` and `advance` are the two halves; `since` names the
 * date the limit started, for a sentence like "for a tenancy created from …".
 */
export function upfrontWords(on: string): { deposit: string; advance: string; since: string; limited: boolean } {
  const status = ruleOn(upfrontPayments, on);
  const v = status.period?.value;
  const from = status.period?.from;
  if (!v || v.depositMonths === null || v.advanceRentMonths === null) {
    return { deposit: "whatever was agreed (the law set no limit)", advance: "whatever was agreed", since: "", limited: false };
  }
  return {
    deposit: `no more than ${monthsRent(v.depositMonths)}`,
    advance: `no more than ${monthsRent(v.advanceRentMonths)}`,
    since: from ? formatDate(from) : "",
    limited: true,
  };
}

/** "For a tenancy created from 9 August 2021, a landlord can ask for a deposit of no more than one month's rent, and …" */
export function upfrontSentence(on: string): string {
  const w = upfrontWords(on);
  if (!w.limited) return "The law sets no limit on the deposit or the rent in advance a landlord can ask for: it is whatever you agree.";
  const when = w.since ? `For a tenancy created on or after ${w.since}, a` : "A";
  return `${when} landlord can ask for a deposit of **${w.deposit}**, and for **${w.advance}** in advance. Asking for more is against the law: tell the RTB.`;
}

/**
 * The deposit rule's history (earlier rule, and the "1 to 2 months" our
 * guides once said) and its source note, to follow the sentence that states it.
 */
export function upfrontHistoryAndSource(on: string, ...more: Source[]): Block[] {
  return [
    ...historyBlock(upfrontPayments, on, "Deposits and rent in advance: earlier rules"),
    sourceBlock(deposits, [upfrontPayments], on, SOURCES.thresholdDeposit, ...more),
  ];
}
