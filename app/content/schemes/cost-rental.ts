/**
 * /schemes/cost-rental: Cost Rental homes, as they stand on a date. The income
 * limit is a dated rule (facts/schemes.ts: costRentalIncomeRule; €53,000
 * everywhere until 31 July 2023, then €66,000 in Dublin and €59,000
 * elsewhere) and the length of a tenancy is a rule too (costRentalTenureRule:
 * the "six-year lease" once quoted here is its earlier claim); the 2030 target
 * is the Minister's, from a Dáil answer.
 */
import { costRental } from "~/facts/schemes";
import { costRentalIncomeRule, costRentalTenureRule, SCHEME_SOURCES } from "~/facts/schemes";
import { ruleOn, valueOn } from "~/facts/dated";
import { historyBlock, sourceBlock, whenWords } from "../dated-words";
import { SOURCES } from "~/facts/sources";
import { sectionOf, STATUTES } from "~/facts/statutes";
import { eur, formatNumber, pct } from "~/lib/format";
import type { SchemePage } from "./types";

/** The Minister's answer that states the Housing for All target for Cost Rental homes. */
const COST_RENTAL_TARGET = { name: "Dáil written answer, 2 July 2024", url: "https://www.oireachtas.ie/ga/debates/question/2024-07-02/263" };

/** The section that stops a Cost Rental landlord ending a tenancy to sell, move in, refurbish or change the use. */
const COST_RENTAL_ACT_S32 = sectionOf(STATUTES.affordableHousingAct2021, "32").url;

/** The length of a Cost Rental tenancy on `on`, from the rule (or, before it, a plain pointer to the RTB). */
function tenureWordsOn(on: string): string {
  const status = ruleOn(costRentalTenureRule, on);
  return status.state === "current"
    ? `a Cost Rental tenancy is an ordinary tenancy under the Residential Tenancies Acts: ${costRentalTenureRule.describe(status.period!.value)} ([RTB](${SCHEME_SOURCES.rtbUnlimitedDuration.url}); [Affordable Housing Act 2021, s. 32(3)](${COST_RENTAL_ACT_S32})).`
    : `a Cost Rental tenancy is an ordinary tenancy under the Residential Tenancies Acts; see the [RTB](${SCHEME_SOURCES.rtbUnlimitedDuration.url}) for how long yours lasts.`;
}

/** "€66,000 in Dublin and €59,000 elsewhere", or one figure when they are the same. */
function limitWords(on: string): string {
  const v = valueOn(costRentalIncomeRule, on);
  return v.dublin === v.elsewhere ? eur(v.dublin) : `${eur(v.dublin)} in Dublin and ${eur(v.elsewhere)} elsewhere`;
}

/** The Cost Rental page as it reads on `on` (yyyy-mm-dd). */
export function costRentalPage(on: string): SchemePage {
const c = costRental;
const limit = limitWords(on);
const since = whenWords(ruleOn(costRentalIncomeRule, on));
const below = pct(c.belowMarketPercent);
const tenureWords = tenureWordsOn(on);

return {
  path: "/schemes/cost-rental",
  header: {
    tag: "Affordable Renting",
    title: "Cost Rental Scheme",
    lead: `Secure, long-term homes with rents based on what the homes cost to build and run, about ${below} below the local market, for households with a net income of up to ${limit}.`,
    accent: "amber",
  },
  contents: true,
  sections: [
    {
      id: "what-it-is",
      title: "What is Cost Rental?",
      blocks: [
        {
          type: "p",
          text: "Cost Rental is a form of affordable rented housing. The rent is set to cover what it costs to **build, finance, manage and maintain** the homes over the long term, not what the market would bear. Because the State supports the financing and no profit is added, rents come out well below private rents for similar homes nearby.",
        },
        {
          type: "p",
          text: "The homes are provided by **approved housing bodies** (not-for-profit housing associations such as Clúid, Respond and Tuath), by the **Land Development Agency** and by some **local authorities**. They are usually new, energy-efficient apartments and houses in larger developments, professionally managed by the provider.",
        },
        {
          type: "p",
          text: `It is aimed at the people in between: households who earn too much to qualify for social housing but find market rents take too much of their pay. Housing for All, the Government's plan, targets **${formatNumber(c.unitsPlanned)} Cost Rental homes by ${c.unitsPlannedBy}** ([Dáil answer, 2 July 2024](${COST_RENTAL_TARGET.url})), about ${formatNumber(c.homesPerYear)} a year on average.`,
        },
      ],
    },
    {
      id: "key-benefits",
      title: "Key benefits",
      blocks: [
        {
          type: "checklist",
          items: [
            `**Lower rent:** rents are set at cost, typically about **${below} below** the market rent for a similar home in the area.`,
            "**Security:** tenancies are long-term and protected by the Residential Tenancies Acts, and the home is not sold from under you the way a private landlord's might be.",
            "**Predictable increases:** rent changes follow the cost of running the homes and are linked to inflation, not to the market.",
            "**Quality homes:** most are new builds with good energy ratings, which also keeps heating bills down.",
            "**A professional landlord:** a housing body or public agency with a maintenance team, not a single private owner.",
            "**No income check after you move in:** eligibility is assessed when you apply, so a pay rise later does not put your tenancy at risk.",
          ],
        },
      ],
    },
    {
      id: "who-can-apply",
      title: "Who can apply?",
      blocks: [
        { type: "p", text: "Each development publishes its own criteria with the advert, but the core rules are the same everywhere:" },
        {
          type: "checklist",
          items: [
            `Your household's **net income is no more than ${limit} a year**: that is, after income tax, PRSI and USC, for everyone in the household who earns.`,
            "**No one in the household owns a home** or has another suitable home available to them.",
            "The **size of the home suits your household**: a one-bedroom apartment for a single person or couple, larger homes for families.",
            "You can **afford the rent** from your own income, and you can show it with payslips, bank statements and your Revenue employment summary.",
            "You have the **right to live in Ireland** for the length of the tenancy.",
          ],
        },
        {
          type: "p",
          text: "You do not need to be on your local authority's housing list, and being on it does not stop you applying. If you are, ask the local authority how taking a Cost Rental home would affect your social housing application before you accept one.",
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to apply",
      blocks: [
        { type: "p", text: "There is no single national waiting list. You apply for a specific development when it opens, in three stages:" },
        {
          type: "steps",
          items: [
            {
              title: c.stages[0],
              content: `Read the criteria in the advert for the development: the income limit (generally ${limit} net), the home sizes and the rents. Work out your household's net income from your payslips or your Revenue employment summary.`,
            },
            {
              title: c.stages[1],
              content: "When a development opens, register your interest on the provider's website (the housing body, the Land Development Agency or the local authority) within the dates in the advert. Sign up to providers' mailing lists so you hear about openings early.",
            },
            {
              title: c.stages[2],
              content: "Eligible applicants are invited to send documents. Where more people qualify than there are homes, providers usually pick applicants by a random draw rather than first come, first served. If you are offered a home you view it, sign the tenancy agreement, pay the deposit and first month's rent, and the tenancy is registered with the Residential Tenancies Board.",
            },
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Have your documents ready",
          text: "Openings move quickly. Keep recent payslips, bank statements, photo identification, proof of address and your Revenue employment detail summary to hand so you can respond within the deadline.",
        },
      ],
    },
    {
      id: "rental-costs",
      title: "Rental costs and tenancy notes",
      blocks: [
        {
          type: "p",
          text: `The rent for each home is set by the provider from the cost of delivering and running it, and is typically around ${below} below the market rent for a comparable home nearby. The advert states the exact rent for each home type, so you can check affordability before you apply.`,
        },
        {
          type: "list",
          items: [
            "**Deposit and first rent:** expect to pay a deposit and the first month's rent before you move in, as with any tenancy.",
            "**Bills:** electricity, heating, broadband and bin charges are normally yours; some apartment developments include a management charge in the rent, so check what the rent covers.",
            "**Rent reviews:** increases are linked to inflation, not the market, so your rent should not jump when local rents do.",
            `**Length of tenancy:** ${tenureWords}`,
            "**Your rights:** you have the same protections as any tenant under the Residential Tenancies Acts, including dispute resolution through the RTB. See [your rights as a renter](/renting/tenant-rights).",
          ],
        },
      ],
    },
    {
      id: "updates-2025",
      title: "Recent changes",
      blocks: [
        {
          type: "list",
          items: [
            `Housing for All targets **${formatNumber(c.unitsPlanned)} Cost Rental homes by ${c.unitsPlannedBy}**, with developments opening outside Dublin as well as in the city ([Dáil answer, 2 July 2024](${COST_RENTAL_TARGET.url})).`,
            `The income limit is **${limit}** net a year${since ? `, ${since}` : ""}. Limits are reviewed from time to time and some developments set their own, so always check the advert.`,
          ],
        },
        ...historyBlock(costRentalIncomeRule, on, "Cost Rental income limit: earlier figures"),
        ...historyBlock(costRentalTenureRule, on, "Length of tenancy: what this site said before"),
        sourceBlock(c, [costRentalIncomeRule, costRentalTenureRule], on, SCHEME_SOURCES.costRentalDailAnswer, SCHEME_SOURCES.rtbUnlimitedDuration),
      ],
    },
    {
      id: "disclaimer",
      title: "Disclaimer",
      blocks: [
        {
          type: "callout",
          tone: "warning",
          text: "This page is general information, not advice. Each Cost Rental development has its own eligibility criteria, rents and allocation rules, set by its provider and the Department of Housing, and these can change. Always read the advert and the provider's terms before you apply, and rely on them if they differ from anything here.",
        },
      ],
    },
  ],
  faq: {
    id: "common-questions",
    title: "Common questions",
    after: "updates-2025",
    items: [
      {
        id: "is-it-social-housing",
        question: "Is Cost Rental the same as social housing?",
        answer: [
          `No. [Social housing](/schemes/social-housing) rents are based on your income and homes are allocated from the local authority's housing list. Cost Rental rents are set from the cost of the homes, and they are for households earning up to ${limit} net who are not on the housing list or not near the top of it.`,
        ],
      },
      {
        id: "income-rises",
        question: "What happens if my income goes up after I move in?",
        answer: ["Nothing changes. Your income is checked when you apply, not during the tenancy, so a pay rise does not affect your rent or your right to stay."],
      },
      {
        id: "how-chosen",
        question: "How are tenants chosen?",
        answer: ["Applicants who meet the criteria and send the right documents on time go forward. When there are more of them than homes, most providers use a random draw, so applying on the first day gives no advantage over applying on the last."],
      },
      {
        id: "buy-later",
        question: "Can I buy my Cost Rental home later?",
        answer: ["No. Cost Rental homes stay as rented homes. Many tenants use the lower rent to save a deposit; see the [Buying hub](/buying) and the schemes for first-time buyers when you are ready."],
      },
      {
        id: "where",
        question: "Where are Cost Rental homes?",
        answer: ["Mostly in and around the cities, with more developments in towns each year. The providers' websites and the Housing Agency's Cost Rental page list what is open now."],
      },
    ],
  },
  links: {
    id: "external-links",
    title: "Official bodies and providers",
    intro: "These bodies fund, build and let Cost Rental homes, or explain the rules.",
    items: [
      { title: "Department of Housing", description: "The government department that sets Cost Rental policy and funding.", url: SOURCES.housingDepartment.url, icon: "landmark", accent: "blue" },
      { title: "Land Development Agency", description: "The State agency building Cost Rental homes on public land, with its current openings.", url: SOURCES.landDevelopmentAgency.url, icon: "building", accent: "amber" },
      { title: "Citizens Information", description: "Independent, plain-English information on renting and housing supports.", url: SOURCES.citizensRenting.url, icon: "info", accent: "green" },
      { title: "The Housing Agency: Cost Rental", description: "How Cost Rental works and where to find homes that are open for applications.", url: SOURCES.costRentalInfo.url, icon: "search", accent: "purple" },
      { title: "Clúid Housing", description: "An approved housing body that lets Cost Rental homes.", url: SOURCES.cluid.url, icon: "home", accent: "teal" },
      { title: "Respond", description: "An approved housing body that lets Cost Rental homes.", url: SOURCES.respond.url, icon: "home", accent: "teal" },
      { title: "Tuath Housing", description: "An approved housing body that lets Cost Rental homes.", url: SOURCES.tuath.url, icon: "home", accent: "teal" },
    ],
  },
  cta: {
    title: "Find a Cost Rental home",
    text: "See which developments are open, or answer a few questions to check which housing supports fit your situation.",
    actions: [{ label: "See open developments", url: SOURCES.costRentalInfo.url, primary: true }],
    questionnaire: true,
  },
  sources: [c.source, SOURCES.housingDepartment],
  reviewed: c.reviewed,
};
}
