/** Builds the production site when the build is missing or older than any source file. */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["app", "public", "vite.config.ts", "postcss.config.js", "tailwind.config.ts", "package-lock.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function ensureBuild({ buildRoot = process.env.BUILD_DIR || ".", force = false } = {}) {
  const server = join(buildRoot, "build/server/index.js");
  const stale = !existsSync(server) || SOURCES.some((s) => newestMtime(s) > statSync(server).mtimeMs);
  if (!force && !stale) return false;
  console.log("[setup] building the production site…");
  // npm run build: remix vite:build (BUILD_DIR is read by vite.config.ts).
  execSync("npm run build --silent", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", VITE_CJS_IGNORE_WARNING: "true" } });
  return true;
}
