import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteConfig } from "~/content/site.server";
import { TOOL_PAGE } from "~/content/tools/pages";
import { RTC_WORDS } from "~/content/tools/rent-tax-credit";
import { datedPageCacheControl } from "~/lib/http.server";
import { pdfResponse } from "~/lib/pdf.server";
import { siteToday } from "~/lib/today.server";
import { hrefWith, type RawValues } from "~/tools/params";
import { renderRtcPdf } from "~/tools/rent-tax-credit.pdf.server";
import { evaluateRtc, readRtcQuery, RTC_KEYS, type RtcKey } from "~/tools/rent-tax-credit.form";

/**
 * /tools/rent-tax-credit.pdf?… : the same result as the page, as a PDF made
 * on the server. Answers the page would flag are left out, as on the page;
 * it is never an error.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = readRtcQuery(new URL(request.url).searchParams);
  const now = new Date();
  const today = siteToday(now);
  const evaluation = evaluateRtc(query.values, today);
  const valid = Object.fromEntries(RTC_KEYS.map((k) => [k, evaluation.issues[k] ? "" : query.values[k]])) as RawValues<RtcKey>;
  const url = `${siteConfig.url}${hrefWith(TOOL_PAGE["rent-tax-credit"].path, valid, RTC_KEYS)}`;
  const bytes = await renderRtcPdf(evaluation, { today, url, author: siteConfig.name, created: now });
  return pdfResponse(bytes, RTC_WORDS.document.fileName, datedPageCacheControl(now));
}
