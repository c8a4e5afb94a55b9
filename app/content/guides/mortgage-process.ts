/**
 * Words of /buying/mortgage-process (spec 001 section 2, "Mortgage Process"):
 * four collapsible sections, saving-deposit, getting-ready, mortgage-options
 * and green-mortgages. Every figure comes from facts.ts; the Central Bank's
 * limits are dated rules, so the guide is built for a date (its loader passes
 * today in Ireland).
 */
import { greenMortgage, lending, loanToIncome, mortgageDeposit } from "~/facts/buying";
import { helpToBuy, firstHome } from "~/facts/schemes";
import { closingClaimWindows, mortgageInterestTaxRelief, rentTaxCredit, RTC_CONDITIONS } from "~/facts/taxes";
import { claimsCloseWords } from "../rent-credit";
import { periodSpeakingOn, ruleOn, valueOn } from "~/facts/dated";
import { historyBlock, sourceBlock, whenWords } from "../dated-words";
import { SOURCES } from "~/facts/sources";
import { eur, formatNumber, pct } from "../../lib/format";
import type { SectionedGuide } from "./sectioned";

const [exceptionLow, exceptionHigh] = lending.ltiExceptions.map(formatNumber);
const [historyShort, historyLong] = lending.variableIncomeHistoryYears;
const variableMin = pct(lending.variableIncomeCountedPercent.min);
const variableMax = pct(lending.variableIncomeCountedPercent.max);

/*
 * The worked example: a couple buying a 450,000 home was offered three
 * different amounts. At the first-time buyer limit, the lowest offer is basic
 * pay alone and the highest counts all variable pay, so the figures imply
 * the couple's basic and variable income, and the share the middle lender
 * counted. Derived here, never typed, so the example stays consistent.
 */
const example = lending.lenderExample;
const [offerLow, offerMid, offerHigh] = example.offers as readonly [number, number, number];
const midShare = ((offerMid - offerLow) / (offerHigh - offerLow)) * 100;
const shortfall = (offer: number) => example.price - offer;
const samplePrice = firstHome.buyerExample.price;

/** Revenue's Mortgage Interest Tax Credit page (the relief's conditions and how to claim). */
const REVENUE_MORTGAGE_INTEREST = { name: "Revenue: Mortgage Interest Tax Credit", url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/mortgage/interest-paid.aspx" };
/** The tax reliefs this guide states were checked on this date (facts/taxes.ts). */
const TAX_GROUP = { source: SOURCES.revenue, reviewed: "2026-11-24" };

/**
 * The Rent Tax Credit item of the "claim what applies" list, with the amount for rent paid on `on`'s year. Who can
 * claim is said with the condition rules' own clauses (facts/taxes.ts): not council, housing body, Minister or OPW
 * tenants, and not with HAP, RAS or Rent Supplement, where "if you rent privately" once stood (issue 42); and a
 * year's claim window closing soon is said in bold (content/rent-credit.ts).
 */
function rentCreditItem(on: string): string {
  const status = ruleOn(rentTaxCredit, on);
  const who = `if ${periodSpeakingOn(RTC_CONDITIONS.specifiedLandlords, on).value.ifNotSaid} and ${periodSpeakingOn(RTC_CONDITIONS.supportedTenants, on).value.ifNotSaid.support}`;
  const closing = closingClaimWindows(on).map((w) => ` **${claimsCloseWords(w.year, w.lastDay)}**`).join("");
  const tool = " The [Rent Tax Credit calculator](/tools/rent-tax-credit) checks who can claim and works out each year.";
  if (status.state !== "current") return `The Rent Tax Credit, ${who}, for the years it applied.${closing}${tool}`;
  const when = whenWords(status);
  return `The Rent Tax Credit, ${who}: ${rentTaxCredit.describe(status.period!.value)}${status.period!.note ? `, ${status.period!.note}` : ""}${when ? ` (${when})` : ""}.${closing}${tool}`;
}

/** Mortgage Interest Tax Relief, for readers who already own a home with a mortgage: current, or ended. */
function mortgageInterestWords(on: string): string {
  const status = ruleOn(mortgageInterestTaxRelief, on);
  const link = `[Revenue's Mortgage Interest Tax Credit page](${REVENUE_MORTGAGE_INTEREST.url})`;
  if (status.state === "current") {
    const p = status.period!;
    return `**Already own a home with a mortgage?** Mortgage Interest Tax Relief gives back part of the extra interest you paid on your home's mortgage compared with 2022: ${mortgageInterestTaxRelief.describe(p.value)}${p.note ? `, ${p.note}` : ""} (${whenWords(status)}). Nothing later has been confirmed, so do not count on it after that. ${link} sets out who qualifies and how to claim.`;
  }
  if (status.state === "ended") {
    return `**Already own a home with a mortgage?** Mortgage Interest Tax Relief ${whenWords(status)}: it covered extra interest paid in 2023 to 2026 compared with 2022. You may still be able to claim for those years within Revenue's four-year time limit: see ${link}.`;
  }
  return `Mortgage Interest Tax Relief: see ${link}.`;
}

/** The guide as it reads on `on` (ISO date), with the Central Bank limits in force that day. */
export function mortgageProcessGuide(on: string): SectionedGuide {
  const lti = valueOn(loanToIncome, on);
  const minDeposit = valueOn(mortgageDeposit, on);
  const ftbLimit = formatNumber(lti.firstTime);
  const otherLimit = formatNumber(lti.other);
  const deposit = pct(minDeposit.firstTime);
  const otherDeposit = pct(minDeposit.other);
  // The example's offers imply the couple's pay at the first-time buyer limit in force.
  const basicPay = offerLow / lti.firstTime;
  const variablePay = (offerHigh - offerLow) / lti.firstTime;
  /** The minimum deposit on the First Home Scheme example's price, for the opening sentence. */
  const sampleDeposit = (samplePrice * minDeposit.firstTime) / 100;
  const limitsSource = sourceBlock(lending, [loanToIncome, mortgageDeposit], on, SOURCES.ccpc, SOURCES.centralBankRegisters);
  return {
  path: "/buying/mortgage-process",
  title: "Preparing for Your Mortgage Journey",
  tag: "Mortgages",
  lead: "How to build your deposit, get your finances mortgage-ready, find the lender that will lend you the most, and whether a green mortgage could cut your repayments.",
  accent: "green",
  intro: {
    title: "Before you talk to a lender",
    blocks: [
      {
        type: "p",
        text: `Getting a mortgage in Ireland is less about luck and more about preparation. Lenders look at three things: the deposit you have saved, how much you earn, and how you have handled money over the months before you apply. The Central Bank of Ireland sets the outer limits: first-time buyers can usually borrow up to **${ftbLimit} times** their gross income with a deposit of at least **${deposit}** of the price, and other buyers up to **${otherLimit} times** their income, with a deposit of at least **${otherDeposit}**.`,
      },
      {
        type: "p",
        text: "Within those limits each lender applies its own policy, so two banks can offer the same couple very different amounts. The four sections below walk you through saving, getting ready, comparing lenders and green mortgages. Open one at a time, or work through them in order.",
      },
    ],
  },
  defaultOpen: "saving-deposit",
  sections: [
    {
      id: "saving-deposit",
      title: "Saving for your deposit",
      blocks: [
        {
          type: "p",
          text: `As a first-time buyer you need a deposit of at least **${deposit}** of the purchase price: ${eur(sampleDeposit)} on a ${eur(samplePrice)} home. You will also need money on top for stamp duty, legal fees, a survey and moving, so aim higher than the bare minimum. There are four main ways people in Ireland build a deposit, and most buyers use more than one.`,
        },
        {
          type: "p",
          text: minDeposit.other === minDeposit.firstTime
            ? `If you have owned a home before, the Central Bank's minimum is the same: at least **${otherDeposit}** of the price.`
            : `If you have owned a home before, the Central Bank's minimum is at least **${otherDeposit}** of the price.`,
        },
        ...historyBlock(mortgageDeposit, on, "The minimum deposit: earlier rules"),
        { type: "heading", text: "Traditional saving" },
        {
          type: "p",
          text: "Lenders want to see that the deposit is yours and that you saved it steadily. A regular amount going into a separate savings account every month does two jobs at once: it grows the deposit and it proves you can afford a mortgage repayment.",
        },
        {
          type: "list",
          items: [
            "Set up a standing order for the day after payday, so the money leaves before you can spend it.",
            "Use a separate account you don't have a card for. Compare savings rates from banks, credit unions and State Savings (An Post).",
            "If you rent, the rent you pay plus what you save each month is the figure lenders treat as your *proven repayment capacity*. Keep it at least as high as the mortgage repayment you expect.",
            "Gifts from family are accepted by most lenders, but the giver must sign a **gift letter** confirming it is a gift, not a loan. Tell your lender about a gift up front.",
          ],
        },
        { type: "heading", text: "Help to Buy" },
        {
          type: "p",
          text: `If you are buying or building a **new home** as a first-time buyer, the Help to Buy incentive refunds income tax and DIRT you paid over the previous ${formatNumber(helpToBuy.taxYears)} years. You get the lowest of ${eur(helpToBuy.maxRefund)}, ${pct(helpToBuy.pricePercent)} of the purchase price, or the tax you actually paid. The home must be worth ${eur(helpToBuy.maxPropertyValue)} or less and your mortgage must be at least ${pct(helpToBuy.minMortgagePercent)} of the price.`,
        },
        {
          type: "p",
          text: `The refund counts towards your deposit, which is why so many first-time buyers of new homes use it. You must live in the home for ${formatNumber(helpToBuy.occupancyYears)} years, or repay part of the refund. Read the [Help to Buy guide](/schemes/help-to-buy) for the application steps and the repayment rules.`,
        },
        { type: "heading", text: "Cashback mortgages" },
        {
          type: "p",
          text: "Several Irish lenders pay a cash sum, a percentage of the loan, when your mortgage is drawn down. It can't count towards your deposit, because the money only arrives on the day you buy. It can pay for the things that come after: legal fees, furniture, or topping your savings back up.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "Cashback is not free money",
          text: "A cashback offer can come with a higher interest rate than the lender's other products, and some lenders claw it back if you switch or repay early. Compare the total cost over the fixed period, not just the headline sum.",
        },
        { type: "heading", text: "Tax refunds" },
        {
          type: "p",
          text: `Many people in Ireland pay more tax than they need to because they never claim the credits and reliefs they are entitled to. A typical refund for a first-time buyer is **${eur(lending.taxRefundTypical.min)} to ${eur(lending.taxRefundTypical.max)}**, paid straight into your bank account. Log in to Revenue's myAccount, review each year, and claim what applies:`,
        },
        {
          type: "list",
          items: [
            "Medical and dental expenses not covered by insurance (including prescriptions and GP visits).",
            rentCreditItem(on),
            "Flat-rate expenses for your job, which many employees are entitled to and forget to claim.",
            "Tuition fees for third-level courses, and remote working relief if you work from home.",
          ],
        },
        {
          type: "p",
          text: "Revenue only lets you claim back a limited number of years, so don't put this off. Move every refund straight into your deposit account.",
        },
        { type: "source", sources: [helpToBuy.source, SOURCES.revenue, lending.source], reviewed: helpToBuy.reviewed },
        { type: "p", text: mortgageInterestWords(on) },
        ...historyBlock(mortgageInterestTaxRelief, on, "Mortgage Interest Tax Relief: earlier and later years"),
        sourceBlock(TAX_GROUP, [rentTaxCredit, mortgageInterestTaxRelief], on, REVENUE_MORTGAGE_INTEREST, SOURCES.revenueRentCredit),
      ],
    },
    {
      id: "getting-ready",
      title: "Getting mortgage-ready",
      blocks: [
        {
          type: "p",
          text: "Before you apply, spend a few months making your finances look exactly as a lender wants to see them. Underwriters read your bank statements line by line, so the habits you show now matter as much as your salary.",
        },
        { type: "heading", text: "Credit history" },
        {
          type: "p",
          text: `Every lender checks the [Central Credit Register](${SOURCES.centralCreditRegister.url}), which holds your loans, credit cards, overdrafts and any missed payments. You can request your own report for free online. Check it for mistakes and ask the lender concerned to correct them before you apply.`,
        },
        {
          type: "list",
          items: [
            "Pay every bill, loan and credit card on time. One missed payment can stop an application.",
            "Clear small loans and credit card balances if you can, and close cards you don't use: lenders count the limit, not just the balance.",
            "Stay inside your overdraft, or better, out of it.",
            "Avoid buy-now-pay-later, payday loans and betting transactions on the accounts you will show the lender.",
          ],
        },
        { type: "heading", text: "Documents" },
        {
          type: "p",
          text: "Gather these before you apply, so approval in principle takes days, not weeks:",
        },
        {
          type: "checklist",
          items: [
            "Photo ID (passport or driving licence) and proof of address for each applicant.",
            "Your PPS number.",
            "Recent payslips and a salary certificate completed by your employer.",
            "Your Employment Detail Summary for recent years, from Revenue's myAccount.",
            "Statements for every current account, savings account, loan and credit card.",
            "If you are self-employed: certified accounts, your Form 11 tax returns and a tax clearance certificate.",
            "A gift letter for any money from family, and evidence of where it came from.",
          ],
        },
        { type: "heading", text: "Savings" },
        {
          type: "p",
          text: "Lenders want to see the deposit in your account, built up over time. Large lump sums that appear from nowhere will be questioned, so keep a paper trail for every transfer, sale or gift. Keep an extra buffer beyond the deposit for fees and emergencies: lenders like to see you won't be left with nothing on the day you move in.",
        },
        { type: "heading", text: "Budget" },
        {
          type: "p",
          text: "Write down what you actually spend in a month: rent, bills, transport, childcare, food, subscriptions and the rest. Compare it with your take-home pay. A lender will do the same exercise with your statements, and will also check that you could still afford the repayments if interest rates went up. Our [cost calculator](/buying/costs-calculator) adds up the one-off costs of buying, so your budget covers the day you get the keys as well as the years after.",
        },
        { type: "heading", text: "Repayment ability" },
        {
          type: "p",
          text: "The strongest evidence you can give is a record of paying, every month, at least what the mortgage will cost. For renters, that is your rent plus your regular savings. If your proposed repayment is higher than that, raise your savings for a few months before you apply, so the statements show you can manage it.",
        },
        {
          type: "callout",
          tone: "tip",
          title: "Get approval in principle before you view",
          text: "Approval in principle (AIP) is a lender's written statement of how much it expects to lend you, subject to a valuation and final checks. Estate agents take buyers with AIP more seriously. It expires after a set period, so apply when you are ready to start viewing.",
        },
        { type: "source", sources: [SOURCES.centralCreditRegister, SOURCES.ccpc], reviewed: lending.reviewed },
      ],
    },
    {
      id: "mortgage-options",
      title: "Your mortgage options",
      blocks: [
        { type: "heading", text: "The Central Bank limits" },
        {
          type: "table",
          caption: "Central Bank of Ireland loan-to-income limits",
          head: ["Buyer", "Most you can usually borrow"],
          rows: [
            ["First-time buyer", `${ftbLimit} times gross income`],
            ["Second and subsequent buyer", `${otherLimit} times gross income`],
          ],
        },
        ...historyBlock(loanToIncome, on, "The loan-to-income limits: earlier rules"),
        {
          type: "p",
          text: `Lenders may go above these limits for a small share of their loans each year. Some lenders allow **${exceptionLow} times** or even **${exceptionHigh} times** income for selected applicants with strong finances. An exception is never guaranteed, so plan on the standard limit and treat anything more as a bonus.`,
        },
        { type: "tool", tool: "borrowing" },
        { type: "heading", text: "Lenders assess income differently" },
        {
          type: "p",
          text: `The Central Bank sets the ceiling; each lender decides what counts as income. The biggest difference is **variable income**: overtime, bonuses, commission and shift allowances. Lenders count anything from **${variableMin} to ${variableMax}** of it, and most want **${historyShort} or ${historyLong} years** of history showing you earn it consistently.`,
        },
        {
          type: "callout",
          tone: "example",
          title: `Example: one couple, three offers on a ${eur(example.price)} home`,
          text: [
            `A couple buying a ${eur(example.price)} home was offered **${eur(offerLow)}**, **${eur(offerMid)}** or **${eur(offerHigh)}**, depending only on each lender's policy on variable income.`,
            `Those figures fit first-time buyers earning ${eur(basicPay)} in basic salary and ${eur(variablePay)} in overtime and bonus between them: one lender ignored the variable pay, one counted ${pct(midShare)} of it, and one counted all of it, each at ${ftbLimit} times income.`,
          ],
        },
        {
          type: "table",
          caption: `What each offer leaves the couple to fund on a ${eur(example.price)} home`,
          head: ["Lender", "Variable pay counted", "Mortgage offered", "Left to fund from savings"],
          rows: [
            ["Lender A", pct(0), eur(offerLow), eur(shortfall(offerLow))],
            ["Lender B", pct(midShare), eur(offerMid), eur(shortfall(offerMid))],
            ["Lender C", pct(100), eur(offerHigh), eur(shortfall(offerHigh))],
          ],
          highlight: 2,
        },
        {
          type: "p",
          text: `The difference between the best and worst offer is ${eur(offerHigh - offerLow)}: for this couple, the choice of lender decided whether the home was within reach. If a large part of your pay is variable, find out each lender's policy before you apply.`,
        },
        { type: "heading", text: "Fixed or variable rate?" },
        {
          type: "list",
          items: [
            "**Fixed rate**: the repayment stays the same for the fixed term, which makes budgeting easy. Leaving early can mean a breakage fee.",
            "**Variable rate**: the lender can change it at any time. You can usually overpay or switch without a penalty.",
            "**Green rate**: a fixed rate, often the lowest on offer, if the home's energy rating qualifies (see the next section).",
          ],
        },
        { type: "heading", text: "Broker advice" },
        {
          type: "p",
          text: "A mortgage broker knows which lender's policy suits your situation, which matters most if you are self-employed, have variable pay, are buying with a scheme or have anything unusual in your history. A good broker saves you applying to lenders who will say no.",
        },
        {
          type: "list",
          items: [
            `Check the broker is authorised on the [Central Bank's register](${SOURCES.centralBankRegisters.url}) as a mortgage intermediary.`,
            "Ask which lenders they deal with: not every broker works with every lender.",
            "Ask how they are paid. Most receive commission from the lender; some also charge you a fee. They must tell you in writing.",
            `You can compare current rates yourself with the [CCPC's mortgage comparison](${SOURCES.ccpc.url}) before you meet anyone.`,
          ],
        },
        { type: "heading", text: "Next steps" },
        {
          type: "links",
          items: [
            { title: "Check your borrowing limit", description: "Enter your income and see what the Central Bank's rules let you borrow and the deposit you need.", url: "/tools/borrowing", icon: "banknote", accent: "teal" },
            { title: "Add up the full cost", description: "Stamp duty, legal, survey, mortgage and moving costs in one breakdown you can print.", url: "/buying/costs-calculator", icon: "calculator", accent: "amber" },
            { title: "First-time buyer checklist", description: "All 21 steps from planning to closing, and how the First Home Scheme can bridge a gap.", url: "/buying/first-time-buyer", icon: "clipboard-check", accent: "blue" },
            { title: "Help to Buy", description: "How the tax refund works, who qualifies and how to claim it towards a new home.", url: "/schemes/help-to-buy", icon: "piggy-bank", accent: "purple" },
          ],
        },
        limitsSource,
      ],
    },
    {
      id: "green-mortgages",
      title: "Green mortgages",
      blocks: [
        {
          type: "p",
          text: "A green mortgage is a mortgage with a lower interest rate for an energy-efficient home. Irish lenders offer them because a well-insulated home costs less to heat, leaving the owner more money to meet the repayments. For you, a lower rate means a lower monthly repayment and less interest over the life of the loan.",
        },
        { type: "heading", text: "Which homes qualify" },
        {
          type: "list",
          items: [
            `The home needs a Building Energy Rating (BER) of **${greenMortgage.minimumBer} or better**. The BER runs from A1, the most efficient, to G, and almost every home advertised for sale or rent must show it.`,
            `All new homes built since **${greenMortgage.newHomesARatedSince}** are A-rated, so **new builds almost always qualify**.`,
            `Older homes qualify if they have been upgraded to ${greenMortgage.minimumBer} or better. Some lenders let you move to a green rate after you improve the rating yourself; ask before you sign.`,
          ],
        },
        { type: "heading", text: "How green rates work" },
        {
          type: "list",
          items: [
            "Green mortgages are **fixed-rate only**. When the fixed term ends you move to the lender's other rates, so check what those are.",
            "A green rate does not change how much you can borrow: the Central Bank's income limits are the same.",
            "There are **no special tax implications**. A green mortgage is taxed and treated like any other mortgage.",
          ],
        },
        { type: "heading", text: "For First-Time Buyers" },
        {
          type: "p",
          text: `Most first-time buyers using Help to Buy or the First Home Scheme are buying new homes, and those homes are A-rated, so a green rate is usually available to you. Combined with a deposit of ${deposit}, Help to Buy of up to ${eur(helpToBuy.maxRefund)} and a First Home Scheme share of up to ${pct(firstHome.maxSharePercent)} (${pct(firstHome.maxShareWithHelpToBuyPercent)} if you also use Help to Buy), a lower fixed rate can make a new home noticeably more affordable each month.`,
        },
        { type: "heading", text: "How to Apply" },
        {
          type: "steps",
          items: [
            { title: "Check the BER", content: `Look at the BER on the listing. A new home off the plans has a provisional BER, confirmed on completion; a second-hand home needs ${greenMortgage.minimumBer} or better on its certificate.` },
            { title: "Ask your lender or broker", content: "Ask for the green rates on offer and the fixed terms they come with. Not every lender offers one." },
            { title: "Send the BER certificate", content: "Your lender will ask for the certificate, usually at loan offer or before drawdown." },
            { title: "Choose your fixed term", content: "Pick a term that suits your plans, knowing that breaking a fixed rate early can cost a fee." },
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Compare before you choose",
          text: "The green rate is not always the cheapest deal overall. Compare it with other lenders' standard rates and cashback offers over the same period, and with what happens when the fixed term ends.",
        },
        {
          type: "links",
          items: [
            { title: "Work out your total costs", description: "See what buying will really cost with the cost calculator, from stamp duty to moving day.", url: "/buying/costs-calculator", icon: "calculator", accent: "green" },
          ],
        },
        { type: "source", sources: [greenMortgage.source, SOURCES.ccpc], reviewed: greenMortgage.reviewed },
      ],
    },
  ],
  cta: {
    title: "Know what buying will cost",
    text: "Your mortgage is only part of the picture. Add stamp duty, legal fees, the survey and moving costs to see the full amount you need.",
    actions: [
      { label: "Open the cost calculator", url: "/buying/costs-calculator", primary: true },
      { label: "First-time buyer checklist", url: "/buying/first-time-buyer" },
    ],
  },
  sources: [lending.source, helpToBuy.source, greenMortgage.source, SOURCES.ccpc],
  reviewed: lending.reviewed,
  };
}

