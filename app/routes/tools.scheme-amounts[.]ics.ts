import { toolFileLoader } from "~/tools/route.server";

/** /tools/scheme-amounts.ics?…: the dates of the page's result, as a calendar file (tools/route.server). */
export const loader = toolFileLoader("scheme-amounts", "ics");
