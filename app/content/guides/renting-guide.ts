/**
 * Rental Guide (/renting/guide). Spec 000 §2.4, 001 §2 "Rental Guide".
 * Tabs: renting-fundamentals (default), rental-agreements,
 * rights-responsibilities, financial-matters. Figures from facts.ts.
 */
import { LAST_REVIEWED } from "~/facts/reviewed";
import { renterSupports } from "~/facts/renting";
import { costRental, costRentalIncomeRule } from "~/facts/schemes";
import { rentTaxCredit } from "~/facts/taxes";
import { RENT_CREDIT_CONDITION_RULES, RENT_CREDIT_GROUP, rentCreditConditions, rentCreditDeadlineBlocks } from "~/content/rent-credit";
import { landlordAccessRule, tenancy } from "~/facts/tenancy";
import { latestValue, ruleOn, valueOn } from "~/facts/dated";
import { previousDay } from "~/lib/dates";
import { rentControlRule, rentReviewNoticeRule, REFORM_2026, tenureRegimeRule } from "~/facts/tenancy";
import { historyBlock, sourceBlock, whenWords } from "~/content/dated-words";
import { SOURCES } from "~/facts/sources";
import type { Block } from "~/content/types";
import { eur, formatDate, formatNumber, pct } from "~/lib/format";
import { ext, months, RENT_RULES, rentGroup, rentRuleParagraphs, sourceOf, upfrontHistoryAndSource, upfrontWords } from "./helpers";
import { byDate } from "~/lib/by-date";
import type { TabbedGuide } from "./types";

const rs = renterSupports;
const share = rs.maxRentPercentOfGrossIncome;
/** Illustrative gross monthly incomes for the affordability table. */
const EXAMPLE_INCOMES = [3_000, 4_000, 5_000];


/**
 * The Rent Tax Credit as it stands on `on`: the table of the year's maximum
 * while the credit runs, a plain statement once it has ended, and always its
 * history (the €500 years, and the €750 this guide once quoted).
 */
function rentTaxCreditBlocks(on: string): Block[] {
  const status = ruleOn(rentTaxCredit, on);
  const v = status.period?.value;
  const when = whenWords(status);
  const stated: Block[] =
    status.state === "current" && v
      ? [
          {
            type: "table",
            caption: "Rent Tax Credit",
            head: ["Who is claiming", "Credit each year, up to"],
            rows: [
              ["A single renter", eur(v.single)],
              ["A couple (jointly assessed)", eur(v.joint)],
            ],
          },
          {
            type: "p",
            text: `The credit is 20% of the rent you paid in the year, up to these amounts${status.period?.note ? `, ${status.period.note}` : ""}${when ? ` (${when})` : ""}. These are the amounts as of Budget 2026 and the Finance Act 2025: we could not confirm any change announced in Budget 2027, so check ${ext(SOURCES.revenueRentCredit, "Revenue")} for the year you claim.`,
          },
        ]
      : [
          {
            type: "p",
            text: status.period?.until
              ? `The Rent Tax Credit covered rent paid up to ${formatDate(status.period.until)}; the law sets no credit for later years. You can still claim for earlier years you have not claimed, through ${ext(SOURCES.revenueRentCredit, "Revenue")}.`
              : `We could not confirm the Rent Tax Credit for this year: check ${ext(SOURCES.revenueRentCredit, "Revenue")}.`,
          },
        ];
  return [...stated, ...historyBlock(rentTaxCredit, on, "Rent Tax Credit: earlier amounts")];
}

/** The Rental Guide as it reads on `on` (yyyy-mm-dd). */
/** "€66,000 a year in Dublin and €59,000 elsewhere (since 1 August 2023; €53,000 everywhere before)": the limit on `on`, with the one it replaced. */
function costRentalLimitWords(on: string): string {
  const status = ruleOn(costRentalIncomeRule, on);
  const v = latestValue(costRentalIncomeRule, on);
  const now = v.dublin === v.elsewhere ? `${eur(v.dublin)} a year` : `${eur(v.dublin)} a year in Dublin and ${eur(v.elsewhere)} elsewhere`;
  const before = status.state === "current" ? status.earlier[0] : undefined;
  return before && status.period?.from && before.value.dublin === before.value.elsewhere
    ? `${now} (since ${formatDate(status.period.from)}; it was ${eur(before.value.dublin)} everywhere before)`
    : now;
}

export const rentingGuide = byDate((on: string): TabbedGuide => {
  const rentCredit = rentCreditConditions(on);
  const upfront = upfrontWords(on);
  /** Rent Pressure Zones were abolished on 1 March 2026: from then the guide states the national rule and keeps the zones as history. */
  const rentRpzEnded = ruleOn(rentControlRule, on).period?.value.scope === "national";
  /** How a new rent must be notified, for a notice served on `on` (facts/tenancy.ts rentReviewNoticeRule). */
  const reviewNotice = valueOn(rentReviewNoticeRule, on);
  /** The 2026 security-of-tenure rules, once in force (tenancies created from 1 March 2026). */
  const tenureNow = ruleOn(tenureRegimeRule, on).period?.value;
  const tenure2026 = tenureNow?.id === "2026" ? tenureNow : null;
  return {
  path: "/renting/guide",
  header: {
    tag: "Renting",
    title: "Rental Guide",
    lead: "Everything you need to know about renting a home in Ireland: how renting works, what your agreement should cover, your rights and responsibilities, and the government supports that can help with the rent.",
    accent: "green",
  },
  intro: {
    title: "Renting in Ireland, step by step",
    blocks: [
      {
        type: "p",
        text: `Renting is how many people in Ireland live, whether for a year while studying or for decades as a family home. The rules that protect tenants are set out in the Residential Tenancies Acts and enforced by the ${ext(SOURCES.rtb)} (RTB), the State body that registers tenancies, publishes the rent rules and resolves disputes between landlords and tenants.`,
      },
      {
        type: "p",
        text: "This guide covers the essentials in four topics. Choose a topic, then open any section to read it. If you need to act on something specific, such as a notice to leave or a rent increase, the [Tenant Rights guide](/renting/tenant-rights) goes into more detail.",
      },
      {
        type: "callout",
        tone: "tip",
        title: "Free, independent advice",
        text: `${ext(SOURCES.threshold, "Threshold")}, the national housing charity, gives free advice to renters, and ${ext(SOURCES.citizensInformation, "Citizens Information")} explains your rights and entitlements in plain language. Contact them early: problems are easier to solve before they become disputes.`,
      },
    ],
  },
  topicsTitle: "Choose a topic",
  defaultTopic: "renting-fundamentals",
  topics: [
    {
      id: "renting-fundamentals",
      title: "Renting Basics",
      description: "How renting works, what it really costs, and what to do when you move in.",
      icon: "home",
      color: "green",
      sections: [
        {
          id: "how-renting-works",
          title: "How renting works in Ireland",
          blocks: [
            {
              type: "p",
              text: "When you rent a home from a landlord you have a *tenancy*: you pay rent and, in return, you have the right to live in the home undisturbed, in decent condition, for as long as the tenancy lasts. Most private tenancies are covered by the Residential Tenancies Acts, including homes let through letting agents, approved housing bodies and Cost Rental providers.",
            },
            { type: "p", text: "Some arrangements are not tenancies under those Acts, so the RTB cannot help with them:" },
            {
              type: "list",
              items: [
                "**Renting a room in your landlord's own home** (often called *digs*). You are a licensee, not a tenant: you have fewer rights, and the notice to leave is whatever was agreed or is reasonable.",
                "**Holiday lets** and other short-term lettings.",
                "**A home shared with the landlord's spouse, partner, parent or child**, where there is no written tenancy agreement.",
                "**Local authority (council) housing**, which has its own rules set by the council.",
              ],
            },
            {
              type: "p",
              text: `Once you have lived in your tenancy for more than ${months(tenancy.securityOfTenureMonths)} without being served a valid notice of termination, you have *security of tenure*: your landlord can then end the tenancy only for one of a short list of reasons set out in law.${
                tenure2026
                  ? ` For a tenancy created from ${formatDate(REFORM_2026)}, which of those reasons your landlord can use depends on whether they are a small landlord (not a company, ${tenure2026.smallLandlordMaxTenancies} tenancies or fewer) or a large one, and a small landlord's tenancies run in ${tenure2026.minimumDurationYears}-year periods.`
                  : ""
              } The [Tenant Rights guide](/renting/tenant-rights?topic=security-of-tenure) explains those reasons.`,
            },
            sourceBlock(tenancy, [tenureRegimeRule], on),
          ],
        },
        {
          id: "costs-of-renting",
          title: "What renting really costs",
          blocks: [
            {
              type: "p",
              text: `Work out what you can afford before you start looking. A common rule of thumb is to spend no more than ${pct(share)} of your gross (before-tax) monthly income on rent, so that enough is left for bills, food, transport and savings.`,
            },
            {
              type: "table",
              caption: `Rent at ${pct(share)} of gross monthly income`,
              head: ["Gross monthly income", `Rent at ${pct(share)}`],
              rows: EXAMPLE_INCOMES.map((income) => [eur(income), eur((income * share) / 100)]),
            },
            { type: "p", text: "Budget, too, for the money you pay before you move in and the costs that come with a new home:" },
            {
              type: "list",
              items: [
                `**A deposit** of ${upfront.deposit}${upfront.since ? ` (for a tenancy created from ${upfront.since})` : ""}, held against unpaid rent, bills or damage and returned when you leave.`,
                `**Rent in advance** of ${upfront.advance}, usually the first month. Asking for more than the law allows, as a deposit or as rent in advance, is against the law: you can report it to the RTB.`,
                "**Bills**: electricity, gas or oil, broadband and bin charges are usually in the tenant's name.",
                "**Contents insurance**: the landlord's policy covers the building, not your belongings.",
                "**Moving costs**: a van or removal firm, storage, and basic furniture if the home is unfurnished.",
              ],
            },
            {
              type: "callout",
              tone: "warning",
              title: "Watch out for rental scams",
              text: "Never pay a deposit for a home you have not viewed, and never pay in cash without a receipt. Be wary of a rent well below others in the area, a landlord who is \"abroad\" and cannot show you around, or pressure to pay before you have seen a lease.",
            },
            ...upfrontHistoryAndSource(on),
            sourceOf(rs),
          ],
        },
        {
          id: "tenancy-registration",
          title: "Registration with the RTB",
          blocks: [
            {
              type: "p",
              text: "Your landlord must register your tenancy with the RTB and keep the registration up to date while it lasts. Registration is the landlord's job and cost, not yours. The RTB will ask the landlord for your PPS number for the registration: that is normal.",
            },
            {
              type: "p",
              text: `You can check whether a tenancy is registered on the RTB's website. If it is not, you keep every right you have as a tenant, and you can tell the RTB, which can pursue the landlord. It matters for the Rent Tax Credit too: ${rentCredit.registration}`,
            },
          ],
        },
        {
          id: "moving-in",
          title: "Moving in: your first week",
          blocks: [
            {
              type: "steps",
              items: [
                { title: "Keep a signed copy of the agreement", content: "Read the lease in full before you sign it, and keep a signed copy. If the landlord or agent holds the only original, ask for a copy." },
                { title: "Agree an inventory", content: "Walk through the home with the landlord or agent and list everything in it and its condition. Take dated photos or a video of every room, including marks, damp and damage." },
                { title: "Get receipts for the money you paid", content: "Ask for a written receipt for the deposit and any rent in advance, saying what each payment was for." },
                { title: "Set up bills with meter readings", content: "Photograph the electricity and gas meters on day one, register the accounts in your name with those readings, and arrange broadband and bin collection." },
                { title: "Note who to call", content: "You are entitled to know how to contact your landlord or their agent, including in an emergency such as a burst pipe or a heating failure." },
                { title: "Check the safety basics", content: "Test the smoke alarms, find the stopcock and the fuse board, and make sure there is a carbon monoxide alarm wherever there is a gas, oil or solid-fuel appliance." },
              ],
            },
          ],
        },
      ],
    },
    {
      id: "rental-agreements",
      title: "Rental Agreements",
      description: "Types of tenancy, what a good agreement says, and what to check before you sign.",
      icon: "file-text",
      color: "blue",
      sections: [
        {
          id: "types-of-tenancy",
          title: "Fixed-term and periodic tenancies",
          blocks: [
            { type: "p", text: "There are two common forms of tenancy in Ireland:" },
            {
              type: "list",
              items: [
                "**A fixed-term tenancy (a lease)** runs for an agreed period, often a year. Both sides are bound for that term. Ending it early is possible only in limited cases, for example by agreement, by a serious breach, or, if your landlord refuses to let you assign or sublet, by giving notice.",
                "**A periodic tenancy** has no end date. It runs from one rent period to the next, and either side can end it by giving the correct written notice for the length of the tenancy.",
              ],
            },
            {
              type: "p",
              text: "Your legal rights are the same either way. A lease can give you *more* than the law does, but it can never take away a right the Residential Tenancies Acts give you. A clause that tries to, such as one saying you may not refer disputes to the RTB, has no effect.",
            },
            {
              type: "p",
              text: "A tenancy does not have to be written down to exist: an oral agreement and rent paid are enough. A written agreement avoids arguments later, though, so always ask for one.",
            },
          ],
        },
        {
          id: "what-a-lease-covers",
          title: "What a good agreement covers",
          blocks: [
            {
              type: "checklist",
              title: "Look for these in any agreement",
              items: [
                "The names of the landlord, any agent, and every adult tenant.",
                "The full address, and what is included: parking, storage, garden, shared areas, furniture.",
                "The start date and the length of the tenancy, or that it is periodic.",
                "The rent, the day it is due and how to pay it.",
                "The deposit, and the conditions for getting it back.",
                "Who pays which bills and charges.",
                "How to report repairs, and an emergency contact.",
                "House rules on pets, smoking, guests and subletting.",
                "How either side can end the tenancy.",
                "An inventory of contents and their condition, attached to the agreement.",
              ],
            },
            { type: "p", text: "The [Rental Agreements guide](/renting/agreements) goes through each of these terms in detail." },
          ],
        },
        {
          id: "before-you-sign",
          title: "Before you sign",
          blocks: [
            {
              type: "list",
              items: [
                "Read every page, including any house rules or management company rules attached at the end.",
                "Ask for changes before you sign, and get them written into the agreement, not promised by phone.",
                "Question anything that conflicts with your rights, such as a clause letting the landlord enter without notice or making you responsible for every repair.",
                `Check that the person letting the home is the owner or acts for them: ask to see identification and, for a letting agent, their licence from the ${ext(SOURCES.psra)}.`,
                "Never sign a blank or half-completed form, and keep a copy of what you sign.",
              ],
            },
            {
              type: "callout",
              tone: "info",
              text: `Not sure what a clause means? ${ext(SOURCES.threshold, "Threshold")} can talk it through with you free of charge before you commit.`,
            },
          ],
        },
      ],
    },
    {
      id: "rights-responsibilities",
      title: "Rights and Responsibilities",
      description: "What you can expect, what is expected of you, and how rent reviews work.",
      icon: "scale",
      color: "purple",
      sections: [
        {
          id: "your-rights",
          title: "Your rights as a tenant",
          blocks: [
            {
              type: "list",
              items: [
                "A home that meets the minimum standards for safety, heating, ventilation, sanitary facilities and fire safety.",
                "Privacy: your landlord may enter only on a date and time agreed in advance with you, except in a genuine emergency.",
                "Repairs carried out within a reasonable time, and repayment of reasonable costs you paid for repairs that were the landlord's job.",
                `Security of tenure once you have been in the tenancy for more than ${months(tenancy.securityOfTenureMonths)}.`,
                "Valid written notice before your tenancy ends, and rent reviews no more often than the law allows.",
                "Your deposit back promptly when you leave, less only legitimate deductions.",
                "To refer a dispute to the RTB without being penalised for doing so.",
                "Equal treatment: no discrimination when you look for a home or while you live in it, including because you get HAP, Rent Supplement or other housing assistance.",
              ],
            },
            { type: "p", text: "The [Tenant Rights guide](/renting/tenant-rights) explains each of these rights and what to do if they are not respected." },
            ...historyBlock(landlordAccessRule, on, "Landlord access: what this guide said before"),
            sourceBlock(tenancy, [landlordAccessRule], on),
          ],
        },
        {
          id: "your-responsibilities",
          title: "Your responsibilities",
          blocks: [
            {
              type: "list",
              items: [
                "Pay the rent in full and on time, and any bills the agreement says are yours.",
                "Keep the home in good condition, and report repairs promptly so small problems don't become big ones.",
                "Allow your landlord reasonable access, by arrangement, for inspections and repairs.",
                "Do not behave anti-socially, or let visitors do so, in the home or around it.",
                "Do not alter the home, sublet it or assign the tenancy without the landlord's written consent.",
                "Tell your landlord who is living in the home.",
                "Do nothing that would invalidate the landlord's insurance.",
                "Give the correct written notice when you want to leave.",
              ],
            },
          ],
        },
        {
          id: "landlord-responsibilities",
          title: "Your landlord's responsibilities",
          blocks: [
            {
              type: "list",
              items: [
                "Register the tenancy with the RTB and keep the registration up to date.",
                "Provide a home that meets minimum standards, and carry out repairs to the structure and to everything they supplied.",
                "Give you contact details for themselves or their agent.",
                "Insure the building.",
                "Return the deposit promptly when the tenancy ends, less only legitimate deductions.",
                "Give valid written notice, with a reason where the law requires one, to end a tenancy.",
                "Review the rent only as often and by as much as the law allows.",
                "Not penalise you for using your rights, such as complaining about standards or referring a dispute.",
              ],
            },
          ],
        },
        {
          id: "rent-reviews",
          title: rentRpzEnded ? "Rent reviews and the end of Rent Pressure Zones" : "Rent reviews and Rent Pressure Zones",
          blocks: [
            {
              type: "p",
              text: "Your landlord can review the rent, but only so often and only by so much. Here is the rule as it stands:",
            },
            ...rentRuleParagraphs(on).map((text): Block => ({ type: "p", text })),
            {
              type: "p",
              text: `A rent review must be notified to you in writing, on the RTB's form, giving the new rent and the date it starts (at least ${reviewNotice.noticeDays} days after the notice is served), and stating that it is not above the market rent, with the calculation. If the notice is not valid, the increase does not apply. If you think a new rent is wrong, refer a dispute to the RTB straight away.`,
            },
            { type: "tool", tool: "rent-review" },
            ...historyBlock(rentControlRule, on, "Rent rules: earlier rules"),
            ...historyBlock(rentReviewNoticeRule, on, "How a new rent must be notified: earlier rules"),
            ...(rentRpzEnded
              ? [
                  {
                    type: "p",
                    text: `Until ${formatDate(previousDay(REFORM_2026))}, the areas with the highest rents were designated *Rent Pressure Zones* (RPZs), with their own limits on rent reviews: the earlier rules above set out what they were.`,
                  } satisfies Block,
                ]
              : []),
            sourceBlock(rentGroup, RENT_RULES, on),
          ],
        },
      ],
    },
    {
      id: "financial-matters",
      title: "Government Support for Renters",
      description: "HAP, Rent Supplement, RAS, the Rent Tax Credit, and more affordable homes.",
      icon: "euro",
      color: "amber",
      sections: [
        {
          id: "housing-assistance-payment",
          title: "Housing Assistance Payment (HAP)",
          blocks: [
            {
              type: "p",
              text: "HAP is the main long-term help with rent for people who qualify for social housing support. You find a home in the private rented market, your local authority pays the rent to your landlord, and you pay a weekly contribution to the local authority based on your income, much like a council rent.",
            },
            {
              type: "list",
              items: [
                "**Who can get it**: households approved for social housing support. Apply through the housing section of [your local authority](/schemes/local-authorities).",
                "**You can work**: unlike Rent Supplement, HAP continues if you take up full-time work, though your contribution changes with your income.",
                "**Finding a home**: the landlord must agree to HAP, and refusing you because you get it is discrimination. Homeless households can get extra help through the HAP Place Finder service.",
                "**Rent limits**: each area has a maximum rent HAP will cover, with some flexibility. Your local authority can tell you the limit for your household.",
              ],
            },
            { type: "source", sources: [SOURCES.hap, SOURCES.citizensRenting], reviewed: LAST_REVIEWED },
          ],
        },
        {
          id: "rent-supplement",
          title: "Rent Supplement",
          blocks: [
            {
              type: "p",
              text: "Rent Supplement is a short-term, means-tested payment from the Department of Social Protection for tenants who can no longer afford their rent because their circumstances changed, for example after losing a job. If you have a long-term housing need, HAP is usually the right scheme instead.",
            },
            {
              type: "list",
              items: [
                `You must be working under ${formatNumber(rs.rentSupplementMaxWorkHours)} hours a week; if one of a couple works full time, neither can get it.`,
                "The rent must be within the limit for your area and household size.",
                "You generally need to have been renting, or living in homeless accommodation, for a period before you apply, and to have been able to afford the rent when you took the home.",
                "Apply through the Community Welfare Service at your local Intreo centre.",
              ],
            },
            sourceOf(rs, SOURCES.citizensRentSupplement),
          ],
        },
        {
          id: "rental-accommodation-scheme",
          title: "Rental Accommodation Scheme (RAS)",
          blocks: [
            {
              type: "p",
              text: "RAS is a long-term social housing support run by local authorities. The local authority contracts with a private landlord for the home, and you pay a differential rent to the local authority based on your income.",
            },
            {
              type: "list",
              items: [
                `It is for people with a long-term housing need, in particular those who have been getting Rent Supplement for at least ${months(rs.rasMinMonthsOnRentSupplement)}.`,
                "Because the local authority has a contract with the landlord, RAS tenancies tend to be secure and long-lasting.",
                "Your housing need counts as met, so you leave the main housing list, but you can apply for a transfer.",
              ],
            },
            sourceOf(rs, SOURCES.citizensRas),
          ],
        },
        {
          id: "rent-tax-credit",
          title: "Rent Tax Credit",
          blocks: [
            // A year's claim window closing soon comes first; then who can claim, each condition in its rule's words
            // (content/rent-credit.ts, facts/taxes.ts), before any amount (issue 42).
            ...rentCreditDeadlineBlocks(on),
            {
              type: "p",
              text: "The Rent Tax Credit reduces the income tax you pay, for the rent you pay for your home. Not every renter can claim it:",
            },
            {
              type: "list",
              items: [rentCredit.specifiedLandlords, rentCredit.supportedTenants, rentCredit.relatives, rentCredit.registration],
            },
            ...rentTaxCreditBlocks(on),
            {
              type: "p",
              text: `Claim it through myAccount on ${ext(SOURCES.revenueRentCredit, "Revenue's website")}, for the current year or for earlier years you have not yet claimed. You will need your landlord's name and address and, where the tenancy has one, its RTB registration number. ${rentCredit.studentChild} The [Rent Tax Credit calculator](/tools/rent-tax-credit) asks about each condition first, then works out the credit for each year you rented, what you can still claim, and the last day to claim each year.`,
            },
            {
              type: "callout",
              tone: "info",
              text: "The credit is set in each year's Budget. Our [budget article](/resources/blog/2023-budget-housing-impact) covers the changes announced in the latest Budget.",
            },
            sourceBlock(RENT_CREDIT_GROUP, [rentTaxCredit, ...RENT_CREDIT_CONDITION_RULES], on),
          ],
        },
        {
          id: "affordable-options",
          title: "Cost Rental and social housing",
          blocks: [
            {
              type: "p",
              text: `**Cost Rental** homes are let at rents that cover only the cost of building, financing and running them: typically about ${pct(costRental.belowMarketPercent)} below the local market rent, with long, secure tenancies. They are for households with a net income under ${costRentalLimitWords(on)}. [Read the Cost Rental guide](/schemes/cost-rental).`,
            },
            {
              type: "p",
              text: "**Social housing** from your local authority or an approved housing body charges a rent based on your income. Waiting lists are long, so apply early and keep your application up to date. [Read the Social Housing guide](/schemes/social-housing).",
            },
            sourceOf(costRental),
          ],
        },
      ],
    },
  ],
  closing: {
    kind: "links",
    title: "Keep going",
    text: "Ready to start looking, or want to know your rights in more depth?",
    links: [
      { title: "Finding A Property", description: "Set a budget, search the right places, make viewings count and apply with confidence.", url: "/renting/finding-property", icon: "search", accent: "purple" },
      { title: "Tenant Rights", description: "Security of tenure, notice periods, repairs, privacy and how to resolve a dispute.", url: "/renting/tenant-rights", icon: "shield", accent: "blue" },
    ],
  },
  sources: [SOURCES.rtb, SOURCES.citizensRenting, SOURCES.threshold],
  reviewed: LAST_REVIEWED,
  };
});
