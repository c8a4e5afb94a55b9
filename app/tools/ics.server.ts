/**
 * A tool's `.ics` address (/tools/<tool>.ics?<the page's query>): the same
 * query read and evaluated exactly as the page does, its dates turned into
 * events (tools/calendar.server.ts) and written by lib/calendar. A query
 * with no complete result gets a 400 and a short message, never an empty
 * calendar. Answers the form flagged are left out of the link back, so the
 * file never carries a value the page rejected.
 */
import { CALENDAR_WORDS } from "~/content/calendar";
import { siteConfig } from "~/content/site.server";
import { writeCalendar, type CalendarEvent } from "~/lib/calendar";
import { icsProblem, icsResponse } from "~/lib/calendar.server";
import { datedPageCacheControl } from "~/lib/http.server";
import { siteToday } from "~/lib/today.server";
import { hrefWith, type Issues, type RawQuery, type RawValues } from "./params";

export function toolCalendar<K extends string, E extends { issues: Issues<K> }>(
  request: Request,
  o: {
    path: string;
    keys: readonly K[];
    read: (params: URLSearchParams) => RawQuery<K>;
    evaluate: (values: RawValues<K>, today: string) => E;
    events: (evaluation: E, url: string, today: string) => CalendarEvent[];
    /** The values a link carries (the notice checker leaves out a tenant's unused landlord fields). */
    share?: (values: RawValues<K>) => Partial<RawValues<K>>;
    fileName: string;
    name: string;
  },
): Response {
  const query = o.read(new URL(request.url).searchParams);
  const now = new Date();
  const today = siteToday(now);
  const evaluation = o.evaluate(query.values, today);
  const valid = Object.fromEntries(o.keys.map((k) => [k, evaluation.issues[k] ? "" : query.values[k]])) as RawValues<K>;
  const url = `${siteConfig.url}${hrefWith(o.path, o.share ? o.share(valid) : valid, o.keys)}`;
  const events = o.events(evaluation, url, today);
  if (events.length === 0) return icsProblem(CALENDAR_WORDS.noResult);
  const text = writeCalendar({ name: o.name, host: new URL(siteConfig.url).host, events }, now);
  // Like the page: the dates depend on today's rules.
  return icsResponse(text, o.fileName, datedPageCacheControl(now));
}
