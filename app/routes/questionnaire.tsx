/**
 * /questionnaire: the built-in housing questionnaire as a full page. The
 * answers are the query string; the loader works out the step or result on
 * the server, so it works without JavaScript and a result URL can be shared.
 * Pages with answers are personal: never cached, never indexed.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { breadcrumbsFor } from "~/content/pages";
import { QUESTIONNAIRE_PAGE } from "~/content/questionnaire-page";
import { CACHE_CONTROL } from "~/lib/http.server";
import { pageHeaders } from "~/facts/page-headers.server";
import { siteToday } from "~/lib/today.server";
import { pageMeta } from "~/components/layout/page-meta";
import type { QuestionnaireView } from "~/questionnaire/flow";
import { buildView, hasAnswers } from "~/questionnaire/view.server";
import { laterComponent } from "~/lib/later";
import { HydrateLater } from "~/components/ui/HydrateLater";

// The flow's code (its words, rules and every scheme figure it weighs) arrives
// after the page's first scripts, as the overlay's does; the server's HTML
// works without it and stays as it is until it arrives.
const QuestionnaireFlow = laterComponent(() => import("~/questionnaire/QuestionnaireFlow").then((m) => m.QuestionnaireFlow));

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // A result is worked out on today's rules in Ireland; only a page with answers has one, and it is never cached.
  const view: QuestionnaireView = buildView(params, siteToday());
  const headers = hasAnswers(params) ? { "Cache-Control": CACHE_CONTROL.none } : pageHeaders();
  return json({ view }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, location }) =>
  pageMeta({ path: QUESTIONNAIRE_PAGE.path, matches, noindex: location.search.length > 1 });

export default function QuestionnairePage() {
  const { view } = useLoaderData<typeof loader>() as { view: QuestionnaireView };
  return (
    <>
      <PageHeader
        title={QUESTIONNAIRE_PAGE.title}
        tag={QUESTIONNAIRE_PAGE.tag}
        lead={QUESTIONNAIRE_PAGE.lead}
        breadcrumbs={breadcrumbsFor(QUESTIONNAIRE_PAGE.path)}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <HydrateLater>
            <QuestionnaireFlow view={view} mode="page" headingLevel={2} />
          </HydrateLater>
        </div>
        <p className="mt-6 text-sm text-slate-700">{QUESTIONNAIRE_PAGE.privacy}</p>
      </div>
    </>
  );
}
