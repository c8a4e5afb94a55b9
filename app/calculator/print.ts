/**
 * "Export as PDF" in the browser (spec section 4): build a hidden printable
 * document, open the print dialog after 500 ms, remove the document 1 s
 * later. While the document is in the page, a print stylesheet shows only it.
 * Built with DOM calls and textContent: nothing is parsed as HTML.
 */
import { PRINT_TIMING_MS } from "~/content/calculator";
import type { BreakdownDocument, DocumentRow } from "./document";

export const PRINT_DOCUMENT_ID = "calculator-print-document";

const PRINT_CSS = `
#${PRINT_DOCUMENT_ID} { display: none; }
@media print {
  body > *:not(#${PRINT_DOCUMENT_ID}) { display: none !important; }
  #${PRINT_DOCUMENT_ID} { display: block; font: 12pt/1.45 system-ui, sans-serif; color: #111827; }
  #${PRINT_DOCUMENT_ID} h1 { font-size: 20pt; margin: 0 0 4pt; color: #0b6446; }
  #${PRINT_DOCUMENT_ID} h2 { font-size: 13pt; margin: 16pt 0 6pt; }
  #${PRINT_DOCUMENT_ID} table { width: 100%; border-collapse: collapse; }
  #${PRINT_DOCUMENT_ID} th { text-align: left; font-weight: normal; padding: 3pt 0; }
  #${PRINT_DOCUMENT_ID} td { text-align: right; padding: 3pt 0; font-variant-numeric: tabular-nums; }
  #${PRINT_DOCUMENT_ID} tr.sum th, #${PRINT_DOCUMENT_ID} tr.sum td { font-weight: bold; border-top: 1pt solid #cbd5e1; }
  #${PRINT_DOCUMENT_ID} tr.total th, #${PRINT_DOCUMENT_ID} tr.total td { font-size: 14pt; }
  #${PRINT_DOCUMENT_ID} .muted { color: #475569; font-size: 10pt; }
  #${PRINT_DOCUMENT_ID} .url { word-break: break-all; }
}`;

/** Builds the hidden printable document (not yet attached). */
export function createPrintDocument(doc: BreakdownDocument, d: Document = document): HTMLElement {
  const el = (tag: string, text?: string, className?: string) => {
    const node = d.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  const table = (rows: DocumentRow[], extra: { row: DocumentRow; className: string }[] = []) => {
    const t = el("table");
    const body = el("tbody");
    const add = (r: DocumentRow, className?: string) => {
      const tr = el("tr", undefined, className);
      const th = el("th", r.label);
      th.setAttribute("scope", "row");
      tr.append(th, el("td", r.value));
      body.append(tr);
    };
    rows.forEach((r) => add(r));
    extra.forEach((x) => add(x.row, x.className));
    t.append(body);
    return t;
  };

  const root = el("div");
  root.id = PRINT_DOCUMENT_ID;
  root.setAttribute("aria-hidden", "true");
  const style = el("style", PRINT_CSS);
  root.append(style, el("h1", doc.title), el("p", doc.generated, "muted"));
  doc.sections.forEach((section, i) => {
    const last = i === doc.sections.length - 1;
    root.append(
      el("h2", section.heading),
      table(section.rows, last ? [{ row: doc.additional, className: "sum" }, { row: doc.total, className: "sum total" }] : []),
    );
  });
  const reproduce = el("p", `${doc.reproduceLabel} `, "muted");
  reproduce.append(el("span", doc.url, "url"));
  doc.notes.forEach((note) => root.append(el("p", note, "note")));
  root.append(el("p", doc.note, "muted"), reproduce);
  return root;
}

export type PrintOutcome = "ready" | "createFailed" | "printFailed";

/**
 * Attaches the document, prints after 500 ms, removes it 1 s later.
 * `report` is called once with the outcome (the page shows the matching toast).
 */
export function printBreakdown(doc: BreakdownDocument, report: (outcome: PrintOutcome) => void): void {
  let node: HTMLElement;
  try {
    document.getElementById(PRINT_DOCUMENT_ID)?.remove();
    node = createPrintDocument(doc);
    document.body.append(node);
  } catch {
    report("createFailed");
    return;
  }
  window.setTimeout(() => {
    try {
      window.print();
      report("ready");
    } catch {
      report("printFailed");
    } finally {
      window.setTimeout(() => node.remove(), PRINT_TIMING_MS.removeAfter);
    }
  }, PRINT_TIMING_MS.openDialogAfter);
}
