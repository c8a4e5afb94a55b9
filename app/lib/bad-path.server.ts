/**
 * Paths whose percent-encoding is broken (e.g. /%E0%A4%A) get the site's own
 * 400 page, with the same headers as every other page.
 *
 * remix-serve hands every request to Express, whose `app.all("*")` route
 * decodes the path to match it: a path that cannot be decoded fails there with
 * Express's bare "Bad Request" page, before Remix sees it. remix-serve offers
 * no hook for middleware, but it imports this build before it creates its
 * Express app, so this module adjusts the one Express that remix-serve loads
 * (resolved from remix-serve's own path): such a request is routed under an
 * escaped copy of its path (req.url), while Remix still reads the path as sent
 * (the Express adapter uses req.originalUrl); the root loader then answers 400.
 * Nothing changes for a path that decodes, or under any other server.
 */
import { createRequire } from "node:module";

/** True when the path's percent-encoding cannot be decoded (bad hex, or bytes that are not UTF-8). */
export function isBrokenPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The path with every "%" escaped, so it decodes back to the characters that were sent. */
export function escapePath(url: string): string {
  const q = url.search(/[?#]/);
  const path = q < 0 ? url : url.slice(0, q);
  return path.replace(/%/g, "%25") + (q < 0 ? "" : url.slice(q));
}

interface ExpressRequest {
  url: string;
  originalUrl?: string;
}
interface ExpressLike {
  application: { handle(req: ExpressRequest, ...rest: unknown[]): unknown; __brokenPathsPatched?: boolean };
}

/** remix-serve's CLI, when it is the program running this build. */
function remixServeCli(): string | undefined {
  const main = process.argv[1] ?? "";
  return /[\\/]@remix-run[\\/]serve[\\/]dist[\\/]cli\.js$|[\\/]remix-serve$/.test(main) ? main : undefined;
}

export function letBrokenPathsReachRemix(): void {
  const cli = remixServeCli();
  if (!cli) return;
  let express: ExpressLike;
  try {
    express = createRequire(cli)("express") as ExpressLike;
  } catch {
    return;
  }
  const proto = express.application;
  if (!proto || proto.__brokenPathsPatched) return;
  const handle = proto.handle;
  proto.handle = function (this: unknown, req: ExpressRequest, ...rest: unknown[]) {
    const pathname = req.url.split(/[?#]/, 1)[0] ?? "";
    if (isBrokenPath(pathname)) {
      req.originalUrl ??= req.url;
      req.url = escapePath(req.url);
    }
    return handle.call(this, req, ...rest);
  };
  proto.__brokenPathsPatched = true;
}
