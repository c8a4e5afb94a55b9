/**
 * Security headers for every response. The Content-Security-Policy allows
 * inline scripts only by their SHA-256 hash, computed from the rendered HTML
 * (entry.server.tsx). Hashes, unlike a per-request nonce, keep a page's
 * bytes identical for every visitor, so rendered pages can be cached and
 * answered with 304s, and no 'unsafe-inline' or 'unsafe-eval' is needed.
 * Other hosts (the questionnaire widget's, when it is configured) are
 * allowed only where the caller passes them (entry.server).
 */
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** 'sha256-…' sources for every executable inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']?application\/(ld\+)?json/i.test(attrs ?? "")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body ?? "").digest("base64")}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: string[] = [], extraOrigins: readonly string[] = []): string {
  const extra = extraOrigins.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")} ${extra}`.replace(/\s+/g, " ").trim(),
    `style-src 'self' 'unsafe-inline' ${extra}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${extra}`.trim(),
    `frame-src ${extra || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function setSecurityHeaders(headers: Headers, scriptHashes: string[] = [], extraOrigins: readonly string[] = []): Headers {
  headers.set("Content-Security-Policy", contentSecurityPolicy(scriptHashes, extraOrigins));
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
  headers.set("X-Frame-Options", "DENY");
  // No Cross-Origin-Opener-Policy, on purpose: here it buys little. It cuts the link between our window and a
  // page that opened it, so that page could no longer send our tab elsewhere; but
  // there is no sign-in and no visitor data on this site for such a page to reach,
  // and every link to another site already opens with rel="noopener noreferrer".
  // Its cost is real: Chrome then starts a fresh renderer process for the page,
  // and Chrome on Android (since Chrome 92) gives each site that sends it a
  // process of its own. The measurements are in the README, "Keeping pages fast".
  return headers;
}
