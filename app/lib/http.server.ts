/**
 * Cache policies, named once. Route `headers` functions pass the loader's
 * headers through, so an error response keeps its own no-store policy.
 */
import { createHash } from "node:crypto";
import { addDays, daysBetween } from "./dates";
import { secondsToDublinMidnight } from "./today";
import { siteToday } from "./today.server";

export const CACHE_CONTROL = {
  /**
   * Content pages: browsers keep 5 minutes; a CDN keeps a day and may serve stale for a week while it refreshes.
   * `public` also lets the server keep the rendered page in memory, keyed by URL (entry.server.tsx):
   * a page whose output depends on anything else (a cookie, a request header) must use `personal`.
   */
  page: "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800",
  /** A page made for one visitor: neither a CDN nor the server's render cache may keep it. */
  personal: "private, no-store",
  /** Not-found and error responses must never be cached as if they were pages. */
  none: "no-store",
  /** Health checks: always fresh. */
  health: "no-store",
} as const;

/** A real 404 for a path nothing serves, logged on the server. JSON.stringify escapes control characters, so a hostile path cannot forge log lines. */
export function notFound(request: Request): Response {
  console.warn(`[404] ${JSON.stringify(new URL(request.url).pathname.slice(0, 500))}`);
  return new Response("Not Found", { status: 404, headers: { "Cache-Control": CACHE_CONTROL.none } });
}

const DAY_SECONDS = 86_400;
/** CACHE_CONTROL.page's s-maxage and stale-while-revalidate. */
const PAGE_SHARED_SECONDS = DAY_SECONDS;
const PAGE_STALE_SECONDS = 604_800;

/**
 * For a page whose answer depends on today's date (a tool that says whether a
 * date has passed): shared caches keep it only until the next midnight in
 * Ireland, the moment its "today" changes, and never serve it stale after that.
 */
export function datedPageCacheControl(now: Date = new Date()): string {
  return cacheControlUntil(addDays(siteToday(now), 1), now);
}

/**
 * For a page that may read differently from the start of day `change` (ISO
 * date in Ireland; undefined: no such day is known): near that day the shared
 * lifetime and the stale window shrink to end at its midnight, so no cache
 * keeps the page past it. Otherwise the usual page policy. Content pages get
 * their day from the rules they state (facts/page-headers.server.ts).
 */
export function cacheControlUntil(change: string | undefined, now: Date = new Date()): string {
  const today = siteToday(now);
  if (!change) return CACHE_CONTROL.page;
  const untilChange = secondsToDublinMidnight(now) + (daysBetween(today, change) - 1) * DAY_SECONDS;
  if (untilChange >= PAGE_SHARED_SECONDS + PAGE_STALE_SECONDS) return CACHE_CONTROL.page;
  const shared = Math.min(PAGE_SHARED_SECONDS, untilChange);
  const stale = untilChange - shared;
  return `public, max-age=${Math.min(300, untilChange)}, s-maxage=${shared}${stale > 0 ? `, stale-while-revalidate=${stale}` : ""}`;
}

/** A Cache-Control directive's number of seconds (`max-age`, `s-maxage`, `stale-while-revalidate`), or null when absent. */
export function cacheDirective(cacheControl: string | null, name: string): number | null {
  const value = new RegExp(`(?:^|[\\s,])${name}=(\\d+)`, "i").exec(cacheControl ?? "");
  return value ? Number(value[1]) : null;
}

/** How long a shared cache may keep a response, in seconds (s-maxage, else max-age), or null when the header does not say. */
export function sharedMaxAge(cacheControl: string | null): number | null {
  return cacheDirective(cacheControl, "s-maxage") ?? cacheDirective(cacheControl, "max-age");
}

/** A route `headers` function that passes the loader's (or error's) headers through. */
export const passThroughHeaders = ({ loaderHeaders, errorHeaders }: { loaderHeaders: Headers; errorHeaders?: Headers }): Headers =>
  errorHeaders ?? loaderHeaders;

/**
 * Whether an If-None-Match header names the entity tagged `tag` (unquoted):
 * `*`, or its tag by weak comparison (RFC 9110 13.1.2), also as a compressed
 * copy's tag names it (`"tag.br"` from the page cache, `"tag-gzip"` from the
 * compression middleware): the same content either way.
 */
export function ifNoneMatch(header: string | null, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((each) => {
    const named = each.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
    return named === tag || named.replace(/[.-](br|gzip)$/, "") === tag;
  });
}

/**
 * A resource (data file, feed) with a strong ETag, the hash of its bytes,
 * answering a matching If-None-Match with 304 as pages do (entry.server.tsx
 * does it for pages; resource routes bypass it). `headers` carries the
 * Content-Type and the cache policy.
 */
export function entityResponse(request: Request, body: string, headers: Headers): Response {
  const tag = createHash("sha1").update(body).digest("base64url");
  headers.set("ETag", `"${tag}"`);
  if (ifNoneMatch(request.headers.get("If-None-Match"), tag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}
