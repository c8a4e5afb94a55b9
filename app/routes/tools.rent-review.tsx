import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TOOL_LEADS } from "~/content/tools/leads";
import { pageMeta } from "~/components/layout/page-meta";
import { readRentQuery } from "~/tools/readers.server";
import { toolLoaderResponse } from "~/tools/route.server";
import { pageTool } from "~/tools/ui/embed";
import { ToolPage } from "~/tools/ui/ToolPage";

// The tool's code arrives after the page's first scripts (see tools/ui/embed).
const RentReviewTool = pageTool("rent-review");

const PATH = "/tools/rent-review";

export async function loader({ request }: LoaderFunctionArgs) {
  return toolLoaderResponse(request, readRentQuery);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: PATH, matches });

export default function RentReviewRoute() {
  const { query, today } = useLoaderData<typeof loader>();
  return (
    <ToolPage path={PATH} lead={TOOL_LEADS["rent-review"]}>
      <RentReviewTool query={query} today={today} />
    </ToolPage>
  );
}
