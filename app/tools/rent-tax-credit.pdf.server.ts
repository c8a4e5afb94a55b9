/**
 * The Rent Tax Credit result as a PDF (/tools/rent-tax-credit.pdf?…), drawn
 * by the site's PDF typesetter (lib/pdf.server.ts, shared with the cost
 * calculator and the planner) from the same evaluation as the page, so the
 * PDF says what the page says.
 *
 * A plain no is a PDF too: the answers to the conditions, the no, the law
 * behind it (Act and section, with its address) and the conditions, and no
 * amount anywhere (no rent, no credit, no total; its subject is the title).
 * A reader can keep it or show it to an adviser as they would a yes.
 */
import { RTC_SOURCES, RTC_WORDS as W } from "~/content/tools/rent-tax-credit";
import { eur, formatDate } from "~/lib/format";
import { renderPdf, type PdfBlock } from "~/lib/pdf.server";
import { toPlainText } from "~/lib/rich-text";
import { isNo, type RtcConditions } from "~/rules/rent-tax-credit";
import type { RtcEvaluation } from "./rent-tax-credit.form";

/** Rich text with each link's address kept, for paper: "Finance Act 2022, s. 13 (https://…)". */
const withAddresses = (rich: string) => toPlainText(rich.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => (href.startsWith("/") ? label : `${label} (${href})`)));

export async function renderRtcPdf(
  evaluation: RtcEvaluation,
  meta: { today: string; url: string; author: string; created: Date },
): Promise<Uint8Array> {
  const { input, result } = evaluation;
  const F = W.fields;
  const on = meta.today;
  const blocks: PdfBlock[] = [
    { kind: "text", text: W.document.title, size: 20, bold: true, tone: "brand" },
    { kind: "text", text: W.document.generated(formatDate(meta.today)), size: 10, tone: "muted", after: 14 },
  ];
  const answer = (label: string, value: string): PdfBlock => ({ kind: "row", label, values: [value], size: 10 });
  const chosen = <V extends string>(options: readonly { value: V; label: string }[], value: string | null) => options.find((o) => o.value === value)?.label ?? "Not given";
  const conditionAnswers = (c: RtcConditions): PdfBlock[] => [
    answer(F.home.label, chosen(F.home.options, c.home ?? "own")),
    answer(F.landlord.label, chosen(F.landlord.options, c.landlord)),
    answer(F.support.label, chosen(F.support.options, c.support)),
    answer(F.registered.label, chosen(F.registered.options, c.registered)),
    ...(c.home === "child" ? [answer(F.childAge.label, chosen(F.childAge.options, c.childAge))] : []),
  ];
  const limits = (): PdfBlock[] => [
    { kind: "heading", text: W.limitsTitle },
    ...W.limits(on).map((l): PdfBlock => ({ kind: "text", text: withAddresses(l), size: 10, after: 4 })),
  ];
  if (!input || !result) {
    blocks.push({ kind: "text", text: W.problems.nothing, size: 11, after: 8 });
  } else if (isNo(result)) {
    blocks.push(
      { kind: "heading", text: W.document.answers },
      ...conditionAnswers(input.conditions),
      { kind: "gap", size: 8 },
      { kind: "text", text: W.answer(result, on), size: 13, bold: true, after: 8 },
      ...W.alsoNo(result.verdict.reasons, on).map((s): PdfBlock => ({ kind: "text", text: s, size: 11, bold: true, after: 6 })),
      { kind: "heading", text: W.noTitle },
      ...W.noReasons(result.verdict.reasons, on).map((t): PdfBlock => ({ kind: "text", text: withAddresses(t), size: 10, after: 4 })),
      { kind: "text", text: W.noNextStep, size: 10, after: 8 },
      ...limits(),
    );
  } else {
    const m = input.monthly;
    blocks.push(
      { kind: "heading", text: W.document.answers },
      ...conditionAnswers(input.conditions),
      answer(F.status.label, F.status.options.find((o) => o.value === input.status)!.label),
      ...[...input.years.entries()].map(([year, rent]) => answer(F.year(year).label, eur(rent))),
      ...(m ? [answer(F.rent.label, eur(m.monthly)), answer(F.from.label, formatDate(m.from)), answer(F.to.label, formatDate(m.to))] : []),
      { kind: "gap", size: 8 },
      // The page's answer first (the conditions not answered, then the amounts), so the PDF opens as the page does.
      { kind: "text", text: W.answer(result, on), size: 13, bold: true, after: 8 },
      ...result.closingSoon.map((y): PdfBlock => ({ kind: "text", text: toPlainText(W.closing(y.year, y.lastDay)), size: 13, bold: true, after: 6 })),
      { kind: "row", label: W.totalLabel, values: [eur(result.totalClaimable)], bold: true, size: 14 },
      { kind: "gap", size: 8 },
      { kind: "heading", text: W.document.years },
      { kind: "row", label: W.table.year, values: [W.table.rent, W.table.credit], bold: true, size: 10 },
      { kind: "rule" },
    );
    for (const y of result.years) {
      blocks.push(
        { kind: "row", label: String(y.year), values: [eur(y.rent), eur(y.credit)], size: 10 },
        { kind: "text", text: `${W.table.share(y.rate)}: ${eur(y.share)}. ${W.table.max}: ${eur(y.max)}. ${W.state[y.state](y)}.`, size: 9.5, tone: "muted", after: 6 },
      );
    }
    blocks.push(
      { kind: "gap", size: 6 },
      { kind: "text", text: toPlainText(W.future), size: 10, after: 8 },
      ...limits(),
      { kind: "heading", text: W.howToClaimTitle },
      ...W.howToClaim.map((l): PdfBlock => ({ kind: "text", text: toPlainText(l), size: 10, after: 4 })),
    );
  }
  blocks.push(
    { kind: "heading", text: W.document.sourcesHeading },
    ...RTC_SOURCES.sources.map((s): PdfBlock => ({ kind: "text", text: `${s.name}: ${s.url}`, size: 9.5, tone: "muted", after: 2 })),
    { kind: "gap", size: 8 },
    { kind: "text", text: W.document.reproduce, size: 9.5, tone: "muted" },
    { kind: "text", text: meta.url, size: 9.5, tone: "brand", breakAnywhere: true },
  );
  const subject = result && !isNo(result) ? `${W.totalLabel}: ${eur(result.totalClaimable)}` : W.document.title;
  return renderPdf({ title: W.document.title, subject, blocks }, { author: meta.author, created: meta.created });
}
