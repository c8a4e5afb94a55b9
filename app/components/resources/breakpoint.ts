/** Spec 9: the mobile breakpoint. At and above it the resources show as a grid. */
export const DESKTOP_QUERY = "(min-width: 768px)";

export function isDesktop(): boolean {
  return window.matchMedia(DESKTOP_QUERY).matches;
}
