/**
 * Finds a Chromium for Playwright, Lighthouse and image tooling: CHROMIUM_PATH,
 * then Debian's /usr/bin/chromium, then other usual names. Playwright cannot
 * download its own browser on these machines.
 *
 * The browser tests ask for the headless shell first (`headlessShell: true`):
 * Debian's `chromium-headless-shell`, built from the same source package and
 * version as its `chromium`. It is what Playwright itself runs for headless
 * tests (its own Chromium download is the headless shell; the full browser's
 * "new headless" is what its `chrome` channels get). The test suite measured
 * it at about half the CPU of the full browser (tools.spec.ts: 76 against 144
 * CPU-seconds), and the suite is bound by CPU on a two-core machine. The bench
 * keeps the full browser, which is what visitors run.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];
/** Debian's package (and its binary) for the headless shell. */
export const HEADLESS_SHELL = { pkg: "chromium-headless-shell", path: "/usr/bin/chromium-headless-shell" };

export function findChromium({ required = true, headlessShell = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (headlessShell && existsSync(HEADLESS_SHELL.path)) return HEADLESS_SHELL.path;
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
