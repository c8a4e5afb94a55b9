import type { FeatureBundle } from "framer-motion";
import { later } from "~/lib/later";
import type * as Layer from "./MotionLayer";

/**
 * framer-motion, loaded so a page load does not pay for it. A page is
 * rendered, shown and hydrated without it: nothing moves on a first render
 * and the server's HTML is complete and visible. Its code comes in two files,
 * fetched side by side once the visitor has tapped, clicked, pressed a key or
 * moved focus and then paused for a second (a touch that only scrolls is none:
 * lib/first-interaction's onFirstPause; the shell asks, components/layout/
 * PageShell), or when a navigation starts, or when a part staggers in,
 * whichever is first: the animation layer (LazyMotion, `m`, AnimatePresence) and the
 * features LazyMotion is given (features.ts). Every animated part checks that
 * the layer is here (`motionLayer.get()`, or `useLater(motionLayer)` in a
 * component) and, until then, shows itself without moving.
 */
export type MotionLayer = typeof Layer & { features: FeatureBundle };

export const motionLayer = later(() =>
  Promise.all([import("./MotionLayer"), import("./features")]).then(([module, features]): MotionLayer => ({ ...module, features: features.default })),
);

/** Starts fetching the layer and its features (once); resolves with the layer, or null if it could not load. */
export function loadMotion(): Promise<MotionLayer | null> {
  // Offline or a stale deploy: the site works without motion; a later interaction may try again.
  return motionLayer.load().catch(() => null);
}
