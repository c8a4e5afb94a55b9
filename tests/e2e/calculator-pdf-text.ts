/**
 * Reads the text drawn in a PDF made by pdf-lib with its standard fonts:
 * inflates each content stream and decodes its `<hex> Tj` strings from
 * WinAnsi. Enough to check what our own PDFs say, no PDF reader needed.
 */
import { inflateSync } from "node:zlib";

const WIN_ANSI_EXTRAS: Record<number, string> = { 0x80: "€", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x96: "–", 0x97: "—", 0x85: "…" };

export function pdfText(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes);
  const raw = buf.toString("latin1");
  const lines: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    let body: Buffer;
    try {
      body = inflateSync(buf.subarray(start, end));
    } catch {
      continue;
    }
    for (const [, hex] of body.toString("latin1").matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Array.from(Buffer.from(hex, "hex"), (b) => WIN_ANSI_EXTRAS[b] ?? String.fromCharCode(b)).join(""));
    }
    re.lastIndex = end;
  }
  return lines.join("\n");
}
