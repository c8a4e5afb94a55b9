import type { LoaderFunctionArgs } from "@remix-run/node";
import { TOOL_EVENTS } from "~/content/calendar";
import { TOOL_PAGE } from "~/content/tools/pages";
import { schemeEvents } from "~/tools/calendar.server";
import { toolCalendar } from "~/tools/ics.server";
import { evaluateScheme, readSchemeQuery, SCHEME_KEYS } from "~/tools/scheme-amounts.form";

/** /tools/scheme-amounts.ics?… : the scheduled end of each scheme the result uses, with a reminder a week before. */
export function loader({ request }: LoaderFunctionArgs) {
  return toolCalendar(request, {
    path: TOOL_PAGE["scheme-amounts"].path,
    keys: SCHEME_KEYS,
    read: readSchemeQuery,
    evaluate: evaluateScheme,
    events: schemeEvents,
    fileName: TOOL_EVENTS.schemes.fileName,
    name: TOOL_EVENTS.schemes.name,
  });
}
