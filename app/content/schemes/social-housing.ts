/**
 * /schemes/social-housing: applying for social housing support. Figures come
 * from facts.socialHousing, and facts.renterSupports for the RAS condition.
 */
import { renterSupports } from "~/facts/renting";
import { socialHousing } from "~/facts/schemes";
import { SCHEME_SOURCES, socialHousingBandsRule, socialHousingThresholdsRule, type SocialHousingBand } from "~/facts/schemes";
import { ruleOn, valueOn } from "~/facts/dated";
import { historyBlock, sourceBlock, whenWords } from "../dated-words";
import { LOCAL_AUTHORITIES } from "~/facts/local-authorities";
import { SOURCES } from "~/facts/sources";
import { eur, pct } from "~/lib/format";
import type { SchemePage } from "./types";

/** The councils in each band on `on`, as a readable list. */
function councilsIn(band: SocialHousingBand, on: string): string {
  const table = valueOn(socialHousingBandsRule, on);
  const names = LOCAL_AUTHORITIES.filter((a) => table[a.id] === band).map((a) => a.name.replace(/ (County|City and County|City) Council$/, (m) => m.replace(" Council", "")));
  return names.join(", ");
}

/** The Social Housing page as it reads on `on` (yyyy-mm-dd). */
export function socialHousingPage(on: string): SchemePage {
const s = socialHousing;
const thresholds = valueOn(socialHousingThresholdsRule, on);
const thresholdsSince = whenWords(ruleOn(socialHousingThresholdsRule, on));
const rent = pct(s.rentPercentOfIncome);
const wait = `${s.waitYears.min} to ${s.waitYears.max}+ years`;

return {
  path: "/schemes/social-housing",
  header: {
    tag: "Government Scheme",
    title: "Social Housing",
    lead: "Homes provided by your local authority or an approved housing body, with rent based on what your household can afford. Here is who qualifies, how to apply and what help there is while you wait.",
    accent: "rose",
    backButton: true,
  },
  contents: true,
  sections: [
    {
      id: "what-it-is",
      title: "What is social housing?",
      blocks: [
        {
          type: "p",
          text: "Social housing is housing provided for people who cannot afford to buy or rent a suitable home from their own resources. In Ireland it is run through your **local authority** (your city or county council): you apply to the council, and if you qualify you join its housing list.",
        },
        {
          type: "list",
          items: [
            "**Who provides it:** local authorities own and let council homes, and **approved housing bodies** (not-for-profit housing associations) let homes to people nominated from the council's list. Supports such as the Housing Assistance Payment also count as social housing support.",
            "**Who is eligible:** households whose net income is under the limit for their area (see the bands below) and who have no other suitable home available to them.",
            `**How long it takes:** waits vary widely with the area and the size of home you need, from about **${wait}** in the areas of highest demand.`,
            `**What it costs:** rent is based on household income, typically around **${rent} of assessable income**, so it stays affordable if your income falls.`,
          ],
        },
      ],
    },
    {
      id: "who-can-apply",
      title: "Who can apply?",
      blocks: [
        { type: "p", text: "Your local authority assesses your whole household. You are likely to qualify if:" },
        {
          type: "checklist",
          items: [
            "your household's **net income is under the limit** for the area where you apply;",
            "you have **no alternative accommodation** available: you do not own a home, or have one you could reasonably live in or sell;",
            "you have the **right to live in Ireland** long term (Irish and EU citizens, and many others with long-term permission to remain);",
            "you do **not owe serious rent arrears** from a previous council tenancy and have not been excluded for anti-social behaviour; and",
            "you apply to **one local authority**, usually where you live or have a local connection through work, school or family.",
          ],
        },
        {
          type: "p",
          text: "Single people, couples, families, older people and people with disabilities can all apply. Being in work does not stop you qualifying: the test is your net income against the limit, not whether you have a job.",
        },
      ],
    },
    {
      id: "income-thresholds",
      title: "Income thresholds by band",
      blocks: [
        {
          type: "p",
          text: `Each local authority is in one of three bands. The limit is on **net** household income, after tax, PRSI and USC. The figures below are the **base limits for a single person**${thresholdsSince ? `, ${thresholdsSince}` : ""}; the limit is higher for each extra adult and child in the household. We could not confirm the exact increases from an official page, so ask your council for the limit for your household.`,
        },
        {
          type: "table",
          caption: "Social housing net income limits by band (single person)",
          head: ["Band", "Local authorities", "Base net income limit, single person"],
          rows: ([1, 2, 3] as const).map((band) => [`Band ${band}`, councilsIn(band, on), eur(thresholds[band])]),
        },
        ...historyBlock(socialHousingThresholdsRule, on, "Income limits: earlier figures"),
        ...historyBlock(socialHousingBandsRule, on, "Which council is in which band: earlier lists"),
        sourceBlock(s, [socialHousingThresholdsRule, socialHousingBandsRule], on, SCHEME_SOURCES.socialThresholdsDailAnswer, SCHEME_SOURCES.socialBands2023),
        {
          type: "p",
          text: "The local authority works out your assessable income from your recent earnings, social welfare and other income, and disregards some items. If your income is close to the limit, apply anyway and let the council assess it: the exact calculation decides, not a rough estimate.",
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to apply",
      blocks: [
        {
          type: "steps",
          items: [
            {
              title: s.stages[0],
              content: "[Find your local authority](/schemes/local-authorities) and contact its housing section by phone, online or at its offices. Ask for the application pack and whether it takes applications online.",
            },
            {
              title: s.stages[1],
              content: `Fill in the social housing support application form (${s.form}). List everyone who will live with you, your income, your current housing, any medical or disability needs, and the areas where you would like to live.`,
            },
            {
              title: s.stages[2],
              content: "Attach proof of identity and residency, income for everyone in the household (payslips, a Revenue employment summary or social welfare statements), bank statements, your current tenancy or housing situation and any medical evidence for priority.",
            },
            {
              title: s.stages[3],
              content: "The council checks your income, your housing need and your other options. It may ask for more documents; reply quickly so your application is not delayed. You will receive a written decision, and if you are refused you can ask for a review.",
            },
            {
              title: s.stages[4],
              content: `If you qualify, you join the housing list from the date your application was accepted. Your place depends on time on the list and the council's allocation scheme. Keep your application up to date: it is reviewed ${s.renewal}, and you must confirm your details when asked or you can be removed.`,
            },
          ],
        },
      ],
    },
    {
      id: "housing-list",
      title: "How the housing list works",
      blocks: [
        {
          type: "p",
          text: "Each local authority keeps its own list and publishes an **allocation scheme**: the rules it uses to decide who is offered each home. Most give the biggest weight to **time on the list**, and some add points for need.",
        },
        {
          type: "list",
          items: [
            "**Areas of choice:** you choose the areas where you want to live. Choosing only the most popular areas usually means a longer wait.",
            "**Choice-based letting:** many councils advertise available homes online and ask people on the list to express interest; the home then goes to the eligible applicant with the longest time on the list.",
            "**Offers:** when a suitable home comes up you are offered it in writing. Refusing reasonable offers can lead to your application being deferred, so think carefully before saying no.",
            `**Annual review:** your application is reviewed ${s.renewal}. Reply to every review letter and tell the council about changes in your income, household or address.`,
          ],
        },
        {
          type: "callout",
          tone: "tip",
          text: "Your time on the list keeps counting while you receive the Housing Assistance Payment, if you ask to go on the council's transfer list. Ask about this when you start HAP.",
        },
      ],
    },
    {
      id: "priority",
      title: "Priority categories",
      blocks: [
        { type: "p", text: "Allocation schemes give priority to households in the greatest need. Categories commonly include:" },
        {
          type: "list",
          items: [
            "people who are **homeless** or at risk of homelessness;",
            "people with a **medical condition or disability** made worse by their current home, supported by medical evidence;",
            "**older people** whose home no longer suits them;",
            "households in **overcrowded or unfit** accommodation;",
            "people leaving **care, hospital or other institutional** settings; and",
            "people escaping **domestic violence**.",
          ],
        },
        {
          type: "p",
          text: "Each council's allocation scheme lists its own categories and how it applies them. Mention anything that may give priority on your form and send the evidence with it; it is not added automatically.",
        },
      ],
    },
    {
      id: "types",
      title: "Types of social housing",
      blocks: [
        {
          type: "list",
          items: [
            "**Local authority homes:** houses and apartments owned and let by the council.",
            "**Approved housing body homes:** let by not-for-profit housing associations to people from the council's list, with tenancies registered with the Residential Tenancies Board.",
            "**Housing Assistance Payment (HAP):** you rent from a private landlord and the council pays the rent; you pay the council an income-based contribution.",
            "**Rental Accommodation Scheme (RAS):** long-term private rentals arranged by the council for people who have been on Rent Supplement.",
            "**Homes for older people and for people with disabilities:** sheltered, adapted or supported homes, often provided by housing bodies.",
            "**Traveller-specific accommodation:** group housing and halting sites provided by local authorities.",
          ],
        },
      ],
    },
    {
      id: "rights",
      title: "Rights and responsibilities",
      blocks: [
        {
          type: "checklist",
          title: "Your rights as a tenant",
          items: [
            "A written **tenancy agreement** setting out your rent, the landlord's repair duties and the house rules.",
            "**Rent based on income**, recalculated when your income changes.",
            "**Repairs** to the structure and the landlord's fittings carried out within a reasonable time.",
            "**Privacy**: the landlord arranges access in advance except in an emergency.",
            "A **fair process** before any tenancy can be ended, and access to the Residential Tenancies Board if your landlord is a housing body.",
          ],
        },
        {
          type: "checklist",
          title: "Your responsibilities",
          items: [
            "Pay your rent in full and on time, and tell the council straight away if your income or household changes.",
            "Look after the home, report repairs promptly and leave it in good order when you move.",
            "Respect your neighbours: anti-social behaviour can cost you your tenancy.",
            "Live in the home yourself. Subletting or leaving it empty breaks the tenancy agreement.",
          ],
        },
        {
          type: "p",
          text: "Council tenants who later want to buy a home of their own may qualify for the [Mortgage Allowance Scheme](/schemes/mortgage-allowance) when they give their council home back.",
        },
      ],
    },
    {
      id: "alternatives",
      title: "Alternatives while you wait",
      blocks: [
        {
          type: "heading",
          text: "Housing Assistance Payment (HAP)",
        },
        {
          type: "p",
          text: "If you qualify for social housing, you can use HAP straight away instead of waiting for a council home. You find a private rental yourself, the council pays the landlord each month, and you pay the council a weekly contribution based on your income, like a council rent. Ask to be put on the transfer list so your time on the housing list keeps counting.",
        },
        { type: "heading", text: "Rental Accommodation Scheme (RAS)" },
        {
          type: "p",
          text: `RAS is for people who have received Rent Supplement for a long time, generally at least **${renterSupports.rasMinMonthsOnRentSupplement} months**, and who have a long-term housing need. The council arranges the tenancy with the landlord and you pay an income-based rent to the council.`,
        },
        { type: "heading", text: "Mortgage to Rent" },
        {
          type: "p",
          text: "If you own your home but are in serious mortgage arrears, Mortgage to Rent can let you stay in it as a social housing tenant. The home is sold to a housing body or other provider, the lender is paid from the sale and any shortfall is agreed with it, and you rent the home back at an income-based rent. You must qualify for social housing, and the process starts with your lender and [MABS](https://mabs.ie/), the free money advice service.",
        },
      ],
    },
  ],
  faq: {
    id: "faq",
    title: "Frequently asked questions",
    items: [
      {
        id: "how-long",
        question: "How long will I wait?",
        answer: [
          `It depends on the council, the areas you choose and the size of home you need. Waits run from about ${wait} in the busiest areas. Your council can tell you roughly how long people with similar needs have waited.`,
        ],
      },
      {
        id: "rent-amount",
        question: "How much rent will I pay?",
        answer: [
          `Rent is set by your council's differential rent scheme and is typically around ${rent} of your household's assessable income. Minimum rents and allowances for children vary between councils.`,
        ],
      },
      {
        id: "more-than-one-council",
        question: "Can I apply to more than one local authority?",
        answer: [
          "No. You apply to one local authority, usually where you live or have a local connection. Some councils let you choose areas of choice across a neighbouring council's boundary; ask yours.",
        ],
      },
      {
        id: "income-rises",
        question: "What if my income rises after I get a home?",
        answer: [
          "Your rent is recalculated to reflect the new income, but you keep your tenancy. The income limits apply when you are assessed for the list, not to existing tenants.",
        ],
      },
      {
        id: "refused",
        question: "What if my application is refused?",
        answer: [
          `The decision letter gives the reasons. You can ask the council to review it, and free advice is available from [Threshold](${SOURCES.threshold.url}) and [Citizens Information](${SOURCES.citizensInformation.url}).`,
        ],
      },
    ],
  },
  links: {
    id: "help-links",
    title: "Where to get help",
    items: [
      { title: "Find your local authority", description: "Ireland's 31 local authorities, with links to their official websites and housing sections.", url: "/schemes/local-authorities", icon: "map-pin", accent: "rose" },
      { title: "Citizens Information: applying for social housing", description: "The rules on eligibility, the application and the housing list.", url: SOURCES.citizensApplyingSocialHousing.url, icon: "info", accent: "green" },
      { title: "Citizens Information: HAP", description: "How the Housing Assistance Payment works and how to apply.", url: SOURCES.citizensHap.url, icon: "wallet", accent: "green" },
      { title: "Threshold", description: "Free, confidential advice for renters and people at risk of losing their home.", url: SOURCES.threshold.url, icon: "heart-handshake", accent: "purple" },
      { title: "MABS", description: "Free money advice, including help with mortgage arrears and Mortgage to Rent.", url: SOURCES.mabs.url, icon: "piggy-bank", accent: "blue" },
    ],
  },
  cta: {
    title: "Ready to apply?",
    text: "Start with your local authority's housing section, or answer a few questions to see which supports may fit your situation.",
    actions: [{ label: "Find your local authority", url: "/schemes/local-authorities", primary: true }],
    questionnaire: true,
  },
  sources: [s.source, SOURCES.citizensApplyingSocialHousing, SOURCES.citizensHap],
  reviewed: s.reviewed,
};
}
