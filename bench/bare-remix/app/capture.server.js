import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlToTrees } from "./html-tree.server";

/**
 * What the bench captured from the site (scripts/bench.mjs): each benched
 * page's body (header, main and footer, as the site's server sent them, its
 * scripts left out) in pages/NAME.html, and the inline stylesheet in site.css.
 */
const dir = () => process.env.BARE_PAGE_DIR || "/tmp/bare-remix-page";

export const capturedCss = () => readFileSync(join(dir(), "site.css"), "utf8");

/** The captured page NAME's body as trees, or null if there is no such page (a plain name only). */
export function capturedBody(name) {
  if (!/^[a-z0-9-]+$/.test(name)) return null;
  const file = join(dir(), "pages", `${name}.html`);
  return existsSync(file) ? htmlToTrees(readFileSync(file, "utf8")) : null;
}
