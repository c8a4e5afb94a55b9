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
  await expect(page.locator("pre code").first()).toContainText("curl -sS");
  await expect(page.locator("pre code").filter({ hasText: "/changes.atom" })).toHaveCount(1);
  await page.goto("/buying");
  await page.getByRole("contentinfo").getByRole("link", { name: "Open Data" }).click();
  await expect(page).toHaveURL(/\/data$/);
  await close();
});
