/**
 * "Today" for the site: the calendar date in Ireland, because Irish rules take
 * effect on Irish dates (at 23:30 UTC on 30 June it is already 1 July in
 * Dublin). Pure: the clock and the override are passed in; today.server.ts
 * reads them.
 */
const DUBLIN = "Europe/Dublin";
const dublinParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: DUBLIN,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function parts(now: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of dublinParts.formatToParts(now)) if (p.type !== "literal") out[p.type] = Number(p.value);
  return out;
}

/** The date in Ireland at `now`, yyyy-mm-dd. */
export function dublinDate(now: Date): string {
  const p = parts(now);
  return `${String(p.year).padStart(4, "0")}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/**
 * Whole seconds from `now` until the date in Ireland next changes (at least 1).
 * Counted from the wall clock, then corrected on the two days a year when the
 * clocks change, so a cache never keeps a page into the next Irish day.
 */
export function secondsToDublinMidnight(now: Date): number {
  const p = parts(now);
  const into = p.hour! * 3600 + p.minute! * 60 + p.second!;
  let left = 86_400 - into;
  const today = dublinDate(now);
  // A 23-hour day: the estimate overshoots midnight by an hour.
  if (dublinDate(new Date(now.getTime() + (left - 1) * 1000)) !== today) left -= 3600;
  // A 25-hour day: the estimate stops an hour short.
  else if (dublinDate(new Date(now.getTime() + left * 1000)) === today) left += 3600;
  return Math.max(1, left);
}

/**
 * The instant (ms since the epoch) at which the date in Ireland next changes, from `now`: the same
 * number all day, so a page that carries it renders the same bytes (and ETag) all day.
 */
export function dublinDayEndsAt(now: Date): number {
  return (Math.floor(now.getTime() / 1000) + secondsToDublinMidnight(now)) * 1000;
}
