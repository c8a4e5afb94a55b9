/**
 * `parseParams` checks each known URL parameter against a zod schema and lists
 * everything it ignored (unknown names, invalid values, repeats) so the page
 * can say so. Server-only: loaders call it, and zod never reaches the browser.
 */
import { z } from "zod";
import { clip, type IgnoredParam } from "./params";

/** At most this many ignored parameters are reported (the rest are ignored silently). */
const MAX_REPORTED = 5;

export function parseParams<S extends Record<string, z.ZodType>>(
  params: URLSearchParams,
  schema: S,
): { values: { [K in keyof S]?: z.output<S[K]> }; ignored: IgnoredParam[] } {
  const values: { [K in keyof S]?: z.output<S[K]> } = {};
  const ignored: IgnoredParam[] = [];
  const seen = new Set<string>();
  for (const [name, value] of params) {
    const note = (reason: IgnoredParam["reason"]) => {
      if (ignored.length < MAX_REPORTED) ignored.push({ name: clip(name), value: clip(value), reason });
    };
    if (!Object.hasOwn(schema, name)) {
      note("unknown");
      continue;
    }
    // An empty value means "not set" (the All button, an empty search box).
    if (value.trim() === "") continue;
    if (seen.has(name)) {
      note("repeated");
      continue;
    }
    const parsed = schema[name]!.safeParse(value);
    if (parsed.success) {
      // The first valid value wins.
      seen.add(name);
      values[name as keyof S] = parsed.data as z.output<S[keyof S]>;
    } else note("invalid");
  }
  return { values, ignored };
}


/** The site search page's parameters: just `q`. */
export function parseSearchParams(params: URLSearchParams) {
  return parseParams(params, { q: z.string() });
}
