import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SCHEME_WORDS } from "~/content/tools/scheme-amounts";
import { pageMeta } from "~/lib/seo";
import { readSchemeQuery } from "~/tools/scheme-amounts.form";
import { toolLoaderResponse } from "~/tools/route.server";
import { SchemeAmountsTool } from "~/tools/ui/SchemeAmountsTool";
import { ToolPage } from "~/tools/ui/ToolPage";

const PATH = "/tools/scheme-amounts";

export async function loader({ request }: LoaderFunctionArgs) {
  return toolLoaderResponse(request, readSchemeQuery);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: PATH, matches });

export default function SchemeAmountsRoute() {
  const { query, today } = useLoaderData<typeof loader>();
  return (
    <ToolPage path={PATH} lead={SCHEME_WORDS.lead}>
      <SchemeAmountsTool mode="page" query={query} today={today} />
    </ToolPage>
  );
}
