import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildBreakdownDocument } from "~/calculator/document";
import { calculatorUrl } from "~/calculator/params";
import { shareHref } from "~/lib/url";
import { parseCalculatorParams } from "~/calculator/params.server";
import { renderBreakdownPdf } from "~/calculator/pdf.server";
import { DOCUMENT_TEXT } from "~/content/calculator";
import { calculatorOn } from "~/calculator/closing.server";
import { siteConfig } from "~/content/site.server";
import { formatDate } from "~/lib/format";
import { datedPageCacheControl } from "~/lib/http.server";
import { pdfResponse } from "~/lib/pdf.server";
import { siteToday } from "~/lib/today.server";

/**
 * /buying/costs-calculator.pdf?… : the same breakdown as the page, as a real
 * PDF made on the server. Takes the page's query string (with the day the
 * sale closes, `date`); values it cannot read fall back to their defaults,
 * as on the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { inputs, closingDate } = parseCalculatorParams(new URL(request.url).searchParams);
  const now = new Date();
  const today = siteToday(now);
  // The figures of the day the sale closes, as on the page (its words say which day: VatContext.rulesOn).
  const { vat, closing } = calculatorOn(closingDate, today);
  const doc = buildBreakdownDocument(inputs, {
    date: formatDate(today),
    url: `${siteConfig.url}${shareHref(calculatorUrl(inputs, closing?.on))}`,
    vat,
  });
  const bytes = await renderBreakdownPdf(doc, { author: siteConfig.name, created: now });
  // Like the page: it is dated today, so no cache keeps it past midnight in Ireland.
  return pdfResponse(bytes, DOCUMENT_TEXT.fileName, datedPageCacheControl(now));
}
