/**
 * The FAQ (spec 2.11; content spec "FAQ"): eleven questions, 3 buying,
 * 3 renting, 3 schemes and 2 general. Answers are Rich paragraphs with
 * links to the pages that go deeper; every figure comes from facts.ts. The
 * answers state dated rules, so the items are built for a date (the FAQ
 * loader passes today in Ireland). Kept apart from ./faq.ts so the browser,
 * which gets the items from the loader, never loads these figures.
 */
import { FIRST_DUTY_BAND, loanToIncome, mortgageDeposit } from "~/facts/buying";
import { ruleOn, valueOn, type Rule } from "~/facts/dated";
import { historyItems } from "./dated-words";
import {
  breachNoticeRule,
  landlordNoticeRule,
  MINIMUM_DURATION_YEARS,
  noticeReasonRule,
  REFORM_2026,
  rentControlRule,
  rentReviewNoticeRule,
  rtbCopyRule,
  SMALL_LANDLORD_MAX_TENANCIES,
  tenancy,
  tenantNoticeRule,
  tenureRegimeRule,
} from "~/facts/tenancy";
import { rentRuleParagraphs } from "./guides/helpers";
import { upfrontPayments, monthsRent } from "~/facts/renting";
import { eur, formatDate, formatNumber, pct } from "~/lib/format";
import { rentCreditDeadlines } from "./rent-credit";
import { schemeFaqAnswers } from "./schemes/faq";
import type { FaqItem } from "./faq";

const firstBand = FIRST_DUTY_BAND;

/**
 * The FAQ as it reads on `on` (yyyy-mm-dd): the buying answers state the Central Bank's dated limits and the renting answers state the
 * notice, tenure, deposit and rent rules in force that day (facts/tenancy.ts,
 * facts/renting.ts), each with the earlier rule in a sentence. The route's
 * loader builds it for today and hands it to the browser.
 */
export function faqItems(on: string): FaqItem[] {
  const landlordTable = valueOn(landlordNoticeRule, on);
  const landlordFirst = landlordTable[0]!;
  const landlordLast = landlordTable[landlordTable.length - 1]!;
  const landlordStatus = ruleOn(landlordNoticeRule, on);
  const earlierLandlord = landlordStatus.earlier[0];
  const tenantTable = valueOn(tenantNoticeRule, on);
  const tenantFirst = tenantTable[0]!;
  const tenantLast = tenantTable[tenantTable.length - 1]!;
  const newRegime = ruleOn(tenureRegimeRule, on).period?.value.id === "2026";
  // What a notice served today must say about its reason, its copy to the RTB, the notice for a breach, and how a new rent is notified.
  const noticeReason = valueOn(noticeReasonRule, on);
  const rtbCopy = ruleOn(rtbCopyRule, on).period?.value;
  const breach = valueOn(breachNoticeRule, on);
  const reviewNotice = ruleOn(rentReviewNoticeRule, on).period?.value;
  const reform = formatDate(REFORM_2026);
  const upfront = ruleOn(upfrontPayments, on).period;
  const deposit = valueOn(mortgageDeposit, on);
  const lti = valueOn(loanToIncome, on);
  // "Earlier: From 1 January 2017 to 31 December 2022: …" beside the figure it explains.
  // A rule's history lines: a change already made law but not yet in force comes first (historyItems), then the earlier rules.
  const earlier = <T,>(rule: Rule<T>, options?: { claims?: boolean }) => {
    const later = ruleOn(rule, on).later.length;
    return historyItems(rule, on, options).map((line, i) => (i < later ? `*Already law, from a later date.* ${line}` : `*Earlier rule.* ${line}`));
  };
  return [
  /* ---------- Buying ---------- */
  {
    id: "deposit-needed",
    category: "buying",
    icon: "piggy-bank",
    question: "How much deposit do I need to buy a home?",
    answer: [
      `Central Bank rules set the minimum deposit. **First-time buyers need at least ${pct(deposit.firstTime)}** of the purchase price, and **other buyers (second and later homes) need ${deposit.other === deposit.firstTime ? "the same, at least " : "at least "}${pct(deposit.other)}**. Your lender may ask for more, and the deposit must be your own savings or a gift, not another loan.`,
      `If you are buying a new home, the [Help to Buy](/schemes/help-to-buy) refund can count towards your deposit. Our guide to [preparing for your mortgage](/buying/mortgage-process) covers ways to save it, and the [borrowing limit calculator](/tools/borrowing) shows the deposit you need for a given price.`,
      ...earlier(mortgageDeposit),
    ],
  },
  {
    id: "how-much-can-i-borrow",
    category: "buying",
    icon: "landmark",
    question: "How much can I borrow for a mortgage?",
    answer: [
      `Lenders are limited by the Central Bank's lending rules: **${formatNumber(lti.firstTime)} times your gross income** if you are a first-time buyer, and **${formatNumber(lti.other)} times** if you have owned a home before. A lender may go above this for a small share of its loans each year, so it is not guaranteed.`,
      `Lenders also look at your savings record, your existing loans and how they count overtime, bonuses or commission, so offers for the same income can differ a lot. Read [preparing for your mortgage](/buying/mortgage-process) to get your application ready, and try the [borrowing limit calculator](/tools/borrowing) with your own income.`,
      ...earlier(loanToIncome),
    ],
  },
  {
    id: "costs-on-top-of-price",
    category: "buying",
    icon: "calculator",
    question: "What costs are there on top of the purchase price?",
    answer: [
      `The largest is **stamp duty**: ${pct(firstBand.rate)} of the price up to ${eur(firstBand.to!)} for most homes, charged on the price without VAT for a new build. You also pay your solicitor's fees, a structural survey, Land Registry fees, mortgage and valuation fees, home insurance (lenders require it) and the cost of moving and furnishing.`,
      `Add them up for your own price with the [home purchase cost calculator](/buying/costs-calculator), which you can share or save as a PDF. It is wise to keep a buffer for surprises on top of the total.`,
    ],
  },

  /* ---------- Renting ---------- */
  {
    id: "security-of-tenure",
    category: "renting",
    icon: "shield",
    question: "What is security of tenure?",
    answer: [
      `Once you have rented the same home for **${tenancy.securityOfTenureMonths} months**, and your landlord has not ended the tenancy with valid notice in that time, you have security of tenure. Your landlord can then end the tenancy only on one of the grounds set out in law, such as selling the home, needing it for a family member, rent arrears or another breach of your obligations, and must give you written notice.`,
      ...(newRegime
        ? [
            `That is the rule for a tenancy that started before ${reform}. For one that started on or after that date, it depends on your landlord: a **large landlord** (a company, or ${SMALL_LANDLORD_MAX_TENANCIES + 1} or more tenancies) can never end it to sell, move in or renovate, and a **small landlord** gives ${MINIMUM_DURATION_YEARS}-year tenancies and can sell only at the end of one unless they prove hardship, and renovate or change the use only at the end of one. [Which rules apply to you?](/renting/tenant-rights)`,
          ]
        : []),
      `Our guide to [your rights as a renter](/renting/tenant-rights) explains the valid reasons and what a notice of termination must contain.${
        upfront?.value.depositMonths
          ? ` Before you move in, a landlord can ask for a deposit of no more than ${monthsRent(upfront.value.depositMonths)} and no more than ${monthsRent(upfront.value.advanceRentMonths ?? 1)} in advance ${upfront.note ?? ""}.`
          : ""
      }`,
    ],
  },
  {
    id: "landlord-notice",
    category: "renting",
    icon: "calendar",
    question: "How much notice must my landlord give me to leave?",
    answer: [
      `It depends on how long you have lived there: from **${landlordFirst.value} days** for a tenancy of ${landlordFirst.label.toLowerCase()} up to **${landlordLast.value} days** for ${landlordLast.label.toLowerCase()}${landlordStatus.period?.note ? ` (${landlordStatus.period.note})` : ""}. When you end the tenancy yourself, you give from ${tenantFirst.value} days up to ${tenantLast.value} days.${
        earlierLandlord?.until
          ? ` Until ${formatDate(earlierLandlord.until)}, a landlord's notice ran from ${earlierLandlord.value[0]!.value} days (${earlierLandlord.value[0]!.label.toLowerCase()}) to ${earlierLandlord.value[earlierLandlord.value.length - 1]!.value} days.`
          : ""
      }`,
      `The notice must be in writing, signed and dated, give the termination date and give ${noticeReason.clause}.${rtbCopy?.when === "same-day" ? " Your landlord must also send a copy to the RTB on the same day, or the notice is not valid." : ""} The tables do not apply to a breach: ${breach.words}. See the full tables in [your rights as a renter](/renting/tenant-rights), or work out your own dates with the [notice period calculator](/tools/notice-period).`,
    ],
  },
  {
    id: "rent-increase",
    category: "renting",
    icon: "trending-up",
    question: "How often, and by how much, can my rent go up?",
    answer: [
      // The rule in force, in its own words (facts/tenancy.ts), then the earlier rules, dated.
      ...rentRuleParagraphs(on).slice(0, 3),
      ...earlier(rentControlRule, { claims: false }),
      `${reviewNotice?.words ?? "Your landlord must give you written notice of a new rent before it applies."} The [rental guide](/renting/guide) explains how reviews work, and the [rent review calculator](/tools/rent-review) shows when your next review can be and the most it can rise.`,
    ],
  },

  /* ---------- Government schemes ---------- */
  {
    id: "help-to-buy",
    category: "schemes",
    icon: "euro",
    question: "How much can I get from Help to Buy?",
    answer: schemeFaqAnswers(on).helpToBuy,
  },
  {
    id: "first-home-scheme",
    category: "schemes",
    icon: "home",
    question: "How does the First Home Scheme work?",
    answer: schemeFaqAnswers(on).firstHome,
  },
  {
    id: "cost-rental-or-social-housing",
    category: "schemes",
    icon: "building",
    question: "What is the difference between Cost Rental and social housing?",
    answer: schemeFaqAnswers(on).costRentalOrSocial,
  },

  /* ---------- General ---------- */
  {
    id: "which-supports",
    category: "general",
    icon: "clipboard-check",
    question: "How do I find out which housing supports I qualify for?",
    answer: [
      `Answer a few short questions in our [housing questionnaire](/questionnaire) and it lists the schemes and supports that may fit your situation, with the reasons. Nothing you enter is stored.`,
      `You can also read each scheme's rules on the [government schemes](/schemes) pages. Only the body that runs a scheme can confirm you qualify, so check with it before you rely on a support.`,
      // While a year's Rent Tax Credit claims are about to close, renters are told here too (issue 42); gone the day after.
      ...rentCreditDeadlines(on),
    ],
  },
  {
    id: "free-advice",
    category: "general",
    icon: "heart-handshake",
    question: "Is this guide advice, and where can I get free independent help?",
    answer: [
      `This guide gives general information, not financial or legal advice. Rules and figures change, so each page links to the official source and says when it was last reviewed.`,
      `For advice on your own situation, Citizens Information, Threshold (for renters) and MABS (for money and debt) are free and independent. You will find them, and the State bodies that run each scheme, in our [government resource links](/resources/guides), or you can [contact us](/contact).`,
    ],
  },
  ];
}
