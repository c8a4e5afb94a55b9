import { describe, expect, it } from "vitest";
import { escapePath, isBrokenPath } from "~/lib/bad-path.server";

describe("broken percent-encoding", () => {
  it("finds paths that cannot be decoded", () => {
    expect(isBrokenPath("/%E0%A4%A")).toBe(true);
    expect(isBrokenPath("/%E0%A4")).toBe(true); // bytes that are not UTF-8
    expect(isBrokenPath("/%zz")).toBe(true);
    expect(isBrokenPath("/caf%C3%A9")).toBe(false);
    expect(isBrokenPath("/buying/costs-calculator")).toBe(false);
  });

  it("escapes the path so it decodes to what was sent, and keeps the query", () => {
    expect(escapePath("/%E0%A4%A?x=%41")).toBe("/%25E0%25A4%25A?x=%41");
    expect(decodeURIComponent(escapePath("/%E0%A4%A"))).toBe("/%E0%A4%A");
    expect(escapePath("/a%zz#top")).toBe("/a%25zz#top");
  });
});
