import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ToolEmbeds } from "~/components/content/Blocks";
import { TabbedGuidePage } from "~/components/guide/TabbedGuidePage";
import { TENANT_RIGHTS as GUIDE } from "~/content/guides/tenant-rights";
import { parseGuideParams } from "~/lib/guide-params.server";
import { pageHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { NoticePeriodTool } from "~/tools/ui/NoticePeriodTool";

/** The active topic comes from ?topic= (parsed, never trusted), so the server renders the chosen tab. */
export function loader({ request }: LoaderFunctionArgs) {
  return json(parseGuideParams(new URL(request.url).searchParams, GUIDE), { headers: pageHeaders() });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: GUIDE.path, matches });

/** The tool this page's content embeds (only its code loads here; see ToolEmbeds). */
const TOOLS = { "notice-period": () => <NoticePeriodTool mode="embed" /> };

export default function TenantRights() {
  const state = useLoaderData<typeof loader>();
  return (
    <ToolEmbeds.Provider value={TOOLS}>
      <TabbedGuidePage guide={GUIDE} state={state} />
    </ToolEmbeds.Provider>
  );
}
