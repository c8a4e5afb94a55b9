import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { HydrateLater } from "~/components/ui/HydrateLater";
import { pageMeta } from "~/components/layout/page-meta";
import { breadcrumbsFor, getPage } from "~/content/pages";
import type { ToolName } from "~/content/tools/common";
import { TOOL_LEADS } from "~/content/tools/leads";
import { TOOL_PAGE } from "~/content/tools/pages";
import { TOOLS_TAG } from "~/content/tools/tag";
import type { ToolLoader } from "../route.server";
import { toolCode } from "./embed";

/**
 * A tool's own page (/tools/…), the default export of its route: breadcrumbs,
 * the page's one h1 and lead, then the tool with the query the loader read
 * (tools/route.server). Call it once, at module level: the tool's code
 * arrives after the page's first scripts (see tools/ui/embed).
 */
export function toolPage(name: ToolName) {
  const Tool = toolCode(name);
  const path = TOOL_PAGE[name].path;
  return function ToolPage() {
    const { query, today } = useLoaderData<ToolLoader>();
    const page = getPage(path);
    return (
      <>
        <PageHeader title={page.title} tag={TOOLS_TAG} lead={TOOL_LEADS[name]} accent="teal" breadcrumbs={breadcrumbsFor(path)} />
        <HydrateLater>
          <Tool mode="page" query={query} today={today} />
        </HydrateLater>
      </>
    );
  };
}

/** Every tool page's head, from its entry in the page registry. */
export const meta: MetaFunction<ToolLoader> = ({ data, matches }) => (data ? pageMeta({ path: TOOL_PAGE[data.tool].path, matches }) : []);

/** The page's cache policy is the loader's (it depends on today's date). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
