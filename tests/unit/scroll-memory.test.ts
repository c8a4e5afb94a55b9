import { describe, expect, it } from "vitest";
import { arrivalScroll, ScrollPositions } from "~/lib/scroll-memory";

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
