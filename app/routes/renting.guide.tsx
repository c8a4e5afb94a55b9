import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { tabbedGuideLoader } from "~/loaders/tabbed-guide.server";
import { TabbedGuidePage } from "~/components/guide/TabbedGuidePage";
import { rentingGuide } from "~/content/guides/renting-guide";
import { pageMeta } from "~/components/layout/page-meta";
import { embeddedTool } from "~/tools/ui/embed";

export const loader = tabbedGuideLoader(rentingGuide, { embedsTool: true });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/renting/guide", matches });

/** The tool this page's content embeds (its code loads after the page's; see tools/ui/embed). */
const TOOLS = { "rent-review": embeddedTool("rent-review") };

export default function RentalGuide() {
  return <TabbedGuidePage {...useLoaderData<typeof loader>()} tools={TOOLS} />;
}
