import { describe, expect, it } from "vitest";
import { arrivalFocus } from "~/components/layout/page-focus";

describe("where focus goes after a client navigation", () => {
  it("a new page: its heading", () => {
    expect(arrivalFocus({ pathname: "/renting", hash: "" }, { pathname: "/renting/tenant-rights", hash: "" })).toEqual({ kind: "heading" });
  });
  it("a link to a #target, on this page or another: that target (decoded)", () => {
    expect(arrivalFocus({ pathname: "/buying", hash: "" }, { pathname: "/buying/mortgage-process", hash: "#getting-ready" })).toEqual({ kind: "target", id: "getting-ready" });
    expect(arrivalFocus({ pathname: "/faq", hash: "#a" }, { pathname: "/faq", hash: "#caf%C3%A9" })).toEqual({ kind: "target", id: "café" });
  });
  it("the same page with another query, or the same #target again: focus stays where the reader is", () => {
    expect(arrivalFocus({ pathname: "/search", hash: "" }, { pathname: "/search", hash: "" })).toBeNull();
    expect(arrivalFocus({ pathname: "/faq", hash: "#a" }, { pathname: "/faq", hash: "#a" })).toBeNull();
  });
});
