/**
 * The tools' registry, for the server: for each tool, how its page's loader
 * reads the query, and how its `.ics` (and the Rent Tax Credit's `.pdf`)
 * address evaluates that query and answers. The routes are one line over
 * this (tools/route.server.ts); the page's path and title are in
 * content/tools/pages.ts, and its browser code in tools/ui/embed.tsx (a map
 * of its own, so that a page's script never reaches another tool's code).
 *
 * A tool's file addresses read and evaluate the query exactly as its page
 * does. Answers the form flagged are left out of the link back, so a file
 * never carries a value the page rejected.
 */
import { CALENDAR_WORDS, TOOL_EVENTS } from "~/content/calendar";
import { siteConfig } from "~/content/site.server";
import type { ToolName } from "~/content/tools/common";
import { TOOL_PAGE } from "~/content/tools/pages";
import { RTC_WORDS } from "~/content/tools/rent-tax-credit";
import { writeCalendar, type CalendarEvent } from "~/lib/calendar";
import { icsProblem, icsResponse } from "~/lib/calendar.server";
import { datedPageCacheControl } from "~/lib/http.server";
import { pdfResponse } from "~/lib/pdf.server";
import { siteToday } from "~/lib/today.server";
import { BORROWING_KEYS, evaluateBorrowing, readBorrowingQuery } from "./borrowing.form";
import { noticeEvents, rentReviewEvents, rtcEvents, schemeEvents } from "./calendar.server";
import { evaluateNotice, NOTICE_KEYS, readNoticeQuery, shareValues } from "./notice-period.form";
import { hrefWith, readQuery, type Issues, type RawQuery, type RawValues } from "~/lib/params";
import { evaluateRent, readRentQuery, RENT_KEYS } from "./rent-review.form";
import { evaluateRtc, readRtcQuery, RTC_KEYS } from "./rent-tax-credit.form";
import { renderRtcPdf } from "./rent-tax-credit.pdf.server";
import { evaluateScheme, readSchemeQuery, SCHEME_KEYS } from "./scheme-amounts.form";

/** A tool as its routes use it: the same for every tool, whatever its fields. */
export interface ServerTool {
  read(params: URLSearchParams): RawQuery<string>;
  /** /tools/<tool>.ics, for a tool whose result names dates. */
  ics?(request: Request): Response;
  /** /tools/<tool>.pdf, for a tool whose result is also a document. */
  pdf?(request: Request): Promise<Response>;
}

interface ToolDef<K extends string, E extends { issues: Issues<K> }> {
  name: ToolName;
  keys: readonly K[];
  read(params: URLSearchParams): RawQuery<K>;
  evaluate(values: RawValues<K>, today: string): E;
  /** The values a link carries (the notice checker leaves a tenant's unused landlord fields out). */
  share?(values: RawValues<K>): Partial<RawValues<K>>;
  calendar?: { events(evaluation: E, url: string, today: string): CalendarEvent[]; fileName: string; name: string };
  pdf?: { render(evaluation: E, meta: { today: string; url: string; author: string; created: Date }): Promise<Uint8Array>; fileName: string };
}

/** The query evaluated on today's rules, and the link back to the page with the answers the page accepted. */
function evaluated<K extends string, E extends { issues: Issues<K> }>(def: ToolDef<K, E>, request: Request, now: Date) {
  const query = def.read(new URL(request.url).searchParams);
  const today = siteToday(now);
  const evaluation = def.evaluate(query.values, today);
  const valid = Object.fromEntries(def.keys.map((k) => [k, evaluation.issues[k] ? "" : query.values[k]])) as RawValues<K>;
  const url = `${siteConfig.url}${hrefWith(TOOL_PAGE[def.name].path, def.share ? def.share(valid) : valid, def.keys)}`;
  return { today, evaluation, url };
}

function tool<K extends string, E extends { issues: Issues<K> }>(def: ToolDef<K, E>): ServerTool {
  const { calendar, pdf } = def;
  return {
    read: def.read,
    // A query with no complete result gets a 400 and a short message, never an empty calendar.
    ics:
      calendar
        ? (request) => {
            const now = new Date();
            const { today, evaluation, url } = evaluated(def, request, now);
            const events = calendar.events(evaluation, url, today);
            if (events.length === 0) return icsProblem(CALENDAR_WORDS.noResult);
            const text = writeCalendar({ name: calendar.name, host: new URL(siteConfig.url).host, events }, now);
            // Like the page: the dates depend on today's rules.
            return icsResponse(text, calendar.fileName, datedPageCacheControl(now));
          }
        : undefined,
    // Answers the page would flag are left out, as on the page: a document is never an error.
    pdf:
      pdf
        ? async (request) => {
            const now = new Date();
            const { today, evaluation, url } = evaluated(def, request, now);
            const bytes = await pdf.render(evaluation, { today, url, author: siteConfig.name, created: now });
            return pdfResponse(bytes, pdf.fileName, datedPageCacheControl(now));
          }
        : undefined,
  };
}

const { notice, rentReview, schemes } = TOOL_EVENTS;

export const TOOLS: Record<ToolName, ServerTool> = {
  borrowing: tool({ name: "borrowing", keys: BORROWING_KEYS, read: readBorrowingQuery, evaluate: evaluateBorrowing }),
  "notice-period": tool({ name: "notice-period", keys: NOTICE_KEYS, read: readNoticeQuery, evaluate: evaluateNotice, share: shareValues,
    calendar: { events: noticeEvents, fileName: notice.fileName, name: notice.name } }),
  "rent-review": tool({ name: "rent-review", keys: RENT_KEYS, read: readRentQuery, evaluate: evaluateRent,
    calendar: { events: rentReviewEvents, fileName: rentReview.fileName, name: rentReview.name } }),
  "rent-tax-credit": tool({ name: "rent-tax-credit", keys: RTC_KEYS, read: readRtcQuery, evaluate: evaluateRtc,
    calendar: { events: rtcEvents, fileName: RTC_WORDS.calendar.fileName, name: RTC_WORDS.calendar.name },
    pdf: { render: renderRtcPdf, fileName: RTC_WORDS.document.fileName } }),
  "scheme-amounts": tool({ name: "scheme-amounts", keys: SCHEME_KEYS, read: readSchemeQuery, evaluate: evaluateScheme,
    calendar: { events: schemeEvents, fileName: schemes.fileName, name: schemes.name } }),
};
