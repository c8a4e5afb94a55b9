/** Words of the notice period tool. Figures come from facts.ts. */
import { tenancy } from "../facts";
import type { Source } from "../sources";
import type { Rich } from "../types";
import { formatDate } from "~/lib/format";
import type { ChoiceWords, ToolSources } from "./common";

export const NOTICE_WORDS = {
  lead: "Enter who is giving notice, when the tenancy started and when the notice will be served. You get the notice period from the official tables and the earliest date the tenancy can end.",
  source: tenancy.source as Source,
  reviewed: tenancy.reviewed,
  fields: {
    who: {
      label: "Who is giving notice?",
      noun: "who is giving notice",
      options: [
        { value: "tenant", label: "The tenant" },
        { value: "landlord", label: "The landlord" },
      ],
    } satisfies ChoiceWords<"tenant" | "landlord">,
    start: { label: "Date the tenancy started", noun: "the date the tenancy started" },
    served: {
      label: "Date the notice is served",
      noun: "the date the notice is served",
      hint: "The day the notice is given to the other side. It can be today or a date you plan.",
    },
  },
  problems: {
    "start-in-future": "The tenancy start date is in the future. The notice period depends on how long the tenancy has lasted, so enter a start date no later than today.",
    "start-after-served": "The tenancy start date is after the date the notice is served. Check both dates: the notice is served after the tenancy has started.",
  },
  headline: (who: "tenant" | "landlord", days: number) => `${who === "tenant" ? "The tenant" : "The landlord"} must give ${days} days' notice`,
  terminationLabel: "Earliest termination date",
  lengthLabel: "Length of the tenancy when notice is served",
  noticeLabel: "Notice period",
  explain: (r: { who: "tenant" | "landlord"; length: string; band: string; days: number; firstDay: string; termination: string }): Rich =>
    `A tenancy of ${r.length} is in the “${r.band}” row of the ${r.who === "tenant" ? "tenant's" : "landlord's"} table, so the notice is **${r.days} days**. We count from the day after the notice is served (day 1 is ${formatDate(r.firstDay)}), so day ${r.days}, **${formatDate(r.termination)}**, is the earliest date the tenancy can end.`,
  tableCaption: (who: "tenant" | "landlord") => `Notice ${who === "tenant" ? "a tenant" : "a landlord"} must give, by length of tenancy`,
  tableHead: ["Length of tenancy", "Notice"],
  days: (n: number) => `${n} days`,
  yourRow: "your tenancy",
  how: [
    "The length of the tenancy is counted in complete calendar months from the start date to the date the notice is served. A tenancy that began on 15 January is exactly 6 months old on 15 July, and 1 year old on the following 15 January.",
    "Where a month has no matching day (a tenancy that began on 31 August or 29 February), the month is complete on that month's last day.",
    "The notice period starts the day after the notice is served. The earliest termination date is the last day of the notice period: the service date plus the number of days' notice.",
  ],
};

export function describeLength(d: { years: number; months: number; days: number }): string {
  const parts: string[] = [];
  if (d.years) parts.push(`${d.years} ${d.years === 1 ? "year" : "years"}`);
  if (d.months) parts.push(`${d.months} ${d.months === 1 ? "month" : "months"}`);
  if (d.days || parts.length === 0) parts.push(`${d.days} ${d.days === 1 ? "day" : "days"}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0]!;
}

export const NOTICE_SOURCES: ToolSources = { sources: [NOTICE_WORDS.source], reviewed: NOTICE_WORDS.reviewed };
