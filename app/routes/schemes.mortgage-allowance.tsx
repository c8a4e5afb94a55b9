import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchemePageView, schemePageMeta } from "~/components/scheme/SchemePage";
import { mortgageAllowancePage } from "~/content/schemes/mortgage-allowance";
import { pageHeaders } from "~/facts/page-headers.server";
import { siteToday } from "~/lib/today.server";

export const loader = () => json(mortgageAllowancePage(siteToday()), { headers: pageHeaders() });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => schemePageMeta(data, "/schemes/mortgage-allowance", matches);

export default function MortgageAllowancePage() {
  return <SchemePageView page={useLoaderData<typeof loader>()} />;
}
