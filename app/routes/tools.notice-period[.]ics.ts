import { toolFileLoader } from "~/tools/route.server";

/** /tools/notice-period.ics?…: the dates of the page's result, as a calendar file (tools/route.server). */
export const loader = toolFileLoader("notice-period", "ics");
