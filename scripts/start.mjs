#!/usr/bin/env node
/**
 * `npm start`: install what is missing, build if needed, then serve the
 * production site on PORT (default 3000) with the site's server
 * (server/index.mjs), in this process, so a stop signal reaches the server
 * itself and it drains as in the container.
 */
import { ensureBuild } from "./lib/build.mjs";
import { ensureDeps } from "./lib/ensure-deps.mjs";

ensureDeps();
ensureBuild();
process.env.NODE_ENV ??= "production";
// Imported only now: a fresh clone has no Express until ensureDeps has installed it.
const { startServer } = await import("../server/index.mjs");
await startServer({ buildPath: `${process.env.BUILD_DIR || "."}/build/server/index.js` });
