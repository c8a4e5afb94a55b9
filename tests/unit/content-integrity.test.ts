/**
 * Walks every content module and checks what a reader would trip over: an
 * internal link to a page that does not exist, an external link that is not
 * https, or unfinished text.
 */
import { describe, expect, it } from "vitest";
import { strings } from "./strings";
import { PAGES } from "~/content/pages";
import { linksIn } from "~/lib/rich-text";
import { fileExtension } from "~/lib/url";

const modules = import.meta.glob(["../../app/content/**/*.ts", "../../app/facts/**/*.ts"], { eager: true }) as Record<string, Record<string, unknown>>;
const known = new Set(PAGES.map((p) => p.path));

const allStrings = Object.entries(modules).flatMap(([file, mod]) => [...strings(mod)].map((s) => ({ file, s })));
const hrefs = allStrings.flatMap(({ file, s }) => [...linksIn(s), ...(/^(\/|https?:\/\/)\S*$/.test(s) ? [s] : [])].map((href) => ({ file, href })));

describe("content integrity", () => {
  it("loads the content modules", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(8);
  });

  it("every internal link resolves to a registered page", () => {
    const broken = hrefs
      .filter(({ href }) => href.startsWith("/") && !href.startsWith("//"))
      // The site's files (lib/url's list, the one the links use) and images are not pages.
      .filter(({ href }) => fileExtension(href) === null && !/\.(svg|png|webp|jpg|ico)(\?|$)/.test(href))
      .filter(({ href }) => !href.startsWith("/images/") && !href.startsWith("/assets/"))
      .filter(({ href }) => !known.has(href.split(/[?#]/)[0]!.replace(/\/$/, "") || "/"))
      .map(({ file, href }) => `${file}: ${href}`);
    expect(broken).toEqual([]);
  });

  it("every external link is https", () => {
    const insecure = hrefs.filter(({ href }) => href.startsWith("http://") && !href.startsWith("http://localhost")).map(({ file, href }) => `${file}: ${href}`);
    expect(insecure).toEqual([]);
  });

  it("has no unfinished text", () => {
    const bad = allStrings.filter(({ s }) => /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|FIXME/i.test(s)).map(({ file, s }) => `${file}: ${s.slice(0, 80)}`);
    expect(bad).toEqual([]);
  });
});
