/** The printable breakdown and the server's PDF of it. */
import { describe, expect, it } from "vitest";
import { buildBreakdownDocument } from "~/calculator/document";
import { renderBreakdownPdf } from "~/calculator/pdf.server";
import { CALCULATOR_DEFAULTS } from "~/content/calculator";
import { calculatorVat } from "~/content/calculator-vat";
import { pdfText } from "../e2e/calculator-pdf-text";

const vat = calculatorVat("2026-11-24");
const meta = { date: "22 November 2026", url: "https://www.example.ie/buying/costs-calculator?price=350000", vat };

describe("breakdown document", () => {
  it("lists the figures, every cost line, the totals and the link", () => {
    const doc = buildBreakdownDocument({ ...CALCULATOR_DEFAULTS, price: 350_000, mortgage: 280_000 }, meta);
    const costs = Object.fromEntries(doc.sections[1].rows.map((r) => [r.label, r.value]));
    expect(costs).toEqual({
      "Purchase price": "€350,000.00",
      "Stamp duty": "€3,500.00",
      "Legal fees": "€2,500.00",
      "Mortgage costs": "€1,600.00",
      "Survey fees": "€600.00",
      "Registration fees": "€500.00",
      "Home insurance": "€650.00",
      "Moving costs": "€1,500.00",
      "Furnishing/renovations": "€7,000.00",
      Miscellaneous: "€1,500.00",
    });
    expect(doc.additional.value).toBe("€19,350.00");
    expect(doc.total).toEqual({ label: "Total cost", value: "€369,350.00" });
    expect(doc.generated).toBe("Generated on 22 November 2026");
    expect(doc.url).toBe(meta.url);
  });

  it("leaves out excluded items and shows the broker fee only with a broker", () => {
    const doc = buildBreakdownDocument({ ...CALCULATOR_DEFAULTS, includeFurnishing: false, includeMisc: false }, meta);
    const labels = doc.sections[1].rows.map((r) => r.label);
    expect(labels).toContain("Moving costs");
    expect(labels).not.toContain("Furnishing/renovations");
    expect(labels).not.toContain("Miscellaneous");
    expect(doc.total.value).toBe("€310,150.00");
    expect(doc.sections[0].rows.map((r) => r.label)).not.toContain("Broker fee");
    const withBroker = buildBreakdownDocument({ ...CALCULATOR_DEFAULTS, broker: true }, meta);
    expect(withBroker.sections[0].rows).toContainEqual({ label: "Broker fee", value: "€750.00" });
  });
});

describe("the VAT on a new home", () => {
  it("names the rate taken off and says why, for an apartment in a block", () => {
    const doc = buildBreakdownDocument({ ...CALCULATOR_DEFAULTS, price: 425_000, newBuild: true, homeType: "apartment" }, meta);
    expect(doc.sections[0].rows).toContainEqual({ label: "VAT taken off the price", value: "9%: a new apartment in an apartment block" });
    expect(doc.sections[1].rows).toContainEqual({ label: "Stamp duty", value: "€3,899.00" });
    expect(doc.notes).toContain(vat.words.apartment.explanation);
    expect(doc.notes.at(-1)).toBe("Worked out with the rules in force on 24 November 2026.");
  });

  it("says 13.5% for a house, and nothing about VAT for a second-hand home", () => {
    const doc = buildBreakdownDocument({ ...CALCULATOR_DEFAULTS, price: 425_000, newBuild: true }, meta);
    expect(doc.sections[0].rows).toContainEqual({ label: "VAT taken off the price", value: "13.5%: a new house" });
    expect(doc.sections[1].rows).toContainEqual({ label: "Stamp duty", value: "€3,744.00" });
    const secondHand = buildBreakdownDocument({ ...CALCULATOR_DEFAULTS, homeType: "apartment" }, meta);
    expect(secondHand.sections[0].rows.map((r) => r.label)).not.toContain("VAT taken off the price");
    expect(secondHand.notes.join(" ")).not.toContain("VAT");
  });

  it("adds the bulk rate's apartment exclusion with a bulk purchase", () => {
    const doc = buildBreakdownDocument({ ...CALCULATOR_DEFAULTS, bulk: true, newBuild: true, homeType: "apartment" }, meta);
    expect(doc.notes).toContain(vat.bulkNote.apartment);
  });

  it("is in the PDF", async () => {
    const doc = buildBreakdownDocument({ ...CALCULATOR_DEFAULTS, price: 425_000, newBuild: true, homeType: "apartment" }, meta);
    const text = pdfText(await renderBreakdownPdf(doc, { author: "Irish Housing Guide", created: new Date("2026-11-24T10:00:00Z") }));
    expect(text).toContain("VAT taken off the price\n9%: a new apartment in an apartment block");
    expect(text).toContain("Stamp duty\n€3,899.00");
    expect(text.replace(/\s+/g, " ")).toContain("is charged VAT at 9%, not 13.5%");
  });
});

describe("PDF", () => {
  it("is a PDF whose text holds every line, the total, the date and the link", async () => {
    const doc = buildBreakdownDocument({ ...CALCULATOR_DEFAULTS, price: 350_000, mortgage: 280_000 }, meta);
    const bytes = await renderBreakdownPdf(doc, { author: "Irish Housing Guide", created: new Date("2026-11-22T10:00:00Z") });
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes);
    expect(text).toContain("Home Purchase Cost Breakdown");
    expect(text).toContain("Generated on 22 November 2026");
    for (const section of doc.sections) for (const row of section.rows) {
      expect(text).toContain(row.label);
      expect(text).toContain(row.value);
    }
    expect(text).toContain("Total cost\n€369,350.00");
    // The link may wrap over lines; joined it is whole.
    expect(text.replace(/\n/g, "")).toContain(meta.url);
  });
});
