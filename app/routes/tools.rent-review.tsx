import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RENT_WORDS } from "~/content/tools/rent-review";
import { pageMeta } from "~/lib/seo";
import { readRentQuery } from "~/tools/rent-review.form";
import { toolLoaderResponse } from "~/tools/route.server";
import { RentReviewTool } from "~/tools/ui/RentReviewTool";
import { ToolPage } from "~/tools/ui/ToolPage";

const PATH = "/tools/rent-review";

export async function loader({ request }: LoaderFunctionArgs) {
  return toolLoaderResponse(request, readRentQuery);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: PATH, matches });

export default function RentReviewRoute() {
  const { query, today } = useLoaderData<typeof loader>();
  return (
    <ToolPage path={PATH} lead={RENT_WORDS.lead}>
      <RentReviewTool mode="page" query={query} today={today} />
    </ToolPage>
  );
}
