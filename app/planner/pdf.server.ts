/** The plan as a PDF: the PlanDocument drawn by the site's PDF typesetter (lib/pdf.server.ts, shared with the cost calculator). */
import { renderPdf, type PdfBlock } from "~/lib/pdf.server";
import type { PlanDocument } from "./document";

export async function renderPlanPdf(doc: PlanDocument, meta: { author: string; created: Date }): Promise<Uint8Array> {
  const blocks: PdfBlock[] = [
    { kind: "text", text: doc.title, size: 20, bold: true, tone: "brand" },
    { kind: "text", text: doc.generated, size: 10, tone: "muted", after: 14 },
    ...(doc.inputs.length ? [{ kind: "heading", text: doc.inputsHeading } as const] : []),
    ...doc.inputs.map((r): PdfBlock => ({ kind: "row", label: r.label, values: r.values, size: 10 })),
    { kind: "gap", size: 8 },
  ];
  if (doc.rows.length) {
    blocks.push({ kind: "row", label: "", values: doc.heads, bold: true }, { kind: "rule" });
    for (const r of doc.rows) blocks.push({ kind: "row", label: r.label, values: r.values, bold: r.strong, size: 10 });
    blocks.push({ kind: "gap", size: 8 });
  }
  for (const section of doc.sections) {
    blocks.push({ kind: "heading", text: section.heading });
    for (const line of section.lines) blocks.push({ kind: "text", text: line, size: 10, after: 4 });
    blocks.push({ kind: "gap", size: 6 });
  }
  blocks.push(
    { kind: "heading", text: doc.sourcesHeading },
    ...doc.sources.map((s): PdfBlock => ({ kind: "text", text: s, size: 9.5, tone: "muted", after: 2 })),
    { kind: "gap", size: 8 },
    { kind: "text", text: doc.reproduceLabel, size: 9.5, tone: "muted" },
    { kind: "text", text: doc.url, size: 9.5, tone: "brand", breakAnywhere: true },
  );
  return renderPdf({ title: doc.title, subject: doc.sections[0]?.lines[0] ?? doc.title, blocks }, meta);
}
