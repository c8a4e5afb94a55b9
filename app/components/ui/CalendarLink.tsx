import { CalendarPlus } from "./icons";
import { CALENDAR_WORDS } from "~/content/calendar";
import { fileHref } from "~/lib/url";

/**
 * "Add to calendar": a plain link to the result's own address plus `.ics`
 * with the same query, so it works without JavaScript and the file is made
 * on the server (the calendar writer never reaches the page's scripts).
 * Every tool that names a date uses this one component.
 */
export function CalendarLink({ href, what }: { href: string; what: string }) {
  return (
    <p className="print:hidden">
      <a href={href} download className="inline-flex items-center gap-2 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
        <CalendarPlus className="h-5 w-5 shrink-0" aria-hidden="true" />
        {CALENDAR_WORDS.link}
      </a>{" "}
      <span className="text-slate-600">{CALENDAR_WORDS.linkHint(what)}</span>
    </p>
  );
}

/** A page's address with `.ics` before the query: /tools/notice-period?… → /tools/notice-period.ics?… */
export function calendarHref(shareHref: string): string {
  return fileHref(shareHref, "ics");
}
