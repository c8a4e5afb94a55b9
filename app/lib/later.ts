import { createElement, lazy, useSyncExternalStore, type ComponentType } from "react";

/**
 * The one way the site loads code later: the tools, the planner and the
 * questionnaire's flow (parts the server renders in full), and the toast, the
 * motion layer and the questionnaire overlay (browser-only extras fetched at
 * the first interaction or on use).
 *
 * `later(load)` wraps a dynamic import: `load()` starts it once and every
 * caller shares the promise; `get()` is the value once it has arrived; a
 * failed load (offline, a stale deploy) is forgotten so a later call may try
 * again. `useLater(part)` re-renders a component when the value arrives.
 */
export interface Later<T> {
  load(): Promise<T>;
  get(): T | undefined;
  /** Asked for and not arrived yet. */
  loading(): boolean;
  subscribe(listener: () => void): () => void;
}

export function later<T>(importer: () => Promise<T>): Later<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          listeners.forEach((listener) => listener());
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get: () => value,
    loading: () => pending !== undefined && value === undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The part's value once it has arrived (undefined on the server, while hydrating, and until then). */
export function useLater<T>(part: Later<T>): T | undefined {
  return useSyncExternalStore(part.subscribe, part.get, () => undefined);
}

/**
 * The code of a part loaded later could not be fetched (offline, or a deploy
 * replaced the files the page was built with). components/ui/HydrateLater
 * shows a message in the part's place for this error alone.
 */
export class LaterLoadError extends Error {
  name = "LaterLoadError";
}

/**
 * Parts the server renders in full. Their code is loaded before the server
 * renders anything (`loadServerParts`, awaited by entry.server), so every
 * render is one pass and complete, however many requests arrive together.
 * React.lazy is not used on the server: its pending state is shared by every
 * request, and a render that met it while another request was loading the
 * code wrote the empty fallback. This set holds code, not request
 * data, and is filled when route modules are first evaluated.
 */
const serverParts = new Set<Later<ComponentType<never>>>();

/** Loads the code of every server-rendered later part; rejects (a logged server error) if one cannot load. */
export async function loadServerParts(): Promise<void> {
  await Promise.all([...serverParts].map((part) => part.load()));
}

/**
 * A component whose code is not among the page's first scripts. The server
 * renders it in full, so the HTML works without JavaScript. In the browser the
 * code is fetched as soon as the module that calls this runs (a route module),
 * or once `until` resolves, and the part becomes live when it arrives: put it
 * inside a HydrateLater boundary, which keeps the server's HTML as it is until
 * then. Call it once, at module level.
 */
export function laterComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** What to wait for before fetching in the browser (lib/first-interaction's whenNeeded), if not at once. */
  until?: () => Promise<void>,
): ComponentType<P> {
  const part = later(load);
  if (typeof document === "undefined") {
    serverParts.add(part as Later<ComponentType<never>>);
    return function ServerPart(props: P) {
      const Component = part.get();
      if (!Component) throw new Error("A later part was rendered before loadServerParts() had loaded its code");
      return createElement(Component, props);
    };
  }
  const chunk = (until ? until() : Promise.resolve()).then(part.load).then(
    (component) => ({ default: component }),
    (error: unknown) => {
      throw new LaterLoadError(error instanceof Error ? error.message : String(error));
    },
  );
  return lazy(() => chunk) as unknown as ComponentType<P>;
}
