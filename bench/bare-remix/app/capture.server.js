import { readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlToTree } from "./html-tree.server";

/** What the bench captured from the site (scripts/bench.mjs): the page's <main> and its inline stylesheet. */
const dir = () => process.env.BARE_PAGE_DIR || "/tmp/bare-remix-page";

export const capturedCss = () => readFileSync(join(dir(), "site.css"), "utf8");
export const capturedMain = () => htmlToTree(readFileSync(join(dir(), "main.html"), "utf8"));
