import { lazy, type ComponentType } from "react";

/**
 * A component whose code is not among the page's first scripts (React.lazy).
 * The server renders it in full (entry.server waits for every lazily loaded
 * part before it sends the page), so the HTML is complete and works without
 * JavaScript. In the browser the code is fetched as soon as the module that
 * calls this runs (a route module), or once `until` resolves, and the part
 * becomes live when it arrives: put it inside a HydrateLater boundary, which
 * keeps the server's HTML as it is until then. This is how the tools and the
 * questionnaire stay within the content pages' JavaScript budget (issue 8)
 * while every figure they need travels with them.
 */
export function codeLater<P>(
  load: () => Promise<ComponentType<P>>,
  /** What to wait for before fetching in the browser (lib/first-interaction's whenNeeded), if not at once. */
  until?: () => Promise<void>,
): ComponentType<P> {
  const asModule = (component: ComponentType<P>) => ({ default: component });
  if (typeof document === "undefined") return lazy(() => load().then(asModule)) as unknown as ComponentType<P>;
  const chunk = (until ? until() : Promise.resolve()).then(load).then(asModule);
  return lazy(() => chunk) as unknown as ComponentType<P>;
}
