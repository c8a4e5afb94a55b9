import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileExtension, fileHref } from "~/lib/url";

describe("a page's address as one of its files", () => {
  it("puts the extension before the query, which is kept whole", () => {
    expect(fileHref("/tools/rent-tax-credit?status=single&from=2025-01-01", "pdf")).toBe("/tools/rent-tax-credit.pdf?status=single&from=2025-01-01");
    expect(fileHref("/tools/notice-period?who=tenant", "ics")).toBe("/tools/notice-period.ics?who=tenant");
  });
  it("adds it at the end when there is no query", () => {
    expect(fileHref("/tools/rent-review", "ics")).toBe("/tools/rent-review.ics");
  });
});

describe("which site addresses are files (never a client-side navigation)", () => {
  it("knows the extension of every file route in app/routes", () => {
    // A route module named like `data.rules[.]json.ts` answers /data/rules.json.
    const fileRoutes = readdirSync("app/routes").filter((name) => name.includes("[.]"));
    expect(fileRoutes.length).toBeGreaterThan(10);
    for (const name of fileRoutes) {
      const path = `/${name.replace(/\.tsx?$/, "").replace(/\[\.\]/g, "\u0000").replace(/\./g, "/").replace(/\u0000/g, ".")}`;
      expect(fileExtension(path), `${name} → ${path}`).not.toBeNull();
    }
  });
  it("reads the extension before a query or #target, and sees pages as pages", () => {
    expect(fileExtension("/data/rules.json")).toBe("json");
    expect(fileExtension("/data/rules.schema.json")).toBe("json");
    expect(fileExtension("/data/rules.csv?date=2026-01-01")).toBe("csv");
    expect(fileExtension("/tools/notice-period.ics?who=tenant#x")).toBe("ics");
    expect(fileExtension("/changes.atom")).toBe("atom");
    expect(fileExtension("/sitemap.xml")).toBe("xml");
    expect(fileExtension("/robots.TXT")).toBe("txt");
    for (const page of ["/", "/data", "/renting/tenant-rights?topic=ending#notice", "/resources/blog/2023-budget-housing-impact", "#rent", "/search?q=rules.json", "/v1.2/page"]) {
      expect(fileExtension(page), page).toBeNull();
    }
  });
});
