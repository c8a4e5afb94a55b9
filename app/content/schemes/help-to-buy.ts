/**
 * /schemes/help-to-buy: the Help to Buy incentive, as it stands on a date.
 * The limits and the closing date are dated rules (facts/schemes.ts:
 * helpToBuyRule, helpToBuyVatApartmentsRule); the steps, the clawback table
 * and the worked examples do not change with them. The spec's end dates
 * (end of 2025 on this page, December 2027 in the Budget article) are the
 * rule's earlier claims, shown in its history.
 */
import { lending } from "~/facts/buying";
import { firstHome, helpToBuy } from "~/facts/schemes";
import { HTB_EXPIRY_EVENT } from "../calendar-htb";
import { helpToBuyApplicationExpiryRule, helpToBuyRule, helpToBuyVatApartmentsRule, SCHEME_SOURCES } from "~/facts/schemes";
import { authorityText, ruleOn } from "~/facts/dated";
import { historyBlock, sourceBlock, whenWords } from "../dated-words";
import { STATUTES } from "~/facts/statutes";
import { SOURCES } from "~/facts/sources";
import { eur, formatDate, pct } from "~/lib/format";
import type { SchemePage } from "./types";

/** The Help to Buy page as it reads on `on` (yyyy-mm-dd). */
export function helpToBuyPage(on: string): SchemePage {
const status = ruleOn(helpToBuyRule, on);
const ended = status.state === "ended";
const t = status.period?.value ?? helpToBuyRule.periods[0]!.value;
const endDate = formatDate((status.period ?? helpToBuyRule.periods[0]!).until!);
const h = { ...helpToBuy, ...t };
const max = eur(h.maxRefund);
const pricePct = pct(h.pricePercent);
const years = h.occupancyYears;
const lastClawbackYear = h.clawback[h.clawback.length - 1]!.year;
const finance2024 = `[Finance Act 2024, s. 7](${STATUTES.financeAct2024.url})`;
// The Act that set the closing date of the period the page states (Finance Act 2024, s. 7, since 2020), read from the rule.
const shown = status.period ?? helpToBuyRule.periods[0]!;
const closingAct = `[${authorityText(shown.source)}](${shown.source.url})`;
/** The period's end alone ("until 31 December 2029 unless extended"): the scheme was open before the period's first day, at other amounts. */
const untilWords = whenWords({ ...status, earlier: [] });
const expiry = ruleOn(helpToBuyApplicationExpiryRule, on).period?.value ?? helpToBuyApplicationExpiryRule.periods[0]!.value;
/** "An application made between 1 January and 30 September expires on …": Revenue's rule, in the rule's words. */
const expiryWords = helpToBuyApplicationExpiryRule.describe(expiry);
const closing = ended
  ? `**Help to Buy ended on ${endDate}**, the closing date set by ${closingAct}, unless a later Finance Act extended it: check Revenue's page before you rely on it.`
  : status.state === "none"
    ? `Help to Buy begins for contracts signed (or a self-build's first mortgage drawdown made) from ${formatDate(status.later[0]!.from!)} (${closingAct}).`
    : untilWords
      ? `Help to Buy is open for contracts signed (or a self-build's first mortgage drawdown made) **${untilWords}**, the closing date set by ${closingAct}.`
      : `Help to Buy is open for contracts signed (or a self-build's first mortgage drawdown made) now${whenWords(status) ? `, at these amounts ${whenWords(status)}` : ""}.`;

return {
  path: "/schemes/help-to-buy",
  header: {
    tag: "Government Scheme",
    title: "Help to Buy",
    lead: `A refund of income tax that helps first-time buyers fund the deposit on a new home: up to ${max}, claimed online through Revenue.`,
    accent: "blue",
  },
  contents: true,
  sections: [
    {
      id: "what-it-is",
      title: "What is Help to Buy?",
      blocks: [
        {
          type: "p",
          text: `Help to Buy (HTB) is a tax incentive for **first-time buyers of newly built homes** and for first-time buyers who **build their own home**. Revenue refunds income tax, and Deposit Interest Retention Tax (DIRT), that you paid in Ireland over the previous ${h.taxYears} tax years, and the money goes towards the deposit your mortgage lender asks for.`,
        },
        {
          type: "p",
          text: `It is not a loan. Nothing is repaid as long as you keep the home as your main residence for ${years} years. It is also not a grant you can spend on anything: the refund is paid to the developer when you buy from a builder, or into your lender's account when you self-build, so it goes straight into the purchase.`,
        },
        {
          type: "p",
          text: "Help to Buy only covers **new homes**. A second-hand home does not qualify, however much work it needs, and neither does a home that someone has already lived in. It is run entirely by Revenue through its online services, so you do not need a broker or an agent to claim it.",
        },
        {
          type: "callout",
          tone: "info",
          title: "Using Help to Buy with the First Home Scheme",
          text: `You can combine Help to Buy with the [First Home Scheme](/schemes/first-home). If you do, the First Home Scheme's equity share is limited to ${pct(firstHome.maxShareWithHelpToBuyPercent)} of the price instead of ${pct(firstHome.maxSharePercent)}. Many buyers use Help to Buy to reach the ${pct(lending.depositFirstTimeBuyerPercent)} deposit and the First Home Scheme to close the gap that remains.`,
        },
      ],
    },
    {
      id: "how-much",
      title: "How much can you get?",
      blocks: [
        { type: "p", text: "The refund is the **lowest** of three amounts:" },
        {
          type: "list",
          items: [
            `**${max}**, the maximum refund;`,
            `**${pricePct} of the purchase price** of a new home; or`,
            `for a self-build, **${pct(h.completionValuePercent)} of the completion value** (the valuation your lender approved when it gave you the mortgage).`,
          ],
        },
        {
          type: "p",
          text: `There is a fourth limit that catches people out: Revenue can only give back tax you actually paid. The refund can never be more than the income tax and DIRT you paid in the ${h.taxYears} tax years before you apply. If you buy with a partner, each of you claims on your own tax record and your refunds are added together, but the combined total is still subject to the limits above.`,
        },
        {
          type: "table",
          caption: "Help to Buy refund: worked examples",
          head: ["Purchase price", `${pricePct} of the price`, "Refund"],
          rows: h.examples.map((ex) => [
            eur(ex.price),
            eur((ex.price * h.pricePercent) / 100),
            eur(ex.refund),
          ]),
        },
        {
          type: "list",
          items: h.examples.map((ex) => {
            const tenth = (ex.price * h.pricePercent) / 100;
            return tenth > h.maxRefund
              ? `**A ${eur(ex.price)} home:** ${pricePct} is ${eur(tenth)}, more than the ${max} maximum, so the refund is **${eur(ex.refund)}**.`
              : `**A ${eur(ex.price)} home:** ${pricePct} is ${eur(tenth)}, below the maximum, so the refund is **${eur(ex.refund)}**, as long as you paid at least that much tax over the ${h.taxYears} years.`;
          }),
        },
        {
          type: "callout",
          tone: "tip",
          title: "See your own figure before you commit",
          text: "Log in to myAccount on Revenue's website and open the Help to Buy service. It shows the most you could claim from your tax record, so you know early whether you need to save more or apply with a partner. Your figure can change as your tax record changes, so look again shortly before you sign a contract.",
        },
        { type: "p", text: "Try your own numbers in the calculator below. It uses the same limits, and also shows what the First Home Scheme could add." },
        { type: "tool", tool: "scheme-amounts" },
      ],
    },
    {
      id: "who-can-apply",
      title: "Who can apply?",
      blocks: [
        { type: "p", text: "Both you and the home have to meet the rules. Revenue checks the first set when you apply and the second when you claim." },
        {
          type: "checklist",
          title: "Applicant requirements",
          items: [
            "You are a **first-time buyer**: you have never bought or built a home, on your own or with anyone else. If you are buying with others, every buyer must be a first-time buyer.",
            `You will **live in the home for ${years} years** as your main residence, from the day you move in.`,
            "You are **tax compliant**: your tax affairs are up to date, and if you are self-employed or pay tax through a return, every return for the years you are claiming on has been filed.",
            `You **paid income tax in Ireland in the previous ${h.taxYears} years**. The refund is drawn from that tax, so a short working history in Ireland means a smaller refund.`,
            `You take out a **mortgage of at least ${pct(h.minMortgagePercent)} of the price** (or of the valuation, for a self-build) with a lender regulated by the Central Bank of Ireland.`,
          ],
        },
        {
          type: "checklist",
          title: "Property requirements",
          items: [
            "It is a **new build** bought from a developer that Revenue has approved as a qualifying contractor, or a **self-build** funded by a mortgage.",
            "It has **never been lived in** as a home before you buy it.",
            `Its **price or value is ${eur(h.maxPropertyValue)} or less**. For a new build the price includes VAT; for a self-build it is the valuation on completion.`,
            "It will be your **principal private residence**, not a holiday home or an investment.",
          ],
        },
        {
          type: "p",
          text: "Ask the developer early whether they are an approved Help to Buy contractor: most large builders are, but a small builder may need to register before your claim can be paid. If you have ever held a share in a home, in Ireland or abroad, ask Revenue whether you still count as a first-time buyer before you pay a booking deposit.",
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to apply: HTB1, then HTB2",
      blocks: [
        {
          type: "p",
          text: "You apply online, through **myAccount** if you pay tax through PAYE or through **ROS** (Revenue Online Service) if you are self-employed. There are two stages: the application (HTB1) and the claim (HTB2). You cannot claim until your application has been approved.",
        },
        {
          type: "steps",
          items: [
            {
              title: "Get ready",
              content: `Register for myAccount or ROS if you have not already, and make sure your tax returns for the last ${h.taxYears} years are filed and any tax owed is paid. Revenue will not approve an application while your tax affairs are out of date.`,
            },
            {
              title: "HTB1: the application",
              content: `Complete the Help to Buy application in myAccount or ROS. Revenue checks your tax record and confirms the most you could receive, and gives you an application number and the date the application will expire unless a valid claim is made. Revenue's rule: ${expiryWords}. So apply when you are seriously looking, not years ahead.`,
            },
            {
              title: "Find your home and get mortgage approval",
              content: `Choose a new home within the ${eur(h.maxPropertyValue)} limit from an approved developer, or get planning and a mortgage for your self-build. Your lender must approve a mortgage of at least ${pct(h.minMortgagePercent)} of the price or valuation. Give your solicitor your HTB application number.`,
            },
            {
              title: "HTB2: the claim",
              content: "Once you have signed the contract to buy (or drawn down the first stage of your self-build mortgage), make the claim online **before your application expires**. You upload the signed contract and your loan offer, or the self-build documents Revenue asks for.",
            },
            {
              title: "Verification and payment",
              content: "Your solicitor verifies the purchase details on Revenue's system (for a self-build, your lender does). Revenue then pays the refund to the developer, which counts towards your purchase, or into your lender's account for a self-build.",
            },
          ],
        },
      ],
    },
    {
      id: "deadlines",
      title: "Deadlines and time limits",
      blocks: [
        {
          type: "list",
          items: [
            `**Your application expires on a fixed date.** ${capitalise(expiryWords)}. If it runs out before you sign a contract, apply again: the new application re-checks your tax record, which may change your figure. [${HTB_EXPIRY_EVENT.link}](/schemes/help-to-buy.ics) (a calendar file, with a reminder a week before).`,
            "**The HTB2 claim must be made before the application expires.** Plan your application so that the expected contract date falls before that date: an application made in October gives you until the end of March.",
            `**The scheme itself has an end date.** ${closing} Your claim must be made while the scheme is open.`,
            `**You must live in the home for ${years} years** after you move in. Selling or moving out earlier triggers a repayment (see below).`,
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "New developments slip",
          text: "Contract dates on new developments often move. If your application is close to expiring, talk to your solicitor early: it is far easier to re-apply before the contract is signed than to sort out an expired application afterwards.",
        },
        ...historyBlock(helpToBuyApplicationExpiryRule, on, "When an application expires: what this page said before"),
        sourceBlock({ source: SCHEME_SOURCES.revenueHtbApply, reviewed: helpToBuy.reviewed }, [helpToBuyApplicationExpiryRule], on),
      ],
    },
    {
      id: "repayment",
      title: "Repaying Help to Buy if you sell within five years",
      blocks: [
        {
          type: "p",
          text: `Help to Buy is for people buying a home to live in. If you sell the home within ${years} years, Revenue claws back part of the refund. The share you repay falls with each year you have owned the home, and nothing is repaid after year ${lastClawbackYear}.`,
        },
        {
          type: "table",
          caption: "Share of the Help to Buy refund repaid if you sell, by year of ownership",
          head: ["When you sell", "Share of the refund repaid", `Repaid on a ${max} refund`],
          rows: [
            ...h.clawback.map((row) => [`Year ${row.year}`, pct(row.percent), eur((h.maxRefund * row.percent) / 100)]),
            [`After year ${lastClawbackYear}`, "None", eur(0)],
          ],
        },
        {
          type: "p",
          text: "If you expect to sell, or to move out and rent the home, within the five years, talk to Revenue before you agree anything, so the amount due is clear and can be paid from the sale. Your solicitor will ask about it when you sell.",
        },
      ],
    },
    {
      id: "update-2025",
      title: "Latest changes",
      blocks: [
        {
          type: "p",
          text: ended
            ? `${closing} Until then the maximum refund was ${max} or ${pricePct} of the price, on a home worth ${eur(h.maxPropertyValue)} or less.`
            : `Help to Buy, at the maximum refund of ${max} and ${pricePct} of the price, runs **${untilWords || whenWords(status)}**: ${finance2024} replaced the earlier closing date of 31 December 2025 with 31 December 2029. The property value limit stays at ${eur(h.maxPropertyValue)}, and the mortgage must still be at least ${pct(h.minMortgagePercent)} of the price.`,
        },
        ...historyBlock(helpToBuyRule, on, "Help to Buy: earlier amounts and closing dates"),
        ...(ruleOn(helpToBuyVatApartmentsRule, on).state === "current"
          ? [
              {
                type: "p" as const,
                text: `**New apartments sold at the 9% VAT rate.** Since ${formatDate(helpToBuyVatApartmentsRule.periods[0]!.from!)}, a new apartment in an apartment block sold at the reduced 9% VAT rate still qualifies for Help to Buy ([Finance Act 2025, s. 5](${STATUTES.financeAct2025.url}); [Revenue](${SCHEME_SOURCES.revenueVatApartments.url})).`,
              },
            ]
          : []),
        {
          type: "p",
          text: "Budgets can move these dates. Before you rely on a date, check Revenue's Help to Buy page, and read our article on [how the budget affects housing](/resources/blog/2023-budget-housing-impact) for what later announcements changed. These are the rules as of Budget 2026 and the Finance Act 2025: when we last looked (25 November 2026), we found no Help to Buy measure from Budget 2027 or a Finance Bill 2026, on an official page or in a report.",
        },
        sourceBlock(helpToBuy, [helpToBuyRule, helpToBuyVatApartmentsRule], on, SCHEME_SOURCES.htbDailAnswer, SCHEME_SOURCES.htbMortgageDailAnswer),
      ],
    },
  ],
  faq: {
    id: "common-questions",
    title: "Common questions",
    after: "repayment",
    items: [
      {
        id: "second-hand",
        question: "Can I use Help to Buy on a second-hand home?",
        answer: [
          "No. Help to Buy is only for a newly built home that has never been lived in, bought from an approved developer, or for a home you build yourself. For a second-hand home, look at your savings, family help and the [mortgage process guide](/buying/mortgage-process).",
        ],
      },
      {
        id: "counts-as-deposit",
        question: "Does the refund count towards my deposit?",
        answer: [
          `Yes. Lenders accept the Help to Buy refund as part of the ${pct(lending.depositFirstTimeBuyerPercent)} deposit a first-time buyer needs. Because it is paid to the developer, it is usually set against the balance due at closing. Any booking deposit you paid comes out of your own savings first.`,
        ],
      },
      {
        id: "joint-buyers",
        question: "We are buying together. Can we both claim?",
        answer: [
          `Yes. Each of you applies on your own tax record, and your refunds are added together. The total is still limited to the lowest of ${max} and ${pricePct} of the price, and each of you must be a first-time buyer.`,
        ],
      },
      {
        id: "not-enough-tax",
        question: "What if I have not paid much tax yet?",
        answer: [
          `Your refund is limited to the income tax and DIRT you paid in the ${h.taxYears} years before you apply. If that is less than you hoped, a joint application, a later application after another year of tax, or the First Home Scheme may make up the difference.`,
        ],
      },
      {
        id: "with-first-home",
        question: "Can I use Help to Buy and the First Home Scheme together?",
        answer: [
          `Yes. The First Home Scheme share is then limited to ${pct(firstHome.maxShareWithHelpToBuyPercent)} of the price. See the [First Home Scheme](/schemes/first-home) page for how the equity share works.`,
        ],
      },
      {
        id: "is-it-taxable",
        question: "Is the refund taxable income?",
        answer: ["No. It is a refund of tax you have already paid, not income, so it does not go on your tax return and does not affect your tax credits."],
      },
    ],
  },
  links: {
    id: "official-links",
    title: "Official links and help",
    intro: "Revenue runs the scheme and has the final word on every claim. These sites have the current rules and the application itself.",
    items: [
      { title: "Revenue: Help to Buy", description: "The official rules, the online application and claim, and Revenue's own guidance.", url: SOURCES.revenueHelpToBuy.url, icon: "landmark", accent: "blue" },
      { title: "Contact Revenue", description: "Phone, MyEnquiries and office details for questions about your application or tax record.", url: SOURCES.revenueContact.url, icon: "phone", accent: "blue" },
      { title: "Citizens Information: Help to Buy", description: "An independent plain-English summary of the scheme and who qualifies.", url: SOURCES.citizensHelpToBuy.url, icon: "info", accent: "green" },
      { title: "Scheme amounts calculator", description: "Estimate your Help to Buy refund and First Home Scheme share together.", url: "/tools/scheme-amounts", icon: "calculator", accent: "purple" },
    ],
  },
  cta: {
    title: "Ready to apply for Help to Buy?",
    text: "Check your maximum refund and make your application online in Revenue's myAccount or ROS. Have your tax returns up to date before you start.",
    actions: [
      { label: "Apply on Revenue.ie", url: SOURCES.revenueHelpToBuy.url, primary: true },
      { label: "Estimate your refund", url: "/tools/scheme-amounts" },
    ],
  },
  sources: [h.source, SOURCES.citizensHelpToBuy],
  reviewed: h.reviewed,
};
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
