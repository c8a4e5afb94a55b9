import { describe, expect, it } from "vitest";
import type { Rule } from "~/facts/dated";
import { contentReview, groupsIn, reviewText } from "~/facts/review";

const source = { name: "TheJournal.ie, 13 May 2025", url: "https://www.thejournal.ie/x" };
const rule: Rule<number> = {
  id: "r",
  title: "A scheme",
  describe: String,
  pages: ["/x"],
  checked: "2026-11-24",
  periods: [{ value: 1, from: "2025-05-13", until: "2027-06-01", source, certainty: "reported" }],
};
const groups = groupsIn({
  fresh: { source: { name: "a", url: "https://a.ie" }, reviewed: "2026-11-24" },
  old: { source: { name: "b", url: "https://b.ie" }, reviewed: "2026-01-01" },
  notAGroup: { reviewed: "2020-01-01" },
  RULES: [],
});

describe("content review: what needs an editor's eyes", () => {
  it("finds only fact groups among exports", () => expect(Object.keys(groups)).toEqual(["fresh", "old"]));

  it("a rule ending within six months is listed; one further off is not", () => {
    expect(contentReview([rule], groups, "2026-11-29").ending).toEqual([]);
    expect(contentReview([rule], groups, "2026-11-30").ending).toEqual([{ what: "A scheme (r)", detail: "ends 2027-06-01, in 183 days, unless extended" }]);
    expect(contentReview([rule], groups, "2027-06-02").ending[0]?.detail).toMatch(/^ENDED 2027-06-01/);
  });

  it("groups and rules not checked for over six months, and figures only reported", () => {
    const review = contentReview([rule], groups, "2026-11-24");
    expect(review.stale.map((s) => s.what)).toEqual(["facts group old"]);
    expect(review.reported).toEqual([{ what: "A scheme (r)", detail: "only reported, by TheJournal.ie, 13 May 2025" }]);
    expect(reviewText(review)).toContain("Figures whose only source is a report (news, law firm, charity) (1)");
  });
});
