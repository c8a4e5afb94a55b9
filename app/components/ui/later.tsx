import { lazy, type ComponentType } from "react";

/**
 * A component whose code is not among the page's first scripts. The server
 * renders `onServer` in full, so the HTML is complete and works without
 * JavaScript. In the browser the code is fetched as soon as the module that
 * calls this runs (a route module), or once `until` resolves, and the part
 * becomes live when it arrives: put it inside a HydrateLater boundary, which
 * keeps the server's HTML as it is until then. This is how the tools and the questionnaire stay
 * within the content pages' JavaScript budget (issue 8) while every figure
 * they need travels with them.
 */
export function codeLater<P>(
  onServer: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  /** What to wait for before fetching (lib/first-interaction's whenNeeded), if not at once. */
  until?: () => Promise<void>,
): ComponentType<P> {
  if (typeof document === "undefined") {
    if (!onServer) throw new Error("codeLater: the server render needs the component itself (import it from a .server module)");
    return onServer;
  }
  const chunk = (until ? until() : Promise.resolve()).then(load).then((component) => ({ default: component }));
  return lazy(() => chunk) as unknown as ComponentType<P>;
}
