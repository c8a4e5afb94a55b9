/**
 * A tiny static server for the fake questionnaire widgets, standing in for a
 * third-party host in the browser tests. It serves this folder's .js and
 * .css files and answers 404 for anything else (the "script fails to load"
 * case is a request for a file that is not here). PORT is set by
 * playwright.config.ts; it binds to the loopback interface only.
 */
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const TYPES = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

createServer(async (req, res) => {
  const name = new URL(req.url ?? "/", "http://localhost").pathname.slice(1);
  if (name === "healthz") {
    res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    return;
  }
  const type = TYPES[extname(name)];
  if (!type || !/^[\w-]+\.(js|css)$/.test(name)) {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    return;
  }
  try {
    const body = await readFile(join(dir, name));
    // Like a real widget CDN, allow cross-origin reads (axe reads stylesheets to check them).
    res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" }).end(body);
  } catch {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
  }
}).listen(Number(process.env.PORT), "127.0.0.1");
