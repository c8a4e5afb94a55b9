/**
 * Installs dependencies when they are missing or older than the lockfile, so
 * `npm start` and `npm test` work on a fresh clone. A stamp file records the
 * lockfile's hash after a successful `npm ci`.
 */
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const STAMP = "node_modules/.install-stamp";

export function ensureDeps({ production = false } = {}) {
  const lock = readFileSync("package-lock.json");
  const hash = createHash("sha256").update(lock).update(production ? "prod" : "all").digest("hex");
  const hasAll = existsSync("node_modules/.bin/remix") && (production || existsSync("node_modules/.bin/playwright"));
  if (hasAll && existsSync(STAMP) && readFileSync(STAMP, "utf8") === hash) return false;
  if (hasAll && !existsSync(STAMP)) {
    // Installed by hand (npm install / npm ci): trust it, remember it.
    writeFileSync(STAMP, hash);
    return false;
  }
  console.log(`[setup] installing dependencies (npm ci${production ? " --omit=dev" : ""})…`);
  execSync(`npm ci --no-audit --no-fund${production ? " --omit=dev" : ""}`, { stdio: "inherit" });
  writeFileSync(STAMP, hash);
  return true;
}
