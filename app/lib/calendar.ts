/**
 * An iCalendar file (RFC 5545) of all-day events: the dates the tools work
 * out, for "Add to calendar". One small writer for every tool; only the
 * `.ics` resource routes import it, so none of this reaches a page's scripts.
 *
 * What the RFC asks and this does:
 * - CRLF line ends; lines folded at 75 octets (a CRLF then one space), never
 *   inside a UTF-8 character (Irish names have fadas);
 * - TEXT values escaped (backslash, semicolon, comma, newline);
 * - VCALENDAR with PRODID and VERSION:2.0; each VEVENT with a UID and DTSTAMP;
 * - all-day dates: DTSTART;VALUE=DATE with an exclusive DTEND the next day.
 *
 * The UID is a hash of the event's own content (date, title, link), so the
 * same result gives the same UID on every download and a calendar app
 * updates the event instead of adding a copy. Pure: the time stamp is passed in.
 */
import { addDays } from "./dates";

export interface CalendarEvent {
  /** yyyy-mm-dd: an all-day event. */
  date: string;
  title: string;
  /** Plain text; line breaks are kept. */
  description: string;
  /** Absolute address of the result the date came from. */
  url: string;
}

export interface Calendar {
  /** The calendar's name, shown by some apps. */
  name: string;
  /** The host the UIDs are qualified with ("example.ie"). */
  host: string;
  events: readonly CalendarEvent[];
}

const PRODID = "-//Irish Housing Guide//Dates//EN";

/** TEXT escaping (RFC 5545 s. 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** One content line folded at 75 octets (RFC 5545 s. 3.1), each break between whole characters. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // The first line holds 75 octets; each continuation line 74 after its leading space.
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A 64-bit FNV-1a hash in hex: stable across runs and machines, for UIDs only. */
function contentHash(value: string): string {
  let h = 0xcbf29ce484222325n;
  for (const byte of encoder.encode(value)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, "0");
}

const basicDate = (iso: string) => iso.replace(/-/g, "");

/** 20261127T151400Z */
function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** The file's text: CRLF lines, folded, ending with a CRLF. */
export function writeCalendar(calendar: Calendar, now: Date): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODID}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${escapeText(calendar.name)}`];
  for (const event of calendar.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${contentHash(`${event.date}\n${event.title}\n${event.url}`)}@${calendar.host}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(event.date, 1))}`,
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL;VALUE=URI:${event.url}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/**
 * A deadline and, as a separate event, a reminder `days` before it (many
 * calendar apps drop VALARM). The reminder is left out when its day is
 * before `today`: a reminder in the past helps no one.
 */
export function withReminder(
  event: CalendarEvent,
  reminder: { days: number; title: (title: string) => string; description: (date: string) => string },
  today: string,
): CalendarEvent[] {
  const day = addDays(event.date, -reminder.days);
  if (day < today) return [event];
  return [event, { date: day, title: reminder.title(event.title), description: `${reminder.description(event.date)}\n\n${event.description}`, url: event.url }];
}
