#!/usr/bin/env node
/**
 * The production server: the one entry point the container's CMD, `npm start`
 * (scripts/start.mjs), the browser tests, the replica test and the bench run.
 *
 *   node server/index.mjs [build/server/index.js]
 *
 * Environment: PORT (3000), HOST (every interface when unset), NODE_ENV
 * (production when unset), DRAIN_GRACE_MS (2000: how long /healthz says
 * "draining" while everything is still served, after SIGTERM),
 * STOP_DEADLINE_MS (8000: the process has exited by then, whatever is left;
 * counted from when the busy event loop notices the signal, so it leaves the
 * 10 s an engine waits before SIGKILL some room).
 *
 * Why not remix-serve: its SIGTERM handler resets requests it has accepted
 * but not yet read, and its access log (morgan) writes every address with
 * its query, where the tools carry what visitors type. Neither is an option
 * of remix-serve; see app.mjs, drain.mjs and access-log.mjs.
 *
 * Output: stdout holds the access log, one JSON line per request; stderr the
 * server's own lines ([server]), the site's not-found paths ([404]), errors
 * ([error]) and configuration warnings ([site]).
 */
import { installGlobals } from "@remix-run/node";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createApp } from "./app.mjs";
import { Drain } from "./drain.mjs";

const number = (value, fallback) => (value !== undefined && value !== "" && Number.isFinite(Number(value)) ? Number(value) : fallback);

/**
 * Starts the site; resolves once it listens.
 * @param {{ buildPath?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export async function startServer({ buildPath = "build/server/index.js", env = process.env } = {}) {
  env.NODE_ENV ??= "production";
  const log = (line) => process.stderr.write(`[server] ${line}\n`);
  const build = await import(pathToFileURL(resolve(buildPath)).href);
  // As remix-serve did: Remix's fetch globals unless the build uses single fetch.
  installGlobals({ nativeFetch: build.future.v3_singleFetch });

  const server = createServer();
  const drain = new Drain(server, log);
  const app = createApp({ build, mode: env.NODE_ENV, getLoadContext: () => ({ draining: drain.draining }) });
  server.on("request", app);

  const port = number(env.PORT, 3000);
  const host = env.HOST || undefined;
  await new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => ok(undefined));
  });
  log(`listening on http://${host ?? "localhost"}:${port} (pid ${process.pid})`);

  const graceMs = number(env.DRAIN_GRACE_MS, 2000);
  const deadlineMs = number(env.STOP_DEADLINE_MS, 8000);
  // SIGTERM comes from a container engine or an orchestrator: drain for the grace period so a balancer
  // sees /healthz fail first. SIGINT is a person at a terminal: no grace, but still nothing dropped.
  for (const [signal, grace] of /** @type {const} */ ([["SIGTERM", graceMs], ["SIGINT", 0]])) {
    process.on(signal, () => {
      drain.stop({ graceMs: grace, deadlineMs, reason: signal }).then((code) => process.exit(code));
    });
  }
  return { server, drain, port };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await startServer({ buildPath: process.argv[2] });
}
