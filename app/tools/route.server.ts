/**
 * The tool routes' server side, each route a line or two over it: for each
 * tool, how its page's loader reads the query, and how its `.ics` (and the
 * Rent Tax Credit's `.pdf`) address evaluates that query and answers. The
 * page's path and title are in content/tools/pages.ts, and its browser code
 * in tools/ui/embed.tsx (a map of its own, so that a page's script never
 * reaches another tool's code).
 *
 * A tool's file addresses read and evaluate the query exactly as its page
 * does. Answers the form flagged are left out of the link back, so a file
 * never carries a value the page rejected; the link back is the shared one,
 * opening at the answer (lib/url.ts shareHref).
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { CALENDAR_WORDS, TOOL_EVENTS } from "~/content/calendar";
import { shareHref } from "~/lib/url";
import { siteConfig } from "~/content/site.server";
import type { ToolName } from "~/content/tools/common";
import { RTC_WORDS } from "~/content/tools/rent-tax-credit";
import { writeCalendar, type CalendarEvent } from "~/lib/calendar";
import { icsProblem, icsResponse } from "~/lib/calendar.server";
import { datedPageCacheControl } from "~/lib/http.server";
import { readQuery, type RawQuery, type RawValues } from "~/lib/params";
import { pdfResponse } from "~/lib/pdf.server";
import { siteToday } from "~/lib/today.server";
import { BORROWING_FORM } from "./borrowing.form";
import { noticeEvents, rentReviewEvents, rtcEvents, rtcNoEvents, schemeEvents } from "./calendar.server";
import { NOTICE_FORM } from "./notice-period.form";
import { toolHref, type ToolEvaluation, type ToolForm } from "./params";
import { RENT_FORM } from "./rent-review.form";
import { RTC_FORM } from "./rent-tax-credit.form";
import { renderRtcPdf } from "./rent-tax-credit.pdf.server";
import { SCHEME_FORM } from "./scheme-amounts.form";

/** A tool as its routes use it: the same for every tool, whatever its fields. */
interface ServerTool {
  read(params: URLSearchParams): RawQuery<string>;
  /** /tools/<tool>.ics, for a tool whose result names dates; /tools/<tool>.pdf, for one whose result is also a document. */
  ics?(request: Request): Response;
  pdf?(request: Request): Promise<Response>;
}

/** A tool's files: the events of its `.ics`, and the document of its `.pdf`. */
interface ToolFiles<E> {
  /** `noEvents`: why this answer has no date, when the tool can say more than "no complete answer" (a Rent Tax Credit "no"). */
  calendar?: { events(evaluation: E, url: string, today: string): CalendarEvent[]; noEvents?(evaluation: E, today: string): string | null; fileName: string; name: string };
  pdf?: { render(evaluation: E, meta: { today: string; url: string; author: string; created: Date }): Promise<Uint8Array>; fileName: string };
}

function tool<K extends string, I, R>(form: ToolForm<K, I, R>, { calendar, pdf }: ToolFiles<ToolEvaluation<K, I, R>> = {}): ServerTool {
  const read = (params: URLSearchParams) => readQuery(params, form.keys);
  /** The query evaluated on today's rules, and the link back to the page with the answers the page accepted. */
  const evaluated = (request: Request, now: Date) => {
    const query = read(new URL(request.url).searchParams);
    const today = siteToday(now);
    const evaluation = form.evaluate(query.values, today);
    const valid = Object.fromEntries(form.keys.map((k) => [k, evaluation.issues[k] ? "" : query.values[k]])) as RawValues<K>;
    return { today, evaluation, url: `${siteConfig.url}${shareHref(toolHref(form, valid))}` };
  };
  return {
    read,
    // A query with no complete result gets a 400 and a short message, never an empty calendar.
    ics:
      calendar &&
      ((request) => {
        const now = new Date();
        const { today, evaluation, url } = evaluated(request, now);
        const events = calendar.events(evaluation, url, today);
        if (events.length === 0) return icsProblem(calendar.noEvents?.(evaluation, today) ?? CALENDAR_WORDS.noResult);
        const text = writeCalendar({ name: calendar.name, host: new URL(siteConfig.url).host, events }, now);
        // Like the page: the dates depend on today's rules.
        return icsResponse(text, calendar.fileName, datedPageCacheControl(now));
      }),
    // Answers the page would flag are left out, as on the page: a document is never an error.
    pdf:
      pdf &&
      (async (request) => {
        const now = new Date();
        const { today, evaluation, url } = evaluated(request, now);
        const bytes = await pdf.render(evaluation, { today, url, author: siteConfig.name, created: now });
        return pdfResponse(bytes, pdf.fileName, datedPageCacheControl(now));
      }),
  };
}

const { notice, rentReview, schemes } = TOOL_EVENTS;

const TOOLS: Record<ToolName, ServerTool> = {
  borrowing: tool(BORROWING_FORM),
  "notice-period": tool(NOTICE_FORM, { calendar: { ...notice, events: noticeEvents } }),
  "rent-review": tool(RENT_FORM, { calendar: { ...rentReview, events: rentReviewEvents } }),
  "rent-tax-credit": tool(RTC_FORM, { calendar: { ...RTC_WORDS.calendar, events: rtcEvents, noEvents: rtcNoEvents }, pdf: { render: renderRtcPdf, fileName: RTC_WORDS.document.fileName } }),
  "scheme-amounts": tool(SCHEME_FORM, { calendar: { ...schemes, events: schemeEvents } }),
};

/**
 * A tool page's loader. Its data: the URL's answers as raw strings (validated by
 * the tool itself, on the server and again live in the browser), the names
 * of parameters it ignored, and today's date in Ireland (lib/today.server) so the server and the
 * browser judge "in the future" the same way. Because the answer depends on
 * that date, caches keep the page only until the date changes.
 */
export function toolLoader(name: ToolName) {
  return ({ request }: LoaderFunctionArgs) => {
    const query = TOOLS[name].read(new URL(request.url).searchParams);
    const now = new Date();
    return json({ tool: name, query, today: siteToday(now) }, { headers: { "Cache-Control": datedPageCacheControl(now) } });
  };
}

export type ToolLoader = ReturnType<typeof toolLoader>;

/** The loader of a tool's `.ics` or `.pdf` address. */
export function toolFileLoader(name: ToolName, kind: "ics" | "pdf") {
  const answer = TOOLS[name][kind];
  // A route for a file its tool does not make is a mistake in the routes, found when the server starts.
  if (!answer) throw new Error(`The ${name} tool has no .${kind} address`);
  return ({ request }: LoaderFunctionArgs) => answer(request);
}
