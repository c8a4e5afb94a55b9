import { describe, expect, it } from "vitest";
import { NAV_ATTRIBUTE, navigationFor, type AnchorLike, type ClickLike } from "~/lib/link-nav";

const here = { origin: "https://guide.ie", href: "https://guide.ie/renting/tenant-rights?topic=ending#notice" };
const click = (over: Partial<ClickLike> = {}): ClickLike => ({ button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false, ...over });
const anchor = (href: string, { target = "", attrs = [NAV_ATTRIBUTE] }: { target?: string; attrs?: string[] } = {}): AnchorLike => ({
  href: new URL(href, here.href).href,
  target,
  hasAttribute: (name) => attrs.includes(name),
});

describe("navigationFor: which link clicks the router takes", () => {
  it("takes a plain click on an internal link, keeping its query and hash", () => {
    expect(navigationFor(click(), anchor("/buying/costs-calculator?price=300000#result"), here)).toEqual({ to: "/buying/costs-calculator?price=300000#result", replace: false });
  });

  it("replaces the history entry when the link points at the page already shown", () => {
    expect(navigationFor(click(), anchor("/renting/tenant-rights?topic=ending#notice"), here)).toEqual({ to: "/renting/tenant-rights?topic=ending#notice", replace: true });
    expect(navigationFor(click(), anchor("#rent"), here)).toEqual({ to: "/renting/tenant-rights?topic=ending#rent", replace: false });
  });

  it("leaves new-tab and new-window clicks to the browser", () => {
    for (const over of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(navigationFor(click(over), anchor("/privacy"), here)).toBeNull();
    }
    expect(navigationFor(click(), anchor("/privacy", { target: "_blank" }), here)).toBeNull();
    expect(navigationFor(click(), anchor("/privacy", { target: "_self" }), here)).toEqual({ to: "/privacy", replace: false });
  });

  it("leaves downloads, other sites, unmarked links and handled clicks alone", () => {
    expect(navigationFor(click(), anchor("/calculator.pdf", { attrs: [NAV_ATTRIBUTE, "download"] }), here)).toBeNull();
    expect(navigationFor(click(), anchor("https://www.rtb.ie/"), here)).toBeNull();
    expect(navigationFor(click(), anchor("//evil.example/x"), here)).toBeNull();
    expect(navigationFor(click(), anchor("/privacy", { attrs: [] }), here)).toBeNull();
    expect(navigationFor(click({ defaultPrevented: true }), anchor("/privacy"), here)).toBeNull();
  });

  it("leaves a link to one of the site's files to the browser: the router would show a blank page (issue 43)", () => {
    for (const href of ["/data/rules.json", "/data/rules.csv?date=2026-01-01", "/data/rules.schema.json", "/changes.atom", "/tools/notice-period.ics?start=2024-01-01", "/buying/plan.pdf?income=50000", "/sitemap.xml", "/robots.txt"]) {
      expect(navigationFor(click(), anchor(href), here), href).toBeNull();
    }
    expect(navigationFor(click(), anchor("/data"), here)).toEqual({ to: "/data", replace: false });
  });
});
