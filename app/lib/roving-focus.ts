/**
 * Where arrow keys, Home and End move focus in a list of `count` items
 * (WAI-ARIA tabs and accordion patterns), wrapping at the ends; null for any
 * other key. `axis` says which arrows count: both for a grid of cards.
 */
export function rovingIndex(key: string, index: number, count: number, axis: "vertical" | "both"): number | null {
  const forward = key === "ArrowDown" || (axis === "both" && key === "ArrowRight");
  const back = key === "ArrowUp" || (axis === "both" && key === "ArrowLeft");
  if (forward) return (index + 1) % count;
  if (back) return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
