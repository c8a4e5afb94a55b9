import { helpToBuyApplicationExpiresOn } from "~/facts/schemes";
import { siteConfig } from "~/content/site.server";
import { HTB_EXPIRY_EVENT } from "~/content/calendar-htb";
import { writeCalendar } from "~/lib/calendar";
import { icsResponse } from "~/lib/calendar.server";
import { datedPageCacheControl } from "~/lib/http.server";
import { siteToday } from "~/lib/today.server";
import { deadline } from "~/tools/calendar.server";

/**
 * /schemes/help-to-buy.ics : the day a Help to Buy application made today
 * would expire (Revenue's rule, facts/schemes.ts), with a reminder a
 * week before. It takes no query; today is the date in Ireland.
 */
export function loader() {
  const now = new Date();
  const today = siteToday(now);
  const expires = helpToBuyApplicationExpiresOn(today);
  const url = `${siteConfig.url}/schemes/help-to-buy`;
  const events = deadline(expires, HTB_EXPIRY_EVENT.title, HTB_EXPIRY_EVENT.description(today, expires), url, today);
  return icsResponse(writeCalendar({ name: HTB_EXPIRY_EVENT.name, host: new URL(siteConfig.url).host, events }, now), HTB_EXPIRY_EVENT.fileName, datedPageCacheControl(now));
}
