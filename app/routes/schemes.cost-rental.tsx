import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchemePageView, schemePageMeta } from "~/components/scheme/SchemePage";
import { costRentalPage } from "~/content/schemes/cost-rental";
import { pageHeaders } from "~/facts/page-headers.server";
import { siteToday } from "~/lib/today.server";

export const loader = () => json(costRentalPage(siteToday()), { headers: pageHeaders() });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => schemePageMeta(data, "/schemes/cost-rental", matches);

export default function CostRentalPage() {
  return <SchemePageView page={useLoaderData<typeof loader>()} />;
}
