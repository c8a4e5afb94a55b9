/**
 * The bench's static server for the "floor": each route's server HTML with
 * every script removed, served as a file (gzip, as the site serves its
 * pages), with the site's public files (images, favicon) beside it, so the
 * page looks the same and costs nothing but parsing, style and layout.
 *
 *   node scripts/lib/static-server.mjs PORT PAGES_DIR PUBLIC_DIR
 *
 * A separate process, so the bench's own work never competes with it on
 * the event loop. Bodies are compressed once and kept in memory.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png",
  ".webp": "image/webp", ".jpg": "image/jpeg", ".ico": "image/x-icon", ".json": "application/json", ".webmanifest": "application/manifest+json", ".txt": "text/plain",
};

/** Removes every script: <script> elements (inline, module, JSON-LD) and module preloads. */
export function stripScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [port, pagesDir, publicDir] = process.argv.slice(2);
  const cache = new Map();
  const file = (path) => {
    for (const root of [pagesDir, publicDir]) {
      const full = normalize(join(root, path));
      if (full.startsWith(normalize(root)) && existsSync(full) && statSync(full).isFile()) return full;
    }
    return undefined;
  };
  createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (path === "/healthz") return res.end("ok");
    const full = file(path);
    if (!full) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("not found");
    }
    let entry = cache.get(full);
    if (!entry) {
      const body = readFileSync(full);
      entry = { body, gzip: gzipSync(body, { level: 9 }), type: TYPES[extname(full)] ?? "application/octet-stream" };
      cache.set(full, entry);
    }
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? entry.gzip : entry.body;
    res.writeHead(200, {
      "content-type": entry.type, "content-length": body.length, "cache-control": "no-cache",
      ...(gzip ? { "content-encoding": "gzip", vary: "Accept-Encoding" } : {}),
    });
    res.end(body);
  }).listen(Number(port), "127.0.0.1");
}
