/**
 * An in-process cache of rendered pages, with their compressed bodies.
 *
 * Rendering a page with React is most of the server's work per request
 * (see the profile note in entry.server.tsx). A page that declares itself
 * shareable (`Cache-Control: public`, as a CDN would read it) has output
 * that depends only on its URL and the build, so the HTML is rendered once,
 * compressed once per encoding, and served from memory until it expires.
 * The cache is bounded (entries and bytes, least recently used first out),
 * so URLs with endless query strings cannot grow it without limit.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

export interface CachedPage {
  html: string;
  /** Strong validator of the HTML (the same for every encoding of it). */
  etag: string;
  /** CSP sources for the page's inline scripts. */
  scriptHashes: string[];
  /** Bodies by encoding, made on first use. */
  bodies: Partial<Record<Encoding, Buffer>>;
  bytes: number;
  expires: number;
}

/** Parses Accept-Encoding and picks brotli, then gzip, else identity (q=0 refuses an encoding). */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim());
    const qParam = params.find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : "identity";
}

/**
 * The cache key of a response, or null when it must not be cached: only a
 * 200 answer to a GET or HEAD without credentials, declared `public` (a CDN
 * may share it, so its output does not depend on the visitor), setting no
 * cookie and varying on nothing but the encoding.
 */
export function pageCacheKey(request: Request, status: number, headers: Headers, buildVersion: string): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (status !== 200) return null;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return null;
  const cacheControl = (headers.get("Cache-Control") ?? "").toLowerCase();
  if (!/(^|[\s,])public([\s,]|$)/.test(cacheControl) || /(no-store|no-cache|private)/.test(cacheControl)) return null;
  if (headers.has("Set-Cookie")) return null;
  const vary = headers.get("Vary");
  if (vary && vary.split(",").some((v) => v.trim().toLowerCase() !== "accept-encoding")) return null;
  return `${buildVersion} ${request.url}`;
}

export function encode(html: string, encoding: Encoding): Buffer {
  const raw = Buffer.from(html, "utf8");
  if (encoding === "gzip") return gzipSync(raw, { level: 9 });
  if (encoding === "br") {
    // Quality 6: within a few percent of gzip -9's cost, smaller output; 11 costs ~70× more per page.
    return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  }
  return raw;
}

/** Bounded by entries and bytes; `ttlMs` bounds the staleness of anything time-based on a page (the footer's year). */
export class PageCache {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly ttlMs: number;
  private readonly now: () => number;
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recently used.
  private readonly entries = new Map<string, CachedPage>();
  private totalBytes = 0;

  constructor({ maxEntries = 500, maxBytes = 64 * 1024 * 1024, ttlMs = 60 * 60 * 1000, now = Date.now }: { maxEntries?: number; maxBytes?: number; ttlMs?: number; now?: () => number } = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (page.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  /** `maxAgeMs`: how long the response itself allows sharing it, when that is shorter than the cache's own limit. */
  set(key: string, page: { html: string; etag: string; scriptHashes: string[] }, maxAgeMs: number = Infinity): CachedPage {
    this.delete(key);
    const entry: CachedPage = { ...page, bodies: {}, bytes: page.html.length * 2, expires: this.now() + Math.min(this.ttlMs, maxAgeMs) };
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    this.evict();
    return entry;
  }

  /** The page's body in an encoding, compressed on first use and kept. */
  body(key: string, page: CachedPage, encoding: Encoding): Buffer {
    const existing = page.bodies[encoding];
    if (existing) return existing;
    const body = encode(page.html, encoding);
    page.bodies[encoding] = body;
    // Count it only while the entry is still held (it may have been evicted meanwhile).
    if (this.entries.get(key) === page) {
      page.bytes += body.length;
      this.totalBytes += body.length;
      this.evict();
    }
    return body;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  private delete(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.totalBytes -= page.bytes;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries || (this.totalBytes > this.maxBytes && this.entries.size > 1)) this.delete(this.entries.keys().next().value!);
  }
}
