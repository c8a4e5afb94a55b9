import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchemePageView, schemePageMeta } from "~/components/scheme/SchemePage";
import { localAuthoritiesPage } from "~/content/schemes/local-authorities";
import { pageHeaders } from "~/facts/page-headers.server";
import { siteToday } from "~/lib/today.server";

export const loader = () => json(localAuthoritiesPage(siteToday()), { headers: pageHeaders() });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => schemePageMeta(data, "/schemes/local-authorities", matches);

export default function LocalAuthoritiesPage() {
  return <SchemePageView page={useLoaderData<typeof loader>()} />;
}
