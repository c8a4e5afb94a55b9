/**
 * Answers <-> URL, the step flow, the county mapping and the widget
 * configuration: round trips, bad answers, hostile links.
 */
import { describe, expect, it } from "vitest";
import { firstHome, socialHousing } from "~/facts";
import { CHECK_TEXT, NOTE_TEXT, STEP_TEXT } from "~/content/questionnaire";
import { readWidgetConfig, widgetConfigOrigins } from "~/questionnaire/config.server";
import { COUNTIES } from "~/questionnaire/counties";
import { authoritiesFor as councilsIn, COUNCIL_IDS } from "~/facts/local-authorities";
import { STEPS, buildView, type QuestionnaireView, type ResultView, type StepView } from "~/questionnaire/flow";
import { answersToSearch, parseAnswers, parseField, type Answers } from "~/questionnaire/params";
import { evaluate } from "~/questionnaire/eligibility";

const BUYER: Answers = {
  tenure: "buy",
  first: "yes",
  build: "new",
  county: "cork",
  gross: 80_000,
  net: 60_000,
  price: 350_000,
  deposit: 35_000,
  mortgage: 280_000,
  living: "private",
  hours: "over",
};
const RENTER: Answers = { tenure: "rent", county: "meath", gross: 36_000, net: 30_000, rent: 900.5, living: "rs-long", hours: "under" };

/** The date the results are worked out on (the loader passes today in Ireland). */
const TODAY = "2026-11-27";
const view = (search: string): QuestionnaireView => buildView(new URLSearchParams(search), TODAY);
const asStep = (v: QuestionnaireView): StepView => {
  if (v.kind !== "step") throw new Error(`expected a step, got ${v.kind}`);
  return v;
};
const asResult = (v: QuestionnaireView): ResultView => {
  if (v.kind !== "result") throw new Error(`expected the result, got step ${(v as StepView).step}`);
  return v;
};

describe("answers in the URL", () => {
  it.each([["buyer", BUYER], ["renter", RENTER]])("round-trips a %s's answers", (_name, answers) => {
    const search = answersToSearch(answers);
    const parsed = parseAnswers(new URLSearchParams(search));
    expect(parsed.answers).toEqual(answers);
    expect(parsed.errors).toEqual({});
    expect(parsed.ignored).toEqual([]);
    expect(answersToSearch(parsed.answers)).toBe(search);
  });

  it("writes the answers in a fixed, readable order", () => {
    expect(answersToSearch({ hours: "under", tenure: "rent", rent: 1200 })).toBe("?tenure=rent&rent=1200&hours=under");
    expect(answersToSearch({})).toBe("");
  });

  it.each([
    ["350000", 350_000],
    ["350,000", 350_000],
    ["€350,000", 350_000],
    ["350 000", 350_000],
    [" 1234.567 ", 1234.57],
    ["EUR 5000", 5000],
  ])("reads the amount %j as %d", (raw, value) => {
    expect(parseField("price", raw)).toEqual({ ok: true, value });
  });

  it.each([
    ["price", "abc", "notNumber"],
    ["price", "12abc", "notNumber"],
    ["price", "1e6", "notNumber"],
    ["price", "--5", "notNumber"],
    ["gross", "-5", "negative"],
    ["price", "0", "zero"],
    ["rent", "0", "zero"],
    ["price", "", "missing"],
    ["price", "123456789012", "tooLarge"],
    ["tenure", "own", "choose"],
    ["county", "atlantis", "choose"],
    ["county", "", "missing"],
  ] as const)("rejects %s=%j as %s", (field, raw, error) => {
    expect(parseField(field, raw)).toEqual({ ok: false, error });
  });

  it("accepts 0 where nothing is a real answer (deposit, mortgage, income)", () => {
    for (const field of ["deposit", "mortgage", "gross", "net"] as const) expect(parseField(field, "0")).toEqual({ ok: true, value: 0 });
  });

  it("rejects answers that are impossible together", () => {
    const parsed = parseAnswers(new URLSearchParams("gross=30000&net=40000&price=200000&deposit=250000&mortgage=300000"));
    expect(parsed.errors).toEqual({ net: "netAboveGross", deposit: "depositAbovePrice", mortgage: "mortgageAbovePrice" });
    expect(parsed.answers).toEqual({ gross: 30_000, price: 200_000 });
  });

  it("lists unknown and repeated parameters as ignored, and keeps their names harmless", () => {
    const parsed = parseAnswers(new URLSearchParams("tenure=buy&tenure=rent&utm_source=x&<script>=1&" + "a".repeat(200) + "=1"));
    expect(parsed.answers.tenure).toBe("buy");
    const named = parsed.ignored.map((p) => `${p.name}:${p.reason}`);
    expect(named).toContain("tenure:repeated");
    expect(named).toContain("utm_source:unknown");
    // Shown as text (React escapes it), and clipped: forty characters and "…".
    expect(named).toContain("<script>:unknown");
    expect(parsed.ignored.every((p) => Array.from(p.name).length <= 41)).toBe(true);
  });
});

describe("the step flow", () => {
  it("starts with the first question, assuming the buyer's (longer) path", () => {
    const v = asStep(view(""));
    expect(v.step).toBe("tenure");
    expect(v.progress).toEqual({ current: 1, total: 10 });
    expect(v.back).toBeNull();
    expect(v.hidden).toEqual([]);
    expect(v.trailing).toEqual([["from", "tenure"]]);
  });

  it("follows the renter's shorter path", () => {
    const v = asStep(view("tenure=rent&from=tenure"));
    expect(v.step).toBe("county");
    expect(v.progress).toEqual({ current: 2, total: 6 });
    expect(v.back).toBe("?tenure=rent&step=tenure");
    expect(v.hidden).toEqual([["tenure", "rent"]]);
    expect(v.trailing).toEqual([["from", "county"]]);
  });

  it("shows a submitted step again, with a message, when its answer is missing", () => {
    const v = asStep(view("tenure=buy&from=first"));
    expect(v.step).toBe("first");
    expect(v.errors).toEqual({ first: "missing" });
  });

  it("shows the step of an unusable answer with the reason and what was typed", () => {
    const search = answersToSearch({ ...BUYER, price: undefined }).slice(1) + "&price=12abc";
    const v = asStep(view(search));
    expect(v.step).toBe("price");
    expect(v.errors).toEqual({ price: "notNumber" });
    expect(v.values.price).toBe("12abc");
  });

  it.each([
    ["gross", "-1", "negative"],
    ["price", "0", "zero"],
  ])("a %s of %s is an error on its step", (field, raw, error) => {
    const base = new URLSearchParams("tenure=buy&first=yes&build=new&county=cork&gross=50000&net=40000");
    base.set(field, raw);
    const v = asStep(buildView(base, TODAY));
    expect(v.errors).toEqual({ [field]: error });
  });

  it("goes to the next step after the one submitted, even if it was answered before (Back then Continue)", () => {
    const v = asStep(view(answersToSearch(BUYER, { from: "county" }).slice(1)));
    expect(v.step).toBe("income");
    expect(v.values).toEqual({ gross: "80000", net: "60000" });
    expect(v.last).toBe(false);
  });

  it("says 'See my results' only on the last question of the path", () => {
    expect(asStep(view(answersToSearch(BUYER, { step: "hours" }).slice(1))).last).toBe(true);
    expect(asStep(view(answersToSearch(BUYER, { step: "living" }).slice(1))).last).toBe(false);
  });

  it("from the result, Change goes to that question and back to the result", () => {
    const result = asResult(view(answersToSearch(BUYER).slice(1)));
    expect(result.change.price).toBe(answersToSearch(BUYER, { step: "price", review: true }));
    const change = asStep(view(result.change.price!.slice(1)));
    expect(change.step).toBe("price");
    expect(change.last).toBe(true);
    expect(change.back).toBe(answersToSearch(BUYER));
    expect(change.trailing).toEqual([["from", "price"], ["review", "1"]]);
    // Submitting the changed answer returns to the result.
    const after = asResult(view(answersToSearch({ ...BUYER, price: 360_000 }, { from: "price", review: true }).slice(1)));
    expect(after.share).toBe(answersToSearch({ ...BUYER, price: 360_000 }));
  });

  it("a changed answer that opens new questions asks them before returning to the result", () => {
    const v = asStep(view(answersToSearch({ ...RENTER, tenure: "buy" }, { from: "tenure", review: true }).slice(1)));
    expect(v.step).toBe("first");
    expect(v.trailing).toContainEqual(["review", "1"]);
  });

  it("shows the step a Back or Change link asks for", () => {
    const v = asStep(view(answersToSearch(BUYER, { step: "deposit" }).slice(1)));
    expect(v.step).toBe("deposit");
    expect(v.back).toBe(answersToSearch(BUYER, { step: "price" }));
  });

  it("shows the result when every question on the path is answered", () => {
    const v = asResult(view(answersToSearch(BUYER).slice(1)));
    expect(v.share).toBe(answersToSearch(BUYER));
    expect(v.calculator).toBe("/buying/costs-calculator?price=350000&mortgage=280000");
    expect(v.evaluation).toEqual(evaluate({ tenure: "buy", firstTime: true, build: "new", county: "cork", gross: 80_000, net: 60_000, price: 350_000, deposit: 35_000, mortgage: 280_000, living: "private", hours: "over" }, TODAY));
    expect(Object.keys(v.change)).toEqual(["tenure", "first", "build", "county", "income", "price", "deposit", "mortgage", "living", "hours"]);
  });

  it("drops answers that do not belong to the path taken from the shared link", () => {
    const v = asResult(view(answersToSearch({ ...RENTER, price: 300_000, first: "yes" }).slice(1)));
    expect(v.share).toBe(answersToSearch(RENTER));
    expect(v.calculator).toBeNull();
  });

  it("skips the work-hours question for people who do not rent privately", () => {
    const v = asResult(view("tenure=rent&county=dublin&gross=30000&net=25000&rent=800&living=council"));
    expect(Object.keys(v.change)).not.toContain("hours");
  });

  it("never throws on hostile or nonsense links, and names what it ignored", () => {
    for (const search of ["step=nope&from=%00", "tenure=%3Cscript%3E", "price=NaN&gross=Infinity", "a=1&a=2&=&&&", "%E0%A4%A"]) {
      expect(() => view(search)).not.toThrow();
    }
    expect(asStep(view("step=nope&x=1")).ignored.map((p) => p.name)).toEqual(["x", "step"]);
  });

  it("has words for every step, option and outcome code", () => {
    for (const step of STEPS) expect(STEP_TEXT[step.id], step.id).toBeDefined();
    const codes = new Set<string>();
    const notes = new Set<string>();
    const people = [BUYER, RENTER, { ...BUYER, living: "council" as const, first: "no" as const, build: "second-hand" as const }, { ...RENTER, living: "hap" as const }];
    for (const a of people) {
      for (const r of asResult(view(answersToSearch(a).slice(1))).evaluation.results) {
        r.checks.forEach((c) => codes.add(c.code));
        r.notes.forEach((n) => notes.add(n.code));
      }
    }
    for (const code of codes) expect(CHECK_TEXT[code], code).toBeDefined();
    for (const code of notes) expect(NOTE_TEXT[code], code).toBeDefined();
  });
});

describe("counties and scheme areas", () => {
  it("lists the 26 counties once each", () => {
    expect(COUNTIES).toHaveLength(26);
    expect(new Set(COUNTIES.map((c) => c.id)).size).toBe(26);
  });

  it("maps every county to the councils that serve it: four in Dublin, two in Cork and Galway, one elsewhere", () => {
    for (const { id } of COUNTIES) {
      const councils = councilsIn(id);
      expect(councils.length, id).toBe(id === "dublin" ? 4 : id === "cork" || id === "galway" ? 2 : 1);
    }
    expect(COUNTIES.flatMap((c) => councilsIn(c.id)).map((c) => c.id).sort()).toEqual([...COUNCIL_IDS].sort());
  });
});

describe("widget configuration", () => {
  const quiet = () => {};
  it("is off without a valid http(s) script URL", () => {
    expect(readWidgetConfig({}, quiet)).toBeNull();
    expect(readWidgetConfig({ WIDGET_SCRIPT_URL: "javascript:alert(1)" }, quiet)).toBeNull();
    expect(readWidgetConfig({ WIDGET_SCRIPT_URL: "not a url" }, quiet)).toBeNull();
    expect(widgetConfigOrigins(null)).toEqual([]);
  });

  it("reads the script, stylesheets, ID, and defaults region eu and render mode full-width", () => {
    const config = readWidgetConfig(
      { WIDGET_SCRIPT_URL: "https://cdn.example.com/w.js", WIDGET_STYLESHEET_URLS: "https://cdn.example.com/a.css, ,ftp://x/y.css,https://fonts.example.org/b.css", WIDGET_ID: "abc-123" },
      quiet,
    );
    expect(config).toEqual({
      scriptUrl: "https://cdn.example.com/w.js",
      stylesheetUrls: ["https://cdn.example.com/a.css", "https://fonts.example.org/b.css"],
      id: "abc-123",
      region: "eu",
      renderMode: "full-width",
    });
    expect(widgetConfigOrigins(config)).toEqual(["https://cdn.example.com", "https://fonts.example.org"]);
  });

  it("keeps a region or mode that is a plain token, and falls back otherwise", () => {
    const warnings: string[] = [];
    const config = readWidgetConfig({ WIDGET_SCRIPT_URL: "https://cdn.example.com/w.js", WIDGET_REGION: "us", WIDGET_RENDER_MODE: "<b>" }, (m) => warnings.push(m));
    expect(config?.region).toBe("us");
    expect(config?.renderMode).toBe("full-width");
    expect(warnings).toHaveLength(1);
  });
});
