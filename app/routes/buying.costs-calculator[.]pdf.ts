import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildBreakdownDocument } from "~/calculator/document";
import { calculatorUrl } from "~/calculator/params";
import { parseCalculatorParams } from "~/calculator/params.server";
import { renderBreakdownPdf } from "~/calculator/pdf.server";
import { DOCUMENT_TEXT } from "~/content/calculator";
import { calculatorVat } from "~/content/calculator-vat";
import { siteConfig } from "~/content/site.server";
import { formatDate } from "~/lib/format";
import { contentCacheControl } from "~/content/page-headers.server";
import { pdfResponse } from "~/lib/pdf.server";
import { siteToday } from "~/lib/today.server";

/**
 * /buying/costs-calculator.pdf?… : the same breakdown as the page, as a real
 * PDF made on the server. Takes the page's query string; values it cannot
 * read fall back to their defaults, as on the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { inputs } = parseCalculatorParams(new URL(request.url).searchParams);
  const now = new Date();
  const doc = buildBreakdownDocument(inputs, {
    date: formatDate(now.toISOString()),
    url: `${siteConfig.url}${calculatorUrl(inputs)}`,
    vat: calculatorVat(siteToday(now)),
  });
  const bytes = await renderBreakdownPdf(doc, { author: siteConfig.name, created: now });
  // Like the page: never cached past the day a rule (the VAT rate) changes.
  return pdfResponse(bytes, DOCUMENT_TEXT.fileName, contentCacheControl(now));
}
