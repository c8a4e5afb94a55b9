import type { LoaderFunctionArgs } from "@remix-run/node";
import { PLAN_DOCUMENT } from "~/content/planner-result";
import { siteConfig } from "~/content/site.server";
import { formatDate } from "~/lib/format";
import { datedPageCacheControl } from "~/lib/http.server";
import { pdfResponse } from "~/lib/pdf.server";
import { siteToday } from "~/lib/today.server";
import { planHref } from "~/content/links";
import { buildPlanDocument, cleanPlanQuery, evaluatePlan, planTermsOn, readPlanQuery, renderPlanPdf } from "~/planner/loader.server";

/**
 * /buying/plan.pdf?… : the same plan as the page, as a PDF made on the
 * server, from the page's query string. Values it cannot use are left out,
 * as on the page; it is never an error.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { query } = cleanPlanQuery(readPlanQuery(new URL(request.url).searchParams));
  const now = new Date();
  const today = siteToday(now);
  const terms = planTermsOn(today);
  const doc = buildPlanDocument(query.values, evaluatePlan(query.values, terms), terms, {
    date: formatDate(today),
    url: `${siteConfig.url}${planHref(query.values)}`,
  });
  const bytes = await renderPlanPdf(doc, { author: siteConfig.name, created: now });
  // Like the page: the plan depends on today's rules.
  return pdfResponse(bytes, PLAN_DOCUMENT.fileName, datedPageCacheControl(now));
}
