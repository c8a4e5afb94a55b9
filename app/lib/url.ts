/** decodeURIComponent that returns its input instead of throwing on a malformed %-escape. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
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
