import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchemePageView, schemePageMeta } from "~/components/scheme/SchemePage";
import { MORTGAGE_ALLOWANCE } from "~/content/schemes/mortgage-allowance";
import { pageHeaders } from "~/lib/http.server";

export const loader = () => json(MORTGAGE_ALLOWANCE, { headers: pageHeaders() });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => schemePageMeta(data, "/schemes/mortgage-allowance", matches);

export default function MortgageAllowancePage() {
  return <SchemePageView page={useLoaderData<typeof loader>()} />;
}
