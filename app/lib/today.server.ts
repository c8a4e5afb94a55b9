/**
 * Today's date for pages and tools: the date in Ireland, or SITE_TODAY
 * (yyyy-mm-dd) when set. The override exists so tests, and an editor checking
 * how the site will read after a rule's end date, can fix the date; leave it
 * unset in production.
 */
import { dublinDate } from "./today";

const OVERRIDE = /^\d{4}-\d{2}-\d{2}$/.test(process.env.SITE_TODAY ?? "") ? process.env.SITE_TODAY! : null;

export function siteToday(now: Date = new Date()): string {
  return OVERRIDE ?? dublinDate(now);
}
