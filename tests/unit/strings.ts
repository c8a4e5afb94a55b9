/**
 * Every string inside a content value (a guide, a page, a module's exports),
 * at any depth: what the content tests read as "the words a reader sees".
 * Each object is walked once, so a value that refers to itself ends.
 */
export function* strings(value: unknown, seen = new Set<unknown>()): Generator<string> {
  if (typeof value === "string") yield value;
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) yield* strings(v, seen);
  }
}
