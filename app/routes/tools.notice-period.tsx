import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NOTICE_WORDS } from "~/content/tools/notice-period";
import { pageMeta } from "~/lib/seo";
import { readNoticeQuery } from "~/tools/notice-period.form";
import { toolLoaderResponse } from "~/tools/route.server";
import { NoticePeriodTool } from "~/tools/ui/NoticePeriodTool";
import { ToolPage } from "~/tools/ui/ToolPage";

const PATH = "/tools/notice-period";

export async function loader({ request }: LoaderFunctionArgs) {
  return toolLoaderResponse(request, readNoticeQuery);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: PATH, matches });

export default function NoticePeriodRoute() {
  const { query, today } = useLoaderData<typeof loader>();
  return (
    <ToolPage path={PATH} lead={NOTICE_WORDS.lead}>
      <NoticePeriodTool mode="page" query={query} today={today} />
    </ToolPage>
  );
}
