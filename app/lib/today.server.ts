/**
 * Today's date for pages and tools: the date in Ireland, or SITE_TODAY
 * (yyyy-mm-dd) when set. The override exists so tests, and an editor checking
 * how the site will read after a rule's end date, can fix the date; leave it
 * unset in production. It is read on each call (a cheap string test), so a
 * test can build the same page for several dates in one process.
 */
import { isIsoDate } from "./dates";
import { dublinDate } from "./today";

export function siteToday(now: Date = new Date()): string {
  const override = process.env.SITE_TODAY ?? "";
  return isIsoDate(override) ? override : dublinDate(now);
}
