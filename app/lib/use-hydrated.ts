import { useEffect, useLayoutEffect, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during the server render and while React hydrates the server's HTML,
 * true afterwards and for anything mounted later (after a client navigation).
 * useSyncExternalStore gives each hydration boundary the server's answer while
 * it hydrates, so a part of the page hydrated late (see HydrateLater) still
 * matches the HTML it was sent, where a module-level "hydrated" flag would not.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

/** A layout effect in the browser; on the server, where React warns at one, a plain effect (neither runs there). */
export const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
