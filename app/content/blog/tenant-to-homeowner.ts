/**
 * Blog: from tenant to homeowner (spec 001 §2, Blog articles). Quotes the
 * Cost Rental figures the blog gives (facts.costRental), and the scheme and
 * lending figures the site's scheme pages use. The Rent Tax Credit amount
 * differs between the Rental Guide and the budget article, so this article
 * links to both instead of quoting either.
 */
import { lending } from "~/facts/buying";
import { renterSupports } from "~/facts/renting";
import { costRental, firstHome, helpToBuy } from "~/facts/schemes";
import { tenancy } from "~/facts/tenancy";
import { SOURCES } from "~/facts/sources";
import { eur, formatNumber, pct } from "~/lib/format";
import { definePost } from "./post";

export const TENANT_TO_HOMEOWNER_POST = definePost("/resources/blog/tenant-to-homeowner", {
  accent: "green",
  description:
    "A practical path from renting to owning in Ireland: claiming what you are owed as a renter, Cost Rental as a stepping stone, saving a deposit, the schemes that help first-time buyers, and moving out well.",
  sections: [
    {
      id: "renting-now-owning-later",
      title: "Renting now, owning later",
      blocks: [
        {
          type: "p",
          text: "Moving from renting to owning is one of the biggest financial steps most people take, and in Ireland it can feel out of reach when so much of your income goes on rent. But renters become homeowners every year, and many of the State's supports are designed for exactly that move. This article sets out a practical path: making the most of your money while you rent, saving a deposit, using the schemes that help first-time buyers, and handling the move out of your rented home.",
        },
      ],
    },
    {
      id: "rent",
      title: "Step 1: Make your rent work for you",
      blocks: [
        {
          type: "p",
          text: "Start by claiming everything you are entitled to as a renter. The **Rent Tax Credit** gives back part of the rent you pay for private rented accommodation, as a reduction in your income tax. You claim it through Revenue's myAccount service, and you can also claim for earlier years in which you rented. The amount has changed from one budget to the next: our [rental guide](/renting/guide) explains the credit, and [How the Budget Affects Housing](/resources/blog/2023-budget-housing-impact) covers the latest change.",
        },
        {
          type: "p",
          text: `A common rule of thumb is to keep your rent to no more than ${pct(renterSupports.maxRentPercentOfGrossIncome)} of your gross monthly income. If your rent is well above that, saving a deposit will be slow, and it is worth asking whether a smaller place, a different area or sharing for a while would free up money to save.`,
        },
      ],
    },
    {
      id: "cost-rental",
      title: "Step 2: Consider Cost Rental as a stepping stone",
      blocks: [
        {
          type: "p",
          text: `Cost Rental homes are let at rents that cover the cost of building, financing and running them, rather than at whatever the market will bear. Rents are around ${pct(costRental.belowMarketPercent)} below the local market, leases run for ${costRental.leaseYears} years, and ${formatNumber(costRental.unitsPlanned)} Cost Rental homes are planned by ${costRental.unitsPlannedBy}. They are for households with a net income of up to ${eur(costRental.incomeLimit)} a year.`,
        },
        {
          type: "p",
          text: "For someone saving to buy, the value is plain: a lower rent leaves more to save each month, and a long lease means you are not forced to move at short notice while you save. Cost Rental homes are provided by approved housing bodies, local authorities and the Land Development Agency, and you register your interest when a development is advertised. Our [Cost Rental guide](/schemes/cost-rental) explains who can apply and how.",
        },
      ],
    },
    {
      id: "deposit",
      title: "Step 3: Save your deposit and build a track record",
      blocks: [
        {
          type: "p",
          text: `As a first-time buyer you need a deposit of at least ${pct(lending.depositFirstTimeBuyerPercent)} of the price. Lenders also look closely at how you have managed money in the months before you apply: regular saving, rent paid on time, and no missed bills or loan repayments.`,
        },
        {
          type: "p",
          text: "Your rent can count in your favour. If you have paid rent reliably and saved on top of it, you have shown a lender that you can meet a monthly repayment. Set up a standing order that moves money into a separate savings account on payday, so it is saved before you can spend it.",
        },
        {
          type: "p",
          text: `Claim any tax you are owed: first-time buyers who claim credits and reliefs they have missed, such as medical expenses or work expenses, typically get back ${eur(lending.taxRefundTypical.min)} to ${eur(lending.taxRefundTypical.max)}. And get your free credit report from the [Central Credit Register](${SOURCES.centralCreditRegister.url}), so you can correct any mistakes before a lender sees them.`,
        },
      ],
    },
    {
      id: "schemes",
      title: "Step 4: Use the schemes for first-time buyers",
      blocks: [
        { type: "p", text: "Two schemes can make a large difference if you buy a new home:" },
        {
          type: "list",
          items: [
            `**[Help to Buy](/schemes/help-to-buy)** refunds income tax you paid over the previous ${helpToBuy.taxYears} years, up to the lowest of ${eur(helpToBuy.maxRefund)} or ${pct(helpToBuy.pricePercent)} of the price, towards the deposit on a new home worth ${eur(helpToBuy.maxPropertyValue)} or less. You need a mortgage of at least ${pct(helpToBuy.minMortgagePercent)} of the price.`,
            `**The [First Home Scheme](/schemes/first-home)** takes an equity share of up to ${pct(firstHome.maxSharePercent)} in a new home (${pct(firstHome.maxShareWithHelpToBuyPercent)} if you also use Help to Buy) to bridge the gap between your mortgage and deposit and the price. You can buy the share back over time.`,
          ],
        },
        {
          type: "p",
          text: "If the banks will not lend you enough, the Local Authority Home Loan, a government-backed mortgage from [your local authority](/schemes/local-authorities), may help. Our [scheme amounts calculator](/tools/scheme-amounts) estimates what Help to Buy and the First Home Scheme could be worth to you, and the [housing questionnaire](/questionnaire) checks which supports you may qualify for.",
        },
      ],
    },
    {
      id: "mortgage",
      title: "Step 5: Get mortgage-ready",
      blocks: [
        {
          type: "p",
          text: `The Central Bank's rules usually limit a first-time buyer's mortgage to ${formatNumber(lending.ltiFirstTimeBuyer)} times gross income. Our [borrowing calculator](/tools/borrowing) shows what that means for you. Then talk to more than one lender, or to a mortgage broker: lenders assess income differently, so their offers can vary a lot.`,
        },
        {
          type: "p",
          text: "Ask for **approval in principle**. It tells you how much a lender is likely to lend, and shows sellers and estate agents that you are a serious buyer. It lasts for a limited time, so apply when you are ready to start viewing. Our [mortgage guide](/buying/mortgage-process) lists the documents you will need.",
        },
      ],
    },
    {
      id: "moving-out",
      title: "Step 6: Time the move from your rented home",
      blocks: [
        {
          type: "p",
          text: "Once your offer is accepted, it usually takes a few months to reach the closing date. Do not give notice to your landlord until you have a firm date, but do not leave it too late either: as a tenant you must give written notice, and how much depends on how long you have lived there.",
        },
        {
          type: "table",
          caption: "Notice a tenant must give to end a tenancy",
          head: ["Length of tenancy", "Notice"],
          rows: tenancy.tenantNotice.map((band) => [band.label, `${band.value} days`]),
        },
        {
          type: "p",
          text: "Work out your dates with our [notice period calculator](/tools/notice-period), and read [your rights as a renter](/renting/tenant-rights) on giving notice properly and getting your deposit back. A short overlap between your last rent payment and your first mortgage payment is normal, so budget for it.",
        },
      ],
    },
    {
      id: "at-a-glance",
      title: "Your path at a glance",
      blocks: [
        {
          type: "checklist",
          items: [
            "Claim the Rent Tax Credit, for this year and any earlier years you missed.",
            "Keep your rent to a share of income you can sustain, and look at Cost Rental.",
            "Save by standing order and keep your bank statements clean.",
            "Check your credit report and claim any tax refunds you are owed.",
            "Check Help to Buy, the First Home Scheme and the Local Authority Home Loan.",
            "Get approval in principle, then start viewing.",
            "Give your landlord the right notice once you have a closing date.",
          ],
        },
        {
          type: "p",
          text: "For the whole buying process, follow our [first-time buyer checklist](/buying/first-time-buyer). If you are looking in the capital, [Affordable Areas to Buy in Dublin](/resources/blog/affordable-dublin-areas) looks at where your budget may go further.",
        },
      ],
    },
  ],
  sources: [SOURCES.costRentalInfo, SOURCES.revenueRentCredit, SOURCES.revenueHelpToBuy, SOURCES.firstHomeScheme, SOURCES.centralBankMortgageMeasures, SOURCES.rtbNotice],
});
