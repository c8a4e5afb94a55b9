import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ToolEmbeds } from "~/components/content/Blocks";
import { TabbedGuidePage } from "~/components/guide/TabbedGuidePage";
import { rentingGuide } from "~/content/guides/renting-guide";
import { parseGuideParams } from "~/lib/guide-params.server";
import { pageHeaders } from "~/content/page-headers.server";
import { pageMeta } from "~/components/layout/page-meta";
import { siteToday } from "~/lib/today.server";
import { embeddedTool } from "~/tools/ui/embed";

/** The active topic comes from ?topic= (parsed, never trusted), so the server renders the chosen tab. */
export function loader({ request }: LoaderFunctionArgs) {
  const guide = rentingGuide(siteToday());
  return json({ guide, state: parseGuideParams(new URL(request.url).searchParams, guide) }, { headers: pageHeaders() });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/renting/guide", matches });

/** The tool this page's content embeds (its code loads after the page's; see tools/ui/embed). */
const TOOLS = { "rent-review": embeddedTool("rent-review") };

export default function RentalGuide() {
  const { guide, state } = useLoaderData<typeof loader>();
  return (
    <ToolEmbeds.Provider value={TOOLS}>
      <TabbedGuidePage guide={guide} state={state} />
    </ToolEmbeds.Provider>
  );
}
