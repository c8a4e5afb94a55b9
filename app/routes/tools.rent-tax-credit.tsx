import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TOOL_LEADS } from "~/content/tools/leads";
import { pageMeta } from "~/components/layout/page-meta";
import { readRtcQuery } from "~/tools/readers.server";
import { toolLoaderResponse } from "~/tools/route.server";
import { pageTool } from "~/tools/ui/embed";
import { ToolPage } from "~/tools/ui/ToolPage";

// The tool's code arrives after the page's first scripts (see tools/ui/embed).
const RentTaxCreditTool = pageTool("rent-tax-credit");

const PATH = "/tools/rent-tax-credit";

export async function loader({ request }: LoaderFunctionArgs) {
  return toolLoaderResponse(request, readRtcQuery);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: PATH, matches });

export default function RentTaxCreditRoute() {
  const { query, today } = useLoaderData<typeof loader>();
  return (
    <ToolPage path={PATH} lead={TOOL_LEADS["rent-tax-credit"]}>
      <RentTaxCreditTool query={query} today={today} />
    </ToolPage>
  );
}
