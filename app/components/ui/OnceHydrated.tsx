import type { ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * `before` while React hydrates the server's HTML (and on the server), then
 * `children`. Put round the one part that differs, instead of calling
 * useHydrated at the top of a big component: when hydration ends, React
 * re-renders whatever component read the hook, so a tool or a list of
 * questions that read it was rendered twice on every load. Here
 * only this small component renders again.
 */
export function OnceHydrated({ before, children }: { before: ReactNode; children: ReactNode }) {
  return <>{useHydrated() ? children : before}</>;
}
