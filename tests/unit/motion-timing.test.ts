import { describe, expect, it } from "vitest";
import { MOTION, staggerDelay } from "~/components/motion/timing";

describe("the site's motion (spec 2, 2.1, 2.7, 4 and 9)", () => {
  it("pages: in over 0.3 s, out over 0.2 s; the phone menu 0.3 s, a submenu 0.2 s", () => {
    expect([MOTION.pageIn, MOTION.pageOut, MOTION.menu, MOTION.submenu]).toEqual([0.3, 0.2, 0.3, 0.2]);
  });
  it("content enters over 0.6 s, 0.1 s to 0.7 s after the page, a step of 0.1 s apart", () => {
    expect(MOTION.content.duration).toBe(0.6);
    expect(Array.from({ length: 9 }, (_, i) => staggerDelay(i, MOTION.content))).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.7, 0.7]);
  });
  it("resource cards start 0.1 s apart, in whole milliseconds", () => {
    expect(Array.from({ length: 12 }, (_, i) => staggerDelay(i, MOTION.resourceCards) * 1000)).toEqual(Array.from({ length: 12 }, (_, i) => i * 100));
  });
});
