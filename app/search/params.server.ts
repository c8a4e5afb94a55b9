/**
 * The search page's parameter (`q`), read with the site's query kit
 * (lib/params.ts). Loaders only, so pages whose filters are plain links do
 * not load the kit.
 */
import { anyText, MAX_REPORTED, parseQuery } from "~/lib/params";

/** The site search page's parameters: just `q`. */
export function parseSearchParams(params: URLSearchParams) {
  return parseQuery(params, { q: anyText }, { limit: MAX_REPORTED });
}

