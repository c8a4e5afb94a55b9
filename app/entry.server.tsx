/**
 * Server rendering. Pages have no deferred data, so each is rendered to a
 * complete string: that lets us hash its inline scripts for the CSP, give it
 * a strong ETag and answer a matching If-None-Match with 304.
 */
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createHash } from "node:crypto";
import { renderToString } from "react-dom/server";
import { CACHE_CONTROL } from "~/lib/http.server";
import { inlineScriptHashes, setSecurityHeaders } from "~/lib/security.server";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const html = `<!DOCTYPE html>${renderToString(<RemixServer context={remixContext} url={request.url} />)}`;
  setSecurityHeaders(responseHeaders, inlineScriptHashes(html));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (responseStatusCode >= 400) {
    // Not-found and error pages are never cached as if they were content.
    responseHeaders.set("Cache-Control", CACHE_CONTROL.none);
    return new Response(html, { status: responseStatusCode, headers: responseHeaders });
  }

  const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
  responseHeaders.set("ETag", etag);
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", CACHE_CONTROL.page);
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  setSecurityHeaders(response.headers);
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`[error] ${request.method} ${new URL(request.url).pathname}`, error);
}
