/**
 * /buying/plan: the purchase planner. The loader reads the query
 * (leaving out, with a message, any value it cannot use) and works out the
 * rules in force today as plain data; the server renders the whole plan, so
 * it works with JavaScript off and a link reproduces it. The planner's code
 * (its rules, words and checks) is fetched after the page's first scripts,
 * as the tools' and the questionnaire's are, and makes the page live.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { HydrateLater } from "~/components/ui/HydrateLater";
import { laterComponent } from "~/lib/later";
import { breadcrumbsFor, getPage } from "~/content/pages";
import { PLAN_PAGE } from "~/content/planner";
import { siteConfig } from "~/content/site.server";
import { CACHE_CONTROL, datedPageCacheControl } from "~/lib/http.server";
import { pageMeta } from "~/components/layout/page-meta";
import { siteToday } from "~/lib/today.server";
import { PLAN_PATH, planHref } from "~/links";
import { cleanPlanQuery, closingDateParam, planTermsFor, readPlanQuery } from "~/planner/loader.server";

const Planner = laterComponent(() => import("~/planner/ui/Planner").then((m) => m.Planner));

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { query, dropped } = cleanPlanQuery(readPlanQuery(url.searchParams));
  const now = new Date();
  // The rules of the day the sale closes (today unless the link gives another day).
  const { terms, closing, date } = planTermsFor(closingDateParam(url.searchParams), siteToday(now));
  // The no-JavaScript form sends every field, blank ones too: land on the same clean address a live edit writes.
  const clean = planHref(query.values, closing?.on);
  if (query.submitted && query.ignored.length === 0 && Object.keys(dropped).length === 0 && !date.message && `${url.pathname}${url.search}` !== clean) {
    throw redirect(clean, { headers: { "Cache-Control": CACHE_CONTROL.page } });
  }
  // The plan depends on today's rules: caches keep it only until the date changes.
  return json({ query, dropped, terms, closing, date, origin: siteConfig.url }, { headers: { "Cache-Control": datedPageCacheControl(now) } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: PLAN_PATH, matches });

export default function PlanRoute() {
  const { query, dropped, terms, closing, date, origin } = useLoaderData<typeof loader>();
  const page = getPage(PLAN_PATH);
  return (
    <>
      <PageHeader title={page.title} tag={PLAN_PAGE.tag} lead={PLAN_PAGE.lead} breadcrumbs={breadcrumbsFor(PLAN_PATH)} accent="teal" />
      <HydrateLater>
        <Planner query={query} dropped={dropped} terms={terms} closing={closing} date={date} origin={origin} />
      </HydrateLater>
    </>
  );
}
