import type { LoaderFunctionArgs } from "@remix-run/node";
import { PLAN_DOCUMENT } from "~/content/planner-result";
import { siteConfig } from "~/content/site.server";
import { formatDate } from "~/lib/format";
import { datedPageCacheControl } from "~/lib/http.server";
import { pdfResponse } from "~/lib/pdf.server";
import { siteToday } from "~/lib/today.server";
import { planHref } from "~/links";
import { shareHref } from "~/lib/url";
import { buildPlanDocument, cleanPlanQuery, closingDateParam, evaluatePlan, planTermsFor, readPlanQuery, renderPlanPdf } from "~/planner/loader.server";

/**
 * /buying/plan.pdf?… : the same plan as the page, as a PDF made on the
 * server, from the page's query string. Values it cannot use are left out,
 * as on the page; it is never an error.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { query } = cleanPlanQuery(readPlanQuery(params));
  const now = new Date();
  const today = siteToday(now);
  // The terms of the day the sale closes, as on the page (the document's "Rules as at" names the day).
  const { terms, closing } = planTermsFor(closingDateParam(params), today);
  const doc = buildPlanDocument(query.values, evaluatePlan(query.values, terms), terms, {
    date: formatDate(today),
    url: `${siteConfig.url}${shareHref(planHref(query.values, closing?.on))}`,
  });
  const bytes = await renderPlanPdf(doc, { author: siteConfig.name, created: now });
  // Like the page: the plan depends on today's rules.
  return pdfResponse(bytes, PLAN_DOCUMENT.fileName, datedPageCacheControl(now));
}
