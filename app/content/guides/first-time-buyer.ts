/**
 * Words of /buying/first-time-buyer (spec 2.4 and 001 section 2,
 * "First-Time Buyer"): title "First Home Scheme", tag "Government Support",
 * a back link to the Buying Guide, and two collapsible sections: the
 * 21-step checklist in four stages and the First Home Scheme explainer.
 * Every figure comes from facts.ts; the Central Bank's limits are dated
 * rules, so the guide is built for a date (its loader passes today in Ireland).
 */
import { FIRST_DUTY_BAND, lending, loanToIncome, mortgageDeposit } from "~/facts/buying";
import { firstHome, firstHomeCeilingsRule, firstHomeCertificateRule, firstHomeSchemeRule, helpToBuy, type PriceCeiling } from "~/facts/schemes";
import { latestValue, ruleOn, valueOn } from "~/facts/dated";
import { historyBlock, historyItems, sourceBlock, unconfirmedWords } from "../dated-words";
import { changesLink } from "~/facts/changes";
import { SOURCES } from "~/facts/sources";
import { eur, formatNumber, pct } from "../../lib/format";
import type { ChecklistStage, SectionedGuide } from "./sectioned";

/** The first-time buyer's limits in force on `on`, as the guide words them. */
/** How long the Eligibility Certificate lasts, worded as sure as the rule is (facts/schemes.ts firstHomeCertificateRule: unconfirmed). */
function certificateWords(on: string): string {
  const p = ruleOn(firstHomeCertificateRule, on).period ?? firstHomeCertificateRule.periods[0]!;
  return p.certainty === "unconfirmed"
    ? `An earlier version of this guide said it lasts ${formatNumber(p.value)} months. ${unconfirmedWords(p)}`
    : `It lasts ${formatNumber(p.value)} months.`;
}

function limits(on: string) {
  return { deposit: pct(valueOn(mortgageDeposit, on).firstTime), ftbLimit: formatNumber(valueOn(loanToIncome, on).firstTime) };
}
const firstBand = FIRST_DUTY_BAND;
const example = firstHome.buyerExample;
/** What this guide's table once said (specification 001): three regions, kept as history. */
const SPEC_CEILINGS = firstHome.priceCeilings.map((c) => `${c.label} ${eur(c.ceiling)}`).join("; ");

/** The per-council ceilings on `on`, in a sentence: their range, and where to find each. */
function ceilingWords(on: string): string {
  const status = ruleOn(firstHomeCeilingsRule, on);
  const known = status.state === "current" ? Object.values(status.period!.value).filter((c): c is PriceCeiling => c !== null) : [];
  const table = "[First Home Scheme page](/schemes/first-home#requirements)";
  if (!known.length) return `Each local authority sets its own ceiling. We could not confirm the ceilings in force now: see the ${table} and check on the [scheme's own site](${SOURCES.firstHomeScheme.url}).`;
  const low = Math.min(...known.map((c) => Math.min(c.house, c.apartment)));
  const high = Math.max(...known.map((c) => Math.max(c.house, c.apartment)));
  return `Each local authority has its own ceiling, for houses and for apartments, reviewed twice a year. As reported, they run from **${eur(low)} to ${eur(high)}** (${eur(high)} in the four Dublin councils). Every council's figure, and the ones we could not confirm, are on the ${table}: check the exact figure on the scheme's own site before you reserve a home.`;
}

/** The 21-step checklist as it reads on `on`. */
export function checklist(on: string): ChecklistStage[] {
  const { deposit, ftbLimit } = limits(on);
  return [
  {
    id: "planning",
    title: "Planning",
    summary: "Get your finances in shape and find out what you can afford before you fall for a house.",
    steps: [
      {
        title: "Take stock of your finances",
        detail: "List your income, regular spending, loans and credit cards. Knowing where your money goes is the first thing a lender will check, so check it first.",
      },
      {
        title: "Save your deposit",
        detail: `First-time buyers need at least **${deposit}** of the price. Save a fixed amount every month into a separate account: lenders want to see a steady record, not a last-minute lump sum. See [saving for your deposit](/buying/mortgage-process#saving-deposit).`,
      },
      {
        title: "Check your credit report",
        detail: `Request your free report from the [Central Credit Register](${SOURCES.centralCreditRegister.url}) and fix any errors. Clear small debts and pay everything on time from now on.`,
      },
      {
        title: "Work out how much you can borrow",
        detail: `Most first-time buyers can borrow up to **${ftbLimit} times** their gross income. Try the [borrowing limit calculator](/tools/borrowing) to see your figure and the price range it puts you in.`,
      },
      {
        title: "Check which schemes you qualify for",
        detail: "Help to Buy and the First Home Scheme can help with a new home; the Local Authority Home Loan helps buyers who can't get enough from a bank. Compare them on the [government schemes page](/schemes), and put them together for one home, or two side by side, with the [purchase planner](/buying/plan).",
      },
      {
        title: "Budget for the costs on top of the price",
        detail: `Stamp duty is ${pct(firstBand.rate)} of the price up to ${eur(firstBand.to!)}, and you will also pay legal fees, a survey, mortgage costs and moving costs. Add them up with the [cost calculator](/buying/costs-calculator).`,
      },
    ],
  },
  {
    id: "search-application",
    title: "Search & Application",
    summary: "Get your paperwork ready, line up a lender and a solicitor, and start looking.",
    steps: [
      {
        title: "Gather your documents",
        detail: "Photo ID, proof of address, payslips, a salary certificate, your Employment Detail Summary from Revenue, and statements for every account and loan. The [mortgage guide](/buying/mortgage-process#getting-ready) has the full list.",
      },
      {
        title: "Compare lenders or talk to a broker",
        detail: "Lenders count income differently, especially overtime and bonuses, so the amount you are offered can vary a lot. Compare rates, cashback and green mortgages, or use an authorised broker.",
      },
      {
        title: "Get mortgage approval in principle",
        detail: "Approval in principle tells you, and estate agents, how much a lender expects to lend you. It lasts for a limited time, so get it when you are ready to view seriously.",
      },
      {
        title: "Apply for Help to Buy or the First Home Scheme",
        detail: `If you are buying a new home, register for [Help to Buy](/schemes/help-to-buy) through Revenue's myAccount (up to ${eur(helpToBuy.maxRefund)}) and, if you need it, apply for a First Home Scheme Eligibility Certificate (explained below).`,
      },
      {
        title: "Choose a solicitor",
        detail: "Get quotes from two or three solicitors who do conveyancing, and ask what their fee includes (searches, outlays and VAT). Instruct one before you make an offer, so nothing waits on you later.",
      },
      {
        title: "Start viewing properties",
        detail: "Search online, in local papers and through agents, and go to viewings with a checklist. Our [property search guide](/buying/property-search) covers what to look for.",
      },
    ],
  },
  {
    id: "offer-purchase",
    title: "Offer & Purchase",
    summary: "Make an offer, secure the home and make sure it is what it seems.",
    steps: [
      {
        title: "Make an offer",
        detail: `Offers are made through the estate agent and are *subject to contract*: nothing is binding on either side until contracts are signed. Ask the agent to confirm your bid in writing, and check recent sale prices on the [Residential Property Price Register](${SOURCES.propertyPriceRegister.url}).`,
      },
      {
        title: "Pay the booking deposit",
        detail: "Once your offer is accepted, you pay a booking deposit to the agent or developer to take the home off the market. It is refundable until contracts are signed; get a receipt that says so.",
      },
      {
        title: "Get a survey",
        detail: "Pay an independent engineer or surveyor to inspect a second-hand home before you sign. For a new build, get a snag list done before closing so the builder fixes defects.",
      },
      {
        title: "Get your full mortgage offer",
        detail: "Your lender values the property and issues a loan offer. Read the conditions carefully and send the signed acceptance to your solicitor.",
      },
      {
        title: "Arrange insurance",
        detail: "Most buyers must have mortgage protection insurance, which clears the loan if you die, and the lender requires home insurance from the day you close. Compare quotes rather than taking the lender's.",
      },
    ],
  },
  {
    id: "closing",
    title: "Closing",
    summary: "Sign, pay and get the keys, then settle into your new home.",
    steps: [
      {
        title: "Sign contracts and pay the deposit balance",
        detail: `Your solicitor checks the title and planning, then you sign contracts and pay the rest of your deposit, usually bringing it to ${pct(lending.newBuildDepositPercent)} of the price. From this point the sale is binding.`,
      },
      {
        title: "Draw down your mortgage",
        detail: "Your solicitor confirms the lender's conditions are met and requests the funds. Help to Buy and First Home Scheme money is released at this stage too.",
      },
      {
        title: "Close the sale and get the keys",
        detail: "On closing day the money is transferred, your solicitor pays the stamp duty and registers you as the owner, and you collect the keys.",
      },
      {
        title: "Move in and update your details",
        detail: `Register with electricity, gas and broadband suppliers, change your address with Revenue, your bank and employer, and make sure the home is registered for [Local Property Tax](${SOURCES.revenueLpt.url}).`,
      },
    ],
  },
  ];
}

/** The guide as it reads on `on` (ISO date). */
export function firstTimeBuyerGuide(on: string): SectionedGuide {
  const { deposit, ftbLimit } = limits(on);
  // The scheme's share limits and deposit on `on` (or, after it ends, the last that applied: the section says it ended).
  const fhs = latestValue(firstHomeSchemeRule, on);
  return {
  path: "/buying/first-time-buyer",
  title: "First Home Scheme",
  tag: "Government Support",
  lead: "Your checklist for buying a first home in Ireland, from the first euro saved to the day you get the keys, and how the First Home Scheme can bridge the gap between what you can borrow and the price of a new home.",
  accent: "blue",
  backLink: { label: "Back to the Buying Guide", url: "/buying" },
  intro: {
    title: "Buying your first home",
    blocks: [
      {
        type: "p",
        text: "Buying your first home in Ireland usually takes months, and most of the work happens before you ever make an offer. The checklist below puts the 21 steps in the order they happen, in four stages. Tick them off as you go: nothing is saved or sent anywhere.",
      },
      {
        type: "p",
        text: `If your mortgage and deposit together fall short of the price of a new home, the State can help. The **First Home Scheme** takes a share of up to ${pct(fhs.maxSharePercent)} in your home to close the gap, and the second section explains how it works, who it is for and what you need.`,
      },
    ],
  },
  defaultOpen: "checklist",
  sections: [
    {
      id: "checklist",
      title: "First-time buyer checklist: 21 steps in four stages",
      blocks: [
        {
          type: "p",
          text: "Work through the stages in order. Each step says what to do and where to find more help. Print the page if you would like a paper copy.",
        },
      ],
      checklist: checklist(on),
      after: [
        {
          type: "callout",
          tone: "info",
          title: "Buying a new build?",
          text: `You usually pay a booking deposit to reserve the home, then a deposit of typically **${pct(lending.newBuildDepositPercent)}** of the price when you sign contracts, with the booking deposit counted towards it. The rest is paid at closing, which can be many months later if the home is still being built. Check when your mortgage approval and any Eligibility Certificate expire.`,
        },
      ],
    },
    {
      id: "first-home-scheme",
      title: "The First Home Scheme explained",
      blocks: [
        { type: "heading", text: "What it is" },
        {
          type: "p",
          text: `The First Home Scheme is a **shared equity** scheme run by the State and participating banks. It pays part of the price of a new home in return for the same share of its ownership: up to **${pct(fhs.maxSharePercent)}** of the price, or up to ${pct(fhs.maxShareWithHelpToBuyPercent)} if you also use Help to Buy. It is not a loan you repay monthly. You buy the share back when you sell, or earlier, in one go or in parts of at least ${pct(firstHome.minPartialRedemptionPercent)} of the amount the scheme paid.`,
        },
        { type: "heading", text: "Who it is for" },
        {
          type: "list",
          items: [
            "First-time buyers, and some people who no longer own a home after a divorce, separation or insolvency (the *fresh start* rule).",
            "Buyers of a **newly built** house or apartment in a private development, or people building their own home.",
            "People who will live in the home as their main residence.",
            "Buyers whose mortgage and deposit leave a **gap** to the price: the scheme funds that gap, not more.",
          ],
        },
        { type: "heading", text: "The six steps" },
        {
          type: "steps",
          items: [
            { title: "Use the online calculator", content: `The [First Home Scheme](${SOURCES.firstHomeScheme.url}) website has a calculator that estimates the share you could get from your mortgage, deposit and the price.` },
            { title: "Register", content: "Create an account on the scheme's website." },
            { title: "Provide your details and documents", content: "Upload proof of identity, your mortgage approval in principle from a participating lender and evidence of your deposit." },
            { title: "Get your Eligibility Certificate", content: `If you qualify, you receive an Eligibility Certificate. It has an expiry date, so apply when you are ready to buy. ${certificateWords(on)}` },
            { title: "Complete your mortgage with a participating bank", content: "Your mortgage must come from a lender taking part in the scheme. Give them your certificate and finish the mortgage application." },
            { title: "Your solicitor does the rest", content: "Your solicitor handles the legal paperwork for the equity share alongside the purchase, and the scheme's money is paid at closing." },
          ],
        },
        { type: "heading", text: "What you need" },
        {
          type: "checklist",
          items: [
            `A deposit of at least **${pct(fhs.minDepositPercent)}** of the price. Help to Buy can count towards it.`,
            "**Mortgage approval** from a participating lender.",
            "A **property within the price limits** for its area (below).",
          ],
        },
        { type: "p", text: ceilingWords(on) },
        {
          type: "history",
          title: "Price ceilings: what this guide said before",
          items: [
            `Earlier, this guide gave three regional ceilings: ${SPEC_CEILINGS}. The scheme sets a ceiling for each council, and those three figures never matched it.`,
            ...historyItems(firstHomeCeilingsRule, on).filter((line) => !line.startsWith("Earlier,")),
          ],
          changes: changesLink(firstHomeCeilingsRule),
        },
        { type: "heading", text: "A worked example" },
        {
          type: "table",
          caption: `A couple earning ${eur(example.income)} buy a ${eur(example.price)} new home`,
          head: ["Part of the purchase", "Amount"],
          rows: [
            ["Price of the home", eur(example.price)],
            [`Mortgage (${ftbLimit} times ${eur(example.income)})`, eur(example.mortgage)],
            [`Deposit (${deposit} of the price)`, eur(example.deposit)],
            ["Gap funded by the First Home Scheme", `${eur(example.gap)} (${pct(example.gapPercent)})`],
          ],
          highlight: 3,
        },
        ...historyBlock(loanToIncome, on, "The loan-to-income limit: earlier rules"),
        sourceBlock(lending, [loanToIncome, mortgageDeposit], on),
        {
          type: "p",
          text: `The couple can borrow ${eur(example.mortgage)} and have saved ${eur(example.deposit)}. That leaves a gap of **${eur(example.gap)}**, about **${pct(example.gapPercent)}** of the price, which is within the scheme's ${pct(fhs.maxSharePercent)} limit. The State and the bank then own ${pct(example.gapPercent)} of the home. If the couple later sell, or buy the share back, they repay that percentage of the home's value at the time, so the amount rises or falls with the market.`,
        },
        {
          type: "callout",
          tone: "tip",
          title: "Plan to buy the share back",
          text: `The sooner you buy back the share, the less you pay if prices rise. You can redeem it in parts of at least ${pct(firstHome.minPartialRedemptionPercent)} of the amount the scheme paid whenever you have savings to spare. The [First Home Scheme page](/schemes/first-home) explains how repaying the share works.`,
        },
        {
          type: "links",
          items: [
            { title: "All government schemes", description: "Help to Buy, the First Home Scheme, the Mortgage Allowance Scheme, Cost Rental and Social Housing.", url: "/schemes", icon: "landmark", accent: "purple" },
            { title: "Prepare for your mortgage", description: "Save your deposit, get mortgage-ready and find the lender that counts your income best.", url: "/buying/mortgage-process", icon: "banknote", accent: "green" },
          ],
        },
        { type: "source", sources: [firstHome.source, SOURCES.citizensFirstHome], reviewed: firstHome.reviewed },
      ],
    },
  ],
  cta: {
    title: "Ready for the next step?",
    text: "See what your mortgage could be, and what the full purchase will cost once stamp duty, fees and moving are added.",
    actions: [
      { label: "Prepare for your mortgage", url: "/buying/mortgage-process", primary: true },
      { label: "Explore government schemes", url: "/schemes" },
    ],
  },
  sources: [firstHome.source, lending.source, helpToBuy.source, SOURCES.citizensBuyingHome],
  reviewed: firstHome.reviewed,
  };
}
