/**
 * The site's Express app, on @remix-run/express (Remix's documented way to
 * customise the server): what remix-serve did, with the access log of
 * access-log.mjs in place of its morgan log, which wrote every request's
 * full address, query and all.
 *
 * - Compression for what the site does not compress itself (it sends pages
 *   already compressed, with their own Content-Encoding, which compression
 *   leaves alone).
 * - The build's fingerprinted files (`/assets/`) immutable for a year; the
 *   public files copied beside them (favicon, icons, manifest) for an hour,
 *   as remix-serve served `public/`. (remix-serve also served the whole of
 *   build/client as immutable, so a new favicon could wait a year.)
 * - A path whose percent-encoding cannot be decoded gets a plain 400 that
 *   echoes nothing, before anything else reads it; never a 5xx.
 * - Everything else goes to Remix, with the load context of `loadContext`.
 */
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { join, resolve } from "node:path";
import { accessLog } from "./access-log.mjs";

/**
 * The only Host the site ever sees. Its links take their origin from
 * SITE_URL (app/content/site.server.ts), never from the request: a shared
 * cache would keep a page built for whatever Host a client sent. Replacing
 * the header (and dropping X-Forwarded-Host, which the adapter also reads)
 * makes that structural, and keys the server's page cache on the path alone.
 */
export const SITE_HOST = "site.invalid";

/** A short plain-text answer made here, not by the site: no echo, never cached. */
function plain(res, status, text) {
  res.status(status).set({
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'",
    "X-Content-Type-Options": "nosniff",
  }).send(text);
}

/** Refuses a path that cannot be decoded; gives the site the one Host it may see. */
function readable(req, res, next) {
  const query = req.url.indexOf("?");
  try {
    decodeURIComponent(query === -1 ? req.url : req.url.slice(0, query));
  } catch {
    return plain(res, 400, "Bad Request");
  }
  req.headers.host = SITE_HOST;
  delete req.headers["x-forwarded-host"];
  next();
}

/**
 * @param {{ build: import("@remix-run/node").ServerBuild, mode?: string,
 *   getLoadContext?: () => Record<string, unknown>, write?: (line: string) => void,
 *   logError?: (line: string) => void }} options
 */
export function createApp({ build, mode = process.env.NODE_ENV, getLoadContext, write, logError = (line) => process.stderr.write(`${line}\n`) }) {
  const app = express();
  app.disable("x-powered-by");
  app.use(accessLog(write));
  app.use(readable);
  app.use(compression());
  // Relative to the working folder, as remix-serve read it (the build names it relative to its Vite root).
  const client = resolve(build.assetsBuildDirectory);
  app.use(`${build.publicPath}assets`, express.static(join(client, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }));
  // No folder redirects: serve-static's would echo the query into its Location and body.
  app.use(build.publicPath, express.static(client, { maxAge: "1h", index: false, redirect: false }));
  app.all("*", createRequestHandler({ build, mode, getLoadContext }));
  // Only what Remix could not handle itself reaches here (it answers its own errors with the site's error page).
  app.use((error, req, res, _next) => {
    logError(`[error] ${req.method} ${JSON.stringify(req.path.slice(0, 500))} ${error?.stack ?? error}`);
    if (res.headersSent) return res.destroy();
    plain(res, 500, "Internal Server Error");
  });
  return app;
}
