/**
 * Words of the calendar files ("Add to calendar") every tool offers, and of
 * the link to them. Each tool's own events say what the date is in its own
 * words module; these are the words they share.
 */
import { formatDate } from "~/lib/format";

export const CALENDAR_WORDS = {
  link: "Add to calendar",
  linkHint: (what: string) => `(${what}, as a calendar file)`,
  /** How many days before a deadline the separate reminder event falls. */
  reminderDays: 7,
  reminderTitle: (title: string) => `Reminder, one week to go: ${title}`,
  reminderDescription: (date: string) => `A reminder one week before the date below (${formatDate(date)}).`,
  /** The end of every event's description: where the date came from. */
  seeResult: (url: string) => `Worked out by the Irish Housing Guide. See your result: ${url}`,
  notGuidance: "This is general information, not legal or financial advice: check your own case with the official source.",
  noResult: "This link has no complete answer to put in a calendar. Open the tool, fill in the form and use its Add to calendar link.",
};

/** Each tool's events: what the date is and which rule gives it. */
export const TOOL_EVENTS = {
  notice: {
    fileName: "notice-period.ics",
    name: "Notice period: dates",
    end: {
      title: "Earliest day the tenancy can end under the notice",
      description: (days: number, served: string, end: string) =>
        `The earliest date the tenancy can end under a notice served on ${formatDate(served)}: ${formatDate(end)}, after a notice period of ${days} days from the table in force on the day the notice was served (Residential Tenancies Act 2004, Part 4, as amended).`,
    },
    dispute: {
      title: "Last day to refer a dispute about the notice to the RTB",
      description: (days: number, by: string) =>
        `If the notice was received on the day it was served, the last day to refer a dispute about it to the Residential Tenancies Board is ${formatDate(by)}: ${days} days from receiving it (Residential Tenancies Act 2004, as amended).`,
    },
  },
  schemes: {
    fileName: "scheme-end-dates.ics",
    name: "Scheme end dates",
    scheme: { "help-to-buy": "Help to Buy", "first-home": "the First Home Scheme" } as Record<"help-to-buy" | "first-home", string>,
    what: (ends: { name: string; until: string; reported: boolean }[]) =>
      `the scheduled end of ${ends.map((e) => `${e.name}, ${formatDate(e.until)}${e.reported ? " (reported)" : ""}`).join("; ")}`,
    title: (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}: scheduled end`,
    description: (name: string, until: string, reported: boolean) =>
      `The last day ${name} is due to run under the rules in force today: ${formatDate(until)}, unless it is extended.${reported ? " This date is reported, not yet confirmed on an official page." : ""} A home bought after that date may not qualify: check before you rely on it.`,
  },
  plan: {
    fileName: "purchase-plan-dates.ics",
    name: "Purchase plan: rules ending",
    what: "the end dates of the rules this plan uses",
    title: (rule: string) => `${rule}: scheduled end`,
    description: (rule: string, until: string, reported: boolean, changes: string) =>
      `The last day of the rule your purchase plan applies, "${rule}": ${formatDate(until)}, unless it is extended.${reported ? " This date is reported, not yet confirmed on an official page." : ""} After that the plan's figures may change: check ${changes}.`,
  },
  rentReview: {
    fileName: "rent-review.ics",
    name: "Rent review: earliest next review",
    title: "Earliest date of the next rent review",
    description: (date: string, lastSet: string) =>
      `The earliest date the rent can next be reviewed: ${formatDate(date)}, worked out from the date the rent was last set (${formatDate(lastSet)}) under the rent rules in force (Residential Tenancies Act 2004, as amended by the Residential Tenancies (Miscellaneous Provisions) Act 2026).`,
  },
};

