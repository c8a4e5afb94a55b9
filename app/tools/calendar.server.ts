/**
 * The dates each tool's result names, as calendar events for its `.ics`
 * address. Each builder takes the tool's own evaluation (the same
 * `evaluate…` the page renders from), so the file's dates are the page's
 * dates, worked out once. A deadline gets a separate reminder event a week
 * before (lib/calendar `withReminder`).
 */
import { CALENDAR_WORDS as C, TOOL_EVENTS } from "~/content/calendar";
import { RTC_WORDS } from "~/content/tools/rent-tax-credit";
import { withReminder, type CalendarEvent } from "~/lib/calendar";
import type { NoticeEvaluation } from "./notice-period.form";
import type { RentEvaluation } from "./rent-review.form";
import { isNo } from "~/rules/rent-tax-credit";
import type { RtcEvaluation } from "./rent-tax-credit.form";
import { schemeEnds } from "./scheme-amounts";
import type { SchemeEvaluation } from "./scheme-amounts.form";

const REMINDER = { days: C.reminderDays, title: C.reminderTitle, description: C.reminderDescription };

/** An event's description: what the date is and why, then the link back and the caveat. */
function described(text: string, url: string): string {
  return `${text}\n\n${C.seeResult(url)}\n${C.notGuidance}`;
}

/** A deadline and its reminder a week before; the plan's and Help to Buy's .ics routes use it too. */
export function deadline(date: string, title: string, text: string, url: string, today: string): CalendarEvent[] {
  return withReminder({ date, title, description: described(text, url), url }, REMINDER, today);
}

/**
 * The last day to claim each year that can still be claimed and has a credit:
 * none for a plain no (the route answers with its reason, `rtcNoEvents`). An
 * answer that holds only if the reader's unanswered conditions are met says
 * those conditions in each event, as its first sentence does on the page.
 */
export function rtcEvents(e: RtcEvaluation, url: string, today: string): CalendarEvent[] {
  const W = RTC_WORDS.calendar;
  const r = e.result;
  if (!r || isNo(r)) return [];
  const condition = r.verdict.kind === "if" ? RTC_WORDS.conditionSentence(r.verdict.unsaid, today) : null;
  return r.years
    .filter((y) => y.claimable && y.credit > 0)
    .flatMap((y) => deadline(y.lastDay, W.title(y.year), W.description(y.year, y.credit, y.lastDay, condition), url, today));
}

/** Why a Rent Tax Credit answer has no date for a calendar: for a plain no, its reason (the page's first sentence); else the general words. */
export function rtcNoEvents(e: RtcEvaluation, today: string): string | null {
  return e.result && isNo(e.result) ? RTC_WORDS.calendar.noCredit(RTC_WORDS.answer(e.result, today)) : null;
}

/**
 * The day the tenancy can end under the notice, and the last day to refer a
 * dispute. A notice for a reason the law does not allow here ends nothing, so
 * it has no end date: only the dispute deadline, which matters most then.
 */
export function noticeEvents(e: NoticeEvaluation, url: string, today: string): CalendarEvent[] {
  const r = e.result;
  if (!r) return [];
  const W = TOOL_EVENTS.notice;
  const end: CalendarEvent[] =
    r.allowed === "no" ? [] : [{ date: r.terminationDate, title: W.end.title, description: described(W.end.description(r.noticeDays, e.input!.served, r.terminationDate), url), url }];
  return [...end, ...deadline(r.disputeBy, W.dispute.title, W.dispute.description(r.disputeDays, r.disputeBy), url, today)];
}

/** The earliest date of the next rent review. */
export function rentReviewEvents(e: RentEvaluation, url: string): CalendarEvent[] {
  const r = e.result;
  if (!r) return [];
  const W = TOOL_EVENTS.rentReview;
  return [{ date: r.earliestReview, title: W.title, description: described(W.description(r.earliestReview, e.input!.lastSet), url), url }];
}

/** The scheduled end of each open scheme a scheme-amounts result uses (none without a result). */
export function schemeEvents(e: SchemeEvaluation, url: string, today: string): CalendarEvent[] {
  if (!e.result) return [];
  const W = TOOL_EVENTS.schemes;
  return schemeEnds(today).flatMap((end) => {
    const name = W.scheme[end.scheme];
    return deadline(end.until, W.title(name), W.description(name, end.until, end.certainty !== "official"), url, today);
  });
}
