import { toolFileLoader } from "~/tools/route.server";

/** /tools/rent-review.ics?…: the dates of the page's result, as a calendar file (tools/route.server). */
export const loader = toolFileLoader("rent-review", "ics");
