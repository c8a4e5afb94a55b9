/** decodeURIComponent that returns its input instead of throwing on a malformed %-escape. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/* ---------------- Reading and writing an address ---------------- */

/** Is `text` an http(s) address? ("https://www.example.ie" is; "example.ie" and "ftp://example.ie" are not.) */
export function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** An address's host as a reader would type it: "https://www.dublincity.ie/housing" -> "dublincity.ie". */
export function hostName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

/** "+353 1 555 0100" -> "tel:+35315550100" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Is the menu item for `route` active on `pathname`? Home only on exactly "/"; the others when the path is their route or below it. */
export function isNavActive(route: string, pathname: string): boolean {
  if (route === "/") return pathname === "/";
  return pathname === route || pathname.startsWith(`${route}/`);
}

/* ---------------- Shared links: they open at the answer ---------------- */

/**
 * The id of the result on every tool, the cost calculator and the planner. A
 * form sent without JavaScript lands there (its action ends in it), and so
 * does every link a reader shares: the Copy link button, the embedded tools'
 * "open the full calculator", the PDFs' link back and the calendar files'.
 */
export const RESULT_ID = "result";

/**
 * A shared link: the page's address with its answers (from planHref,
 * calculatorUrl or a tool's href), ending at the answer (#result), so whoever
 * opens it sees the answer first and the form one step up. The one builder of
 * every shared link (issue 46); a link's own #hash, if any, is replaced.
 */
export function shareHref(href: string): string {
  const hash = href.indexOf("#");
  return `${hash < 0 ? href : href.slice(0, hash)}#${RESULT_ID}`;
}

/* Writing a form's values back into a link (re-exported by the query kit, params.ts; here so pages that only link to a tool do not load the kit). */

export type RawValues<K extends string> = Record<K, string>;

/** A clean query string: the keys in order, blank ones left out. */
export function toQuery<K extends string>(values: Partial<RawValues<K>>, keys: readonly K[]): string {
  const q = new URLSearchParams();
  for (const key of keys) {
    const value = values[key]?.trim();
    if (value) q.set(key, value);
  }
  return q.toString();
}

export function hrefWith<K extends string>(path: string, values: Partial<RawValues<K>>, keys: readonly K[]): string {
  const query = toQuery(values, keys);
  return query ? `${path}?${query}` : path;
}

/** A page's address as one of its files, the extension before the query: /tools/x?a=1 → /tools/x.ics?a=1 (the .ics and .pdf routes). */
export function fileHref(pageHref: string, extension: "ics" | "pdf"): string {
  const at = pageHref.indexOf("?");
  return at < 0 ? `${pageHref}.${extension}` : `${pageHref.slice(0, at)}.${extension}${pageHref.slice(at)}`;
}

/**
 * The site's files, by the extension their routes end in (app/routes: `data.rules[.]json`,
 * `tools.notice-period[.]ics`…): data, calendars, PDFs, the feed, the sitemap and robots.txt.
 * tests/unit/file-href.test.ts fails if a file route's extension is missing here.
 */
export const FILE_EXTENSIONS = ["json", "csv", "pdf", "ics", "atom", "xml", "txt"] as const;
export type FileExtension = (typeof FILE_EXTENSIONS)[number];

/** The file extension of a site address (`/data/rules.json?date=…` → "json"), or null for a page. */
export function fileExtension(href: string): FileExtension | null {
  const path = href.replace(/[?#].*$/, "");
  const dot = path.lastIndexOf(".");
  const extension = dot > path.lastIndexOf("/") ? path.slice(dot + 1).toLowerCase() : "";
  return (FILE_EXTENSIONS as readonly string[]).includes(extension) ? (extension as FileExtension) : null;
}
