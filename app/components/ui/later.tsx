import { lazy, type ComponentType } from "react";

/** On the server: the loads of lazily loaded parts that a render started and that have not settled yet. */
const serverLoads = new Set<Promise<unknown>>();

/**
 * A component whose code is not among the page's first scripts (React.lazy).
 * The server renders it in full (see `settleLaterParts`), so the HTML is
 * complete and works without JavaScript. In the browser the code is fetched
 * as soon as the module that calls this runs (a route module), or once
 * `until` resolves, and the part becomes live when it arrives: put it inside
 * a HydrateLater boundary, which keeps the server's HTML as it is until then.
 * This is how the tools and the questionnaire stay within the content pages'
 * JavaScript budget (issue 8) while every figure they need travels with them.
 */
export function codeLater<P>(
  load: () => Promise<ComponentType<P>>,
  /** What to wait for before fetching in the browser (lib/first-interaction's whenNeeded), if not at once. */
  until?: () => Promise<void>,
): ComponentType<P> {
  const asModule = (component: ComponentType<P>) => ({ default: component });
  if (typeof document === "undefined") {
    return lazy(() => {
      const loading = load().then(asModule);
      serverLoads.add(loading);
      return loading;
    }) as unknown as ComponentType<P>;
  }
  const chunk = (until ? until() : Promise.resolve()).then(load).then(asModule);
  return lazy(() => chunk) as unknown as ComponentType<P>;
}

/**
 * For entry.server: waits for the lazily loaded parts the last render asked
 * for, and says whether there were any (then the page must be rendered again
 * to include them). A part's code loads once per server process: after the
 * first page that shows it, React renders it at once.
 */
export async function settleLaterParts(): Promise<boolean> {
  if (serverLoads.size === 0) return false;
  const loads = [...serverLoads];
  serverLoads.clear();
  await Promise.allSettled(loads);
  return true;
}
