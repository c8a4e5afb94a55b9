/**
 * Words of /buying/property-search (spec 2.4 and 001 section 2, "Property
 * Search"): eight collapsible sections, the Viewing Properties tabs (Photos,
 * the default, Issues, Energy, Light; `?view=<id>` in the URL) and a
 * calculator call to action. Every figure comes from facts.ts.
 */
import { FIRST_DUTY_BAND, greenMortgage, lending, stampDuty } from "~/facts/buying";
import { firstHome } from "~/facts/schemes";
import { SOURCES } from "~/facts/sources";
import { eur, formatNumber, pct } from "../../lib/format";
import type { SectionTabs, SectionedGuide } from "./sectioned";

const deposit = pct(lending.depositFirstTimeBuyerPercent);
const ftbLimit = formatNumber(lending.ltiFirstTimeBuyer);
const firstBand = FIRST_DUTY_BAND;
const budgetExample = firstHome.buyerExample;

export const VIEWING_TABS: SectionTabs = {
  param: "view",
  label: "What to check at a viewing",
  defaultTab: "photos",
  topics: [
    {
      id: "photos",
      title: "Photos",
      description: "Compare the listing with the real thing, and record what you see.",
      icon: "camera",
      color: "blue",
      sections: [
        {
          id: "photos-before",
          title: "Read the listing photos critically",
          blocks: [
            {
              type: "list",
              items: [
                "Wide-angle lenses make rooms look bigger. Check the floor plan and the room sizes in the brochure, and bring a tape measure to the viewing.",
                "Notice what is **not** shown. No photo of the bathroom, the back garden or the view from the front window usually means there is a reason.",
                "Look at the dates. Photos from a previous sale, or taken in summer, can hide years of wear or a garden that faces a wall.",
                "Check the street on an online map and, if you can, walk it before the viewing.",
              ],
            },
          ],
        },
        {
          id: "photos-during",
          title: "Take your own photos",
          blocks: [
            {
              type: "p",
              text: "Ask the agent if you may take photos and short videos. After three or four viewings, homes blur together; your own pictures help you compare them and show the engineer or a family member what worried you.",
            },
            {
              type: "checklist",
              items: [
                "Every room, including ceilings and the corners where damp shows first.",
                "The fuse board, boiler and hot water cylinder, with any labels or service stickers.",
                "Windows and frames, the roof and gutters from the street, and the back of the house.",
                "Anything you want to ask about later: cracks, stains, extensions, the attic.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "issues",
      title: "Issues",
      description: "Spot the warning signs of damp, structural problems and costly repairs.",
      icon: "alert-triangle",
      color: "rose",
      sections: [
        {
          id: "issues-inside",
          title: "Inside the house",
          blocks: [
            {
              type: "list",
              items: [
                "**Damp and mould**: a musty smell, black spots around windows, peeling paint or wallpaper, or a freshly painted patch on one wall only.",
                "**Cracks**: fine cracks in plaster are common; wide or diagonal cracks, or doors that stick, can mean movement in the structure.",
                "**Plumbing**: run the taps, flush the toilet and check the water pressure upstairs. Ask how old the boiler is and when it was serviced.",
                "**Electrics**: an old fuse board, few sockets or scorched switches may mean rewiring, which is expensive and messy.",
                "**Windows**: condensation between double-glazed panes means the seal has failed.",
              ],
            },
          ],
        },
        {
          id: "issues-irish",
          title: "Problems to ask about in Ireland",
          blocks: [
            {
              type: "list",
              items: [
                "**Pyrite**: some homes built during the boom, mostly in parts of Leinster, have pyrite in the hardcore under the floors, which causes cracking and heaving. Ask whether the home has been tested.",
                "**Defective concrete blocks (mica)**: homes in Donegal, Mayo and some other counties were built with blocks that crumble over time. Look for spider-web cracking on outside walls and ask your engineer to check.",
                `**Radon**: a natural radioactive gas that can build up indoors. Check the area on the [EPA's radon map](${SOURCES.epaRadon.url}) and ask whether the home has been tested or has a radon sump.`,
                `**Flooding**: look the address up on the [OPW flood maps](${SOURCES.floodInfo.url}) and ask your insurer whether it will cover the home for flood.`,
                "**Septic tanks**: a rural home not on the public sewer should have its septic tank registered with the local authority. Ask when it was last emptied and inspected.",
                "**Extensions and attic conversions**: ask whether they had planning permission and meet the building regulations. Your solicitor will need the paperwork.",
              ],
            },
            {
              type: "callout",
              tone: "warning",
              title: "Always get a survey",
              text: "A viewing shows you the surface. Before you sign contracts, pay an independent engineer or building surveyor to inspect the home. The lender's valuation only checks the home is worth the loan; it is not a survey.",
            },
          ],
        },
      ],
    },
    {
      id: "energy",
      title: "Energy",
      description: "Read the BER and find out what the home will cost to heat.",
      icon: "zap",
      color: "green",
      sections: [
        {
          id: "energy-ber",
          title: "Read the BER",
          blocks: [
            {
              type: "p",
              text: `Almost every home for sale must show its Building Energy Rating (BER), from A1, the most efficient, to G. It is one of the best guides you have to future heating bills. A home rated **${greenMortgage.minimumBer} or better** may also qualify for a [green mortgage](/buying/mortgage-process#green-mortgages), with a lower interest rate; all new homes built since ${greenMortgage.newHomesARatedSince} are A-rated.`,
            },
            {
              type: "list",
              items: [
                "Ask for the BER certificate and its advisory report, which lists the upgrades that would improve the rating.",
                "A low rating is not a reason to walk away, but it should be reflected in your offer and your budget.",
              ],
            },
          ],
        },
        {
          id: "energy-questions",
          title: "Questions to ask",
          blocks: [
            {
              type: "checklist",
              items: [
                "What heats the home: gas, oil, a heat pump, electric storage heaters or solid fuel? How old is the system?",
                "How much are the electricity and heating bills over a year? Ask to see them.",
                "Is the attic insulated, and how thick is it? Have the walls been insulated?",
                "Are the windows double or triple glazed? Are there draughts around doors and windows?",
                "Are there solar panels, and who owns them?",
              ],
            },
            {
              type: "p",
              text: `The [Sustainable Energy Authority of Ireland](${SOURCES.seai.url}) offers grants for insulation, heat pumps and solar panels, which can make an older, cheaper home a good buy if you plan to upgrade it.`,
            },
          ],
        },
      ],
    },
    {
      id: "light",
      title: "Light",
      description: "Check which way the home faces and how bright it is at different times.",
      icon: "sun",
      color: "amber",
      sections: [
        {
          id: "light-orientation",
          title: "Which way does it face?",
          blocks: [
            {
              type: "list",
              items: [
                "In Ireland, a **south-facing** garden or living room gets the most sun; west-facing catches the evening sun; north-facing rooms stay cooler and dimmer.",
                "Use your phone's compass at the viewing to check the direction of the back garden and the main rooms.",
                "Look at what surrounds the home: tall trees, a high wall or a neighbouring building can block light for much of the day, especially in winter.",
              ],
            },
          ],
        },
        {
          id: "light-visits",
          title: "See it at different times",
          blocks: [
            {
              type: "list",
              items: [
                "Viewings are often arranged at the brightest time of day. Ask for a second viewing at a different time, or walk past in the morning and evening.",
                "Notice which rooms need the lights on in the middle of the day.",
                "Check your local authority's planning search for applications nearby: a new building next door could take your light away.",
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const PROPERTY_SEARCH: SectionedGuide = {
  path: "/buying/property-search",
  title: "Property Search Guide",
  tag: "Buying",
  lead: "Where to look for homes for sale in Ireland, how to judge a property at a viewing, and what to check about the area before you make an offer.",
  accent: "purple",
  intro: {
    title: "Finding the right home",
    blocks: [
      {
        type: "p",
        text: "Searching for a home is exciting and tiring in equal measure. Good homes in popular areas often sell within weeks, so the buyers who do best are the ones who are ready: they know their budget, they have approval in principle, and they know what to look for at a viewing.",
      },
      {
        type: "p",
        text: "This guide follows the order you will meet things in: getting started, setting a budget, where to look, how to search smartly, what to check at a viewing, the area around the home, a quick test of daily life there, and moving in.",
      },
    ],
  },
  defaultOpen: "getting-started",
  sections: [
    {
      id: "getting-started",
      title: "Getting Started",
      blocks: [
        {
          type: "p",
          text: "Before you open a property website, write down what you need from a home and what you would merely like. It stops you falling for a house that doesn't work for your life, and it makes comparing homes much easier.",
        },
        {
          type: "checklist",
          title: "Decide before you search",
          items: [
            "**Must-haves**: number of bedrooms, commute time, access to schools or family, parking, a garden.",
            "**Nice-to-haves**: a second bathroom, a south-facing garden, a home office, room to extend.",
            "**Deal-breakers**: a busy road, a long commute, a home needing major work you can't afford.",
            "**New or second-hand**: Help to Buy and the First Home Scheme only apply to new homes; second-hand homes are often in established areas with more space.",
          ],
        },
        {
          type: "p",
          text: "Get mortgage approval in principle before you start viewing seriously. Estate agents will ask for it before they take your offer seriously, and it tells you exactly what you can spend. Our [mortgage guide](/buying/mortgage-process) explains how to get ready.",
        },
      ],
    },
    {
      id: "know-your-budget",
      title: "Know Your Budget",
      blocks: [
        {
          type: "p",
          text: `Your budget is your mortgage plus your savings, less the costs of buying. First-time buyers can usually borrow up to **${ftbLimit} times** their gross income and need a deposit of at least **${deposit}** of the price.`,
        },
        {
          type: "callout",
          tone: "example",
          title: "A quick example",
          text: `A couple earning ${eur(budgetExample.income)} between them can usually borrow ${eur(budgetExample.mortgage)}. With ${eur(budgetExample.deposit)} saved, their ceiling without a scheme is ${eur(budgetExample.mortgage + budgetExample.deposit)}, but part of their savings must also cover stamp duty, legal fees and the survey, so they should search below that figure.`,
        },
        {
          type: "list",
          items: [
            `**Stamp duty** is ${pct(firstBand.rate)} of the price up to ${eur(firstBand.to!)}.`,
            "**Legal fees, a survey, mortgage fees and insurance** add several thousand euro more.",
            "**Moving and furnishing** costs are easy to forget, especially for a first home.",
          ],
        },
        {
          type: "p",
          text: "Use the [cost calculator](/buying/costs-calculator) to add up every cost for the price you have in mind, and the [borrowing limit calculator](/tools/borrowing) to check what you can borrow. Then set your search filter a little below your maximum: bidding can push the final price above the asking price.",
        },
        { type: "source", sources: [lending.source, stampDuty.source], reviewed: lending.reviewed },
      ],
    },
    {
      id: "where-to-look",
      title: "Where To Look",
      blocks: [
        { type: "heading", text: "Estate agent sites" },
        {
          type: "p",
          text: `Most homes for sale in Ireland are listed on [Daft.ie](${SOURCES.daft.url}) and [MyHome.ie](${SOURCES.myhome.url}). Set up saved searches with email alerts so you hear about new listings the day they appear. Local estate agents' own websites sometimes list homes a little earlier, and new developments often have their own sites with release dates. Every estate agent must hold a licence from the [Property Services Regulatory Authority](${SOURCES.psra.url}).`,
        },
        { type: "heading", text: "Local newspapers" },
        {
          type: "p",
          text: "Regional and local papers still carry property pages, especially outside the cities. Older sellers and local agents sometimes advertise there first, and the papers are a good way to learn which agents are active in an area.",
        },
        { type: "heading", text: "Social media groups" },
        {
          type: "p",
          text: "Local community groups on social media can turn up private sales and homes coming to the market soon. Treat them with care: never pay a deposit to anyone you haven't met, through an agent or solicitor you haven't checked, for a home you haven't viewed.",
        },
        { type: "heading", text: "Auctions" },
        {
          type: "p",
          text: "Homes sold at auction, in a room or online, can be good value, but the rules are different. When the hammer falls the sale is binding: you must pay a deposit on the day and complete within a set time, usually with no conditions for your mortgage or a survey.",
        },
        {
          type: "list",
          items: [
            "Have your mortgage fully approved, not just in principle, before you bid.",
            "Get the survey done and have your solicitor read the legal pack before the auction.",
            "Set your maximum in advance and stick to it.",
          ],
        },
        { type: "source", sources: [SOURCES.psra, SOURCES.citizensBuyingHome], reviewed: lending.reviewed },
      ],
    },
    {
      id: "smart-search-tips",
      title: "Smart Search Tips",
      blocks: [
        {
          type: "list",
          items: [
            `**Check what homes actually sold for.** The [Residential Property Price Register](${SOURCES.propertyPriceRegister.url}) lists the sale price of every home sold in Ireland. Asking prices are a starting point; sale prices tell you what the market will bear.`,
            "**Search a little wider.** Set your price filter slightly above and below your budget, and include neighbouring areas: a home just outside a popular postcode can cost noticeably less.",
            "**Watch how long homes have been listed.** A home that has been on the market for months, or has had its price reduced, may leave room to negotiate.",
            "**Move quickly, but not blindly.** Contact the agent as soon as a suitable home appears, and register your interest and your approval in principle.",
            "**Keep a record.** Note every home you view, the asking price, what you liked and what worried you.",
            "**Understand bidding.** Offers in Ireland are *subject to contract*: nothing binds either side until contracts are signed, so a sale can fall through even after an offer is accepted. Ask the agent to confirm bids in writing.",
          ],
        },
        { type: "source", sources: [SOURCES.propertyPriceRegister, SOURCES.ccpcBuyingHome], reviewed: lending.reviewed },
      ],
    },
    {
      id: "viewing-properties",
      title: "Viewing Properties",
      blocks: [
        {
          type: "p",
          text: "A viewing usually lasts a short time, with other buyers around. Go with a plan: choose a topic below for what to check. Bring someone who will be honest with you, a tape measure, your phone and a list of questions.",
        },
      ],
      tabs: VIEWING_TABS,
      after: [{ type: "source", sources: [SOURCES.seai, SOURCES.epaRadon, SOURCES.floodInfo], reviewed: greenMortgage.reviewed }],
    },
    {
      id: "beyond-the-property",
      title: "Beyond The Property",
      blocks: [
        {
          type: "p",
          text: "You can renovate a house, but you can't move it. Spend as much time on the area as on the home itself.",
        },
        {
          type: "checklist",
          items: [
            "**Commute**: do the journey to work or college at rush hour, by the transport you will actually use.",
            "**Schools and childcare**: check which schools serve the area and how hard it is to get a place.",
            "**Broadband and mobile coverage**: check the Eircode with broadband providers before you commit, especially in rural areas.",
            "**Planning**: search your local authority's planning applications for the street and the land around it.",
            "**Noise**: visit on a weekday evening and at the weekend. Look for pubs, busy roads, flight paths and late-night traffic.",
            "**Apartments**: ask the owners' management company for the annual service charge, what it covers, and how much is in the sinking fund for major repairs.",
            "**Neighbours**: say hello. People who live on the street will often tell you what the brochure won't.",
          ],
        },
      ],
    },
    {
      id: "fifteen-minute-test",
      title: "The 15-Minute Test",
      blocks: [
        {
          type: "p",
          text: "Before you make an offer, spend fifteen minutes testing everyday life from the front door. Can you reach what you need within a fifteen-minute walk or cycle, and does the street still feel right when you stand in it?",
        },
        {
          type: "checklist",
          title: "Within fifteen minutes, can you reach",
          items: [
            "A shop for everyday groceries.",
            "A pharmacy and a GP.",
            "A bus stop, train or Luas station with a useful service.",
            "A school or childcare, if you need one.",
            "A park, playground or somewhere to walk.",
          ],
        },
        {
          type: "checklist",
          title: "Then stand outside for fifteen minutes",
          items: [
            "Listen: traffic, trains, dogs, a school yard at break time.",
            "Watch: how fast cars go, where people park, how the street is kept.",
            "Come back after dark: is the route from the bus stop well lit, and would you be happy walking it alone?",
          ],
        },
        {
          type: "p",
          text: "If the home fails the test, think hard. A longer commute or a car for every errand costs money and time every day you live there.",
        },
      ],
    },
    {
      id: "making-the-move",
      title: "Making The Move",
      blocks: [
        {
          type: "steps",
          items: [
            { title: "Make your offer", content: "Make it through the agent, based on recent sale prices on the Property Price Register, and ask for written confirmation." },
            { title: "Pay the booking deposit", content: "When your offer is accepted, pay the booking deposit and get a receipt. It is refundable until contracts are signed." },
            { title: "Instruct your solicitor and surveyor", content: "Your solicitor checks the title and planning; your engineer or surveyor inspects the home." },
            { title: "Finalise your mortgage", content: "Your lender values the home and issues the loan offer. Arrange mortgage protection and home insurance." },
            { title: "Sign contracts and close", content: `Sign contracts and pay the balance of your deposit, then close the sale: the funds are transferred, the stamp duty is paid and you get the keys. The [first-time buyer checklist](/buying/first-time-buyer) has every step.` },
          ],
        },
        { type: "heading", text: "Moving in" },
        {
          type: "checklist",
          items: [
            "Take meter readings on the day you get the keys, and set up electricity, gas and broadband in your name.",
            "Change your address with Revenue, your bank, your employer, your doctor and An Post's mail redirection service.",
            "Update your address on the electoral register.",
            `Make sure the home is registered for [Local Property Tax](${SOURCES.revenueLpt.url}).`,
            "If you are renting, give your landlord the correct notice: see [your rights as a tenant](/renting/tenant-rights).",
          ],
        },
      ],
    },
  ],
  cta: {
    title: "What will your home really cost?",
    text: "Before you make an offer, add stamp duty, legal fees, the survey, mortgage costs and moving to the price.",
    actions: [
      { label: "Open the cost calculator", url: "/buying/costs-calculator", primary: true },
      { label: "Prepare for your mortgage", url: "/buying/mortgage-process" },
    ],
  },
  sources: [SOURCES.citizensBuyingHome, SOURCES.propertyPriceRegister, SOURCES.psra, SOURCES.seai],
  reviewed: lending.reviewed,
};
