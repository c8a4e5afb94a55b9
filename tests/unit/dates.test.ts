/**
 * The site's one date check (issue 43): isIsoDate in lib/dates says what a
 * day is, and every place that takes a date from outside (a link's `date=`,
 * a tool's date field, the SITE_TODAY override, a rule's periods, the open
 * data's schema, the search index's filter of machine values) gives the same
 * answer for the same text.
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterEach, describe, expect, it } from "vitest";
import { closingDateParam } from "~/rules/closing-date";
import { ruleProblems, type Rule } from "~/facts/dated";
import { rulesData } from "~/facts/rules-data";
import { rulesJsonSchema } from "~/facts/rules-data-schema.server";
import { MESSAGES } from "~/content/tools/common";
import { pageTitle } from "~/content/pages";
import { hasIsoDateForm, isIsoDate, nextDay, previousDay } from "~/lib/dates";
import { checks } from "~/tools/params";
import { siteToday } from "~/lib/today.server";
import { dublinDate } from "~/lib/today";
import { extractText } from "~/search/extract";

const REAL = ["2026-02-28", "2024-02-29", "2026-12-31", "2000-02-29"];
const NOT_REAL = ["2026-02-30", "2026-13-01", "2023-02-29", "2026-00-10", "2026-04-31"];
const NOT_A_DATE = ["x", "<script>alert(1)</script>", "2026-1-1", "31/12/2026", " 2026-01-01", "2026-01-01T00:00:00Z", "2026-01-01 and more", ""];

describe("isIsoDate, the one date check", () => {
  it("accepts a real day written yyyy-mm-dd", () => {
    for (const day of REAL) expect(isIsoDate(day), day).toBe(true);
  });

  it("refuses a day that does not exist, and anything not written yyyy-mm-dd", () => {
    for (const text of [...NOT_REAL, ...NOT_A_DATE]) expect(isIsoDate(text), text).toBe(false);
  });

  it("tells the two refusals apart, for the message (the form is right, the day is not)", () => {
    for (const text of NOT_REAL) expect(hasIsoDateForm(text), text).toBe(true);
    for (const text of NOT_A_DATE) expect(hasIsoDateForm(text), text).toBe(false);
  });

  it("steps a day forward and back across months, years and leap days", () => {
    expect(nextDay("2024-02-28")).toBe("2024-02-29");
    expect(nextDay("2024-02-29")).toBe("2024-03-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
    expect(previousDay("2027-01-01")).toBe("2026-12-31");
    expect(() => nextDay("2026-02-30")).toThrow(RangeError);
  });
});

describe("every reader of a date agrees with it", () => {
  const ALL = [...REAL, ...NOT_REAL, ...NOT_A_DATE];

  it("a tool's date field (the query kit's date check): the day, or the message for its fault", () => {
    const check = checks.date({ minYear: 1900, maxYear: 2100 });
    for (const text of ALL.filter((t) => t.trim() !== "")) {
      const read = check(text);
      expect(read.ok, text).toBe(isIsoDate(text.trim()));
      if (!read.ok) expect(read.message, text).toBe(hasIsoDateForm(text.trim()) ? MESSAGES.date.notReal : MESSAGES.date.format);
    }
  });

  it("the day the sale closes (`date=`): a real day is read, anything else gets a message that never repeats it", () => {
    for (const text of ALL) {
      const read = closingDateParam(new URLSearchParams({ date: text }));
      if (text.trim() === "") {
        expect(read, "blank").toEqual({ value: null, message: null });
        continue;
      }
      expect(read.value, text).toBe(isIsoDate(text.trim()) ? text.trim() : null);
      if (read.message && text.trim().length > 3) expect(read.message, text).not.toContain(text.trim());
      expect(read.message === null, text).toBe(isIsoDate(text.trim()));
    }
  });

  it("a rule's period: a date that is not a day is a problem", () => {
    const rule = (from: string): Rule<number> => ({
      id: "test",
      title: "Test",
      describe: String,
      checked: "2026-11-24",
      pages: ["/x"],
      periods: [{ value: 1, from, until: null, source: { name: "Act", url: "https://example.ie/act" }, certainty: "official" }],
    });
    for (const text of ALL) expect(ruleProblems(rule(text)).some((p) => p.includes("from is not a date")), text).toBe(!isIsoDate(text));
  });

  it("the open data's schema: a day that does not exist fails validation", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(rulesJsonSchema("https://example.ie/data/rules.schema.json"));
    const data = JSON.parse(JSON.stringify(rulesData({ on: null, today: "2026-11-27", builtAt: "2026-11-27T10:00:00.000Z", site: { name: "Guide", url: "https://example.ie" }, titles: pageTitle })));
    for (const text of ALL) expect(validate({ ...data, date: text }), text).toBe(isIsoDate(text));
  });

  it("the search index leaves out a value that begins with a real day (a date or a timestamp), and keeps prose", () => {
    const indexed = (text: string) => extractText({ body: text }).all.length > 0;
    expect(indexed("2026-11-27")).toBe(false);
    expect(indexed("2026-11-27T10:00:00.000Z")).toBe(false);
    expect(indexed("2026-02-30T10:00:00.000Z")).toBe(true);
    expect(indexed("The rent was set on 2026-11-27.")).toBe(true);
  });

  describe("the SITE_TODAY override", () => {
    const saved = process.env.SITE_TODAY;
    afterEach(() => {
      if (saved === undefined) delete process.env.SITE_TODAY;
      else process.env.SITE_TODAY = saved;
    });

    it("is used only when it is a real day; otherwise today is the date in Ireland", () => {
      const now = new Date("2026-06-30T23:30:00Z");
      for (const text of ALL) {
        process.env.SITE_TODAY = text;
        expect(siteToday(now), text).toBe(isIsoDate(text) ? text : dublinDate(now));
      }
    });
  });
});
