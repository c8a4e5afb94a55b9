import { describe, expect, it } from "vitest";
import { fileHref } from "~/lib/url";

describe("a page's address as one of its files", () => {
  it("puts the extension before the query, which is kept whole", () => {
    expect(fileHref("/tools/rent-tax-credit?status=single&from=2025-01-01", "pdf")).toBe("/tools/rent-tax-credit.pdf?status=single&from=2025-01-01");
    expect(fileHref("/tools/notice-period?who=tenant", "ics")).toBe("/tools/notice-period.ics?who=tenant");
  });
  it("adds it at the end when there is no query", () => {
    expect(fileHref("/tools/rent-review", "ics")).toBe("/tools/rent-review.ics");
  });
});
