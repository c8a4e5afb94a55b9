import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { tabbedGuideLoader } from "~/loaders/tabbed-guide.server";
import { TabbedGuidePage } from "~/components/guide/TabbedGuidePage";
import { tenantRights } from "~/content/guides/tenant-rights";
import { pageMeta } from "~/components/layout/page-meta";
import { embeddedTool } from "~/tools/ui/embed";

export const loader = tabbedGuideLoader(tenantRights, { embedsTool: true });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/renting/tenant-rights", matches });

/** The tool this page's content embeds (its code loads after the page's; see tools/ui/embed). */
const TOOLS = { "notice-period": embeddedTool("notice-period") };

export default function TenantRights() {
  return <TabbedGuidePage {...useLoaderData<typeof loader>()} tools={TOOLS} />;
}
