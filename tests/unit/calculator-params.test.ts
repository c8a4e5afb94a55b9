/** The calculator's URL and typed input: parse, serialise, and every kind of bad input. */
import { describe, expect, it } from "vitest";
import { formValuesFrom, inputsFromForm, caretAfterDigits, priceText } from "~/calculator/form";
import {
  FLAG_FIELDS,
  MAX_IGNORED_LISTED,
  NUMBER_FIELDS,
  calculatorQuery,
  calculatorUrl,
  parseTypedNumber,
  parseTypedPrice,
} from "~/calculator/params";
import { parseCalculatorParams } from "~/calculator/params.server";
import type { CalculatorInputs } from "~/rules/types";
import { CALCULATOR_DEFAULTS, IGNORED_REASONS, type IgnoredReason } from "~/content/calculator";
import type { IgnoredParam } from "~/lib/params";

const parse = (query: string) => parseCalculatorParams(new URLSearchParams(query));
/** An ignored parameter as the note names it: its name and the reason's key (an invalid value's message is the reason's words). */
const brief = (i: IgnoredParam) => ({
  param: i.name,
  reason: i.reason === "invalid" ? (Object.keys(IGNORED_REASONS) as IgnoredReason[]).find((k) => IGNORED_REASONS[k] === i.message) : i.reason,
});
const reasons = (query: string) => Object.fromEntries(parse(query).ignored.map(brief).map((i) => [i.param, i.reason]));

describe("typed price (spec section 5)", () => {
  it.each([
    ["€350,000", 350_000],
    ["350000", 350_000],
    ["  350 000 euro ", 350_000],
    ["350,000.50", 35_000_050], // every non-digit is stripped, the point too
    ["", 0],
    ["abc", 0],
    ["€", 0],
    ["0300000", 300_000],
    ["9".repeat(5000), 1_000_000_000],
  ])("%j -> %i", (text, value) => {
    expect(parseTypedPrice(text)).toBe(value);
  });

  it("is shown as the figure in use, grouped", () => {
    expect(priceText(parseTypedPrice("€350,000"))).toBe("350,000");
    expect(priceText(0, "")).toBe("");
    expect(priceText(0, "0")).toBe("0");
    expect(priceText(1234567)).toBe("1,234,567");
  });

  it("keeps the caret after the same digits", () => {
    // Typing a 5 after "30000|" gives "300005" -> "300,005", caret at the end.
    expect(caretAfterDigits("300,005", 6)).toBe(7);
    // Inserting at the start: "1|300,000" -> "1,300,000", caret after the 1.
    expect(caretAfterDigits("1,300,000", 1)).toBe(1);
    expect(caretAfterDigits("1,300,000", 2)).toBe(3);
    expect(caretAfterDigits("", 0)).toBe(0);
  });
});

describe("typed amounts", () => {
  it.each([
    ["2500", 2500],
    ["2500.5", 2500.5],
    ["2500.555", 2500.56],
    ["", 0],
    ["-300", 0],
    ["abc", 0],
    ["1e400", 1_000_000_000],
    ["5000000000", 1_000_000_000],
  ])("%j -> %d", (text, value) => {
    expect(parseTypedNumber(text, "legal")).toBe(value);
  });

  it("caps the rate at 100%", () => {
    expect(parseTypedNumber("0.5", "rate")).toBe(0.5);
    expect(parseTypedNumber("250", "rate")).toBe(100);
  });

  it("form values round-trip the defaults", () => {
    const values = formValuesFrom(CALCULATOR_DEFAULTS);
    expect(values.price).toBe("300,000");
    expect(values.rate).toBe("0.5");
    expect(inputsFromForm(values)).toEqual(CALCULATOR_DEFAULTS);
  });
});

describe("calculatorUrl", () => {
  it("uses price and mortgage, and omits defaults", () => {
    expect(calculatorUrl({ price: 350_000, mortgage: 280_000 })).toBe("/buying/costs-calculator?price=350000&mortgage=280000");
    expect(calculatorUrl({})).toBe("/buying/costs-calculator");
    expect(calculatorUrl(CALCULATOR_DEFAULTS)).toBe("/buying/costs-calculator");
  });

  it("writes switches as 1/0 and decimals plainly", () => {
    expect(calculatorQuery({ newBuild: true, includeMisc: false, rate: 1.25, broker: true })).toBe("newBuild=1&rate=1.25&broker=1&includeMisc=0");
  });

  it("brings out-of-range values into what a link can carry", () => {
    expect(calculatorUrl({ price: 350_000.7, legal: -5, survey: Number.NaN })).toBe("/buying/costs-calculator?price=350001&legal=0");
  });
});

describe("parse (links are read strictly)", () => {
  it("reads a shared link", () => {
    const r = parse("price=350000&mortgage=280000&newBuild=1&rate=1.5&includeMoving=0");
    expect(r.ignored).toEqual([]);
    expect(r.fromForm).toBe(false);
    expect(r.inputs).toEqual({ ...CALCULATOR_DEFAULTS, price: 350_000, mortgage: 280_000, newBuild: true, rate: 1.5, includeMoving: false });
  });

  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ inputs: CALCULATOR_DEFAULTS, ignored: [], ignoredNotListed: 0, fromForm: false, closingDate: { value: null, message: null } });
  });

  it("leaves the day the sale closes to the closing-date reader, and does not call it unknown", () => {
    const r = parse("price=300000&date=2031-01-02");
    expect(r.closingDate).toEqual({ value: "2031-01-02", message: null });
    expect(r.ignored).toEqual([]);
  });

  it("keeps sane values outside the hint bounds", () => {
    const r = parse("legal=9000&rate=3&mortgage=900000&valuation=0");
    expect(r.ignored).toEqual([]);
    expect(r.inputs).toMatchObject({ legal: 9000, rate: 3, mortgage: 900_000, valuation: 0 });
  });

  it.each([
    ["price=abc", "price", "unreadable"],
    ["price=-5", "price", "unreadable"],
    ["legal=-5", "legal", "unreadable"],
    ["price=NaN", "price", "unreadable"],
    ["survey=Infinity", "survey", "unreadable"],
    ["price=1e400", "price", "unreadable"],
    ["price=1e5", "price", "unreadable"],
    ["price=350000.5", "price", "unreadable"], // the price takes no decimal point
    ["legal=2500.555", "legal", "unreadable"], // at most two decimals
    ["legal=2%2C500", "legal", "unreadable"], // "2,500": links are not typed text
    ["legal=", "legal", "unreadable"],
    ["legal=%20100", "legal", "unreadable"],
    ["legal=0x10", "legal", "unreadable"],
    [`moving=${"9".repeat(5000)}`, "moving", "tooLarge"],
    ["price=1000000001", "price", "tooLarge"],
    ["rate=101", "rate", "tooLarge"],
    ["newBuild=yes", "newBuild", "notAFlag"],
    ["bulk=2", "bulk", "notAFlag"],
    ["newBuild=1&homeType=flat", "homeType", "notAHomeType"],
    ["homeType=Apartment", "homeType", "notAHomeType"], // links are exact: lower case only
    ["homeType=", "homeType", "notAHomeType"],
    ["homeType=1", "homeType", "notAHomeType"],
    ["homeType=apartment&homeType=house", "homeType", "repeated"],
    ["price=1&price=2", "price", "repeated"],
    ["foo=1", "foo", "unknown"],
    ["%3Cscript%3Ealert(1)%3C%2Fscript%3E=1", "<script>alert(1)</script>", "unknown"],
  ])("%s: %s is %s and falls back to its default", (query, param, reason) => {
    const r = parse(query);
    expect(r.ignored.map(brief)).toEqual([{ param, reason }]);
    expect(r.inputs).toEqual(query.startsWith("newBuild=1") ? { ...CALCULATOR_DEFAULTS, newBuild: true } : CALCULATOR_DEFAULTS);
  });

  it("reads the kind of new home: house (the default, left out of links) or apartment", () => {
    const r = parse("price=425000&newBuild=1&homeType=apartment");
    expect(r.ignored).toEqual([]);
    expect(r.inputs).toEqual({ ...CALCULATOR_DEFAULTS, price: 425_000, newBuild: true, homeType: "apartment" });
    expect(parse("newBuild=1&homeType=house").inputs.homeType).toBe("house");
    expect(calculatorUrl({ price: 425_000, newBuild: true, homeType: "apartment" })).toBe("/buying/costs-calculator?price=425000&newBuild=1&homeType=apartment");
    expect(calculatorUrl({ price: 425_000, newBuild: true, homeType: "house" })).toBe("/buying/costs-calculator?price=425000&newBuild=1");
  });

  it("keeps a bad kind of home from breaking anything: House is used and the link says why", () => {
    const r = parse("price=425000&newBuild=1&homeType=%3Cscript%3E");
    expect(r.inputs).toEqual({ ...CALCULATOR_DEFAULTS, price: 425_000, newBuild: true });
    expect(r.ignored.map(brief)).toEqual([{ param: "homeType", reason: "notAHomeType" }]);
    // Code that hands over something odd gets the default too.
    expect(calculatorUrl({ homeType: "castle" as never })).toBe("/buying/costs-calculator");
  });

  it("uses the readable values and ignores the rest in the same link", () => {
    const r = parse("price=400000&legal=abc&newBuild=1&utm_source=x&survey=1&survey=2");
    expect(r.inputs).toEqual({ ...CALCULATOR_DEFAULTS, price: 400_000, newBuild: true });
    expect(reasons("price=400000&legal=abc&newBuild=1&utm_source=x&survey=1&survey=2")).toEqual({ legal: "unreadable", utm_source: "unknown", survey: "repeated" });
  });

  it("never echoes a script and cuts long names", () => {
    const long = "x".repeat(5000);
    const r = parse(`${long}=1&price=%3Cscript%3E`);
    expect(r.ignored[0].name).toBe(`${"x".repeat(40)}…`);
    expect(brief(r.ignored[1])).toEqual({ param: "price", reason: "unreadable" });
  });

  it("lists a bounded number of ignored parameters and counts the rest", () => {
    const query = Array.from({ length: 50 }, (_, i) => `junk${i}=1`).join("&");
    const r = parse(query);
    expect(r.ignored).toHaveLength(MAX_IGNORED_LISTED);
    expect(r.ignoredNotListed).toBe(50 - MAX_IGNORED_LISTED);
  });
});

describe("parse (the page's own no-JavaScript form)", () => {
  it("reads typed values the way the live form does", () => {
    const r = parse("form=1&price=%E2%82%AC350%2C000&legal=2500.5&rate=&newBuild=1&includeMoving=1&includeFurnishing=1&includeMisc=1");
    expect(r.fromForm).toBe(true);
    expect(r.ignored).toEqual([]);
    expect(r.inputs).toEqual({ ...CALCULATOR_DEFAULTS, price: 350_000, legal: 2500.5, rate: 0, newBuild: true });
  });

  it("reads the House / Apartment radio buttons, strictly", () => {
    expect(parse("form=1&price=425000&newBuild=1&homeType=apartment").inputs).toMatchObject({ newBuild: true, homeType: "apartment" });
    const bad = parse("form=1&price=425000&newBuild=1&homeType=bungalow");
    expect(bad.inputs.homeType).toBe("house");
    expect(bad.ignored.map(brief)).toEqual([{ param: "homeType", reason: "notAHomeType" }]);
    // An apartment chosen while New build is off is kept, so switching it on again restores it.
    const r = parse("form=1&price=300000&homeType=apartment&includeMoving=1&includeFurnishing=1&includeMisc=1");
    expect(r.inputs).toMatchObject({ newBuild: false, homeType: "apartment" });
    expect(calculatorUrl(r.inputs)).toBe("/buying/costs-calculator?homeType=apartment");
  });

  it("counts an unticked switch as off", () => {
    const r = parse("form=1&price=300000");
    for (const key of FLAG_FIELDS) expect(r.inputs[key]).toBe(false);
  });

  it("gives the same URL a live edit writes", () => {
    const r = parse("form=1&price=350%2C000&mortgage=280000&includeMoving=1&includeFurnishing=1&includeMisc=1");
    expect(calculatorUrl(r.inputs)).toBe("/buying/costs-calculator?price=350000&mortgage=280000");
  });
});

describe("round trip", () => {
  // A small deterministic generator, so a failure can be replayed.
  function rng(seed: number) {
    let s = seed >>> 0;
    return () => {
      s = (s * 1664525 + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
  }

  it("parse(serialise(x)) == x for 500 random valid inputs", () => {
    const rand = rng(20261122);
    const pick = <T,>(values: T[]) => values[Math.floor(rand() * values.length)];
    for (let n = 0; n < 500; n++) {
      const inputs = { ...CALCULATOR_DEFAULTS } as CalculatorInputs;
      for (const key of NUMBER_FIELDS) {
        if (rand() < 0.3) continue; // keep some defaults
        const scale = pick([100, 10_000, 1_000_000, 1_000_000_000]);
        if (key === "price") inputs.price = Math.floor(rand() * scale);
        else if (key === "rate") inputs.rate = Math.round(rand() * 10_000) / 100;
        else inputs[key] = Math.min(Math.round(rand() * scale * 100) / 100, 1_000_000_000);
      }
      for (const key of FLAG_FIELDS) inputs[key] = rand() < 0.5;
      inputs.homeType = pick(["house", "apartment"] as const);
      const url = calculatorUrl(inputs);
      const back = parseCalculatorParams(new URL(url, "https://example.ie").searchParams);
      expect(back.ignored, url).toEqual([]);
      expect(back.inputs, url).toEqual(inputs);
      expect(calculatorUrl(back.inputs)).toBe(url);
    }
  });

  it("typed form values -> URL -> inputs is stable", () => {
    const values = { ...formValuesFrom(CALCULATOR_DEFAULTS), price: "€1,234,567", legal: "3000.25", rate: "1.3", includeMisc: false };
    const inputs = inputsFromForm(values);
    expect(parse(calculatorQuery(inputs)).inputs).toEqual(inputs);
  });
});
