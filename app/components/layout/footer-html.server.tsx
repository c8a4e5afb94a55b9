import { renderToStaticMarkup } from "react-dom/server";
import type { OfficialLink } from "~/content/official-resources";
import type { SiteConfig } from "~/content/site";
import { FooterContent } from "./Footer";

/**
 * The footer's content as HTML, for the root loader. The footer is the same
 * on every page of a visit and nothing in it responds to the visitor (its
 * links are plain anchors the one link listener takes over, lib/link-nav),
 * so the browser needs its markup, not its code. Drawn as HTML inside the
 * <footer> element (root.tsx), it is never hydrated and its code stays on
 * the server: on /privacy, with the CPU slowed 4×, the main thread's
 * JavaScript time fell from a median of 111.6 to 103.0 ms over 24 loads of
 * each build (README, "Every part of a page hydrates"). This is the Remix pattern for
 * markup made on the server (the tutorial's blog posts): a loader returns
 * HTML, and the page shows it with dangerouslySetInnerHTML. Every word in it
 * is the site's own (content/nav, content/site, the official links), escaped
 * by React's renderer.
 */
export function footerHtml(props: { site: SiteConfig; year: number; officialResources: OfficialLink[] }): string {
  return renderToStaticMarkup(<FooterContent {...props} />);
}
