import { describe, expect, it } from "vitest";
import { arrivalScroll, RESTORE_SCROLL_SCRIPT, SCROLL_STORAGE_KEY, ScrollPositions } from "~/lib/scroll-memory";

describe("arrivalScroll (where a page arriving after a client navigation is scrolled)", () => {
  it("Back and Forward return to the position kept for that entry, even with a #target", () => {
    expect(arrivalScroll({ action: "POP", savedY: 1500, hash: "", samePage: false })).toEqual({ kind: "restore", y: 1500 });
    expect(arrivalScroll({ action: "POP", savedY: 0, hash: "#faq", samePage: false })).toEqual({ kind: "restore", y: 0 });
  });
  it("a followed link goes to the top, or to its #target (decoded)", () => {
    expect(arrivalScroll({ action: "PUSH", savedY: 1500, hash: "", samePage: false })).toEqual({ kind: "top" });
    expect(arrivalScroll({ action: "PUSH", savedY: undefined, hash: "#getting-ready", samePage: false })).toEqual({ kind: "target", id: "getting-ready" });
    expect(arrivalScroll({ action: "REPLACE", savedY: undefined, hash: "#caf%C3%A9", samePage: true })).toEqual({ kind: "target", id: "café" });
    // A broken escape is looked for as it is, not an error.
    expect(arrivalScroll({ action: "PUSH", savedY: undefined, hash: "#%E0%A4%A", samePage: false })).toEqual({ kind: "target", id: "%E0%A4%A" });
  });
  it("the same page with another query stays where it is; Back to an entry never seen goes to the top", () => {
    expect(arrivalScroll({ action: "REPLACE", savedY: undefined, hash: "", samePage: true })).toEqual({ kind: "stay" });
    expect(arrivalScroll({ action: "PUSH", savedY: undefined, hash: "", samePage: true })).toEqual({ kind: "stay" });
    expect(arrivalScroll({ action: "POP", savedY: undefined, hash: "", samePage: false })).toEqual({ kind: "top" });
  });
});

describe("ScrollPositions", () => {
  it("keeps a whole, non-negative position per entry, the latest winning", () => {
    const positions = new ScrollPositions();
    positions.set("a", 1500.6);
    positions.set("b", -20);
    positions.set("a", 320);
    expect(positions.get("a")).toBe(320);
    expect(positions.get("b")).toBe(0);
    expect(positions.get("c")).toBeUndefined();
  });
  it("forgets the entries used longest ago once it holds 200", () => {
    const positions = new ScrollPositions();
    for (let i = 0; i < 200; i++) positions.set(`k${i}`, i);
    positions.set("k0", 5); // used again: now the newest
    positions.set("k200", 200);
    expect(positions.get("k0")).toBe(5);
    expect(positions.get("k1")).toBeUndefined();
    expect(positions.get("k2")).toBe(2);
    expect(positions.get("k200")).toBe(200);
  });
});

describe("positions kept in the tab (sessionStorage)", () => {
  it("are written and read back in the order of use, this document's over the earlier ones", () => {
    const earlier = new ScrollPositions();
    earlier.set("old", 900);
    earlier.set("k1", 10);
    const now = new ScrollPositions();
    now.set("k1", 1500);
    now.set("123", 40); // a key that looks like a number keeps its place
    const back = ScrollPositions.parse(now.over(ScrollPositions.parse(earlier.stringify())).stringify());
    expect([back.get("old"), back.get("k1"), back.get("123")]).toEqual([900, 1500, 40]);
    expect(back.stringify()).toBe(JSON.stringify([["old", 900], ["k1", 1500], ["123", 40]]));
  });
  it("read nothing from what they did not write, rather than fail", () => {
    for (const stored of [null, "", "{", "{\"k\":5}", "[1,2]", '[["k","5"],["j",null]]', '[["ok",12]]']) {
      const positions = ScrollPositions.parse(stored);
      expect(positions.get("k")).toBeUndefined();
      expect(positions.get("j")).toBeUndefined();
    }
    expect(ScrollPositions.parse('[["ok",12],["bad",1e999]]').get("ok")).toBe(12);
  });
});

describe("the script run before the router starts", () => {
  function run(state: unknown, stored: string | null) {
    const calls: { replaced?: unknown; scrolled?: number; read?: boolean } = {};
    const history = {
      state,
      replaceState(next: unknown) {
        calls.replaced = next;
        history.state = next;
      },
    };
    const sessionStorage = {
      getItem: (key: string) => {
        calls.read = true;
        return key === SCROLL_STORAGE_KEY ? stored : null;
      },
    };
    const scrollTo = (_x: number, y: number) => (calls.scrolled = y);
    new Function("history", "sessionStorage", "scrollTo", RESTORE_SCROLL_SCRIPT)(history, sessionStorage, scrollTo);
    return calls;
  }
  it("scrolls an entry seen before to where the reader was", () => {
    expect(run({ key: "k1", idx: 3 }, '[["k0",5],["k1",1500]]')).toEqual({ read: true, scrolled: 1500 });
  });
  it("leaves a page never seen where the browser put it", () => {
    expect(run({ key: "k2", idx: 3 }, '[["k1",1500]]')).toEqual({ read: true });
    expect(run({ key: "k2" }, "not json")).toEqual({ read: true });
  });
  it("gives an entry loaded without a key one of its own, keeping what the entry held", () => {
    const calls = run({ idx: 0 }, null);
    expect(calls.replaced).toMatchObject({ idx: 0, key: expect.stringMatching(/^[a-z0-9]{4,}$/) });
    expect(run(null, null).replaced).toMatchObject({ key: expect.any(String) });
  });
  it("does not read the kept positions for an entry it has just given a key (none can be kept for it)", () => {
    const calls = run(null, '[["k1",1500]]');
    expect(calls.replaced).toMatchObject({ key: expect.any(String) });
    expect(calls.read).toBeUndefined();
    expect(calls.scrolled).toBeUndefined();
  });
});
