import type { LoaderFunctionArgs } from "@remix-run/node";
import { TOOL_EVENTS } from "~/content/calendar";
import { TOOL_PAGE } from "~/content/tools/pages";
import { noticeEvents } from "~/tools/calendar.server";
import { toolCalendar } from "~/tools/ics.server";
import { evaluateNotice, NOTICE_KEYS, readNoticeQuery, shareValues } from "~/tools/notice-period.form";

/** /tools/notice-period.ics?… : the earliest day the tenancy can end, and the last day to refer a dispute (with a reminder). */
export function loader({ request }: LoaderFunctionArgs) {
  return toolCalendar(request, {
    path: TOOL_PAGE["notice-period"].path,
    keys: NOTICE_KEYS,
    read: readNoticeQuery,
    evaluate: evaluateNotice,
    events: noticeEvents,
    share: shareValues,
    fileName: TOOL_EVENTS.notice.fileName,
    name: TOOL_EVENTS.notice.name,
  });
}
