import { describe, expect, it } from "vitest";
import { rovingIndex } from "~/lib/roving-focus";

describe("rovingIndex (arrow keys, Home and End in tabs and accordions)", () => {
  it("moves and wraps at both ends", () => {
    expect(rovingIndex("ArrowDown", 0, 4, "vertical")).toBe(1);
    expect(rovingIndex("ArrowDown", 3, 4, "vertical")).toBe(0);
    expect(rovingIndex("ArrowUp", 0, 4, "vertical")).toBe(3);
    expect(rovingIndex("Home", 2, 4, "vertical")).toBe(0);
    expect(rovingIndex("End", 0, 4, "vertical")).toBe(3);
  });
  it("left and right count only where the items form a grid", () => {
    expect(rovingIndex("ArrowRight", 1, 4, "vertical")).toBeNull();
    expect(rovingIndex("ArrowRight", 1, 4, "both")).toBe(2);
    expect(rovingIndex("ArrowLeft", 0, 4, "both")).toBe(3);
    expect(rovingIndex("Enter", 0, 4, "both")).toBeNull();
  });
});
