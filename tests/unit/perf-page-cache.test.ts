/**
 * The rendered-page cache behind entry.server.tsx: which responses may be
 * cached, content negotiation, bounds (entries, bytes, age) and the
 * compressed bodies decoding back to the exact HTML. (That a cached page
 * equals a fresh render through the real server is tests/e2e/perf.spec.ts.)
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CACHE_CONTROL, datedPageCacheControl, sharedMaxAge } from "~/lib/http.server";
import { pageHeaders } from "~/facts/page-headers.server";
import { negotiateEncoding, PageCache, pageCacheKey } from "~/lib/page-cache.server";

const page = (html: string) => ({ html, etag: `e-${html.length}`, scriptHashes: ["'sha256-x'"] });

describe("negotiateEncoding", () => {
  it.each([
    [null, "identity"],
    ["", "identity"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0", "identity"],
    ["deflate", "identity"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["GZIP;Q=0.5", "gzip"],
  ])("%s → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("pageCacheKey", () => {
  const request = (init?: RequestInit, url = "https://www.example.ie/renting?topic=x") => new Request(url, init);

  it("keys a public 200 page by build and full URL", () => {
    expect(pageCacheKey(request(), 200, pageHeaders(), "abc")).toBe("abc https://www.example.ie/renting?topic=x");
    expect(pageCacheKey(request({ method: "HEAD" }), 200, pageHeaders(), "abc")).not.toBeNull();
  });

  it("never caches what may depend on the visitor or is not a plain success", () => {
    expect(pageCacheKey(request({ method: "POST" }), 200, pageHeaders(), "v")).toBeNull();
    expect(pageCacheKey(request(), 404, pageHeaders(), "v")).toBeNull();
    expect(pageCacheKey(request(), 206, pageHeaders(), "v")).toBeNull();
    expect(pageCacheKey(request({ headers: { Cookie: "a=b" } }), 200, pageHeaders(), "v")).toBeNull();
    expect(pageCacheKey(request({ headers: { Authorization: "Basic eA==" } }), 200, pageHeaders(), "v")).toBeNull();
    expect(pageCacheKey(request(), 200, new Headers({ "Cache-Control": CACHE_CONTROL.none }), "v")).toBeNull();
    expect(pageCacheKey(request(), 200, new Headers({ "Cache-Control": CACHE_CONTROL.personal }), "v")).toBeNull();
    expect(pageCacheKey(request(), 200, new Headers({ "Cache-Control": "private, max-age=60" }), "v")).toBeNull();
    expect(pageCacheKey(request(), 200, new Headers(), "v")).toBeNull();
    expect(pageCacheKey(request(), 200, pageHeaders({ "Set-Cookie": "a=b" }), "v")).toBeNull();
    expect(pageCacheKey(request(), 200, pageHeaders({ Vary: "Cookie" }), "v")).toBeNull();
    expect(pageCacheKey(request(), 200, pageHeaders({ Vary: "Accept-Encoding" }), "v")).not.toBeNull();
  });
});

describe("PageCache", () => {
  it("returns what was stored, and forgets the least recently used beyond its entry limit", () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set("a", page("A"));
    cache.set("b", page("B"));
    expect(cache.get("a")?.html).toBe("A"); // a is now the most recent
    cache.set("c", page("C"));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.html).toBe("A");
    expect(cache.get("c")?.html).toBe("C");
    expect(cache.size).toBe(2);
  });

  it("stays under its byte limit, compressed bodies included", () => {
    const html = "<p>x</p>".repeat(1000);
    const cache = new PageCache({ maxBytes: 3 * html.length * 2 });
    for (const key of ["a", "b", "c", "d", "e"]) {
      const entry = cache.set(key, page(html));
      cache.body(key, entry, "gzip");
      expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    }
    expect(cache.size).toBeLessThan(5);
    expect(cache.get("e")).toBeDefined();
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it("expires entries after their time to live", () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 500, now: () => now });
    cache.set("a", page("A"));
    now += 499;
    expect(cache.get("a")).toBeDefined();
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("keeps an entry no longer than the response allows a shared cache to", () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 500, now: () => now });
    cache.set("short", page("S"), 100);
    cache.set("long", page("L"), 10_000);
    now += 100;
    expect(cache.get("short")).toBeUndefined();
    expect(cache.get("long")).toBeDefined();
    now += 400;
    expect(cache.get("long")).toBeUndefined();
  });

  it("compresses once per encoding, and every body decodes to the exact HTML", () => {
    const html = `<!DOCTYPE html><html lang="en-IE"><body>${"Ceád míle fáilte – €1,000 ".repeat(200)}</body></html>`;
    const cache = new PageCache();
    const entry = cache.set("k", page(html));
    const br = cache.body("k", entry, "br");
    const gz = cache.body("k", entry, "gzip");
    const raw = cache.body("k", entry, "identity");
    expect(cache.body("k", entry, "br")).toBe(br);
    expect(brotliDecompressSync(br).toString("utf8")).toBe(html);
    expect(gunzipSync(gz).toString("utf8")).toBe(html);
    expect(raw.toString("utf8")).toBe(html);
    expect(br.length).toBeLessThan(raw.length / 5);
  });
});

describe("pages that depend on today's date", () => {
  it("are shared only until the next UTC midnight, and never served stale", () => {
    expect(datedPageCacheControl(new Date("2026-11-22T00:00:00Z"))).toBe("public, max-age=300, s-maxage=86400");
    expect(datedPageCacheControl(new Date("2026-11-22T18:00:00Z"))).toBe("public, max-age=300, s-maxage=21600");
    // In the last five minutes of the day even the browser keeps it only until midnight.
    expect(datedPageCacheControl(new Date("2026-11-22T23:59:00.500Z"))).toBe("public, max-age=60, s-maxage=60");
    expect(datedPageCacheControl(new Date("2026-11-22T23:59:59.999Z"))).toBe("public, max-age=1, s-maxage=1");
  });

  it("the render cache reads how long a response may be shared", () => {
    expect(sharedMaxAge(datedPageCacheControl(new Date("2026-11-22T18:00:00Z")))).toBe(21_600);
    expect(sharedMaxAge(CACHE_CONTROL.page)).toBe(86_400);
    expect(sharedMaxAge("public, max-age=60")).toBe(60);
    expect(sharedMaxAge("public")).toBeNull();
    expect(sharedMaxAge(null)).toBeNull();
  });
});
