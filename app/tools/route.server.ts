import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { ToolName } from "~/content/tools/common";
import { datedPageCacheControl } from "~/lib/http.server";
import { siteToday } from "~/lib/today.server";
import { TOOLS } from "./registry.server";

/**
 * The tool routes' server side, each route a line or two over it (the tools
 * themselves are in tools/registry.server).
 *
 * A tool page's loader. Its data: the URL's answers as raw strings (validated by
 * the tool itself, on the server and again live in the browser), the names
 * of parameters it ignored, and today's date in Ireland (lib/today.server) so the server and the
 * browser judge "in the future" the same way. Because the answer depends on
 * that date, caches keep the page only until the date changes.
 */
export function toolLoader(name: ToolName) {
  return ({ request }: LoaderFunctionArgs) => {
    const query = TOOLS[name].read(new URL(request.url).searchParams);
    const now = new Date();
    return json({ tool: name, query, today: siteToday(now) }, { headers: { "Cache-Control": datedPageCacheControl(now) } });
  };
}

export type ToolLoader = ReturnType<typeof toolLoader>;

/** The loader of a tool's `.ics` or `.pdf` address. */
export function toolFileLoader(name: ToolName, kind: "ics" | "pdf") {
  const answer = TOOLS[name][kind];
  // A route for a file the registry does not make is a mistake in the routes, found when the server starts.
  if (!answer) throw new Error(`The ${name} tool has no .${kind} address`);
  return ({ request }: LoaderFunctionArgs) => answer(request);
}
