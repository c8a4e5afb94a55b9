/**
 * Blog: affordable areas to buy in Dublin (spec 001 §2, Blog articles). The
 * specification gives no house prices for this article, so it quotes none:
 * it describes areas and trade-offs, and points readers to the Property
 * Price Register for real sale prices. The only figures are the site's own
 * lending and scheme facts.
 */
import { lending } from "~/facts/buying";
import { firstHome, helpToBuy } from "~/facts/schemes";
import { SOURCES } from "~/facts/sources";
import { eur, formatNumber, pct } from "~/lib/format";
import { definePost } from "./post";

const dublinCeiling = firstHome.priceCeilings.find((c) => c.area === "dublin")!.ceiling;

export const DUBLIN_AREAS_POST = definePost("/resources/blog/affordable-dublin-areas", {
  accent: "purple",
  description:
    "Where first-time buyers can still find value in and around Dublin, the trade-offs that come with each area, and what to weigh up beyond the asking price.",
  sections: [
    {
      id: "what-affordable-means",
      title: "What “affordable” means in Dublin",
      blocks: [
        {
          type: "p",
          text: "Dublin is the most expensive place in Ireland to buy a home, but prices vary a great deal from one part of the city to the next, depending on which side of the M50 a home sits, how close it is to a DART or Luas stop, and how the local schools are regarded. For first-time buyers that variation is an opportunity: if you are flexible about where you live, your budget can go further.",
        },
        {
          type: "p",
          text: `This article does not quote prices. Asking prices change from month to month, and the price a home finally sells for can be quite different from the price it was advertised at. Instead, it looks at where buyers have traditionally found better value, and the trade-offs that come with each area. For real figures, use the [Property Price Register](${SOURCES.propertyPriceRegister.url}), which records the price paid for every home sold in Ireland, and compare it with current listings on the property websites.`,
        },
      ],
    },
    {
      id: "budget-first",
      title: "Start with your budget, not the map",
      blocks: [
        {
          type: "p",
          text: `Before you fall for an area, work out what you can actually spend. As a first-time buyer, the Central Bank's rules usually let you borrow up to ${formatNumber(lending.ltiFirstTimeBuyer)} times your gross income, and you need a deposit of at least ${pct(lending.depositFirstTimeBuyerPercent)} of the price. Our [borrowing calculator](/tools/borrowing) does the sums for you, and the [cost calculator](/buying/costs-calculator) adds stamp duty, legal fees and the other costs of buying.`,
        },
        {
          type: "p",
          text: `Schemes can stretch a budget for a new home. Help to Buy can refund up to ${eur(helpToBuy.maxRefund)} of income tax towards the deposit on a new home worth ${eur(helpToBuy.maxPropertyValue)} or less, and the First Home Scheme can bridge the gap between your mortgage and the price, up to a price ceiling of ${eur(dublinCeiling)} in Dublin. Ceilings are lower elsewhere. Our [first-time buyer guide](/buying/first-time-buyer) takes you through all of this step by step.`,
        },
      ],
    },
    {
      id: "west-dublin",
      title: "West Dublin: Dublin 15, Lucan and Clondalkin",
      blocks: [
        {
          type: "p",
          text: "Dublin 15, which takes in Blanchardstown, Castleknock, Clonsilla, Ongar and Tyrrelstown, has a large stock of homes built from the 1990s on, along with newer estates and apartment developments. Castleknock is one of its dearer parts; the estates further west generally offer more for the money. The area has its own large shopping centre and hospital, and stations on the Maynooth rail line into the city centre.",
        },
        {
          type: "p",
          text: "Lucan and Clondalkin, to the south, mix older family homes with new developments at Adamstown and Clonburris, which are being built as planned communities with their own stations on the Kildare rail line.",
        },
        {
          type: "p",
          text: "**The trade-off:** the M50 and the N4 are busy at rush hour, and bus journeys into town can be slow. If you work in the city centre, a home within walking distance of a station will make a real difference to your day.",
        },
      ],
    },
    {
      id: "south-west-dublin",
      title: "South-west: Tallaght, Citywest and Saggart",
      blocks: [
        {
          type: "p",
          text: "Tallaght is one of Dublin's largest suburbs, with a university campus, a major hospital, a big shopping centre and the Luas Red Line into the city. Citywest and Saggart, at the end of the other branch of the Red Line, have seen a lot of new building, much of it apartments and townhouses, so they are worth a look if you hope to use Help to Buy, which only applies to new homes.",
        },
        {
          type: "p",
          text: "**The trade-off:** the Luas is reliable but slow over that distance, and some newer estates are still waiting for the shops, schools and parks planned for them. Check what has actually been built, not only what is in the brochure.",
        },
      ],
    },
    {
      id: "north-dublin",
      title: "North Dublin: Finglas, Ballymun, Swords and the Fingal towns",
      blocks: [
        {
          type: "p",
          text: "North of the city, Finglas and Ballymun are close to the airport, Dublin City University and the M50, and Ballymun has been transformed by a long regeneration programme. Ballymun is on the planned route of MetroLink, the rail line planned between Swords and the city centre, and a Luas extension to Finglas is also planned.",
        },
        {
          type: "p",
          text: "Further out, the Fingal towns have grown quickly. Donabate, Rush and Lusk, Skerries and Balbriggan are on the Northern commuter rail line into Connolly station, and they keep a town feel, with beaches and open country close by. Swords is larger and busier, and depends on buses and the M1 until MetroLink is built.",
        },
        {
          type: "p",
          text: "**The trade-off:** the further north you go, the better the value tends to be, but the longer the journey. Trains on the Northern line can be crowded at peak times.",
        },
      ],
    },
    {
      id: "commuter-belt",
      title: "Beyond the county line: the commuter belt",
      blocks: [
        {
          type: "p",
          text: "Many people who work in Dublin buy in the neighbouring counties. Towns such as Drogheda in Louth; Navan, Ashbourne and Dunboyne in Meath; Maynooth, Celbridge, Naas, Sallins and Newbridge in Kildare; and Arklow and Wicklow town in Wicklow generally offer more space for the money than Dublin itself, and many have good rail or motorway links to the city.",
        },
        {
          type: "p",
          text: "**The trade-off:** look hard at the cost of getting to work. A monthly rail or bus ticket, fuel and tolls, or a second car can take a large bite out of what you save on the price of the home, and a long commute costs you time every day. Working from home on some days changes that sum, so be realistic about what your employer will allow in the long run.",
        },
        {
          type: "p",
          text: "The First Home Scheme's price ceiling, and the local authority you deal with, depend on the county the home is in, not where you work.",
        },
      ],
    },
    {
      id: "beyond-price",
      title: "What to weigh up beyond the asking price",
      blocks: [
        {
          type: "list",
          items: [
            "**The commute, tested.** Make the journey at rush hour before you make an offer, on the transport you will really use.",
            "**Schools and childcare.** If you have children, or plan to, check for places in local schools and crèches: in fast-growing areas they can be hard to get.",
            "**Future plans.** Projects such as MetroLink, DART+ and BusConnects will change how easy some areas are to reach, but large projects often take longer than planned. Do not pay extra for a station that does not exist yet.",
            "**Energy rating.** A home with a good Building Energy Rating (BER) costs less to heat and may qualify you for a green mortgage with a lower rate. A poor rating means money spent on upgrades.",
            "**New or second-hand.** Help to Buy and the First Home Scheme are for new homes. Second-hand homes in established areas come with mature gardens, settled neighbours and amenities already in place.",
          ],
        },
        {
          type: "p",
          text: "Our [property search guide](/buying/property-search) has a checklist for viewings, including what to look for in a home's energy rating, light and condition.",
        },
      ],
    },
    {
      id: "research",
      title: "How to research an area",
      blocks: [
        {
          type: "steps",
          items: [
            { title: "Check real sale prices", content: "Search the Property Price Register for the streets you are considering, and note what similar homes sold for over the last year or two." },
            { title: "Visit at different times", content: "Go on a weekday evening and at the weekend. Look at traffic, parking and noise, and how the area feels after dark." },
            { title: "Talk to people who live there", content: "Local community groups, sports clubs and future neighbours will tell you things a listing never will." },
            { title: "Read the development plan", content: "Every local authority publishes a development plan showing which land is zoned for housing, roads and parks, and lists current planning applications: it tells you what might be built beside the home you are looking at." },
            { title: "Get your finances ready", content: "Approval in principle from a lender shows sellers you are serious, and keeps you from viewing homes above your budget." },
          ],
        },
      ],
    },
    {
      id: "next-steps",
      title: "Your next steps",
      blocks: [
        {
          type: "p",
          text: "Finding an area you can afford is one part of buying your first home. Our [first-time buyer guide](/buying/first-time-buyer) has a step-by-step checklist that takes you from saving your deposit to collecting the keys, and explains how the First Home Scheme works. [From Tenant to Homeowner](/resources/blog/tenant-to-homeowner) looks at saving for a deposit while you rent.",
        },
      ],
    },
  ],
  sources: [SOURCES.propertyPriceRegister, SOURCES.centralBankMortgageMeasures, SOURCES.revenueHelpToBuy, SOURCES.firstHomeScheme],
});
