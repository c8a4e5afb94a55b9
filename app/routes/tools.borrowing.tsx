import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BORROWING_WORDS } from "~/content/tools/borrowing";
import { pageMeta } from "~/lib/seo";
import { readBorrowingQuery } from "~/tools/borrowing.form";
import { toolLoaderResponse } from "~/tools/route.server";
import { BorrowingTool } from "~/tools/ui/BorrowingTool";
import { ToolPage } from "~/tools/ui/ToolPage";

const PATH = "/tools/borrowing";

export async function loader({ request }: LoaderFunctionArgs) {
  return toolLoaderResponse(request, readBorrowingQuery);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: PATH, matches });

export default function BorrowingRoute() {
  const { query, today } = useLoaderData<typeof loader>();
  return (
    <ToolPage path={PATH} lead={BORROWING_WORDS.lead}>
      <BorrowingTool mode="page" query={query} today={today} />
    </ToolPage>
  );
}
