import { describe, expect, it } from "vitest";
import { closingDateNotes, closingDateRange, readClosingDate } from "~/content/closing-date";
import { helpToBuyRule } from "~/content/facts/schemes";
import { newApartmentVat, newHouseVat } from "~/content/facts/vat";

const RULES = [newHouseVat, newApartmentVat, helpToBuyRule];
const TODAY = "2026-11-27";

describe("the day the sale closes", () => {
  it("is today when blank, and any real day from the rules' first recorded day to ten years ahead", () => {
    expect(readClosingDate("", RULES, TODAY)).toEqual({ on: TODAY });
    expect(readClosingDate(null, RULES, TODAY)).toEqual({ on: TODAY });
    expect(readClosingDate("2031-01-02", RULES, TODAY)).toEqual({ on: "2031-01-02" });
    expect(closingDateRange(RULES, TODAY).max).toBe("2036-11-27");
    expect(readClosingDate("2036-11-27", RULES, TODAY)).toEqual({ on: "2036-11-27" });
  });

  it("falls back to today, with a message, for a malformed, impossible, distant or hostile day", () => {
    for (const raw of ["31/12/2030", "2026-02-30", "2036-11-28", "1999-01-01", "<script>alert(1)</script>", "2030-1-1"]) {
      const read = readClosingDate(raw, RULES, TODAY);
      expect(read.on, raw).toBe(TODAY);
      expect(read.message, raw).toMatch(/Today's rules are used/);
      expect(read.message, raw).not.toContain("script");
    }
  });

  it("names the rules that differ, worded as today against that day", () => {
    const notes = closingDateNotes(RULES, TODAY, "2031-01-02");
    expect(notes.changes).toEqual([
      "VAT on a new apartment in an apartment block: 9% VAT in the price of a new apartment in an apartment block today; 13.5% VAT in the price of a new apartment in an apartment block on 2 January 2031.",
      expect.stringMatching(/^Help to Buy: .+ today; not in force on 2 January 2031\.$/),
    ]);
    // The day before the 9% rate ends, only Help to Buy (ended 31 December 2029) differs.
    expect(closingDateNotes(RULES, TODAY, "2030-12-30").changes).toHaveLength(1);
    expect(closingDateNotes(RULES, TODAY, "2029-12-31").changes).toEqual([]);
  });

  it("says a rule past its scheduled end is not confirmed, rather than carrying it on", () => {
    expect(closingDateNotes(RULES, TODAY, "2029-12-31").unconfirmed).toEqual([]);
    expect(closingDateNotes(RULES, TODAY, "2030-01-01").unconfirmed).toEqual([
      "Help to Buy: what applies on 1 January 2030 is not confirmed by an official source, so the figures that depend on it are not confirmed either.",
    ]);
  });
});
