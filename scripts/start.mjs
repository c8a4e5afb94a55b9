#!/usr/bin/env node
/**
 * `npm start`: install what is missing, build if needed, then serve the
 * production site with remix-serve on PORT (default 3000).
 */
import { spawn } from "node:child_process";
import { ensureBuild } from "./lib/build.mjs";
import { ensureDeps } from "./lib/ensure-deps.mjs";

ensureDeps();
ensureBuild();
const port = process.env.PORT || "3000";
console.log(`[start] serving on http://localhost:${port}`);
const child = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "build/server/index.js"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env, PORT: port },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
