import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SectionGuidePage } from "~/components/guide/SectionGuidePage";
import { mortgageProcessGuide } from "~/content/guides/mortgage-process";
import { passThroughHeaders } from "~/lib/http.server";
import { pageToday } from "~/facts/page-headers.server";
import { pageMeta } from "~/components/layout/page-meta";
import { embeddedTool } from "~/tools/ui/embed";

export const loader = () => {
  const { today, headers } = pageToday();
  return json({ guide: mortgageProcessGuide(today), today }, { headers });
};
export const headers: HeadersFunction = passThroughHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/buying/mortgage-process", matches });

/** The tool this page's content embeds (its code loads after the page's; see tools/ui/embed). */
const TOOLS = { "borrowing": embeddedTool("borrowing") };

export default function MortgageProcess() {
  return <SectionGuidePage {...useLoaderData<typeof loader>()} tools={TOOLS} />;
}
