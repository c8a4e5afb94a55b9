/**
 * The search page's parameter (`q`), read with the site's query kit
 * (lib/params.ts). Loaders only, so pages whose filters are plain links do
 * not load the kit.
 */
import { parseQuery, type Check } from "~/lib/params";

/** Any text: cleanQuery bounds it. */
export const anyText: Check<string> = (raw) => ({ ok: true, value: raw });

/** At most this many ignored parameters are reported (the rest are ignored silently). */
export const MAX_REPORTED = 5;

/** The site search page's parameters: just `q`. */
export function parseSearchParams(params: URLSearchParams) {
  return parseQuery(params, { q: anyText }, { limit: MAX_REPORTED });
}

