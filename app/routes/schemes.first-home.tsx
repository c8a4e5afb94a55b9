import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchemePageView, schemePageMeta } from "~/components/scheme/SchemePage";
import { FIRST_HOME } from "~/content/schemes/first-home";
import { pageHeaders } from "~/lib/http.server";

export const loader = () => json(FIRST_HOME, { headers: pageHeaders() });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => schemePageMeta(data, "/schemes/first-home", matches);

export default function FirstHomePage() {
  return <SchemePageView page={useLoaderData<typeof loader>()} />;
}
