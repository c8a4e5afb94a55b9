/**
 * React 18 does not know the `inert` attribute; an empty string sets it.
 * Used for collapsed panels that stay in the DOM so they can animate.
 */
export function inertWhen(condition: boolean): Record<string, string> {
  return condition ? { inert: "" } : {};
}
