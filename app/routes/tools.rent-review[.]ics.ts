import type { LoaderFunctionArgs } from "@remix-run/node";
import { TOOL_EVENTS } from "~/content/calendar";
import { TOOL_PAGE } from "~/content/tools/pages";
import { rentReviewEvents } from "~/tools/calendar.server";
import { toolCalendar } from "~/tools/ics.server";
import { evaluateRent, readRentQuery, RENT_KEYS } from "~/tools/rent-review.form";

/** /tools/rent-review.ics?… : the earliest date of the next rent review. */
export function loader({ request }: LoaderFunctionArgs) {
  return toolCalendar(request, {
    path: TOOL_PAGE["rent-review"].path,
    keys: RENT_KEYS,
    read: readRentQuery,
    evaluate: evaluateRent,
    events: rentReviewEvents,
    fileName: TOOL_EVENTS.rentReview.fileName,
    name: TOOL_EVENTS.rentReview.name,
  });
}
