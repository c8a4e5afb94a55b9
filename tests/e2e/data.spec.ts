/**
 * The rules as open data over HTTP (issue 34): /data/rules.json, .csv and
 * .schema.json from the built server (headers, CORS, ETag, 304, a bad
 * ?date=), and the /data page that explains them, reached from /changes and
 * the footer with JavaScript off. The data's content is checked in
 * tests/unit/rules-data.test.ts; the /data page's accessibility (axe and
 * HTML_CodeSniffer, desktop and phone) with every page in pages.spec.ts.
 */
import { expect, noJsPage, test } from "./fixtures";

test("the data files answer with CORS, caching and an ETag that gives 304", async ({ request }) => {
  for (const [path, type] of [
    ["/data/rules.json", /^application\/json/],
    ["/data/rules.csv", /^text\/csv/],
    ["/data/rules.schema.json", /^application\/schema\+json/],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const h = res.headers();
    expect(h["content-type"], path).toMatch(type);
    expect(h["access-control-allow-origin"], path).toBe("*");
    expect(h["cache-control"], path).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    const etag = h["etag"]!;
    expect(etag, path).toBeTruthy();
    const again = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(again.status(), path).toBe(304);
  }
  const data = await (await request.get("/data/rules.json")).json();
  expect(data.licence.id).toBe("CC-BY-4.0");
  expect(data.rules.find((r: { id: string }) => r.id === "stamp-duty-residential-rates").periods).toHaveLength(3);
});

test("?date= gives one day's rules; a bad date is a 400 that echoes nothing; pages carry no CORS header", async ({ request }) => {
  const day = await (await request.get("/data/rules.json?date=2024-10-01")).json();
  expect(day.scope).toBe("in-force");
  const duty = day.rules.find((r: { id: string }) => r.id === "stamp-duty-residential-rates");
  expect(duty.periods.map((p: { value: { bands: unknown[] } }) => p.value.bands.length)).toEqual([2]);
  const bad = await request.get("/data/rules.json?date=%3Cscript%3Ealert(1)%3C/script%3E");
  expect(bad.status()).toBe(400);
  expect(bad.headers()["content-type"]).toMatch(/^application\/json/);
  const body = await bad.text();
  expect(JSON.parse(body).error.code).toBe("bad-date");
  expect(body).not.toContain("script");
  const badCsv = await request.get("/data/rules.csv?date=2026-02-30");
  expect(badCsv.status()).toBe(400);
  expect(await badCsv.text()).not.toContain("2026-02-30");
  const page = await request.get("/changes");
  expect(page.headers()["access-control-allow-origin"]).toBeUndefined();
});

test("/data explains each field with an example, gives curl commands, and is linked from /changes and the footer (JavaScript off)", async ({ browser }) => {
  const { page, close } = await noJsPage(browser);
  await page.goto("/changes");
  await page.getByRole("link", { name: "Download every rule as data (JSON or CSV)" }).click();
  await expect(page).toHaveURL(/\/data$/);
  await expect(page.getByRole("heading", { level: 1, name: "Housing rules as open data" })).toBeVisible();
  await expect(page.getByRole("table").filter({ hasText: "certainty" })).toContainText("official");
  await expect(page.locator("#curl pre code").first()).toContainText("curl -sS");
  await expect(page.locator("pre code").filter({ hasText: "/changes.atom" })).toHaveCount(1);
  await page.goto("/buying");
  await page.getByRole("contentinfo").getByRole("link", { name: "Open Data" }).click();
  await expect(page).toHaveURL(/\/data$/);
  await close();
});

/* ---------------- Issue 46: the data journalist's trips ---------------- */

// Several pages and a 4-column table, on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const size of [{ width: 412, height: 915 }, { width: 1280, height: 800 }] as const) {
  test.describe(`/data at ${size.width} px`, () => {
    test.use({ viewport: size });

    test("the field list gives each JSON key beside its CSV column, and the citation line is on the page, ready to copy", async ({ page, request }) => {
      await page.goto("/data");
      const table = page.getByRole("table").filter({ hasText: "The fields of each rule" });
      await expect(table.getByRole("columnheader")).toHaveText(["JSON key", "CSV column", "What it means", "Example"]);
      // The CSV's own header row: every column is in the list, beside its JSON key.
      const header = (await (await request.get("/data/rules.csv")).text()).split("\r\n")[0]!.split(",");
      expect(header).toContain("rule_topic");
      const cells = await table.locator("tbody tr").evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent ?? "")));
      for (const column of header) expect(cells.some((row) => row[1]!.split(", ").includes(column)), column).toBe(true);
      expect(cells.find((row) => row[0] === "id")![1]).toBe("rule_id");
      expect(cells.find((row) => row[0] === "topic")![1]).toBe("rule_topic");
      expect(cells.find((row) => row[0] === "periods[].text")![1]).toBe("value_text");
      // The citation: publisher, title, version, date, address, licence; the JSON carries the same, for its own address.
      const citation = page.getByTestId("citation");
      await citation.scrollIntoViewIfNeeded();
      await expect(citation).toBeVisible();
      await expect(citation).toHaveText(/^Irish Housing Guide, Housing rules as open data, version \d+\.\d+\.\d+, \d{1,2} \w+ \d{4}, https:\/\/www\.example\.ie\/data; CC BY 4\.0$/);
      const json = await (await request.get("/data/rules.json?topic=schemes")).json();
      expect(json.citation).toMatch(/^Irish Housing Guide, Housing rules as open data, version \d+\.\d+\.\d+, \d{1,2} \w+ \d{4}, https:\/\/www\.example\.ie\/data\/rules\.json\?topic=schemes; CC BY 4\.0$/);
      // Selected whole by a triple click, as a reader copies it.
      await citation.click({ clickCount: 3 });
      expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe((await citation.textContent())!.trim());
      // Nothing on the page is wider than the screen: wide tables scroll in their own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });

    test("Help to Buy's history: the page states the period in force and lists the earlier ones, each with its Act's words", async ({ page }) => {
      await page.goto("/schemes/help-to-buy#update-2025");
      const section = page.locator("#update-2025");
      await expect(section).toContainText("€30,000 and 10% of the price");
      await expect(section).toContainText("Help to Buy: earlier amounts and closing dates");
      await expect(section).toContainText("From 1 January 2017 to 22 July 2020: a refund of up to €20,000 or 5% of the price");
      await expect(section).toContainText("From 19 July 2016 to 31 December 2016: a refund of up to €20,000 or 5% of the price, whichever is lower, on a new home worth €600,000 or less");
      // The sources' own words, on request.
      const words = section.locator("details").filter({ hasText: "What the source" }).first();
      await words.locator("summary").click();
      await expect(words).toContainText("in all other cases, €500,000");
      await expect(words).toContainText("Finance Act 2019, s. 16");
      // /changes: the enhanced rate of 23 July 2020, from the Covid-19 Act's words.
      await page.goto("/changes");
      const entry = page.locator("article").filter({ hasText: "Help to Buy" }).filter({ hasText: "23 July 2020" }).first();
      await entry.scrollIntoViewIfNeeded();
      await expect(entry).toContainText("€30,000");
      await expect(entry).toContainText("€20,000");
    });
  });
}

test("?topic= and ?rule= give some rules only, with ?date=; an unknown one is a 400 in JSON that echoes nothing", async ({ request }) => {
  const schemes = await (await request.get("/data/rules.json?topic=schemes")).json();
  expect(schemes.rules.length).toBeGreaterThan(3);
  expect(new Set(schemes.rules.map((r: { topic: string }) => r.topic))).toEqual(new Set(["schemes"]));
  const htb = await (await request.get("/data/rules.json?rule=help-to-buy&date=2018-06-01")).json();
  expect(htb.rules.map((r: { id: string }) => r.id)).toEqual(["help-to-buy"]);
  expect(htb.rules[0].periods.map((p: { value: { maxRefund: number } }) => p.value.maxRefund)).toEqual([20000]);
  const all = await (await request.get("/data/rules.json?rule=help-to-buy")).json();
  expect(all.rules[0].periods.map((p: { from: string }) => p.from)).toEqual(["2016-07-19", "2017-01-01", "2020-07-23"]);
  const csv = await (await request.get("/data/rules.csv?topic=tax&rule=rent-tax-credit")).text();
  const rows = csv.trim().split("\r\n");
  expect(rows[0]).toContain("rule_topic");
  expect(rows.slice(1).every((r) => r.startsWith("rent-tax-credit,"))).toBe(true);
  for (const [path, code] of [["/data/rules.json?topic=%3Cscript%3Ealert(1)%3C/script%3E", "unknown-topic"], ["/data/rules.json?rule=not-a-rule-xyz", "unknown-rule"]] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(res.headers()["content-type"]).toMatch(/^application\/json/);
    const body = await res.text();
    expect(JSON.parse(body).error.code).toBe(code);
    expect(body).not.toMatch(/script|xyz/);
  }
});
