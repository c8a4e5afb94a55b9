import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchemePageView, schemePageMeta } from "~/components/scheme/SchemePage";
import { helpToBuyPage } from "~/content/schemes/help-to-buy";
import { pageToday } from "~/facts/page-headers.server";
import { embeddedTool } from "~/tools/ui/embed";

export const loader = () => {
  const { today, headers } = pageToday();
  return json({ ...helpToBuyPage(today), today }, { headers });
};
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => schemePageMeta(data, "/schemes/help-to-buy", matches);

/** The tool this page's content embeds (its code loads after the page's; see tools/ui/embed). */
const TOOLS = { "scheme-amounts": embeddedTool("scheme-amounts") };

export default function HelpToBuyPage() {
  return <SchemePageView page={useLoaderData<typeof loader>()} tools={TOOLS} />;
}
