import { cloneElement, isValidElement, useEffect, useRef, type ReactElement } from "react";

/**
 * Structural sharing for what a component draws: `next`, with every part
 * equal to the same part of `prev` replaced by `prev`'s own object. React
 * skips an element it is given again unchanged (the same props object), so
 * when a result is drawn again for a new figure, only the elements on the
 * way to what changed are rendered and compared; the rest (the explanation,
 * the sources, the rows whose figures stayed) cost nothing.
 *
 * Equal means: the same value (Object.is); or two elements of the same type,
 * key and ref whose props are equal; or two arrays, or two plain objects,
 * whose items are equal. Functions and any other objects are equal only to
 * themselves, so a part holding a new handler is drawn again, as it must be.
 */
export function keepUnchanged<T>(prev: T, next: T): T {
  return keep(prev, next, 0) as T;
}

/** Deeper than any page's tree: past it, a part counts as changed (drawn again, never wrongly kept). */
const MAX_DEPTH = 200;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An element's ref (React 18 keeps it beside its props, not in them). */
const refOf = (element: ReactElement) => (element as ReactElement & { ref?: unknown }).ref ?? null;

function keep(prev: unknown, next: unknown, depth: number): unknown {
  if (Object.is(prev, next) || depth > MAX_DEPTH) return next;
  if (isValidElement(prev) && isValidElement(next)) {
    if (prev.type !== next.type || prev.key !== next.key || refOf(prev) !== refOf(next)) return next;
    const props = keepObject(prev.props as Record<string, unknown>, next.props as Record<string, unknown>, depth);
    if (props === prev.props) return prev;
    // The same element with its props' unchanged parts shared (key and ref are next's own, and equal to prev's).
    return props === next.props ? next : cloneElement(next, props);
  }
  if (Array.isArray(prev) && Array.isArray(next)) {
    if (prev.length !== next.length) return next.length ? next.map((item, i) => (i < prev.length ? keep(prev[i], item, depth + 1) : item)) : next;
    let same = true;
    const kept = next.map((item, i) => {
      const k = keep(prev[i], item, depth + 1);
      if (k !== prev[i]) same = false;
      return k;
    });
    return same ? prev : kept;
  }
  if (isPlainObject(prev) && isPlainObject(next)) return keepObject(prev, next, depth);
  return next;
}

function keepObject(prev: Record<string, unknown>, next: Record<string, unknown>, depth: number): Record<string, unknown> {
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(prev).length;
  let changed = false;
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    const k = key in prev ? keep(prev[key], next[key], depth + 1) : next[key];
    kept[key] = k;
    if (k !== prev[key]) same = false;
    if (k !== next[key]) changed = true;
  }
  if (same) return prev;
  return changed ? kept : next;
}

/**
 * `next`, sharing every unchanged part with what this component last drew
 * (keepUnchanged against the last committed value). The last value is noted
 * once React commits, in an effect, so a render it interrupts and starts
 * again compares with what is on the screen. Render reads that note but
 * never writes it, and what it returns draws exactly as `next` would (only
 * which objects carry it differs), so the page drawn depends on props and
 * state alone.
 */
export function useUnchanged<T>(next: T): T {
  const last = useRef(next);
  const kept = keepUnchanged(last.current, next);
  useEffect(() => {
    last.current = kept;
  });
  return kept;
}
