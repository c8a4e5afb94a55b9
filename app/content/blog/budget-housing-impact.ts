/**
 * Blog: how the budget affects housing (spec 001 §2, Blog articles). Every
 * budget figure comes from `budget` in facts.ts; the Help to Buy end date is
 * this article's own reading (`helpToBuy.endDateBudget`), while the scheme
 * page keeps its reading.
 */
import { budget } from "~/facts/budget";
import { helpToBuy } from "~/facts/schemes";
import { SOURCES } from "~/facts/sources";
import { eur, formatNumber, pct } from "~/lib/format";
import { definePost } from "./post";

const rentCredit = eur(budget.rentTaxCredit);
const rentExtra = eur(budget.rentTaxCreditExtra);
const rentExtraBelow = eur(budget.rentTaxCreditExtraIncomeBelow);
const rentTotal = eur(budget.rentTaxCredit + budget.rentTaxCreditExtra);
const fhsCap = pct(budget.firstHomeShareCapPercent);
const fhsIncome = eur(budget.firstHomeSingleIncomeLimit);
const lahlLimit = eur(budget.localAuthorityLoanSingleLimit);
const lahlRate = pct(budget.localAuthorityLoanRatePercent);
const lahlBelow = eur(budget.localAuthorityLoanRateBelowPrice);
const retrofit = eur(budget.retrofitGrant);
const solar = eur(budget.solarGrant);
const vhtMultiple = budget.vacantHomesTaxMultipleOfLpt;
const vhtMonths = budget.vacantHomesTaxAfterMonths;
const landTax = pct(budget.landTaxPercent);
const hfa = `€${formatNumber(budget.housingForAllBillion)} billion`;
const htbEnd = helpToBuy.endDateBudget;

export const BUDGET_POST = definePost("/resources/blog/2023-budget-housing-impact", {
  accent: "blue",
  description:
    "Rent tax credits, Help to Buy, the First Home Scheme, local authority loans, energy grants and new taxes on empty homes and land: what the budget's housing measures mean for you.",
  sections: [
    {
      id: "at-a-glance",
      title: "The budget at a glance",
      blocks: [
        {
          type: "p",
          text: "Every budget brings a handful of housing announcements, and it is not always easy to tell which of them change anything for you. This article goes through the budget's housing measures one by one: what each measure is, who it is for, and what you can do about it now. Whether you rent, are saving for your first home, or already own a home that needs work, at least one of these measures is likely to touch your finances.",
        },
        {
          type: "table",
          caption: "Housing measures in the budget",
          head: ["Measure", "What the budget says", "Who it affects"],
          rows: [
            ["Rent Tax Credit", `${rentCredit} a year, plus ${rentExtra} for earners under ${rentExtraBelow}`, "Private renters who pay income tax"],
            ["Help to Buy", `Extended to ${htbEnd}`, "First-time buyers of new homes"],
            ["First Home Scheme", `Equity share capped at ${fhsCap}; income limit of ${fhsIncome} for a single applicant`, "First-time buyers of new homes"],
            ["Local Authority Home Loan", `Income limit of ${lahlLimit} for a single applicant; ${lahlRate} interest on homes under ${lahlBelow}`, "Buyers who cannot borrow enough from a bank"],
            ["Retrofit grant", `Up to ${retrofit}`, "Homeowners improving their home's energy rating"],
            ["Solar grant", `Up to ${solar}`, "Homeowners installing solar panels"],
            ["Vacant Homes Tax", `${vhtMultiple} times the Local Property Tax rate, once a home has been empty for ${vhtMonths} months`, "Owners of empty homes"],
            ["Land tax", landTax, "Owners of land suitable for housing that is left undeveloped"],
            ["Housing for All", hfa, "Everyone: it funds new social, affordable and Cost Rental homes"],
          ],
        },
      ],
    },
    {
      id: "renters",
      title: "If you rent",
      blocks: [
        {
          type: "p",
          text: `The **Rent Tax Credit** is worth ${rentCredit} a year under the budget, and people earning less than ${rentExtraBelow} get an extra ${rentExtra}, so they can get back up to ${rentTotal} of the rent they pay.`,
        },
        {
          type: "p",
          text: `A tax credit is not a cash payment: it reduces the income tax you pay. If you pay less income tax in a year than the credit is worth, you only get back what you paid. You claim it through Revenue's myAccount service, during the year or after it ends, and you can also claim for earlier years in which you rented, within Revenue's four-year time limit. [Revenue's Rent Tax Credit page](${SOURCES.revenueRentCredit.url}) explains who qualifies.`,
        },
        {
          type: "p",
          text: "Many renters who qualify never claim, though it takes only a few minutes online. Our [rental guide](/renting/guide) covers the other government supports for renters, and [From Tenant to Homeowner](/resources/blog/tenant-to-homeowner) sets out a path from renting to buying.",
        },
      ],
    },
    {
      id: "first-time-buyers",
      title: "If you are buying your first home",
      blocks: [
        { type: "heading", text: `Help to Buy extended to ${htbEnd}` },
        {
          type: "p",
          text: `Help to Buy, the refund of income tax for first-time buyers of new homes, is extended to ${htbEnd}. It pays the lowest of ${eur(helpToBuy.maxRefund)} or ${pct(helpToBuy.pricePercent)} of the purchase price, on new homes worth ${eur(helpToBuy.maxPropertyValue)} or less, and you need a mortgage of at least ${pct(helpToBuy.minMortgagePercent)} of the price. The extension matters most if you are saving for a home that will not be finished for a year or two: you can plan around the refund with more confidence.`,
        },
        {
          type: "p",
          text: "Our [Help to Buy guide](/schemes/help-to-buy) explains the conditions and how to claim in two stages through Revenue. Closing dates can change between a budget announcement and the rules that follow, so confirm the current deadline there or with Revenue before you sign a contract.",
        },
        { type: "heading", text: "The First Home Scheme" },
        {
          type: "p",
          text: `The First Home Scheme closes the gap between your mortgage plus deposit and the price of a new home: the State and the participating banks take a share in the home, which you can buy back over time. The budget caps that equity share at ${fhsCap} and sets an income limit of ${fhsIncome} for a single applicant.`,
        },
        {
          type: "p",
          text: `Our [First Home Scheme page](/schemes/first-home) explains how the share works, the price ceilings in your area and how the share is repaid. Check it against the [official scheme website](${SOURCES.firstHomeScheme.url}) for the limits in force when you apply.`,
        },
        { type: "heading", text: "The Local Authority Home Loan" },
        {
          type: "p",
          text: `The Local Authority Home Loan is a government-backed mortgage, offered through your local council, for first-time buyers who cannot get a large enough mortgage from a bank. Under the budget the income limit for a single applicant is ${lahlLimit}, and the interest rate is ${lahlRate} on homes costing under ${lahlBelow}. A lower rate makes a real difference over the life of a mortgage, so if banks have offered you less than you need, ask [your local authority](/schemes/local-authorities) about it.`,
        },
      ],
    },
    {
      id: "homeowners",
      title: "If you own a home",
      blocks: [
        {
          type: "p",
          text: `Retrofit grants of up to ${retrofit} help pay for a deep energy upgrade: insulation, new windows and doors, and a heat pump, so that a home is warmer and cheaper to heat. The grants are run by the Sustainable Energy Authority of Ireland (SEAI). In most cases the work must be done by an SEAI-registered contractor, and only after your grant is approved, so do not start the work first.`,
        },
        {
          type: "p",
          text: `A solar grant of up to ${solar} helps with the cost of solar panels. Panels cut your electricity bill, and you can be paid for the electricity you export to the grid.`,
        },
        {
          type: "callout",
          tone: "info",
          title: "Buying an older home?",
          text: "Take the grants into account when you compare homes. A home with a poor Building Energy Rating (BER) may be cheaper to buy and can be upgraded with grant support, while a well-rated home may qualify you for a green mortgage with a lower interest rate. Our [mortgage guide](/buying/mortgage-process) explains green mortgages.",
        },
      ],
    },
    {
      id: "supply",
      title: "Getting more homes built and lived in",
      blocks: [
        {
          type: "p",
          text: `The budget allocates ${hfa} to Housing for All, the Government's housing plan. You will not apply for this money yourself, but it pays for the [social housing](/schemes/social-housing), affordable homes and [Cost Rental](/schemes/cost-rental) homes that local authorities, approved housing bodies and the Land Development Agency build.`,
        },
        {
          type: "p",
          text: `The **Vacant Homes Tax** is charged at ${vhtMultiple} times a home's Local Property Tax (LPT) rate once the home has been empty for ${vhtMonths} months. The aim is to make leaving a home empty more expensive than renting it out or selling it. If you have inherited a home, or own one you do not live in, check the rules with Revenue: there are exemptions, for example for a home that is genuinely for sale or to let, or being renovated.`,
        },
        {
          type: "p",
          text: `A **land tax** of ${landTax} is aimed at owners who hold land suitable for housing without building on it. Together with the Vacant Homes Tax, it is meant to bring land and buildings into use sooner, which over time means more homes for people to rent and buy.`,
        },
      ],
    },
    {
      id: "what-to-do",
      title: "What to do now",
      blocks: [
        {
          type: "checklist",
          items: [
            "**Renting?** Claim your Rent Tax Credit through Revenue's myAccount, including any earlier years you missed.",
            "**Buying a new home?** Estimate your Help to Buy refund and First Home Scheme share with the [scheme amounts calculator](/tools/scheme-amounts), and what a bank may lend with the [borrowing calculator](/tools/borrowing).",
            "**Turned down by the banks?** Ask your local authority about the Local Authority Home Loan.",
            "**Own an older home?** Get a BER assessment and check the SEAI grants before you start any work.",
            "**Own an empty home?** Check whether the Vacant Homes Tax applies to you, and consider letting or selling it.",
            "**Not sure what you qualify for?** Answer a few questions in our [housing questionnaire](/questionnaire).",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Announcements and rules",
          text: "A budget announces changes; the details are set in law and in scheme rules afterwards, and some measures start months later. The figures in this article are the budget's. Before you make a decision, check the scheme pages on this site and the official sources below.",
        },
      ],
    },
  ],
  sources: [SOURCES.budget, SOURCES.revenueRentCredit, SOURCES.revenueHelpToBuy, SOURCES.firstHomeScheme, SOURCES.seai, SOURCES.housingForAll],
});
