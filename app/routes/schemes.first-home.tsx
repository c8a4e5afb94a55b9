import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchemePageView, schemePageMeta } from "~/components/scheme/SchemePage";
import { firstHomePage } from "~/content/schemes/first-home";
import { pageHeaders } from "~/facts/page-headers.server";
import { siteToday } from "~/lib/today.server";
import { embeddedTool } from "~/tools/ui/embed";

export const loader = () => json(firstHomePage(siteToday()), { headers: pageHeaders() });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => schemePageMeta(data, "/schemes/first-home", matches);

/** The tool this page's content embeds (its code loads after the page's; see tools/ui/embed). */
const TOOLS = { "scheme-amounts": embeddedTool("scheme-amounts") };

export default function FirstHomePage() {
  return <SchemePageView page={useLoaderData<typeof loader>()} tools={TOOLS} />;
}
