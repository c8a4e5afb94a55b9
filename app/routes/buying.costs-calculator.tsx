import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Calculator } from "~/calculator/Calculator";
import { calculatorUrl } from "~/calculator/params";
import { parseCalculatorParams } from "~/calculator/params.server";
import { PageHeader } from "~/components/layout/PageHeader";
import { CALCULATOR_PATH, CALCULATOR_TEXT } from "~/content/calculator";
import { calculatorOn } from "~/calculator/closing.server";
import { breadcrumbsFor, getPage } from "~/content/pages";
import { CACHE_CONTROL } from "~/lib/http.server";
import { pageToday } from "~/facts/page-headers.server";
import { pageMeta } from "~/components/layout/page-meta";

/**
 * The page is a function of its URL: the loader reads the inputs (strictly
 * from a link, as typed from the page's own no-JavaScript form) and the
 * server renders the full breakdown before any JavaScript runs. The VAT
 * rates and their words are worked out here for today in Ireland, so the
 * browser never ships the dated rules nor reads its own clock.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = parseCalculatorParams(new URL(request.url).searchParams);
  // The page shows today (the closing date's field, its range, the printed breakdown's date): no cache keeps it past midnight in Ireland.
  const { today, headers } = pageToday();
  // The rules of the day the sale closes (today unless the link gives another day).
  const { vat, closing, date } = calculatorOn(parsed.closingDate, today);
  // A no-JavaScript form submission lands on the same clean URL a live edit writes.
  if (parsed.fromForm && parsed.ignored.length === 0 && !date.message) {
    throw redirect(calculatorUrl(parsed.inputs, closing?.on), { headers: { "Cache-Control": CACHE_CONTROL.page } });
  }
  return json(
    { inputs: parsed.inputs, ignored: parsed.ignored, ignoredNotListed: parsed.ignoredNotListed, vat, closing, date },
    { headers },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: CALCULATOR_PATH, matches });

export default function CostsCalculator() {
  const data = useLoaderData<typeof loader>();
  // A navigation to this page (a new link, the menu) starts from its URL again.
  const { key } = useLocation();
  const page = getPage(CALCULATOR_PATH);
  return (
    <>
      <PageHeader title={page.title} tag={CALCULATOR_TEXT.tag} lead={CALCULATOR_TEXT.lead} breadcrumbs={breadcrumbsFor(CALCULATOR_PATH)} accent="amber" />
      <Calculator key={key} initial={data.inputs} ignored={data.ignored} ignoredNotListed={data.ignoredNotListed} vat={data.vat} closing={data.closing} date={data.date} />
    </>
  );
}
