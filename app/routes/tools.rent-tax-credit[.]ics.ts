import type { LoaderFunctionArgs } from "@remix-run/node";
import { TOOL_PAGE } from "~/content/tools/pages";
import { RTC_WORDS } from "~/content/tools/rent-tax-credit";
import { rtcEvents } from "~/tools/calendar.server";
import { toolCalendar } from "~/tools/ics.server";
import { evaluateRtc, readRtcQuery, RTC_KEYS } from "~/tools/rent-tax-credit.form";

/** /tools/rent-tax-credit.ics?… : the last day to claim each year still open, with a reminder a week before. */
export function loader({ request }: LoaderFunctionArgs) {
  return toolCalendar(request, {
    path: TOOL_PAGE["rent-tax-credit"].path,
    keys: RTC_KEYS,
    read: readRtcQuery,
    evaluate: evaluateRtc,
    events: rtcEvents,
    fileName: RTC_WORDS.calendar.fileName,
    name: RTC_WORDS.calendar.name,
  });
}
