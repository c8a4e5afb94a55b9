/**
 * The breakdown as a real PDF, made on the server with pdf-lib: no browser
 * or print dialog needed, so it works where print-to-PDF is awkward (phones).
 * It draws the same BreakdownDocument the print flow renders.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { BreakdownDocument, DocumentRow } from "./document";

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.33, 0.38, 0.45);
const BRAND = rgb(0.043, 0.392, 0.275);
const RULE = rgb(0.82, 0.85, 0.88);

export async function renderBreakdownPdf(doc: BreakdownDocument, meta: { author: string; created: Date }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor(meta.author);
  pdf.setCreator(meta.author);
  pdf.setSubject(`${doc.total.label}: ${doc.total.value}`);
  pdf.setLanguage("en-IE");
  pdf.setCreationDate(meta.created);
  pdf.setModificationDate(meta.created);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const usable = A4.width - 2 * MARGIN;

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
  };
  const text = (value: string, font: PDFFont, size: number, x: number, color = INK) => {
    page.drawText(encodable(value, font), { x, y, size, font, color });
  };
  const wrapped = (value: string, font: PDFFont, size: number, color = INK, breakAnywhere = false) => {
    for (const line of wrap(encodable(value, font), font, size, usable, breakAnywhere)) {
      ensure(size + 4);
      text(line, font, size, MARGIN, color);
      y -= size + 4;
    }
  };
  const row = (r: DocumentRow, font: PDFFont, size: number) => {
    ensure(size + 10);
    text(r.label, font, size, MARGIN);
    const value = encodable(r.value, font);
    text(value, font, size, A4.width - MARGIN - font.widthOfTextAtSize(value, size));
    y -= size + 10;
  };
  const rule = () => {
    page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: A4.width - MARGIN, y: y + 6 }, thickness: 0.75, color: RULE });
    y -= 6;
  };

  text(doc.title, bold, 20, MARGIN, BRAND);
  y -= 24;
  text(doc.generated, regular, 10, MARGIN, MUTED);
  y -= 28;

  for (const section of doc.sections) {
    ensure(40);
    text(section.heading, bold, 13, MARGIN);
    y -= 20;
    for (const r of section.rows) row(r, regular, 11);
    y -= 8;
  }
  rule();
  row(doc.additional, bold, 11);
  row(doc.total, bold, 14);
  y -= 14;

  for (const note of doc.notes) {
    wrapped(note, regular, 10);
    y -= 6;
  }
  wrapped(doc.note, regular, 9.5, MUTED);
  y -= 8;
  wrapped(doc.reproduceLabel, regular, 9.5, MUTED);
  wrapped(doc.url, regular, 9.5, BRAND, true);

  return pdf.save();
}

/** Standard fonts cover WinAnsi only: anything outside it (unlikely in our own words) becomes "?". */
const charsets = new WeakMap<PDFFont, Set<number>>();
function encodable(value: string, font: PDFFont): string {
  let set = charsets.get(font);
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())));
  return Array.from(value, (ch) => (set.has(ch.codePointAt(0) ?? 0) ? ch : "?")).join("");
}

function wrap(value: string, font: PDFFont, size: number, width: number, breakAnywhere: boolean): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  if (breakAnywhere) {
    let line = "";
    for (const ch of value) {
      if (!fits(line + ch)) {
        lines.push(line);
        line = "";
      }
      line += ch;
    }
    if (line) lines.push(line);
    return lines;
  }
  let line = "";
  for (const word of value.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && !fits(next)) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
