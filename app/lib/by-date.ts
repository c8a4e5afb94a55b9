/**
 * A page builder of the date, built once per date. A guide is built for
 * today on every request, so this keeps one build a day; it also keeps the
 * guide the same object all day, which the ?topic= parser's cache is keyed on
 * (lib/guide-params.ts). Only the last few dates are kept.
 */
export function byDate<T>(build: (on: string) => T, keep = 4): (on: string) => T {
  const cache = new Map<string, T>();
  return (on: string) => {
    const hit = cache.get(on);
    if (hit !== undefined) return hit;
    const built = build(on);
    cache.set(on, built);
    if (cache.size > keep) cache.delete(cache.keys().next().value as string);
    return built;
  };
}
