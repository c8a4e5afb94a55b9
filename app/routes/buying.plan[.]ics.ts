import type { LoaderFunctionArgs } from "@remix-run/node";
import { CALENDAR_WORDS as C, TOOL_EVENTS } from "~/content/calendar";
import { planRulesEnding } from "~/rules/plan-rules";
import { siteConfig } from "~/content/site.server";
import { writeCalendar } from "~/lib/calendar";
import { icsProblem, icsResponse } from "~/lib/calendar.server";
import { datedPageCacheControl } from "~/lib/http.server";
import { siteToday } from "~/lib/today.server";
import { planHref } from "~/links";
import { shareHref } from "~/lib/url";
import { deadline } from "~/tools/calendar.server";
import { cleanPlanQuery, closingDateParam, evaluatePlan, planTermsFor, readPlanQuery } from "~/planner/loader.server";

/**
 * /buying/plan.ics?… : the end date of each rule the plan applies that ends
 * within a year (the list the plan itself shows, content/planner-rules.ts
 * `planRulesEnding`), with a reminder a week before. No plan, or no rule
 * ending: a 400 with a short message.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { query } = cleanPlanQuery(readPlanQuery(params));
  const now = new Date();
  const today = siteToday(now);
  const { terms, closing } = planTermsFor(closingDateParam(params), today);
  const { plan } = evaluatePlan(query.values, terms);
  const url = `${siteConfig.url}${shareHref(planHref(query.values, closing?.on))}`;
  const W = TOOL_EVENTS.plan;
  const events = plan
    ? planRulesEnding(today).flatMap((r) =>
        deadline(r.until, W.title(r.title), W.description(r.title, r.until, r.certainty !== "official", `${siteConfig.url}/changes#${r.id}`), url, today),
      )
    : [];
  if (events.length === 0) return icsProblem(C.noResult);
  return icsResponse(writeCalendar({ name: W.name, host: new URL(siteConfig.url).host, events }, now), W.fileName, datedPageCacheControl(now));
}
