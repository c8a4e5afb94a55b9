import { Suspense, type ReactNode } from "react";

/**
 * A hydration boundary for a part of the page whose code arrives after the
 * page's own (a lazily loaded component, see tools/ui/embed). React 18 keeps
 * a server-rendered Suspense boundary exactly as the server sent it until the
 * code inside is ready, then hydrates it on its own, so the rest of the page
 * does not wait. Nothing else suspends: on the server and after a client
 * navigation the children render as they are.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
