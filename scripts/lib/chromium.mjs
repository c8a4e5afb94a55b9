/**
 * Finds a Chromium for Playwright, Lighthouse and image tooling: CHROMIUM_PATH,
 * then Debian's /usr/bin/chromium, then other usual names. Playwright cannot
 * download its own browser on these machines.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

export function findChromium({ required = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const c of CANDIDATES) if (existsSync(c)) return c;
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      const p = execSync(`command -v ${name}`, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
      if (p) return p;
    } catch {
      // not on PATH
    }
  }
  if (required) throw new Error("No Chromium found. Set CHROMIUM_PATH, or install Debian's package: apt-get install -y chromium");
  return undefined;
}
