/**
 * The site's one stylesheet is inlined in every page's <head>: on a phone on
 * a slow connection the page then paints after one round trip instead of two,
 * and the CSS (about 7 KB gzipped) travels inside the already-compressed HTML.
 *
 * entry.server reads the built CSS (Vite's `?inline` import) and hands it to
 * the root layout through this context, so only the server bundle holds the
 * text; the browser reuses what the <style> element already contains.
 */
import { createContext } from "react";

export const SiteCss = createContext("");

/** A "</style" inside the CSS would end the element early; Tailwind never writes one, but make sure. */
export function safeStyleText(css: string): string {
  return css.replace(/<\/style/gi, "<\\/style");
}
