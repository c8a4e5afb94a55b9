/**
 * Cache policies, named once. Route `headers` functions pass the loader's
 * headers through, so an error response keeps its own no-store policy.
 */
export const CACHE_CONTROL = {
  /** Content pages: browsers keep 5 minutes; a CDN keeps a day and may serve stale for a week while it refreshes. */
  page: "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800",
  /** Not-found and error responses must never be cached as if they were pages. */
  none: "no-store",
  /** Health checks: always fresh. */
  health: "no-store",
} as const;

export function pageHeaders(extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  headers.set("Cache-Control", CACHE_CONTROL.page);
  return headers;
}

/** A route `headers` function that passes the loader's (or error's) headers through. */
export function passThroughHeaders({
  loaderHeaders,
  errorHeaders,
}: {
  loaderHeaders: Headers;
  errorHeaders?: Headers;
}): Headers {
  return errorHeaders ?? loaderHeaders;
}
