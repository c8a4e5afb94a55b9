/**
 * Finding a Property (/renting/finding-property). Spec 000 §2.4, 001 §2
 * "Finding a Property". Tabs and sections exactly as the spec lists them;
 * default the first. The topic grid is 1 column below 768 px, 2 above.
 */
import { LAST_REVIEWED } from "~/facts/reviewed";
import { renterSupports } from "~/facts/renting";
import { ruleOn } from "~/facts/dated";
import { rentControlRule, tenureRegimeRule } from "~/facts/tenancy";
import { SOURCES } from "~/facts/sources";
import { eur, formatNumber, pct } from "~/lib/format";
import { rentCreditDeadlineBlocks } from "~/content/rent-credit";
import { days, ext, months, sourceOf, upfrontHistoryAndSource, upfrontWords } from "./helpers";
import { byDate } from "~/lib/by-date";
import type { TabbedGuide } from "./types";

const rs = renterSupports;
const share = rs.maxRentPercentOfGrossIncome;
const followUp = `${formatNumber(rs.followUpDays.min)} to ${days(rs.followUpDays.max)}`;
/** Illustrative gross monthly incomes for the budget table. */
const EXAMPLE_INCOMES = [2_500, 3_500, 4_500, 6_000];

/** The Finding a Property guide as it reads on `on` (yyyy-mm-dd). */
export const findingProperty = byDate((on: string): TabbedGuide => {
  const upfront = upfrontWords(on);
  /** What to check about the rent rules, in the words of the rule in force (facts/tenancy.ts rentControlRule). */
  const rentRules = (ruleOn(rentControlRule, on).period ?? rentControlRule.periods[0]!).value.househunting;
  /** Who the landlord is decides when they can end a tenancy created from 1 March 2026 (facts/tenancy.ts tenureRegimeRule). */
  const landlordQuestion = ruleOn(tenureRegimeRule, on).period?.value.househunting;
  return {
  path: "/renting/finding-property",
  header: {
    tag: "Finding a Home",
    title: "Finding Your Ideal Rental Property",
    lead: "A practical plan for a competitive rental market: set a realistic budget, search in the right places, make every viewing count and put together an application that stands out.",
    accent: "purple",
  },
  intro: {
    title: "Be ready before you start",
    blocks: [
      {
        type: "p",
        text: "In much of Ireland, and especially in and around the cities, there are far more people looking for a home to rent than there are homes available. Good homes are often let within days of being advertised, and landlords tend to choose the applicants who are quickest, best organised and easiest to check.",
      },
      {
        type: "p",
        text: "So the work starts before you search: know what you can afford and where you want to live, have your documents ready, and be able to view at short notice. This guide takes you through it in four stages:",
      },
      {
        type: "list",
        ordered: true,
        items: [
          "**Define your needs**: budget, location and the type of home.",
          "**Search**: the portals, letting agents and strategies that work.",
          "**View**: what to bring, what to check and what to ask.",
          "**Apply**: the documents landlords want and what happens next.",
        ],
      },
    ],
  },
  topicsTitle: "Choose a stage",
  defaultTopic: "define-rental-needs",
  topics: [
    {
      id: "define-rental-needs",
      title: "Define Your Rental Needs",
      description: "Your budget, the right location and the type of home that suits you.",
      icon: "clipboard-check",
      color: "blue",
      sections: [
        {
          id: "budget",
          title: "Set your budget",
          blocks: [
            {
              type: "p",
              text: `Aim to spend no more than ${pct(share)} of your gross (before-tax) monthly income on rent. For a couple or a house share, use the combined income of everyone paying the rent.`,
            },
            {
              type: "table",
              caption: `Maximum rent at ${pct(share)} of gross monthly income`,
              head: ["Gross monthly income", "Rent up to"],
              rows: EXAMPLE_INCOMES.map((income) => [eur(income), eur((income * share) / 100)]),
            },
            { type: "p", text: "Then add the costs that come on top of the rent:" },
            {
              type: "list",
              items: [
                `**Money up front**: a deposit of ${upfront.deposit}, plus rent in advance of ${upfront.advance}${upfront.since ? ` (the limits for a tenancy created from ${upfront.since})` : ""}.`,
                "**Bills**: electricity and heating (a home with a poor BER costs much more to heat), broadband and bin charges.",
                "**Getting around**: a cheaper home further out can cost more once commuting is counted.",
                "**Contents insurance** and moving costs.",
              ],
            },
            {
              type: "p",
              text: "If the sums do not add up, check what support you could get: [HAP or Rent Supplement, or the Rent Tax Credit if you get neither](/renting/guide?topic=financial-matters), or a [Cost Rental home](/schemes/cost-rental) at below-market rent.",
            },
            // The Rent Tax Credit is named above: while a year's claim window is closing, say so here too (issue 42).
            ...rentCreditDeadlineBlocks(on),
            ...upfrontHistoryAndSource(on),
            sourceOf(rs),
          ],
        },
        {
          id: "location",
          title: "Choose your location",
          blocks: [
            {
              type: "list",
              items: [
                "**Commute**: test the journey to work or college at rush hour, by the transport you will actually use: bus, DART, Luas, train, bike or car.",
                "**Everyday needs**: shops, a GP, pharmacy, schools and childcare, parks and sports clubs.",
                "**Feel**: visit in the evening and at the weekend, as well as during the day, to get a sense of noise, parking and safety.",
                "**Widen the map**: towns on a good rail or bus line can offer more space for the money than the city centre, without a much longer journey.",
                rentRules.tip,
              ],
            },
          ],
        },
        {
          id: "property-type",
          title: "Decide on the type of home",
          blocks: [
            {
              type: "list",
              items: [
                "**Apartment**: often closer to the centre, with lower heating bills, but check the management company's rules on pets, bikes and noise.",
                "**House**: more space and often a garden, but higher heating costs and more upkeep.",
                "**House share**: the most affordable option in many areas. Find out whether you would have your own tenancy or share one jointly with the others.",
                "**A room in the owner's home** (*digs*): flexible and often cheaper, but you are a licensee rather than a tenant, with far fewer rights.",
                "**Furnished or unfurnished**: unfurnished homes mean buying furniture, but may suit you if you plan to stay for years.",
              ],
            },
            {
              type: "p",
              text: "List your must-haves (number of bedrooms, parking, accessibility, pets allowed) and your nice-to-haves. Be strict about the first list and flexible about the second: it widens your options a lot.",
            },
          ],
        },
      ],
    },
    {
      id: "search-resources",
      title: "Search Resources",
      description: "Where to look, and how to search smarter than other applicants.",
      icon: "search",
      color: "green",
      sections: [
        {
          id: "online-portals",
          title: "Online property portals",
          blocks: [
            {
              type: "p",
              text: `Most homes to rent in Ireland are advertised on ${ext(SOURCES.daft, "Daft.ie")} and ${ext(SOURCES.myhome, "MyHome.ie")}. Set up saved searches and instant alerts on both, so you hear about new listings as soon as they appear.`,
            },
            {
              type: "list",
              items: [
                "Filter by your real maximum rent, not a little above it; a landlord will weigh affordability.",
                "Read the whole listing: the BER, whether it is furnished, and what bills are included.",
                "Check the photos against the description, and use the map view to check the actual location.",
                `Look out for Cost Rental and approved housing body homes, which are advertised separately: see the ${ext(SOURCES.costRentalInfo, "Housing Agency's Cost Rental listings")}.`,
              ],
            },
          ],
        },
        {
          id: "letting-agents",
          title: "Letting agents",
          blocks: [
            {
              type: "p",
              text: "Many landlords use letting agents to advertise homes, run viewings and choose tenants, and some homes are let through agents before they ever reach the portals.",
            },
            {
              type: "list",
              items: [
                "Register your details with the agents covering the areas you want, and tell them exactly what you are looking for and your budget.",
                "Keep in touch: a short, polite check-in keeps you on their list.",
                `Check that the agent holds a licence from the ${ext(SOURCES.psra)}; all letting agents in Ireland must.`,
                "Remember the agent works for the landlord. Ask what, if anything, they charge you before you agree to anything, and get a receipt for every payment.",
              ],
            },
          ],
        },
        {
          id: "search-strategies",
          title: "Search strategies that work",
          blocks: [
            {
              type: "list",
              items: [
                "**Be fast**: reply to new listings within hours, not days. Keep a short message ready that says who you are, who would live there, your work and your move-in date.",
                "**Use your network**: tell friends, colleagues and your employer you are looking; many homes are let by word of mouth.",
                "**Ask at work or college**: large employers and colleges' accommodation offices often keep lists of homes and rooms.",
                "**Stay flexible on move-in dates** and be ready to view at short notice.",
                "**Keep track**: a simple list of homes, contacts, viewing dates and replies stops you losing track.",
              ],
            },
            {
              type: "callout",
              tone: "warning",
              title: "How to spot a rental scam",
              text: [
                "Warning signs: a rent well below others nearby, a landlord who is abroad and cannot show you the home, pressure to pay a deposit to \"secure\" it before a viewing, or a request for payment by money transfer or cryptocurrency.",
                "Never pay anything before you have viewed the home and met the landlord or agent, and never send copies of your passport or bank details to someone you have not checked.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "property-viewings",
      title: "Property Viewings",
      description: "Prepare, inspect thoroughly and ask the right questions.",
      icon: "camera",
      color: "purple",
      sections: [
        {
          id: "viewing-preparation",
          title: "Prepare for viewings",
          blocks: [
            {
              type: "checklist",
              title: "Bring with you",
              items: [
                "Your documents pack (see *Application Process*), printed or ready to send from your phone.",
                "Photo ID.",
                "Your phone, for photos, video and checking the mobile signal.",
                "A list of questions, and a notebook.",
                "A small torch, to look into corners, cupboards and the hot press.",
              ],
            },
            {
              type: "list",
              items: [
                "Arrive on time and be polite and presentable: first impressions count with landlords and agents.",
                "Bring the people you will be living with, or at least know their details and income.",
                "Know your answer before you go: if the home is right, say so at the viewing and follow up in writing the same day.",
              ],
            },
          ],
        },
        {
          id: "property-checklist",
          title: "What to check",
          blocks: [
            {
              type: "checklist",
              title: "Inside",
              items: [
                "Damp and mould: look at ceilings, window frames, behind furniture and inside wardrobes, and notice any musty smell.",
                "Heating: is there a radiator or heater in every room, and how is hot water provided?",
                "Water: run a tap and the shower to check the pressure and how quickly the water heats.",
                "Windows and doors: do they open, close and lock properly?",
                "Safety: working smoke alarms, a carbon monoxide alarm near any gas, oil or solid-fuel appliance, and a fire blanket.",
                "Electrics: enough sockets, no scorched sockets or loose wiring.",
                "Appliances: do the cooker, fridge and washing machine work?",
                "Storage for clothes, bikes and luggage.",
              ],
            },
            {
              type: "checklist",
              title: "Outside and around",
              items: [
                "The condition of the building, roof, gutters and shared areas.",
                "Bins, parking and bike storage.",
                "Noise from traffic, neighbours or nearby pubs.",
                "Mobile signal and the broadband available at the address.",
              ],
            },
            {
              type: "p",
              text: "Take photos as you go, with the landlord's permission. If you later rent the home, they help you compare it with the inventory.",
            },
          ],
        },
        {
          id: "questions-to-ask",
          title: "Questions to ask",
          blocks: [
            {
              type: "list",
              items: [
                "How long is the tenancy, and when can I move in?",
                "How much is the deposit, and what do you need paid before I move in?",
                "Which bills are included, and roughly how much are the heating and electricity bills?",
                "What is the BER, and how is the home heated?",
                rentRules.question,
                ...(landlordQuestion ? [landlordQuestion] : []),
                "Will the tenancy be registered with the RTB?",
                "Who do I contact for repairs and emergencies?",
                "Are pets allowed? Can I hang pictures or decorate?",
                "Why did the last tenants leave?",
                "Do you accept HAP? (A landlord may not refuse you because you get it.)",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "application-process",
      title: "Application Process",
      description: "The documents landlords ask for, a strong application, and what happens next.",
      icon: "file-text",
      color: "amber",
      sections: [
        {
          id: "preparing-documents",
          title: "Prepare your documents",
          blocks: [
            { type: "p", text: "Have these ready as one folder of files, so you can apply the same day you view:" },
            {
              type: "checklist",
              title: "Your documents pack",
              items: [
                "Photo ID: a passport or driving licence.",
                `Bank statements for the last ${months(rs.applicationBankStatementMonths)}, showing your rent or savings history.`,
                `Payslips for the last ${months(rs.applicationPayslipMonths)}, or, if you are self-employed, recent accounts or a letter from your accountant.`,
                "A reference from your employer confirming your job and salary.",
                "A reference from your current or previous landlord.",
                "If you get HAP, your approval letter from the local authority.",
                "A short note about you and anyone who will live with you.",
              ],
            },
            {
              type: "p",
              text: "Share your documents only once you have viewed the home and are applying, and only with the landlord or agent handling the letting. You will give your PPS number later, when the tenancy is registered with the RTB.",
            },
            sourceOf(rs),
          ],
        },
        {
          id: "application-tips",
          title: "Make your application stand out",
          blocks: [
            {
              type: "list",
              items: [
                "**Apply quickly**, ideally on the day of the viewing, with everything attached.",
                "**Be clear and honest** about who will live in the home, your work and when you can move in.",
                "**Make references easy**: tell your referees to expect a call, and give phone numbers and email addresses.",
                "**Offer reassurance if you need to**: if you are new to the country or starting a new job, a guarantor or a letter from your employer can help.",
                "**Be polite and brief** in every message: landlords notice.",
              ],
            },
          ],
        },
        {
          id: "next-steps",
          title: "After you apply",
          blocks: [
            {
              type: "steps",
              items: [
                { title: "Follow up", content: `If you have not heard back, follow up politely after ${followUp}, restating your interest and when you could move in.` },
                { title: "If you are offered the home", content: "Confirm who the landlord is, ask for the tenancy agreement, and read it before you pay anything. Our [Rental Agreements guide](/renting/agreements) explains what it should say." },
                { title: "Pay safely", content: `Pay the deposit (${upfront.deposit}) and the first month's rent by bank transfer, never in cash without a receipt, and get a written receipt for each.` },
                { title: "Move in properly", content: "Agree the inventory, take photos and meter readings, and check that the tenancy will be registered with the RTB." },
                { title: "If you are turned down", content: "Ask for feedback, improve your pack, and keep going: it often takes several applications. If you think you were refused because of your family, nationality or because you get HAP, [that may be discrimination](/renting/tenant-rights?topic=equal-treatment)." },
              ],
            },
            sourceOf(rs, SOURCES.rtbDeposits),
          ],
        },
      ],
    },
  ],
  closing: {
    kind: "cta",
    cta: {
      title: "Found a place? Know what you are signing",
      text: "Before you sign a lease or pay a deposit, understand what your agreement should say and the rights you have as a tenant.",
      actions: [
        { label: "Understand Your Agreement", url: "/renting/agreements", primary: true },
        { label: "Know Your Tenant Rights", url: "/renting/tenant-rights" },
      ],
    },
  },
  sources: [SOURCES.citizensRenting, SOURCES.rtb, SOURCES.threshold],
  reviewed: LAST_REVIEWED,
  };
});
