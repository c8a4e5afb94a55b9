/**
 * Words of the notice checker. Figures and legal conditions come from the
 * dated rules in facts/tenancy.ts: the verdict on a reason is the rule's own
 * cell (tenureRegimeRule's grounds by landlord size), what a notice must say
 * about its reason is noticeReasonRule's words; this module only joins them
 * into sentences with the dates the checker worked out.
 */
import {
  breachNoticeRule,
  tenancy,
  TENANCY_PAGES,
  SMALL_LANDLORD_MAX_TENANCIES,
  MINIMUM_DURATION_YEARS,
  noticeServiceRule,
  SALE_HARDSHIP,
  RTA_S62_1A,
  type Ground,
  type GroundRule,
  type GroundTable,
  type LandlordSize,
  type NoticeReason,
} from "~/facts/tenancy";
import { authorityText, type Authority } from "~/facts/dated";
import { STATUTES } from "~/facts/statutes";
import type { Source } from "~/facts/sources";
import type { Rich } from "../types";
import { formatDate } from "~/lib/format";
import type { ChoiceWords, ToolSources } from "./common";
import { TOOL_LEADS } from "./leads";

type Giver = "tenant" | "landlord";
type Reason = "none" | Ground;
type Subject = "any" | LandlordSize;
/** The answer's data (tools/notice-period.ts NoticeAnswer), restated here: content names no feature's types. */
type Answer =
  | { kind: "tenant" }
  | { kind: "first-months"; category: boolean; none: boolean }
  | { kind: "no-reason" }
  | { kind: "ground"; subject: Subject; ground: Ground; cell: GroundRule; reachesEnd: boolean }
  | { kind: "need-size"; ground: Ground; small: GroundRule; large: GroundRule; reachesEnd: boolean }
  | { kind: "need-reason"; tables: { subject: Subject; table: GroundTable }[] };

/** Who the answer speaks of. */
const SUBJECT: Record<Subject, string> = { any: "Your landlord", small: "A small landlord", large: "A large landlord" };
const SMALL_WHO = `not a company, ${SMALL_LANDLORD_MAX_TENANCIES} tenancies or fewer`;
const LARGE_WHO = `${SMALL_LANDLORD_MAX_TENANCIES + 1} or more tenancies, or a company`;
/** Each ground as the end of "can end this tenancy only …", for the list of what a landlord can end it for. */
const GROUND_FOR: Record<Ground, string> = {
  breach: "for a breach of your obligations (including rent arrears)",
  unsuitable: "because the home no longer suits your household",
  sale: "to sell",
  family: "to live in the home or house family",
  refurbish: "to refurbish",
  "change-use": "to change the use of the home",
};
const BREACH = breachNoticeRule.periods[breachNoticeRule.periods.length - 1]!.value;

/** The reason codes of tools/notice-period.ts ReasonWhy, restated (content names no feature's types). */
type ReasonWhyCode =
  | "first-six-months"
  | "first-six-months-category"
  | "first-six-months-none"
  | "no-reason-after-six-months"
  | "ground-part4"
  | "ground-breach-or-unsuitable"
  | "large-landlord"
  | "need-size"
  | "small-family"
  | "small-sale"
  | "small-end-of-term";
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "a, b or c" */
function either(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}
/** A cell's words with the last day of the 6-year period filled in. */
const fillEnd = (words: string, end: string | null) => words.replaceAll("{end}", end ? formatDate(end) : "the end of its 6-year period");

/**
 * What a landlord of one size can end the tenancy for, from the rule's cells:
 * "for …, because … or to …; to sell, only with an end date on or after …
 * or earlier with hardship proven to the RTB; never to …".
 */
function allowedClause(table: GroundTable, end: string | null): string {
  const cells = Object.entries(table) as [Ground, GroundRule][];
  const of = (when: GroundRule["when"]) => cells.filter(([, c]) => c.when === when).map(([g]) => GROUND_FOR[g]);
  const bare = (items: string[]) => items.map((i) => i.replace(/^to /, ""));
  const endDay = fillEnd("{end}", end);
  const [hardship, atEnd, never] = [of("period-end-or-hardship"), of("period-end"), of("never")];
  return [
    `only ${either(of("any-time"))}`,
    ...(hardship.length ? [`${either(hardship)}, only with an end date on or after ${endDay} or earlier with hardship proven to the RTB`] : []),
    ...(atEnd.length ? [`to ${either(bare(atEnd))}, only with an end date on or after ${endDay}`] : []),
    ...(never.length ? [`never to ${either(bare(never))}`] : []),
  ].join("; ");
}

const ACT_2026 = STATUTES.residentialTenanciesMiscAct2026.url;
/** How a notice can be served, in the rule's words (facts/tenancy.ts noticeServiceRule): the newest period, the 2026 Act's e-mail rule with its caveat. */
const SERVICE = noticeServiceRule.periods.at(-1)!;
const SERVICE_LINE = `It is **in writing** and **signed**, and served in a way the law allows: ${SERVICE.value.words.replace(/^A notice must be in writing and signed\. /, "")} ${SERVICE.caveat ?? ""}`.trim();
const RTB = TENANCY_PAGES.rtbLandlordEnds.url;

export const NOTICE_WORDS = {
  lead: TOOL_LEADS["notice-period"],
  source: tenancy.source as Source,
  reviewed: "2026-11-24",
  fields: {
    who: {
      // Worded as the reader's situation, with no side chosen for them: a tenant
      // who was given notice and left a default "the tenant" ticked was told the
      // tenant's notice, not the landlord's (issue 36). The values stay
      // who=landlord (the landlord gives notice) and who=tenant, as in shared links.
      label: "What is happening?",
      noun: "whether your landlord gave you notice or you are giving your landlord notice",
      hint: "If you are a landlord giving notice, choose the first: the notice is the same.",
      options: [
        { value: "landlord", label: "My landlord gave me notice" },
        { value: "tenant", label: "I am giving my landlord notice" },
      ],
    } satisfies ChoiceWords<Giver>,
    start: { label: "Date the tenancy started", noun: "the date the tenancy started" },
    served: {
      label: "Date the notice is served",
      noun: "the date the notice is served",
      hint: "The day the notice is posted or handed over. It can be today, a date in the past or a date you plan.",
    },
    landlord: {
      legend: "If the landlord is giving notice",
      hint: "Optional: left blank, the answer says what the law allows for each kind of landlord and reason. On the day the notice is served:",
    },
    tenancies: {
      label: "How many tenancies does the landlord have?",
      noun: "the number of tenancies",
      hint: "Count every tenancy the landlord has, in any property.",
    },
    company: {
      label: "Is the landlord a company?",
      noun: "whether the landlord is a company",
      options: [
        { value: "no", label: "No, a person" },
        { value: "yes", label: "Yes, a company" },
      ],
    } satisfies ChoiceWords<"yes" | "no">,
    reason: {
      label: "The reason the notice gives",
      noun: "the reason the notice gives",
      options: [
        { value: "none", label: "No reason given" },
        { value: "breach", label: "The tenant broke the tenancy obligations (including rent arrears)" },
        { value: "unsuitable", label: "The home no longer suits the household's needs" },
        { value: "sale", label: "The landlord intends to sell within 9 months" },
        { value: "family", label: "The landlord or a family member will live there" },
        { value: "refurbish", label: "Substantial refurbishment or renovation" },
        { value: "change-use", label: "A change of use of the home" },
      ],
    } satisfies ChoiceWords<Reason>,
  },
  problems: {
    "start-in-future": "The tenancy start date is in the future. The notice period depends on how long the tenancy has lasted, so enter a start date no later than today.",
    "start-after-served": "The tenancy start date is after the date the notice is served. Check both dates: the notice is served after the tenancy has started.",
    "served-before-tables": "This checker has the landlord's notice tables for notices served from 4 June 2019. For a landlord's notice served before then, ask the Residential Tenancies Board.",
  },
  /**
   * The answer first (issue 42): for a landlord's notice, the verdict on the
   * reason, then the notice length; where the reader has not said the size or
   * the reason, the condition ("If your landlord is small …; if large …").
   * `end` is the last day of the tenancy's current 6-year period (2026 tenancies).
   */
  answer: (a: Answer, o: { days: number; date: string; end: string | null; reasonRule: NoticeReason }): string => {
    const length = `the notice must give you at least ${o.days} days, so the tenancy can end on ${formatDate(o.date)} at the earliest`;
    /** What a landlord can do for a reason, as a predicate, with the length: "cannot end … unless …; if they do, …". */
    const verdict = (cell: GroundRule, reachesEnd: boolean, nested: boolean): string => {
      const words = fillEnd(reachesEnd && cell.atEnd ? cell.atEnd : cell.words, o.end);
      if (cell.when === "never") return words;
      if (cell.when === "any-time" || reachesEnd) return nested ? `${words} (${length})` : `${words}; ${length}`;
      if (cell.when === "period-end-or-hardship") return nested ? `${words} (if they do, ${length})` : `${words}; if they do, ${length}`;
      const endRule = `a notice for this reason must give you at least ${o.days} days and end the tenancy on or after ${fillEnd("{end}", o.end)}`;
      return nested ? `${words} (${endRule})` : `${words}: ${endRule}`;
    };
    switch (a.kind) {
      case "tenant":
        return `You must give your landlord at least ${o.days} days' notice: the tenancy can end on ${formatDate(o.date)} at the earliest.`;
      case "first-months":
        return a.category && a.none && o.reasonRule.withoutReason
          ? `${o.reasonRule.withoutReason}. A notice that says which kind of reason it is must give you at least ${o.days} days, so the tenancy could end on ${formatDate(o.date)} at the earliest.`
          : `${o.reasonRule.firstSixMonths}; ${length}.`;
      case "no-reason":
        return `Your landlord cannot end this tenancy with a notice that gives no reason: once a tenancy has lasted 6 months, the notice must give one of the reasons the law allows. With one, it must give you at least ${o.days} days (${BREACH.days} for a breach of your obligations).`;
      case "ground": {
        const sentence = `${SUBJECT[a.subject]} ${verdict(a.cell, a.reachesEnd, false)}.`;
        return a.cell.when === "never" ? `${sentence} They can end it only ${either([GROUND_FOR.breach, GROUND_FOR.unsuitable])}.` : sentence;
      }
      case "need-size":
        return `If your landlord is small (${SMALL_WHO}), they ${verdict(a.small, a.reachesEnd, true)}; if large (${LARGE_WHO}), they ${verdict(a.large, a.reachesEnd, true)}.`;
      case "need-reason": {
        const [one, two] = a.tables;
        const notice = `the notice must give you at least ${o.days} days, so the tenancy can end on ${formatDate(o.date)} at the earliest (for a breach of your obligations, ${BREACH.days} days' notice is enough)`;
        if (one!.subject === "any") return `Your landlord can end this tenancy only for one of the reasons the law allows, stated in the notice; ${notice}.`;
        const clause = (x: { table: GroundTable }) => allowedClause(x.table, o.end);
        return two
          ? `If your landlord is small (${SMALL_WHO}), they can end this tenancy ${clause(one!)}. If large (${LARGE_WHO}), they can end it ${clause(two)}. In either case ${notice}.`
          : `${SUBJECT[one!.subject]} can end this tenancy ${clause(one!)}. ${capital(notice)}.`;
      }
    }
  },
  /** The law behind the answer, in a line of its own under it. */
  answerSource: (sources: Authority[]): Rich => `The law: ${sources.map((s) => `[${authorityText(s)}](${s.url})`).join("; ")}.`,
  /** The result's place before a side is chosen: it asks for the one answer it cannot do without. */
  historyTitle: "Earlier notice periods for landlords",
  chooseSide: "First choose what is happening: whether your landlord gave you notice, or you are giving your landlord notice. The notice each must give is different.",
  terminationLabel: "Earliest termination date",
  lengthLabel: "Length of the tenancy when notice is served",
  noticeLabel: "Notice period",
  explain: (r: { who: Giver; length: string; band: string; days: number; firstDay: string; termination: string; table: string }): Rich =>
    `A tenancy of ${r.length} is in the “${r.band}” row of the ${r.who === "tenant" ? "tenant's" : "landlord's"} table ${r.table}, so the notice is **${r.days} days**. We count from the day after the notice is served (day 1 is ${formatDate(r.firstDay)}), so day ${r.days}, **${formatDate(r.termination)}**, is the earliest date the tenancy can end. A notice can give more time than this, never less.`,
  /** A notice for a breach: the table does not apply (s. 67). */
  explainBreach: (r: { days: number; firstDay: string; termination: string }): Rich =>
    `The notice is for a breach, so the table below does not apply: ${BREACH.words} ([Residential Tenancies Act 2004, s. 67](${breachNoticeRule.periods[0]!.source.url})). We count from the day after the notice is served (day 1 is ${formatDate(r.firstDay)}), so day ${r.days}, **${formatDate(r.termination)}**, is the earliest date the tenancy can end.`,
  breachBand: "For a breach of obligations, at any length of tenancy",
  /** Which table: "for notices served from 6 July 2022 ([Act, s. 96](url))". */
  tableIn: (note: string | undefined, source: { name: string; section?: string; url: string }): string =>
    `${note ? `${note} ` : ""}([${source.name}${source.section ? `, ${source.section.split(",")[0]}` : ""}](${source.url}))`,
  regimeTitle: "Which rules apply",
  regime: {
    part4: `The tenancy was created **before 1 March 2026**, so the reasons a landlord can use to end it are the ones that applied before the 2026 reforms: after the first 6 months, any landlord can end it only for one of the reasons the law allows. What the notice must say follows the day it is served.`,
    small: `The tenancy was created **on or after 1 March 2026** and the landlord is a **small landlord** (${SMALL_WHO}). After 6 months the tenancy runs in ${MINIMUM_DURATION_YEARS}-year periods (“tenancies of minimum duration”).`,
    large: `The tenancy was created **on or after 1 March 2026** and the landlord is a **large landlord** (${LARGE_WHO}). After 6 months the tenancy has no end date: this landlord can never end it to sell, to move in, to refurbish or to change the use.`,
    unknown: `The tenancy was created **on or after 1 March 2026**, when new limits began. What a landlord can do depends on their size on the day the notice is served: a small landlord (${SMALL_WHO}) or a large landlord (${LARGE_WHO}). Enter the number of tenancies and whether the landlord is a company to check.`,
    tenant: (created2026: boolean) =>
      created2026
        ? "The tenancy was created on or after 1 March 2026. A tenant can end any tenancy without a reason, by giving the notice in the table (a fixed-term lease can limit this)."
        : "A tenant can end a tenancy without giving a reason, by giving the notice in the table (a fixed-term lease can limit this).",
    source: `[Residential Tenancies (Miscellaneous Provisions) Act 2026, ss. 12 to 14](${ACT_2026})`,
  },
  minimumDuration: (from: string, lastDay: string): Rich =>
    `The current ${MINIMUM_DURATION_YEARS}-year period of this tenancy runs from ${formatDate(from)} to **${formatDate(lastDay)}**.`,
  reasonTitle: "The reason given",
  reasonPending: "Choose the reason the notice gives to check whether the law allows it for this landlord and tenancy.",
  verdict: {
    possible: "The law allows this reason here, on conditions",
    "not-allowed": "The law does not allow this reason here",
    unknown: "We need to know more to check this reason",
  },
  /** Why the verdict on the reason is what it is; the first 6 months in the reason rule's own words (for the day the notice is served). */
  why: (why: ReasonWhyCode, reasonRule: NoticeReason): Rich =>
    ({
      "first-six-months": `For a notice served before 1 March 2026: ${lower(reasonRule.firstSixMonths)}.`,
      "first-six-months-category": `${reasonRule.firstSixMonths} ([2026 Act, s. 15](${ACT_2026})). That choice matters later: it decides whether the rent can be reset for the next tenant.`,
      "first-six-months-none": `${reasonRule.withoutReason ?? ""} ([2026 Act, s. 15](${ACT_2026}), new s. 62(1)(da)).`,
      "no-reason-after-six-months": "Once a tenancy has lasted 6 months, a landlord can end it only for one of the reasons the law allows, and the notice must state it. A notice with no reason would not meet that.",
      "ground-part4": "Any landlord can use this reason for a tenancy created before 1 March 2026, if it is true and the notice comes with what the law requires (for a sale or family use, a statutory declaration; for refurbishment or a change of use, a statement of the works or the new use).",
      "ground-breach-or-unsuitable": `Any landlord can use this reason, if it is true. For a breach the tenant must usually first have been told in writing and given a reasonable time to put it right; for rent arrears there is a strict warning process first (see the RTB). ${capital(BREACH.words)} ([Residential Tenancies Act 2004, s. 67](${breachNoticeRule.periods[0]!.source.url})).`,
      "large-landlord": `For a tenancy created on or after 1 March 2026, a company or a landlord with more than ${SMALL_LANDLORD_MAX_TENANCIES} tenancies cannot end it to sell, to move in (or house family), to refurbish or to change the use ([2026 Act, s. 14, new s. 35B(2)](${ACT_2026})).`,
      "need-size": "For a tenancy created on or after 1 March 2026, whether a landlord can use this reason depends on whether they are a small landlord. Enter the number of tenancies and whether the landlord is a company.",
      "small-family": `A small landlord can end the tenancy for their own or a family member's use. Until the end of a ${MINIMUM_DURATION_YEARS}-year period, “family” is narrower: spouse or civil partner, child, stepchild, foster child, parent, step-parent, parent-in-law or adopted child (no brothers, sisters, grandchildren, grandparents, nephews or nieces) ([2026 Act, s. 13](${ACT_2026})). A statutory declaration must come with the notice.`,
      "small-sale": `A small landlord can end the tenancy to sell only (a) with a termination date on or after the end of the current ${MINIMUM_DURATION_YEARS}-year period, the notice served before it ends, or (b) earlier, only if they can show the RTB real hardship: they need the sale money for their own home, or to pay a debt or a Revenue bill of at least ${SALE_HARDSHIP.debtPercentOfPrice}% of the price due within ${SALE_HARDSHIP.dueWithinMonths} months, or they are insolvent or bankrupt ([2026 Act, s. 14, new s. 35B(3) to (5)](${ACT_2026})).`,
      "small-end-of-term": `A small landlord can end the tenancy to refurbish or change the use only with a termination date on or after the end of the current ${MINIMUM_DURATION_YEARS}-year period, by a notice served before that period ends ([2026 Act, s. 14, new s. 35B(5)](${ACT_2026})). A statutory declaration and a statement must come with the notice.`,
    })[why],
  endOfTerm: (lastDay: string, reaches: boolean): Rich =>
    reaches
      ? `The earliest termination date already falls on or after ${formatDate(lastDay)}, the end of the current period.`
      : `The earliest termination date is before ${formatDate(lastDay)}: for this reason the notice would need a termination date on or after ${formatDate(lastDay)} (or, for a sale, proven hardship).`,
  checklistTitle: "What else a notice needs",
  checklistNote: "This checker cannot tell you that a notice is valid. A notice that misses any of these can be invalid:",
  checklist: {
    landlord: (o: { copy: string | null; copyInAct: boolean; reasonLine: string; disputeDays: number }): Rich[] => [
      `${SERVICE_LINE} It is signed by the landlord or their agent.`,
      "It gives the **date it is served** and the **termination date**, and says the tenant has the whole 24 hours of that day to leave.",
      `**About the reason**: ${o.reasonLine} It comes with the documents the law requires for that reason.`,
      `It says that any question about the notice must be referred to the Residential Tenancies Board within **${o.disputeDays} days** of receiving it.`,
      ...(o.copy ? [`**A copy goes to the RTB**: ${o.copy}${o.copyInAct ? ` ([${authorityText(RTA_S62_1A)}](${RTA_S62_1A.url}))` : ""}.`] : []),
    ],
    tenant: [
      `${SERVICE_LINE} It is signed by the tenant (each tenant, where there are several).`,
      "It gives the **date it is served** and the **termination date**, and says the tenancy ends at the end of that day.",
      "It gives at least the notice in the table, unless the landlord agrees in writing, after the notice is served, to less.",
      "It says that any question about the notice must be referred to the Residential Tenancies Board within the time the law allows.",
    ] as Rich[],
  },
  disputeTitle: "If you think the notice is wrong",
  dispute: (days: number, by: string, breachDays: number): Rich =>
    `You can refer a dispute about the notice to the [Residential Tenancies Board](${TENANCY_PAGES.rtbDisputes.url}) within **${days} days of receiving it**: if it is received on the day it is served, by **${formatDate(by)}**.${days !== breachDays ? ` Where the notice is for a breach of obligations, including rent arrears, the time is ${breachDays} days.` : ""} After that, the RTB cannot accept the dispute.`,
  winter:
    "This notice falls in the 2022–23 winter deferral: a law deferred many landlords' termination dates between 30 October 2022 and 31 March 2023 ([Act No. 34 of 2022](https://www.irishstatutebook.ie/eli/2022/act/34/enacted/en/html)). The real termination date may be later than shown.",
  helpTitle: "Free, independent help",
  help: [
    `[Residential Tenancies Board (RTB)](${RTB}): how a notice must be served, sample notices and disputes.`,
    `[Threshold](${TENANCY_PAGES.threshold.url}): free advice for renters, including on notices of termination.`,
    "[Citizens Information: If your landlord wants you to leave](https://citizensinformation.ie/en/housing/renting-a-home/if-your-landlord-wants-you-to-leave): a plain-English guide.",
  ] as Rich[],
  tableCaption: (who: Giver, note?: string) => `Notice ${who === "tenant" ? "a tenant" : "a landlord"} must give, by length of tenancy${note ? `, ${note}` : ""}`,
  tableHead: ["Length of tenancy", "Notice"],
  days: (n: number) => `${n} days`,
  yourRow: "your tenancy",
  how: [
    "The notice table is the one in force on the day the notice is served: a landlord's notice served on 5 July 2022 uses the 2019 table, one served on 6 July 2022 the longer 2022 table. The tenant's table has not changed.",
    "The rules on reasons follow two dates. What a notice must say about its reason, and its copy to the RTB, follow the day it is served: every notice served from 1 March 2026 must give its reason, even in a tenancy's first 6 months. Which reasons a landlord can use, and the 6-year periods, follow the day the tenancy was created: the limits by landlord size apply to tenancies created on or after 1 March 2026. A landlord's size is judged on the day the notice is served, and a tenant can ask the RTB to confirm it.",
    `The table does not apply to a breach: ${BREACH.words}.`,
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

export const NOTICE_SOURCES: ToolSources = {
  sources: [TENANCY_PAGES.rtbLandlordEnds, TENANCY_PAGES.rtbTenantEnds, STATUTES.residentialTenanciesMiscAct2026],
  reviewed: NOTICE_WORDS.reviewed,
};
