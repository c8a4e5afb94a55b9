/**
 * The calendar writer (lib/calendar) and every tool's .ics address: each
 * file is parsed by a real iCalendar parser (ical.js), and its dates are the
 * ones the tool's own evaluation gives the page.
 */
import ICAL from "ical.js";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "~/lib/dates";
import { escapeText, foldLine, withReminder, writeCalendar, type CalendarEvent } from "~/lib/calendar";
import { loader as rtcIcs } from "~/routes/tools.rent-tax-credit[.]ics";
import { loader as noticeIcs } from "~/routes/tools.notice-period[.]ics";
import { loader as rentIcs } from "~/routes/tools.rent-review[.]ics";
import { loader as schemeIcs } from "~/routes/tools.scheme-amounts[.]ics";
import { loader as planIcs } from "~/routes/buying.plan[.]ics";
import { loader as htbIcs } from "~/routes/schemes.help-to-buy[.]ics";
import { helpToBuyApplicationExpiresOn } from "~/facts/schemes";
import { planRulesEnding } from "~/rules/plan-rules";
import { schemeEnds } from "~/tools/scheme-amounts";
import { evaluateNotice, readNoticeQuery } from "~/tools/notice-period.form";
import { evaluateRent, readRentQuery } from "~/tools/rent-review.form";
import { evaluateRtc, readRtcQuery } from "~/tools/rent-tax-credit.form";
import type { RentTaxCreditAmounts } from "~/rules/rent-tax-credit";

const encoder = new TextEncoder();
const NOW = new Date("2026-11-27T15:00:00Z");

function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, title: e.summary, start: e.startDate.toString(), end: e.endDate.toString(), isDate: e.startDate.isDate, description: e.description, url: String(v.getFirstPropertyValue("url")) };
  });
}

describe("the writer", () => {
  const event: CalendarEvent = {
    date: "2026-12-31",
    title: "Last day to claim; Cé hé, Seán Ó Súilleabháin, Dún Laoghaire",
    description: "Line one, with a comma; a semicolon and a back\\slash\nLine two: Tá sé in am éileamh a dhéanamh ar an gcreidmheas cánach cíosa roimh dheireadh na bliana.",
    url: "https://example.ie/tools/rent-tax-credit?status=single&rent2022=3000",
  };
  const text = writeCalendar({ name: "Test", host: "example.ie", events: [event] }, NOW);

  it("ends every line with CRLF, and no line is longer than 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  });

  it("folds between characters, never inside a fada's two bytes", () => {
    const long = `SUMMARY:${"é".repeat(100)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    // Every piece is valid UTF-8 on its own: decoding and re-encoding gives the same bytes.
    for (const line of lines) expect(new TextDecoder("utf-8", { fatal: true }).decode(encoder.encode(line))).toBe(line);
    expect(encoder.encode(lines[0]!).length).toBeLessThanOrEqual(75);
    // Unfolded, it is the original line again.
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });

  it("escapes text", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("has PRODID, VERSION:2.0, a stable UID, DTSTAMP and an all-day date with an exclusive end", () => {
    expect(text).toContain("\r\nVERSION:2.0\r\n");
    expect(text).toMatch(/\r\nPRODID:[^\r]+\r\n/);
    expect(text).toContain("DTSTAMP:20261127T150000Z");
    expect(text).toContain("DTSTART;VALUE=DATE:20261231");
    expect(text).toContain("DTEND;VALUE=DATE:20270101");
    const [e] = parse(text);
    expect(e).toMatchObject({ title: event.title, start: "2026-12-31", end: "2027-01-01", isDate: true, description: event.description, url: event.url });
    // The same content later gives the same UID; different content a different one.
    const again = parse(writeCalendar({ name: "Test", host: "example.ie", events: [event] }, new Date("2027-01-05T09:00:00Z")))[0]!;
    expect(again.uid).toBe(e!.uid);
    expect(parse(writeCalendar({ name: "Test", host: "example.ie", events: [{ ...event, date: "2027-12-31" }] }, NOW))[0]!.uid).not.toBe(e!.uid);
  });

  it("adds a reminder a week before, as its own event, unless that day has passed", () => {
    const both = withReminder(event, { days: 7, title: (t) => `Reminder: ${t}`, description: () => "A reminder." }, "2026-11-27");
    expect(both.map((e) => e.date)).toEqual(["2026-12-31", "2026-12-24"]);
    expect(both[1]!.title).toBe(`Reminder: ${event.title}`);
    expect(withReminder(event, { days: 7, title: (t) => t, description: () => "" }, "2026-12-25")).toHaveLength(1);
  });
});

describe("each tool's .ics", () => {
  const before = process.env.SITE_TODAY;
  beforeAll(() => void (process.env.SITE_TODAY = "2026-11-27"));
  afterAll(() => void (before === undefined ? delete process.env.SITE_TODAY : (process.env.SITE_TODAY = before)));

  const get = async (loader: (a: never) => Response | Promise<Response>, path: string) => {
    const res = await loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as never);
    return { res, text: await res.text() };
  };

  it("the Rent Tax Credit: the last day to claim each open year, with a reminder, as the page works it out", async () => {
    const query = "status=single&rent=1200&from=2022-01-01&to=2024-06-30";
    const { res, text } = await get(rtcIcs, `/tools/rent-tax-credit.ics?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="rent-tax-credit\.ics"/);
    const events = parse(text);
    const page = evaluateRtc(readRtcQuery(new URLSearchParams(query)).values, "2026-11-27").result as RentTaxCreditAmounts;
    const lastDays = page.years.filter((y) => y.claimable && y.credit > 0).map((y) => y.lastDay);
    expect(lastDays).toEqual(["2026-12-31", "2027-12-31", "2028-12-31"]);
    expect(events.filter((e) => !e.title.startsWith("Reminder")).map((e) => e.start)).toEqual(lastDays);
    expect(events.filter((e) => e.title.startsWith("Reminder")).map((e) => e.start)).toEqual(["2026-12-24", "2027-12-24", "2028-12-24"]);
    expect(events[0]!.title).toBe("Last day to claim the Rent Tax Credit for 2022");
    expect(events[0]!.description).toMatch(/s\. 865\(4\)/);
    expect(events[0]!.description).toContain(`/tools/rent-tax-credit?${query}`);
    expect(events[0]!.url).toMatch(/^https?:\/\/[^/]+\/tools\/rent-tax-credit\?status=single/);
    // The link says nothing about the landlord or supports: each event says the conditions, as the page's first sentence does.
    expect(events[0]!.description.replace(/\s+/g, " ")).toContain("You can claim only if your landlord is not a local authority (council)");
  });

  it("the Rent Tax Credit: a plain no has no date to claim by (400, the reason, no amount); a yes states no condition", async () => {
    const no = await get(rtcIcs, "/tools/rent-tax-credit.ics?landlord=council&support=none&registered=yes&status=single&rent=650&from=2021-01-01");
    expect(no.res.status).toBe(400);
    expect(no.res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(no.text).toContain("There is no date to add: there is no Rent Tax Credit for rent paid to a local authority (council)");
    expect(no.text).not.toMatch(/€|BEGIN:VCALENDAR/);
    const yes = await get(rtcIcs, "/tools/rent-tax-credit.ics?landlord=private&support=none&registered=yes&status=single&rent2024=6000");
    expect(yes.res.status).toBe(200);
    const [event] = parse(yes.text);
    expect(event!.description).not.toContain("only if");
  });

  it("the notice checker: the end day and the last day to refer a dispute", async () => {
    const query = "who=tenant&start=2024-01-10&served=2026-11-20";
    const { res, text } = await get(noticeIcs, `/tools/notice-period.ics?${query}`);
    expect(res.status).toBe(200);
    const page = evaluateNotice(readNoticeQuery(new URLSearchParams(query)).values, "2026-11-27").result!;
    const events = parse(text);
    // The end day, the dispute deadline and its reminder a week before.
    expect(events.map((e) => e.start)).toEqual([page.terminationDate, page.disputeBy, addDays(page.disputeBy, -7)]);
    expect(events[2]!.title).toMatch(/^Reminder, one week to go: Last day to refer a dispute/);
    expect(events[0]!.title).toMatch(/tenancy can end/);
  });

  it("the rent review: the earliest next review", async () => {
    const query = "start=2024-01-10&set=2026-03-01&rent=1500&cpi=2&kind=standard";
    const { res, text } = await get(rentIcs, `/tools/rent-review.ics?${query}`);
    expect(res.status).toBe(200);
    const page = evaluateRent(readRentQuery(new URLSearchParams(query)).values, "2026-11-27").result!;
    expect(parse(text).map((e) => e.start)).toEqual([page.earliestReview]);
  });

  it("the scheme amounts: the scheduled end of each open scheme the result uses", async () => {
    const { res, text } = await get(schemeIcs, "/tools/scheme-amounts.ics?price=350000&type=new&area=mayo&mortgage=245000&deposit=15000&htb=yes");
    expect(res.status).toBe(200);
    const ends = schemeEnds("2026-11-27").map((e) => e.until);
    expect(ends).toEqual(["2029-12-31", "2027-06-01"]);
    expect(parse(text).filter((e) => !e.title.startsWith("Reminder")).map((e) => e.start)).toEqual(ends);
  });

  it("the planner: the end of each rule the plan uses that ends within a year", async () => {
    const { res, text } = await get(planIcs, "/buying/plan.ics?buyer=first&income=60000&savings=35000&price=350000&type=new&area=meath&homeType=house");
    expect(res.status).toBe(200);
    const ending = planRulesEnding("2026-11-27").map((r) => r.until);
    expect(ending.length).toBeGreaterThan(0);
    expect(parse(text).filter((e) => !e.title.startsWith("Reminder")).map((e) => e.start)).toEqual(ending);
    expect((await get(planIcs, "/buying/plan.ics?income=abc")).res.status).toBe(400);
  });

  it("Help to Buy: an application made today (27 November) expires on 31 March next year", async () => {
    expect(helpToBuyApplicationExpiresOn("2026-09-30")).toBe("2026-12-31");
    expect(helpToBuyApplicationExpiresOn("2026-10-01")).toBe("2027-03-31");
    const { res, text } = await get(htbIcs, "/schemes/help-to-buy.ics");
    expect(res.status).toBe(200);
    expect(parse(text).map((e) => e.start)).toEqual(["2027-03-31", "2027-03-24"]);
  });

  it("a query with no result: 400, short plain text, nothing echoed", async () => {
    for (const [loader, path] of [
      [rtcIcs, "/tools/rent-tax-credit.ics?status=single&rent2022=%3Cscript%3E"],
      [noticeIcs, "/tools/notice-period.ics?who=%3Cscript%3E"],
      [rentIcs, "/tools/rent-review.ics"],
    ] as const) {
      const { res, text } = await get(loader as never, path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(text).not.toMatch(/script|BEGIN:VCALENDAR/i);
      expect(text.length).toBeLessThan(300);
    }
  });
});
