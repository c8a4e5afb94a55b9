import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchemePageView, schemePageMeta } from "~/components/scheme/SchemePage";
import { HELP_TO_BUY } from "~/content/schemes/help-to-buy";
import { pageHeaders } from "~/lib/http.server";

export const loader = () => json(HELP_TO_BUY, { headers: pageHeaders() });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => schemePageMeta(data, "/schemes/help-to-buy", matches);

export default function HelpToBuyPage() {
  return <SchemePageView page={useLoaderData<typeof loader>()} />;
}
