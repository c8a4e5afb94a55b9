import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/content/tools/common";
import { choiceCheck, clip, fieldChecks, moneyCheck, parseQuery, readQuery } from "~/lib/params";

const q = (s: string) => new URLSearchParams(s);

describe("clip", () => {
  it("never splits an emoji at the cut", () => {
    // 39 letters and then a house emoji (two UTF-16 code units): the emoji is the 40th code point and stays whole.
    const text = `${"a".repeat(39)}🏠🏠`;
    expect(clip(text)).toBe(`${"a".repeat(39)}🏠…`);
    expect(clip(`${"a".repeat(39)}🏠`)).toBe(`${"a".repeat(39)}🏠`);
    // Cut right after an emoji's first half would leave a lone surrogate: it must not.
    expect(clip(`${"a".repeat(39)}🏠🏠`, 40)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("turns invisible and control characters into spaces and squashes them", () => {
    expect(clip("a\u0000b\u200Bc\n\n d")).toBe("a b c d");
  });
});

describe("parseQuery", () => {
  const checks = { colour: choiceCheck(["red", "blue"] as const, "Choose a colour."), size: choiceCheck(["s", "m"] as const, "Choose a size.") };

  it("returns the values and one list of what it ignored, with why", () => {
    const r = parseQuery(q("colour=green&colour=red&utm=x&colour=blue&size=m"), checks);
    expect(r.values).toEqual({ colour: "red", size: "m" });
    expect(r.ignored).toEqual([
      { name: "colour", value: "green", reason: "invalid", message: "Choose a colour." },
      { name: "utm", value: "x", reason: "unknown" },
      { name: "colour", value: "blue", reason: "repeated" },
    ]);
    expect(r.submitted).toBe(true);
  });

  it("can refuse a repeated name altogether, and lists a bounded number", () => {
    const r = parseQuery(q("colour=red&colour=red&a=1&b=2&c=3"), checks, { repeated: "drop", limit: 2 });
    expect(r.values).toEqual({});
    expect(r.ignored.map((i) => `${i.name}:${i.reason}`)).toEqual(["colour:repeated", "a:unknown"]);
    expect(r.omitted).toBe(2);
  });

  it("clips hostile names and values before anyone shows them", () => {
    const r = parseQuery(q(`${"<b>".repeat(50)}=${"x".repeat(500)}`), checks);
    expect(Array.from(r.ignored[0]!.name)).toHaveLength(41);
    expect(r.ignored[0]!.value).toBe(`${"x".repeat(40)}…`);
  });
});

describe("readQuery and the field checks", () => {
  it("keeps a form's raw text and the checks give the caller's words", () => {
    const r = readQuery(q("price=%E2%82%AC1%2C250&other=1"), ["price", "rate"] as const);
    expect(r.values).toEqual({ price: "€1,250", rate: "" });
    expect(r.ignored.map((i) => i.name)).toEqual(["other"]);
    const money = fieldChecks(MESSAGES).money("the price", { min: 1, max: 10 });
    expect(money(r.values.price)).toEqual({ ok: false, message: MESSAGES.money.max(10) });
    expect(money("-4")).toEqual({ ok: false, message: MESSAGES.money.negative("the price") });
  });

  it("reads money one way for every form: the tools' checks and the questionnaire's rounding", () => {
    const money = fieldChecks(MESSAGES).money("the rent", { min: 0, max: 10_000, cents: true });
    expect(money("EUR 1,250.50")).toEqual({ ok: true, value: 1250.5 });
    expect(money("12.345")).toEqual({ ok: false, message: MESSAGES.money.format("the rent") });
    expect(money("--5")).toEqual({ ok: false, message: MESSAGES.money.format("the rent") });
    expect(money("-5")).toEqual({ ok: false, message: MESSAGES.money.negative("the rent") });
    const rounded = moneyCheck(MESSAGES, "the rent", { min: 0, max: 10_000, cents: "round" });
    expect(rounded("12.345")).toEqual({ ok: true, value: 12.35 });
    expect(rounded("1".repeat(41))).toEqual({ ok: false, message: MESSAGES.tooLong });
  });
});
