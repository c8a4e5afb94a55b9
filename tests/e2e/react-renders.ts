import type { Page } from "@playwright/test";

/**
 * Counts, from React's own commit hook (the one React DevTools uses), the
 * components whose render function ran more than once while a page loaded
 * A component that renders again as soon as the page is live
 * (a "hydrated" flag read at the top of a tool, the router told of a new
 * route) makes the phone do its work twice before the visitor can act.
 *
 * Each component is followed across React's two copies of it (fiber and
 * alternate). A fiber copied in a commit and marked PerformedWork ran its
 * render function in that commit; one not copied was skipped. One small
 * switch renders once more by design, to learn that hydration is over, and
 * is not counted: OnceHydrated, told apart by its `before` prop.
 *
 * The hook and the PerformedWork flag are React's internals, not a public API:
 * a React that stopped calling the hook, or changed the flag, would make
 * "nothing rendered twice" true of nothing. So `rendered()` counts the
 * components seen rendering at all, and a test asserts that first.
 */
export async function recordRenders(page: Page) {
  await page.addInitScript(() => {
    const PERFORMED_WORK = 1;
    const ids = new WeakMap<object, number>();
    const renders = new Map<number, number>();
    let next = 0;
    let rendered = 0;
    let previous = new WeakSet<object>();
    type Fiber = { tag: number; type: unknown; flags: number; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null; memoizedProps: Record<string, unknown> | null };
    const isSwitch = (f: Fiber) => Boolean(f.memoizedProps && "before" in f.memoizedProps);
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        const seen = new WeakSet<object>();
        const walk = (start: Fiber | null) => {
          for (let f = start; f; f = f.sibling) {
            seen.add(f);
            const component = typeof f.type === "function" || (typeof f.type === "object" && f.type !== null);
            if (component && !previous.has(f) && f.flags & PERFORMED_WORK && !isSwitch(f)) {
              rendered++;
              let id = ids.get(f) ?? (f.alternate ? ids.get(f.alternate) : undefined);
              if (id === undefined) id = next++;
              ids.set(f, id);
              if (f.alternate) ids.set(f.alternate, id);
              renders.set(id, (renders.get(id) ?? 0) + 1);
            }
            walk(f.child);
          }
        };
        walk(root.current.child);
        previous = seen;
      },
    };
    (window as unknown as { __renderedTwice: () => number }).__renderedTwice = () => [...renders.values()].filter((n) => n > 1).length;
    (window as unknown as { __rendered: () => number }).__rendered = () => rendered;
  });
  return {
    /** How many component renders the hook has seen on this page (0: React did not call it, or the flag no longer means what it did). */
    rendered: () => page.evaluate(() => (window as unknown as { __rendered: () => number }).__rendered()),
    /** How many components have rendered more than once so far. */
    renderedTwice: () => page.evaluate(() => (window as unknown as { __renderedTwice: () => number }).__renderedTwice()),
  };
}
