/**
 * The server's HTML of every built page is valid (W3C Nu Html Checker, run
 * locally from the vnu-jar package): one <title>, no stray elements.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BUILT_PAGES } from "./routes";
import { expect, test } from "./fixtures";

test("every page's server HTML validates", async ({ request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const files: string[] = [];
    for (const [i, entry] of BUILT_PAGES.entries()) {
      const file = join(dir, `${i}-${entry.path.replace(/\W+/g, "_") || "home"}.html`);
      writeFileSync(file, await (await request.get(entry.path)).text());
      files.push(file);
    }
    const notFound = join(dir, "not-found.html");
    writeFileSync(notFound, await (await request.get("/no-such-page")).text());
    files.push(notFound);
    let output = "";
    try {
      execFileSync("java", ["-jar", "node_modules/vnu-jar/build/dist/vnu.jar", "--errors-only", "--format", "gnu", ...files], { stdio: "pipe" });
    } catch (error) {
      output = String((error as { stderr?: Buffer }).stderr ?? error);
    }
    expect(output.split("\n").filter(Boolean).map((l) => l.replace(dir, ""))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
