/**
 * lib/first-interaction: what waits for the visitor's first interaction runs
 * a frame after it; what waits for their first pause (the motion code and the
 * toast) runs only once they have left the page alone for PAUSE_MS, however
 * long they go on tapping and typing (issue 44: at the first tap, that work
 * landed among the next keys). The module is loaded afresh against a stand-in
 * document whose listeners the test calls, with Vitest's fake timers.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type Listener = (event: Event) => void;
const listeners = new Map<string, Listener>();
const fakeDocument = {
  addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  removeEventListener: (type: string) => listeners.delete(type),
};
const fire = (type: string, pointerType?: string) => listeners.get(type)?.({ type, pointerType } as unknown as Event);

let mod: typeof import("~/lib/first-interaction");
const saved = { document: globalThis.document, window: globalThis.window };

beforeAll(async () => {
  vi.useFakeTimers();
  Object.assign(globalThis, { document: fakeDocument, window: { requestAnimationFrame: (run: () => void) => setTimeout(run, 16), setTimeout } });
  // A module of its own (the query makes it one), so its listeners are the stand-in's.
  mod = (await import("~/lib/first-interaction?fresh" as string)) as typeof import("~/lib/first-interaction");
});

afterAll(() => {
  vi.useRealTimers();
  Object.assign(globalThis, saved);
});

describe("first interaction and first pause", () => {
  it("a touch that only scrolls is no interaction; a lifted tap is, and what waits for it runs a frame later", () => {
    const atTap = vi.fn();
    const atPause = vi.fn();
    const stopped = vi.fn();
    mod.onFirstInteraction(atTap);
    mod.onFirstPause(atPause);
    const stop = mod.onFirstPause(stopped);
    fire("pointerdown", "touch");
    vi.advanceTimersByTime(mod.PAUSE_MS * 3);
    expect(atTap).not.toHaveBeenCalled();
    expect(atPause).not.toHaveBeenCalled();

    fire("pointerup", "touch");
    expect(atTap).not.toHaveBeenCalled();
    vi.advanceTimersByTime(17);
    expect(atTap).toHaveBeenCalledTimes(1);
    expect(atPause).not.toHaveBeenCalled();

    // Keys every half PAUSE_MS for three PAUSE_MS: the visitor has not paused, so the extras wait.
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(mod.PAUSE_MS / 2);
      fire("keydown");
    }
    expect(atPause).not.toHaveBeenCalled();
    stop();
    vi.advanceTimersByTime(mod.PAUSE_MS - 1);
    expect(atPause).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(atPause).toHaveBeenCalledTimes(1);
    expect(atTap).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });

  it("after the pause, the listeners are gone and a late caller runs at once", () => {
    expect(listeners.size).toBe(0);
    const late = vi.fn();
    mod.onFirstPause(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
