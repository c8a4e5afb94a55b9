import { json } from "@remix-run/node";
import { datedPageCacheControl } from "~/lib/http.server";
import { siteToday } from "~/lib/today.server";
import type { RawQuery } from "./params";

/**
 * A tool page's loader data: the URL's answers as raw strings (validated by
 * the tool itself, on the server and again live in the browser), the names
 * of parameters it ignored, and today's date in Ireland (lib/today.server) so the server and the
 * browser judge "in the future" the same way. Because the answer depends on
 * that date, caches keep the page only until the date changes.
 */
export function toolLoaderResponse<K extends string>(request: Request, read: (params: URLSearchParams) => RawQuery<K>) {
  const query = read(new URL(request.url).searchParams);
  const now = new Date();
  return json({ query, today: siteToday(now) }, { headers: { "Cache-Control": datedPageCacheControl(now) } });
}
