/**
 * Server rendering. Pages have no deferred data, so each is rendered to a
 * complete string: that lets us hash its inline scripts for the CSP, give it
 * a strong ETag and answer a matching If-None-Match with 304. Parts whose
 * code the browser loads later (lib/later: the tools, the planner, the
 * questionnaire's flow) are rendered in full here too: their code is loaded
 * before the first render (`loadServerParts`, once per process), so each
 * page is rendered once, complete, whatever else the server is doing. A part
 * whose code cannot load fails the request (a logged 500), never a short page.
 *
 * A CPU profile of remix-serve under load (`node --cpu-prof`, see
 * scripts/bench.mjs) put React's render at about half of the server's busy
 * time, per-response compression (flushed chunk by chunk) and garbage
 * collection at most of the rest. So a page that declares itself shareable
 * (`Cache-Control: public`, its output a function of the URL and the build)
 * is rendered once and kept with its compressed bodies (lib/page-cache.server);
 * every response here carries its own Content-Encoding, which the serve
 * middleware's compression then leaves alone.
 */
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createHash } from "node:crypto";
import { renderToString } from "react-dom/server";
import { contentCacheControl } from "~/facts/page-headers.server";
import { CACHE_CONTROL, ifNoneMatch, sharedMaxAge } from "~/lib/http.server";
import { loadServerParts } from "~/lib/later";
import { encode, negotiateEncoding, PageCache, pageCacheKey, type CachedPage, type Encoding } from "~/lib/page-cache.server";
import { inlineScriptHashes, setSecurityHeaders } from "~/lib/security.server";
import { widgetOrigins } from "~/questionnaire/config.server";
import { safeStyleText, SiteCss } from "~/lib/site-css";
import builtCss from "~/tailwind.css?inline";

const SITE_CSS = safeStyleText(builtCss);
/** The questionnaire widget's hosts, when one is configured: the only other hosts a page may load from. */
const WIDGET_ORIGINS = widgetOrigins();

export const pageCache = new PageCache();

/**
 * The whole document as one string, rendered once. Not
 * renderToPipeableStream: React 18.3's stream can write NUL bytes where a
 * chunk ends inside a multi-byte character (react#31134), and "€" is on most
 * pages; and a page that is cached and hashed for its CSP needs the whole
 * string anyway.
 */
async function render(request: Request, remixContext: EntryContext) {
  await loadServerParts();
  const body = renderToString(<SiteCss.Provider value={SITE_CSS}><RemixServer context={remixContext} url={request.url} /></SiteCss.Provider>);
  const html = `<!DOCTYPE html>${body}`;
  return { html, etag: createHash("sha1").update(html).digest("base64url"), scriptHashes: inlineScriptHashes(html) };
}

/**
 * One strong ETag per encoding (they are different byte sequences); all name
 * the same page (lib/http.server's ifNoneMatch takes any of them as "unchanged").
 */
const etagFor = (tag: string, encoding: Encoding) => `"${tag}${encoding === "identity" ? "" : `.${encoding}`}"`;

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (responseStatusCode >= 400) {
    const { html, scriptHashes } = await render(request, remixContext);
    setSecurityHeaders(responseHeaders, scriptHashes, WIDGET_ORIGINS);
    // Not-found and error pages are never cached as if they were content.
    responseHeaders.set("Cache-Control", CACHE_CONTROL.none);
    return new Response(html, { status: responseStatusCode, headers: responseHeaders });
  }

  // A page that sets no policy of its own gets a content page's: every page carries today's date for the
  // questionnaire overlay (root.tsx), so none may be kept past the next day a rule changes.
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", contentCacheControl());
  const key = pageCacheKey(request, responseStatusCode, responseHeaders, remixContext.manifest.version);
  let page: CachedPage | undefined = key ? pageCache.get(key) : undefined;
  const state = page ? "hit" : key ? "miss" : "bypass";
  if (!page) {
    const rendered = await render(request, remixContext);
    // Never kept longer than the page allows a CDN to keep it (a tool page only until midnight).
    const sharedForMs = (sharedMaxAge(responseHeaders.get("Cache-Control")) ?? Infinity) * 1000;
    page = key ? pageCache.set(key, rendered, sharedForMs) : { ...rendered, bodies: {}, bytes: 0, expires: 0 };
  }

  const encoding = negotiateEncoding(request.headers.get("Accept-Encoding"));
  setSecurityHeaders(responseHeaders, page.scriptHashes, WIDGET_ORIGINS);
  responseHeaders.set("ETag", etagFor(page.etag, encoding));
  responseHeaders.set("Vary", "Accept-Encoding");
  responseHeaders.set("X-Render-Cache", state);
  if (ifNoneMatch(request.headers.get("If-None-Match"), page.etag)) return new Response(null, { status: 304, headers: responseHeaders });

  const body = key ? pageCache.body(key, page, encoding) : encode(page.html, encoding);
  if (encoding !== "identity") responseHeaders.set("Content-Encoding", encoding);
  responseHeaders.set("Content-Length", String(body.length));
  // A view of the same bytes: the Fetch types accept a Uint8Array over an ArrayBuffer, not Node's Buffer type.
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return new Response(bytes, { status: responseStatusCode, headers: responseHeaders });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  setSecurityHeaders(response.headers);
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`[error] ${request.method} ${new URL(request.url).pathname}`, error);
}
