/**
 * The breakdown as a real PDF, made on the server (lib/pdf.server.ts, shared
 * with the purchase planner's PDF): no browser or print dialog needed, so it
 * works where print-to-PDF is awkward (phones). It draws the same
 * BreakdownDocument the print flow renders.
 */
import { renderPdf, type PdfBlock } from "~/lib/pdf.server";
import type { BreakdownDocument } from "./document";

export async function renderBreakdownPdf(doc: BreakdownDocument, meta: { author: string; created: Date }): Promise<Uint8Array> {
  const blocks: PdfBlock[] = [
    { kind: "text", text: doc.title, size: 20, bold: true, tone: "brand" },
    { kind: "text", text: doc.generated, size: 10, tone: "muted", after: 14 },
  ];
  for (const section of doc.sections) {
    blocks.push({ kind: "heading", text: section.heading });
    for (const r of section.rows) blocks.push({ kind: "row", label: r.label, values: [r.value] });
    blocks.push({ kind: "gap", size: 8 });
  }
  blocks.push(
    { kind: "rule" },
    { kind: "row", label: doc.additional.label, values: [doc.additional.value], bold: true },
    { kind: "row", label: doc.total.label, values: [doc.total.value], bold: true, size: 14 },
    { kind: "gap", size: 14 },
    ...doc.notes.map((note): PdfBlock => ({ kind: "text", text: note, size: 10, after: 6 })),
    { kind: "text", text: doc.note, size: 9.5, tone: "muted", after: 8 },
    { kind: "text", text: doc.reproduceLabel, size: 9.5, tone: "muted" },
    { kind: "text", text: doc.url, size: 9.5, tone: "brand", breakAnywhere: true },
  );
  return renderPdf({ title: doc.title, subject: `${doc.total.label}: ${doc.total.value}`, blocks }, meta);
}
