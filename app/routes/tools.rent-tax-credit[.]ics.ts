import { toolFileLoader } from "~/tools/route.server";

/** /tools/rent-tax-credit.ics?…: the dates of the page's result, as a calendar file (tools/route.server). */
export const loader = toolFileLoader("rent-tax-credit", "ics");
