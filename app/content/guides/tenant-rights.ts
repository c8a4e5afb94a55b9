/**
 * Tenant Rights (/renting/tenant-rights). Spec 000 §2.4, 001 §2 "Tenant Rights".
 * Tabs: tenancy-fundamentals, living-rights, ending-tenancy, responsibilities.
 * The spec's default topic, security-of-tenure, names no tab: it is a section
 * of tenancy-fundamentals, so the page opens on that tab with that section
 * open (issue 4).
 */
import { LAST_REVIEWED } from "~/facts/reviewed";
import { tenancy } from "~/facts/tenancy";
import { ruleOn, valueOn } from "~/facts/dated";
import { historyBlock, sourceBlock } from "~/content/dated-words";
import {
  breachNoticeRule,
  disputeDeadlineRule,
  landlordAccessRule,
  landlordNoticeRule,
  noticeReasonRule,
  noticeServiceRule,
  MINIMUM_DURATION_YEARS,
  REFORM_2026,
  rentControlRule,
  rtbCopyRule,
  SALE_HARDSHIP,
  SMALL_LANDLORD_MAX_TENANCIES,
  TENANCY_PAGES,
  tenantNoticeRule,
  tenureRegimeRule,
} from "~/facts/tenancy";
import { STATUTES } from "~/facts/statutes";
import { SOURCES } from "~/facts/sources";
import { RENT_CREDIT_CONDITION_RULES, RENT_CREDIT_GROUP, rentCreditConditions, rentCreditDeadlineBlocks } from "~/content/rent-credit";
import type { Block } from "~/content/types";
import { formatDate, formatNumber, pct } from "~/lib/format";
import { byDate } from "~/lib/by-date";
import {
  disputeDeadlineWords,
  RENT_RULES,
  ext,
  landlordNoticeSince,
  landlordNoticeTable,
  months,
  noticeGroup,
  rentGroup,
  rentRuleParagraphs,
  rtbCopyWords,
  sourceOf,
  tenantNoticeTable,
  upfrontHistoryAndSource,
  upfrontSentence,
} from "./helpers";
import type { TabbedGuide } from "./types";

const sot = months(tenancy.securityOfTenureMonths);
/** Complaints of discrimination go to the WRC within 6 months (Equal Status Act 2000, s. 21(6)). */
const discriminationLimit = months(tenancy.disputeWithinMonths);
const reform = formatDate(REFORM_2026);
const small = SMALL_LANDLORD_MAX_TENANCIES;
const years = `${MINIMUM_DURATION_YEARS}-year`;

/** The group behind the two tenure regimes: the RTB's page on a tenant's right to stay, checked on the date below. */
const TENURE_GROUP = { source: TENANCY_PAGES.rtbRightToStay, reviewed: "2026-11-24" };
/** The 2026 Act, as a source line. */
const ACT_2026 = { name: STATUTES.residentialTenanciesMiscAct2026.name, url: STATUTES.residentialTenanciesMiscAct2026.url };

/** The checklist line on the reason a landlord's notice must give, as the law stands for a notice served on `on`. */
function noticeReasonWords(on: string): string {
  return ruleOn(noticeReasonRule, on).period?.value.words ?? "Give the reason the law requires.";
}

/** Has the 2026 regime begun on `on`? (The tenure rule's 2026 period is in force.) */
function newRegimeStarted(on: string): boolean {
  return ruleOn(tenureRegimeRule, on).period?.value.id === "2026";
}

/**
 * "Which rules apply to you?": the box at the top of the page, so a reader
 * finds their regime in a few seconds. Before 1 March 2026 one set of rules
 * applies to everyone (the box says what is coming, if it is already law).
 */
function whichRulesBox(on: string): Block {
  if (newRegimeStarted(on)) {
    return {
      type: "callout",
      tone: "info",
      title: "Which rules apply to you?",
      text: [
        `It depends on **the date your tenancy started**. Check your lease or the RTB register.`,
        `**Started before ${reform}**: after ${sot}, any landlord can end your tenancy only on one of the grounds the law allows. [The rules for your tenancy](/renting/tenant-rights?topic=security-of-tenure).`,
        `**Started on or after ${reform}**: what your landlord can do depends on whether they are a small landlord (${small} tenancies or fewer, and not a company) or a large one. [The rules for your tenancy](/renting/tenant-rights?topic=tenancies-from-march-2026).`,
        "The notice periods are the same for both. [Work out your notice period and end date](/tools/notice-period).",
      ],
    };
  }
  const later = ruleOn(tenureRegimeRule, on).later[0];
  return {
    type: "callout",
    tone: "info",
    title: "Which rules apply to you?",
    text: [
      `The rules below apply to every private tenancy. [Security of tenure](/renting/tenant-rights?topic=security-of-tenure) explains when a landlord can end yours, and the [notice period calculator](/tools/notice-period) works out your dates.`,
      ...(later?.from
        ? [`A new law changes these rules for tenancies created from **${formatDate(later.from)}**: tenancies that started before then keep the rules below.`]
        : []),
    ],
  };
}

/** The rules for tenancies created from 1 March 2026: small and large landlords (s. 35B). */
function newRegimeBlocks(on: string): Block[] {
  const h = SALE_HARDSHIP;
  return [
    {
      type: "p",
      text: `If your tenancy started on or after ${reform}, you still have security of tenure once you have been in it for more than ${sot}. What your landlord can do after that depends on what kind of landlord they are **on the day they serve a notice of termination**:`,
    },
    {
      type: "table",
      caption: `Tenancies created from ${reform}: small and large landlords`,
      head: ["", "Small landlord", "Large landlord"],
      rows: [
        ["Who", `Not a company, and a landlord under ${small} tenancies or fewer`, `A company, or a landlord under ${small + 1} or more tenancies`],
        [
          "How long your tenancy lasts",
          `${MINIMUM_DURATION_YEARS}-year periods (a "tenancy of minimum duration"), from the start and from each ${MINIMUM_DURATION_YEARS}th anniversary`,
          `After ${sot}, no end date: a tenancy of unlimited duration`,
        ],
        ["To end it because you broke your obligations (such as rent arrears) or the home no longer suits your household", "Yes", "Yes"],
        ["To sell the home", `Only at the end of a ${years} period, or earlier if the landlord proves hardship (see below)`, "Never"],
        ["For the landlord or a family member to live in", `Yes, but during a ${years} period only for close family (see below)`, "Never"],
        ["To refurbish substantially or change the use", `Only at the end of a ${years} period`, "Never"],
      ],
    },
    {
      type: "p",
      text: `"At the end of a ${years} period" means the landlord must serve the notice before the period ends, with a notice period that runs to the end of it or later. You keep the notice period the law gives you (see [Ending a Tenancy](/renting/tenant-rights?topic=landlord-notice)).`,
    },
    { type: "heading", text: "If a small landlord wants to sell during a 6-year period" },
    {
      type: "p",
      text: "They can do so only if they show the RTB that waiting would cause them undue financial or other hardship, and that one of these applies to them (or their spouse or civil partner):",
    },
    {
      type: "list",
      items: [
        "They need the money from the sale to provide a home to live in themselves.",
        `They need it to pay a debt, or a payment to Revenue, of at least ${pct(h.debtPercentOfPrice)} of the expected price, which must be paid within ${months(h.dueWithinMonths)} after the date the tenancy is to end.`,
        "They are insolvent: they have appointed a personal insolvency practitioner, are bankrupt or facing bankruptcy proceedings, or have made an arrangement with their creditors.",
      ],
    },
    { type: "heading", text: "Which family members count" },
    {
      type: "p",
      text: `During a ${years} period, a small landlord can end your tenancy for a family member only for their spouse or civil partner, child, stepchild, foster child, adopted child, parent, step-parent or parent-in-law. A brother, sister, grandchild, grandparent, nephew or niece does not count until the ${years} period ends.`,
    },
    { type: "heading", text: "Checking what kind of landlord you have" },
    {
      type: "p",
      text: `A landlord who ends your tenancy must declare in the notice that, on the day it was served, they were not a company and had ${small} tenancies or fewer, if they rely on being a small landlord. If you doubt it, you can ask the RTB to confirm whether its register showed that on the day the notice was served: send it your notice and proof of who you are. If the declaration was false, you can bring a dispute to the RTB.`,
    },
    sourceBlock(TENURE_GROUP, [tenureRegimeRule], on, ACT_2026, TENANCY_PAGES.govReforms2026),
  ];
}

/** Tenant Rights as it reads on `on` (yyyy-mm-dd). */
export const tenantRights = byDate((on: string): TabbedGuide => {
  const rentCredit = rentCreditConditions(on);
  const newRegime = newRegimeStarted(on);
  const firstLandlordNotice = valueOn(landlordNoticeRule, on)[0]!.value;
  const since = landlordNoticeSince(on);
  const disputeWindow = disputeDeadlineWords(on);
  /** What a notice served on `on` must say about its reason (facts/tenancy.ts noticeReasonRule). */
  const noticeReason = valueOn(noticeReasonRule, on);
  /** The notice for a breach of obligations (s. 67), which the table does not govern. */
  const breachWords = valueOn(breachNoticeRule, on).words;
  return {
  path: "/renting/tenant-rights",
  header: {
    tag: "Tenant Rights",
    title: "Your Rights as a Renter in Ireland",
    lead: "The law gives tenants real protection: security in your home, decent standards, privacy, fair notice and an independent way to resolve disputes. Here is what those rights are and how to use them.",
    accent: "blue",
  },
  intro: {
    title: "Know where you stand",
    blocks: [
      whichRulesBox(on),
      {
        type: "p",
        text: `Most private tenancies in Ireland, including those with approved housing bodies and Cost Rental providers, are governed by the Residential Tenancies Acts. The ${ext(SOURCES.rtb)} (RTB) registers tenancies and resolves disputes between landlords and tenants, and its decisions can be enforced through the courts.`,
      },
      {
        type: "p",
        text: "Your rights come from the law, not from your lease. A landlord can offer you more than the law requires, but a lease can never take away a right the law gives you, and you cannot sign your rights away.",
      },
      {
        type: "callout",
        tone: "tip",
        title: "Keep a record of everything",
        text: "Put every important request in writing (email is fine), and keep copies of your lease, rent payments, deposit receipt, photos of the home and any notices you receive. If a problem turns into a dispute, a clear paper trail is your strongest evidence.",
      },
    ],
  },
  topicsTitle: "Choose a topic",
  defaultTopic: "tenancy-fundamentals",
  defaultOpenSection: "security-of-tenure",
  topics: [
    {
      id: "tenancy-fundamentals",
      title: "Tenancy Fundamentals",
      description: "Security of tenure, registration, fair rent and equal treatment.",
      icon: "shield",
      color: "blue",
      sections: [
        {
          id: "security-of-tenure",
          title: "Security of tenure",
          blocks: [
            ...(newRegime
              ? [{ type: "p", text: `**These are the rules for a tenancy that started before ${reform}.** If yours started on or after that date, see [Tenancies created from ${reform}](/renting/tenant-rights?topic=tenancies-from-march-2026).` } satisfies Block]
              : []),
            {
              type: "p",
              text: `Once you have been in your tenancy for more than ${sot}, and no valid notice of termination was served on you in that time, you have *security of tenure*. Your tenancy then continues with no end date, and your landlord can end it only on one of the grounds the law allows (the law lists seven; some RTB pages count rent arrears with other breaches and list six):`,
            },
            {
              type: "list",
              items: [
                "You have broken your obligations, for example by anti-social behaviour, and you were warned in writing and given a reasonable time to put it right.",
                "You are in rent arrears, and the landlord followed the arrears warning process the law sets first.",
                "The home no longer suits your household's needs, for example because it has become overcrowded.",
                "The landlord intends to sell the home.",
                "The landlord, or a member of their family, needs to live in it.",
                "The landlord intends to refurbish or renovate the home substantially, in a way that needs it to be empty.",
                "The landlord intends to change the use of the building.",
              ],
            },
            {
              type: "p",
              text: "When a landlord ends a tenancy on one of these grounds, the notice must say which applies and, for most of them, come with a statutory declaration confirming the landlord's intention. If the reason turns out to be false, for example the home is re-let instead of sold, you can bring a case to the RTB.",
            },
            {
              type: "p",
              // The first 6 months in the reason rule's words for a notice served on `on` (before 1 March 2026, no reason; since, its kind).
              text: `${noticeReason.firstSixMonths}. The notice must still be a valid written notice of at least ${formatNumber(firstLandlordNotice)} days${since ? ` (${since})` : ""}.`,
            },
            ...historyBlock(landlordNoticeRule, on, "Notice a landlord must give: earlier tables"),
            ...historyBlock(noticeReasonRule, on, "What a notice must say about the reason: earlier rules"),
            sourceBlock(TENURE_GROUP, [tenureRegimeRule, landlordNoticeRule, noticeReasonRule], on, STATUTES.residentialTenanciesAct2004),
          ],
        },
        ...(newRegime
          ? [
              {
                id: "tenancies-from-march-2026",
                title: `Tenancies created from ${reform}`,
                blocks: newRegimeBlocks(on),
              },
            ]
          : []),
        {
          id: "tenancy-registration",
          title: "Registration with the RTB",
          blocks: [
            {
              type: "p",
              text: "Your landlord must register your tenancy with the RTB and keep the registration up to date. You can search the RTB's public register to check. Registration is the landlord's responsibility and cost; you only need to give your PPS number when asked, so the tenancy can be recorded.",
            },
            {
              type: "p",
              text: "An unregistered tenancy is still a tenancy: you keep every right you have. A landlord who fails to register can be prosecuted, and cannot use the RTB's dispute service against you until the tenancy is registered. You can report a missing registration to the RTB.",
            },
            // The Rent Tax Credit's sentences come from its condition rules (content/rent-credit.ts): registration is one
            // condition, and council, housing body and Cost Rental tenancies, registered or not, get no credit (issue 42).
            {
              type: "p",
              text: `Registration also matters for the Rent Tax Credit, but it is not the only condition, and some registered tenancies get no credit at all. ${rentCredit.registration} ${rentCredit.specifiedLandlords} ${rentCredit.supportedTenants} The [Rental Guide](/renting/guide?topic=financial-matters) lists every condition, and the [Rent Tax Credit calculator](/tools/rent-tax-credit) asks about each of them first, then works out what you can still claim for each year you rented and the last day to claim it.`,
            },
            ...rentCreditDeadlineBlocks(on),
            sourceBlock(RENT_CREDIT_GROUP, RENT_CREDIT_CONDITION_RULES, on),
          ],
        },
        {
          id: "fair-rent",
          title: "Rent and rent reviews",
          blocks: [
            ...rentRuleParagraphs(on).map((text): Block => ({ type: "p", text })),
            {
              type: "p",
              text: "A new rent must never be above the market rent for similar homes. The [Rental Guide explains how rent reviews work](/renting/guide?topic=rent-reviews) and includes a calculator for the date of your next review.",
            },
            ...historyBlock(rentControlRule, on, "Rent rules: earlier rules"),
            sourceBlock(rentGroup, RENT_RULES, on),
            {
              type: "p",
              text: "Pay your rent in a way that leaves a record, such as a standing order, and get a receipt whenever you pay any other way. You are entitled to a written record of the rent you have paid.",
            },
          ],
        },
        {
          id: "equal-treatment",
          title: "Equal treatment and discrimination",
          blocks: [
            {
              type: "p",
              text: "Under the Equal Status Acts, a landlord, letting agent or advertiser must not discriminate against you when letting a home or during a tenancy because of your gender, civil status, family status, sexual orientation, religion, age, disability, race (including nationality and ethnic origin), membership of the Traveller community, or because you get housing assistance such as HAP, RAS or Rent Supplement.",
            },
            { type: "p", text: "Examples of discrimination include:" },
            {
              type: "list",
              items: [
                "An advert saying \"no HAP\", \"Rent Supplement not accepted\" or \"no children\".",
                "Refusing to show you a home, or to let it to you, because of your nationality or your accent.",
                "Asking you for a bigger deposit than other applicants because you have children.",
              ],
            },
            {
              type: "p",
              text: `Complaints go to the ${ext(SOURCES.wrc)} and must be made within ${discriminationLimit} of the discrimination. Write to the landlord or agent first, as soon as possible, setting out what happened; the Commission expects you to have done so. ${ext(SOURCES.threshold, "Threshold")} can help you with both steps.`,
            },
            sourceOf(tenancy, SOURCES.wrc),
          ],
        },
      ],
    },
    {
      id: "living-rights",
      title: "Living in Your Home",
      description: "Minimum standards, repairs, privacy and protection from penalisation.",
      icon: "home",
      color: "green",
      sections: [
        {
          id: "minimum-standards",
          title: "Minimum standards",
          blocks: [
            { type: "p", text: "Every rented home must meet minimum standards set in regulations. Your local authority inspects homes and enforces them. Among other things, the home must have:" },
            {
              type: "list",
              items: [
                "A sound structure, in good repair, free from damp.",
                "Hot and cold running water, a sink, a toilet and a bath or shower, in a room of their own for the household's use.",
                "Heating in every habitable room that you can control, and enough ventilation and natural light.",
                "Safe electrical, gas and oil installations, kept in good repair.",
                "Smoke alarms, a fire blanket and, wherever there is a gas, oil or solid-fuel appliance, a carbon monoxide alarm.",
                "Facilities to cook and store food safely, and access to bins for refuse.",
              ],
            },
            {
              type: "p",
              text: "If your home falls short and your landlord will not fix it, contact your local authority's housing standards section and ask for an inspection. It is free, and the local authority can order the landlord to make improvements.",
            },
          ],
        },
        {
          id: "repairs",
          title: "Getting repairs done",
          blocks: [
            {
              type: "steps",
              items: [
                { title: "Report it in writing", content: "Tell your landlord or agent as soon as you notice a problem. An email with photos and the date is ideal." },
                { title: "Allow reasonable time and access", content: "Give a reasonable time for the repair, depending on how urgent it is: no heat or hot water in winter, or a leak, needs a quick response; a sticking door can wait. Let tradespeople in at an agreed time." },
                { title: "Follow up", content: "If nothing happens, write again, referring to your first message, and say what you will do next." },
                { title: "Escalate", content: "Ask your local authority to inspect the home, or refer a dispute to the RTB." },
              ],
            },
            {
              type: "callout",
              tone: "warning",
              title: "Do not withhold rent",
              text: "Stopping your rent because repairs have not been done puts you in breach of your own obligations and can put your tenancy at risk. Keep paying, and use the local authority or the RTB instead.",
            },
            {
              type: "p",
              text: "You are responsible for damage beyond normal wear and tear caused by you or your visitors. Normal wear and tear, such as faded paint or a worn carpet, is the landlord's concern.",
            },
          ],
        },
        {
          id: "privacy-access",
          title: "Privacy and landlord access",
          blocks: [
            {
              type: "p",
              text: "You have the right to *peaceful and exclusive occupation* of your home. Your landlord owns it, but cannot come and go as they please.",
            },
            {
              type: "list",
              items: [
                "Your landlord needs your permission to enter: the law says access is on a date and time agreed in advance with you, whether for an inspection, repairs or, if the home is for sale, a viewing.",
                "They can enter without notice only in a genuine emergency, such as a fire or a flood.",
                "You can be there when they visit, and you can refuse an unsuitable time and offer another.",
                "A landlord who keeps entering without permission, changes the locks, or cuts off electricity or water to pressure you is breaching your rights. You can refer this to the RTB.",
              ],
            },
            ...historyBlock(landlordAccessRule, on, "Landlord access: what this guide said before"),
            sourceBlock(tenancy, [landlordAccessRule], on),
          ],
        },
        {
          id: "penalisation",
          title: "Protection from penalisation",
          blocks: [
            {
              type: "p",
              text: "Your landlord must not penalise you for using your rights: for example, by ending your tenancy, raising your rent or refusing repairs because you referred a dispute to the RTB, complained to the local authority about standards, or gave evidence in a case.",
            },
            {
              type: "p",
              text: "Penalisation is itself a breach you can take to the RTB, which can order the landlord to pay you damages.",
            },
          ],
        },
      ],
    },
    {
      id: "ending-tenancy",
      title: "Ending a Tenancy",
      description: "Notice periods for tenants and landlords, valid notices and your deposit.",
      icon: "door-open",
      color: "rose",
      sections: [
        {
          id: "tenant-notice",
          title: "Notice you must give",
          blocks: [
            { type: "p", text: "To end your tenancy you must give your landlord written, signed notice. How much notice depends on how long you have been in the tenancy:" },
            tenantNoticeTable(on),
            {
              type: "p",
              text: "On a fixed-term lease, you generally cannot end it early just by giving notice, unless your landlord agrees, your landlord has broken their obligations, or the lease allows it. You can ask your landlord's consent to assign the lease or sublet; if they refuse, you can end the tenancy by giving the notice above.",
            },
            sourceBlock({ source: TENANCY_PAGES.rtbTenantEnds, reviewed: "2026-11-24" }, [tenantNoticeRule], on),
          ],
        },
        {
          id: "landlord-notice",
          title: "Notice your landlord must give",
          blocks: [
            {
              type: "p",
              text: `The notice your landlord must give also depends on how long you have been in the tenancy, and it is longer than yours${since ? ` (${since}; it is the same whenever your tenancy started)` : ""}:`,
            },
            landlordNoticeTable(on),
            {
              type: "p",
              text: `The notice must also give ${noticeReason.clause} (see *Security of tenure* under Tenancy Fundamentals${newRegime ? `, and *Tenancies created from ${reform}* if yours started on or after that date` : ""}). The table does not apply to a breach: ${breachWords}.`,
            },
            { type: "p", text: rtbCopyWords(on).replace("Be copied", "Your landlord's notice must be copied").replace("For a tenancy", "For a tenancy, the notice must") },
            ...historyBlock(landlordNoticeRule, on, "Notice a landlord must give: earlier tables"),
            sourceBlock(noticeGroup, [landlordNoticeRule, rtbCopyRule, breachNoticeRule], on, STATUTES.residentialTenanciesAct2004),
          ],
        },
        {
          id: "valid-notice",
          title: "Is your notice valid?",
          blocks: [
            {
              type: "checklist",
              title: "A valid notice of termination must",
              items: [
                "Be in writing and signed by the landlord or their agent, and be served on you in one of the ways the law allows (see below). A phone call is never a notice.",
                "Give the date it is served and the date the tenancy ends.",
                noticeReasonWords(on),
                "Say that you may stay until the end of the day on the termination date.",
                "Say that any question about the notice's validity must be referred to the RTB, and within what time.",
                rtbCopyWords(on),
              ],
            },
            {
              type: "p",
              text: `A notice missing any of these may be invalid, and you do not have to leave on the date it gives. Act quickly: to challenge a notice at the RTB you have ${disputeWindow}. Contact ${ext(SOURCES.threshold, "Threshold")} or the RTB straight away.`,
            },
            { type: "p", text: `**How a notice can be served.** ${ruleOn(noticeServiceRule, on).period!.value.words}` },
            ...historyBlock(disputeDeadlineRule, on, "Time to challenge a notice: earlier rules"),
            ...historyBlock(noticeReasonRule, on, "What a notice must say about the reason: earlier rules"),
            ...historyBlock(noticeServiceRule, on, "How a notice can be served: what this guide said before"),
            sourceBlock(noticeGroup, [rtbCopyRule, disputeDeadlineRule, noticeReasonRule, noticeServiceRule], on, SOURCES.rtbDisputes),
          ],
        },
        {
          id: "notice-calculator",
          title: "Work out your notice period",
          blocks: [
            { type: "p", text: "Enter when your tenancy started and who is giving notice to see the notice period that applies and the earliest date the tenancy can end." },
            { type: "tool", tool: "notice-period" },
          ],
        },
        {
          id: "deposit-return",
          title: "Getting your deposit back",
          blocks: [
            {
              type: "p",
              text: "Your landlord must return your deposit promptly when the tenancy ends. They may keep some or all of it only to cover rent you owe, bills you were responsible for, or damage beyond normal wear and tear.",
            },
            {
              type: "steps",
              items: [
                { title: "Leave the home as you found it", content: "Clean thoroughly, repair any damage you caused, and remove all your belongings and rubbish." },
                { title: "Record the condition", content: "Take dated photos and a video of every room, and compare them with the inventory you agreed when you moved in." },
                { title: "Hand over keys and readings", content: "Return every key, and send the landlord the final meter readings." },
                { title: "Ask for the deposit in writing", content: "Give the account details for the refund, and ask for an itemised list of any deductions." },
              ],
            },
            {
              type: "p",
              text: "If your landlord keeps the deposit without good reason, refer a dispute to the RTB as soon as you can. Deposit retention is one of the most common disputes the RTB deals with, and it can order the deposit repaid.",
            },
            { type: "p", text: `How much a landlord can ask for in the first place: ${upfrontSentence(on)}` },
            ...upfrontHistoryAndSource(on, SOURCES.rtbDisputes),
          ],
        },
      ],
    },
    {
      id: "responsibilities",
      title: "Responsibilities and Disputes",
      description: "What the law expects of you, and how to resolve a dispute.",
      icon: "clipboard-check",
      color: "amber",
      sections: [
        {
          id: "tenant-obligations",
          title: "Your obligations as a tenant",
          blocks: [
            {
              type: "list",
              items: [
                "Pay your rent in full and on time, and any charges the agreement says are yours.",
                "Let your landlord in for inspections and repairs, at reasonable intervals, on a date and time you agree in advance.",
                "Tell your landlord about repairs that are needed, and do not cause damage beyond normal wear and tear.",
                "Do not behave anti-socially, and do not let visitors behave anti-socially, in or near the home.",
                "Do not alter or improve the home, assign the tenancy or sublet without the landlord's written consent.",
                "Tell your landlord who lives in the home, and do not use it for anything other than a home without consent.",
                "Do nothing that would invalidate the landlord's insurance.",
                "Give the correct written notice when you want to leave.",
              ],
            },
            {
              type: "p",
              text: "If you break these obligations, your landlord can take action, including, in serious cases, ending your tenancy. Most obligations mirror your landlord's, so both sides know where they stand.",
            },
            sourceOf(tenancy),
          ],
        },
        {
          id: "raising-disputes",
          title: "Raising a dispute with the RTB",
          blocks: [
            {
              type: "p",
              text: "If you and your landlord cannot sort out a problem, either of you can refer a dispute to the RTB. Common disputes are about deposits, invalid notices, rent arrears, rent above the permitted level, repairs and standards, penalisation and anti-social behaviour.",
            },
            {
              type: "steps",
              items: [
                { title: "Try to resolve it directly", content: "Write to your landlord, setting out the problem and what you want done. Many disputes end here." },
                { title: "Apply to the RTB", content: `Apply online through the ${ext(SOURCES.rtbDisputes, "RTB's dispute service")}, with your tenancy details and evidence.` },
                { title: "Mediation or adjudication", content: "In mediation, a mediator helps you and your landlord agree a solution. In adjudication, an adjudicator hears both sides and decides." },
                { title: "Appeal if you need to", content: "If you disagree with an adjudicator's decision, you can appeal to a Tenancy Tribunal, a public hearing." },
                { title: "Enforcement", content: "The outcome becomes a binding Determination Order. If it is not complied with, the RTB can take court proceedings to enforce it." },
              ],
            },
            {
              type: "callout",
              tone: "warning",
              title: "Time limits",
              text: [
                `Make a discrimination complaint to the WRC within ${discriminationLimit}. To challenge a notice of termination at the RTB you have ${disputeWindow}. Raise any other dispute as soon as a problem arises, and contact the RTB or Threshold straight away.`,
                `Earlier versions of this guide said to raise every dispute within ${discriminationLimit}: that limit is for discrimination complaints (Equal Status Act 2000, s. 21). A notice of termination has the shorter limit above.`,
              ],
            },
            sourceBlock(noticeGroup, [disputeDeadlineRule], on, SOURCES.rtbDisputes, SOURCES.wrc),
          ],
        },
        {
          id: "illegal-eviction",
          title: "If you are being illegally evicted",
          blocks: [
            {
              type: "p",
              text: "A landlord cannot evict you by changing the locks, removing your belongings, cutting off electricity or water, or using threats, even if you owe rent. Only a valid notice, followed if necessary by an RTB determination, can end a tenancy.",
            },
            {
              type: "list",
              items: [
                "Call the Gardaí if you are in danger or are being forcibly removed.",
                "Contact the RTB at once: it treats illegal evictions as urgent and can ask the courts for an interim order.",
                `Call ${ext(SOURCES.threshold, "Threshold")} for immediate advice.`,
                "Keep evidence: photos, messages, and the names of anyone who saw what happened.",
              ],
            },
          ],
        },
        {
          id: "getting-help",
          title: "Where to get free help",
          blocks: [
            {
              type: "list",
              items: [
                `${ext(SOURCES.threshold, "Threshold")}: free, confidential advice for renters, including help with notices, deposits and disputes.`,
                `${ext(SOURCES.citizensInformation, "Citizens Information")}: plain-language information online, by phone and in local centres.`,
                `${ext(SOURCES.rtb, "The RTB")}: information on the rules, the tenancy register, and the dispute service.`,
                `${ext(SOURCES.mabs, "MABS")}: free budgeting help if you are falling behind with rent.`,
                "Your local authority: inspections of standards, HAP, and housing support if you are at risk of losing your home.",
              ],
            },
          ],
        },
      ],
    },
  ],
  closing: {
    kind: "links",
    title: "Get free, independent advice",
    text: "If something is wrong with your tenancy, these bodies can help you for free.",
    links: [
      { title: "Residential Tenancies Board", description: "The State body that registers tenancies, sets out the rules and resolves disputes between landlords and tenants.", url: SOURCES.rtb.url, icon: "landmark", accent: "blue" },
      { title: "Threshold", description: "The national housing charity: free, confidential advice for renters on notices, deposits, repairs and disputes.", url: SOURCES.threshold.url, icon: "heart-handshake", accent: "green" },
      { title: "Citizens Information", description: "Plain-language information on your rights as a tenant, online, by phone and in local centres.", url: SOURCES.citizensInformation.url, icon: "info", accent: "purple" },
    ],
  },
  sources: [SOURCES.rtb, TENANCY_PAGES.rtbRightToStay, TENANCY_PAGES.rtbLandlordEnds, SOURCES.citizensRenting],
  reviewed: LAST_REVIEWED,
  };
});
