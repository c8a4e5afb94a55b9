/**
 * /schemes/first-home: the First Home Scheme (shared equity), as it stands on
 * a date. The share limits, the end date and the per-council price ceilings
 * are dated rules (facts/schemes.ts: firstHomeSchemeRule,
 * firstHomeCeilingsRule); the steps and the worked example (the scheme page's
 * own) do not change with the rules. Once the reported end date has passed,
 * the page says the scheme closed on that date instead of presenting it as open.
 */
import { lending } from "~/facts/buying";
import { firstHome } from "~/facts/schemes";
import { firstHomeCeilingsRule, firstHomeCertificateRule, firstHomeSchemeRule, FIRST_HOME_CEILING_CONFLICTS, helpToBuyRule, SCHEME_SOURCES } from "~/facts/schemes";
import { ruleOn, valueOn } from "~/facts/dated";
import { historyBlock, sourceBlock, unconfirmedWords, whenWords } from "../dated-words";
import { byCounty } from "~/facts/local-authorities";
import { SOURCES } from "~/facts/sources";
import type { Block } from "../types";
import { eur, formatDate, pct } from "~/lib/format";
import { telHref } from "~/lib/url";
import type { SchemePage } from "./types";

/** What the page says about the scheme's closing date on `on`. */
function availabilityText(on: string): string {
  const status = ruleOn(firstHomeSchemeRule, on);
  const reported = `The Minister for Housing announced the extension "to June 2027" ([13 May 2025](${SCHEME_SOURCES.southEastRadioFirstHome.url})); the exact day, 1 June 2027, is reported by ${firstHomeSchemeRule.periods[0]!.source.name} (["in operation for another two years until 1 June 2027"](${SCHEME_SOURCES.theJournalFirstHome.url})).`;
  if (status.state === "ended") {
    return `The scheme was due to close to new applications on **${formatDate(status.period!.until!)}** and, as far as this site has been able to confirm, it **ended on that date**. ${reported} Check the [official site](${firstHome.source.url}) to see whether it was extended before you plan around it.`;
  }
  return `The scheme is open to new applications **${whenWords(status)}**. ${reported} Check the [official site](${firstHome.source.url}) for any change before you plan around it.`;
}

/** The per-council ceiling table on `on`, or a plain statement that the site could not confirm them. */
function ceilingBlocks(on: string): Block[] {
  const status = ruleOn(firstHomeCeilingsRule, on);
  const table = `the [scheme's own table of price ceilings](${SCHEME_SOURCES.firstHomeCeilingsPage.url})`;
  if (status.state !== "current") {
    return [
      {
        type: "p",
        text: status.state === "ended"
          ? `The price ceilings below applied until **${formatDate(status.period!.until!)}**, when the scheme was due to end. Check ${table} for any ceilings in force now.`
          : `This site has no confirmed price ceilings for this date. Check ${table}.`,
      },
    ];
  }
  const ceilings = status.period!.value;
  const rows = byCounty().flatMap(({ authorities }) =>
    authorities.map((a) => {
      const c = ceilings[a.id];
      return c ? [a.name, eur(c.house), eur(c.apartment)] : [a.name, "Not confirmed", "Not confirmed"];
    }),
  );
  return [
    {
      type: "p",
      text: `Each of the 31 local authorities has its own ceiling, and some differ between houses and apartments. The price of your home must not be above the ceiling for its area. The scheme reviews them twice a year; these are the ceilings in force **from ${formatDate(status.period!.from!)}**, as reported (${SCHEME_SOURCES.myHomeCeilings.name}). Where we could not confirm a figure, the table says so: check ${table} before you sign a booking deposit.`,
    },
    {
      type: "table",
      caption: "First Home Scheme price ceilings by local authority",
      head: ["Local authority", "House", "Apartment"],
      rows,
    },
    ...FIRST_HOME_CEILING_CONFLICTS.map((c): Block => ({ type: "p", text: c.text })),
  ];
}

/** The First Home Scheme page as it reads on `on` (yyyy-mm-dd). */
export function firstHomePage(on: string): SchemePage {
const f = firstHome;
const terms = ruleOn(firstHomeSchemeRule, on).period?.value ?? firstHomeSchemeRule.periods[0]!.value;
const ended = ruleOn(firstHomeSchemeRule, on).state === "ended";
const ex = f.schemeExample;
const share = pct(terms.maxSharePercent);
const shareWithHtb = pct(terms.maxShareWithHelpToBuyPercent);
const deposit = pct(terms.minDepositPercent);
const certificate = ruleOn(firstHomeCertificateRule, on).period ?? firstHomeCertificateRule.periods[0]!;
/** The certificate's life, worded as the rule's certainty allows: unconfirmed, so said to be so. */
const certLife = certificate.certainty === "unconfirmed"
  ? `An earlier version of this guide said it is valid for ${certificate.value} months. ${unconfirmedWords(certificate)} Check the expiry date on your own certificate.`
  : `It is valid for ${certificate.value} months.`;
const htb = ruleOn(helpToBuyRule, on);
/** Help to Buy's top refund while it is open; once it has closed, a pointer to its page (never an ended figure as current). */
const htbWords = htb.state === "current"
  ? `Help to Buy itself is worth up to ${eur(htb.period!.value.maxRefund)}.`
  : "Check on the [Help to Buy](/schemes/help-to-buy) page whether it is still open.";

return {
  path: "/schemes/first-home",
  header: {
    tag: "Government Scheme",
    title: "First Home Scheme",
    lead: ended
      ? `A shared equity scheme from the State and participating banks that paid up to ${share} of the price of a new home. It was due to close to new applications on ${formatDate(ruleOn(firstHomeSchemeRule, on).period!.until!)}: check the official site before you rely on it.`
      : `A shared equity scheme from the State and participating banks that pays up to ${share} of the price of a new home, to bridge the gap between your mortgage and deposit and the price.`,
    accent: "green",
  },
  contents: true,
  sections: [
    {
      id: "what-it-is",
      title: "What is the First Home Scheme?",
      blocks: [
        {
          type: "p",
          text: `The First Home Scheme (FHS) helps first-time buyers, and some other buyers, who can save a deposit and get a mortgage but still fall short of the price of a new home. The scheme pays the difference, up to **${share} of the price**, and in return takes an **equity share**: a percentage stake in your home equal to the percentage of the price it paid.`,
        },
        {
          type: "p",
          text: "It is funded by the Government, through the Department of Housing, Local Government and Heritage, together with the participating mortgage lenders. It is not a loan with monthly repayments. You can buy the share back whenever you choose, in one go or in parts, or leave it in place until you sell.",
        },
        {
          type: "p",
          text: "Because the share is a percentage, what you eventually pay back moves with the value of your home: if the home rises in value, the share is worth more in euro; if it falls, it is worth less.",
        },
        {
          type: "callout",
          tone: "info",
          title: "Availability",
          text: availabilityText(on),
        },
        ...historyBlock(firstHomeSchemeRule, on, "First Home Scheme: earlier and later terms"),
      ],
    },
    {
      id: "how-it-works",
      title: "How it works",
      blocks: [
        { type: "p", text: "The scheme fills the gap that is left once you have put in your deposit and borrowed as much as your lender will give you." },
        {
          type: "steps",
          items: [
            {
              title: "Work out your gap",
              content: `Add your deposit (at least ${deposit} of the price) to the most a participating lender will lend you. The difference between that total and the price of the home is your gap.`,
            },
            {
              title: "Get mortgage approval in principle",
              content: "Ask a participating lender for approval in principle. You must borrow the maximum that lender will offer you.",
            },
            {
              title: "Find a qualifying home",
              content: "Choose a newly built house or apartment in a private development, or plan a self-build, priced within the ceiling for its area (see the table below).",
            },
            {
              title: "The scheme funds the gap",
              content: `The scheme pays the gap, up to ${share} of the price, or up to ${shareWithHtb} if you also use [Help to Buy](/schemes/help-to-buy). It takes the same percentage as its equity share in your home.`,
            },
            {
              title: "Live in your home and buy back the share when you can",
              content: "You own and live in the home as usual. You can buy back the share in full or in parts at any time; you must buy it back if you sell the home or it stops being your home.",
            },
          ],
        },
      ],
    },
    {
      id: "who-qualifies",
      title: "Who qualifies?",
      blocks: [
        {
          type: "checklist",
          items: [
            "You are a **first-time buyer**: you have never bought or built a home to live in, and you do not own or have an interest in a home in Ireland or abroad.",
            "Or you are a **fresh start** applicant: you owned a home before, but no longer have a financial interest in it because a marriage or relationship ended, or because of insolvency or bankruptcy.",
            "You are **over 18** and have the **right to live in Ireland**.",
            "Everyone buying the home with you also qualifies as a first-time buyer or fresh start applicant.",
            "You have **mortgage approval from a participating lender** and are borrowing the **maximum** that lender will give you, without a mortgage exception (a loan above the normal Central Bank limits).",
            "You will **live in the home** as your principal private residence.",
          ],
        },
        {
          type: "p",
          text: `Tenants whose landlord is selling the home they rent may also be able to use the scheme to buy it, under its tenant purchase strand; ask the scheme directly if that is your situation.`,
        },
      ],
    },
    {
      id: "requirements",
      title: "Property and financial requirements",
      blocks: [
        { type: "heading", text: "The property" },
        {
          type: "list",
          items: [
            "A **newly built** house or apartment in a private development, or a **self-build** on a site you own, in the Republic of Ireland.",
            "Your **principal private residence**, not a holiday home or a rental.",
            "Priced **within the ceiling** for its local authority area (see the table below).",
          ],
        },
        ...ceilingBlocks(on),
        ...historyBlock(firstHomeCeilingsRule, on, "Price ceilings: earlier figures"),
        { type: "heading", text: "Your finances" },
        {
          type: "list",
          items: [
            `A **deposit of at least ${deposit}** of the price. A [Help to Buy](/schemes/help-to-buy) refund can count towards it.`,
            "**Mortgage approval from a participating lender**, borrowing the most that lender offers you. There is no minimum mortgage as a share of the price.",
            `A gap the scheme can fill: **up to ${share}** of the price, or **up to ${shareWithHtb}** if you also use Help to Buy, and at least ${pct(terms.minSharePercent)} of the price or ${eur(terms.minShareEuro)}, whichever is higher.`,
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Why the maximum mortgage?",
          text: `The scheme is meant to fill a gap that remains after you have borrowed all you can. First-time buyers can normally borrow up to ${lending.ltiFirstTimeBuyer} times their gross income under the Central Bank's rules; the [borrowing calculator](/tools/borrowing) shows what that means for you.`,
        },
        sourceBlock(f, [firstHomeSchemeRule, firstHomeCeilingsRule], on, SCHEME_SOURCES.firstHomeRules, SCHEME_SOURCES.firstHomeCeilingsPage, SCHEME_SOURCES.theJournalFirstHome),
      ],
    },
    {
      id: "application-process",
      title: "Application process",
      blocks: [
        { type: "p", text: "The application is made online on the official First Home Scheme site and runs alongside your mortgage application." },
        {
          type: "steps",
          items: [
            {
              title: "Use the online calculator",
              content: "Enter the price, your deposit and your approved mortgage on the official site's calculator to see the equity share you could need.",
            },
            {
              title: "Register",
              content: "Create an account on the official First Home Scheme site. You will need your mortgage approval in principle and the local authority area of the home.",
            },
            {
              title: "Provide your details and documents",
              content: "Fill in the application and upload what it asks for: identification, proof of your deposit, your mortgage approval in principle and the details of the home.",
            },
            {
              title: "Get your Eligibility Certificate",
              content: `If you qualify, the scheme issues an Eligibility Certificate showing the most it can fund. It has an expiry date, so time your application for when you are ready to buy. ${certLife}`,
            },
            {
              title: "Complete your mortgage with a participating bank",
              content: "Give the certificate to your lender. Your mortgage letter of offer then confirms both your mortgage and the scheme's funding.",
            },
            {
              title: "Your solicitor does the rest",
              content: "You sign the scheme's contract; the scheme releases its funds to your solicitor, who completes the purchase together with your mortgage drawdown. For a self-build, funds are released in stages as the build progresses.",
            },
          ],
        },
      ],
    },
    {
      id: "repaying",
      title: "Repaying the equity share",
      blocks: [
        {
          type: "p",
          text: "You can buy back (redeem) the scheme's share at any time, but you do not have to unless one of the events below happens. The amount is always the **share's percentage of your home's value at the time**, based on a valuation by a valuer the scheme approves. The scheme gives you a quote before you pay anything.",
        },
        {
          type: "list",
          items: [
            `**Partial buy-backs** let you reduce the share step by step. Each must be at least ${pct(f.minPartialRedemptionPercent)} of the original equity amount the scheme paid (an earlier version of this guide said “at least 5% of value”), and you can make up to two in each 12 months ([the scheme's redemption rules](${SOURCES.firstHomeSchemeRedemption.url})).`,
            "**Full buy-back** ends the scheme's interest in your home, for example when you remortgage.",
            "**Service charges** do not apply in the first years. After that, an annual charge applies to the share you have not bought back; the scheme's FAQs set out the current rates, which are a good reason to buy back early if you can.",
          ],
        },
        {
          type: "checklist",
          title: "You must buy back the whole share if",
          items: [
            "you sell the home;",
            "the home is no longer your principal private residence;",
            "you switch your mortgage to a lender that does not take part in the scheme; or",
            "the owner dies (for joint owners, the last one).",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example",
      blocks: [
        {
          type: "callout",
          tone: "example",
          title: `A ${eur(ex.price)} home with a ${eur(ex.gap)} gap`,
          text: [
            `A buyer's deposit and maximum mortgage come to ${eur(ex.price - ex.gap)}, leaving a **gap of ${eur(ex.gap)}** on a **${eur(ex.price)}** new home.`,
            `The scheme pays the ${eur(ex.gap)}. As a share of the price that is ${eur(ex.gap)} ÷ ${eur(ex.price)} = **${pct(ex.sharePercent)}**, so the scheme's equity share is ${pct(ex.sharePercent)}, within the ${share} limit.`,
            `Years later the home **sells for ${eur(ex.salePrice)}**. The scheme's ${pct(ex.sharePercent)} of that is **${eur(ex.repayment)}**, which is repaid from the sale, together with any service charges due. The rest of the sale price, ${eur(ex.salePrice - ex.repayment)}, pays off your mortgage and the remainder is yours.`,
          ],
        },
        {
          type: "p",
          text: `Because the home rose in value, the scheme gets back more than it paid in (${eur(ex.repayment)} against ${eur(ex.gap)}). Had the value fallen, it would have got back less. Buying back part of the share early, while the home is worth less, reduces what you hand over later.`,
        },
        { type: "p", text: "Try your own figures with the calculator:" },
        { type: "tool", tool: "scheme-amounts" },
      ],
    },
  ],
  faq: {
    id: "common-questions",
    title: "Common questions",
    items: [
      {
        id: "is-it-a-loan",
        question: "Is the First Home Scheme a loan?",
        answer: [
          "No. It is an equity share: the scheme owns a percentage of your home's value instead of being owed a fixed sum. There are no monthly repayments, but service charges apply after the first years on any share you have not bought back.",
        ],
      },
      {
        id: "must-buy-back",
        question: "Do I have to buy back the share?",
        answer: [
          "Only when you sell, stop living in the home, switch to a lender outside the scheme, or on death. Otherwise it is your choice when, and whether, to buy it back, in full or in parts.",
        ],
      },
      {
        id: "with-help-to-buy",
        question: "Can I use it together with Help to Buy?",
        answer: [
          `Yes. With [Help to Buy](/schemes/help-to-buy) the scheme's share is limited to ${shareWithHtb} of the price instead of ${share}. Help to Buy can make up part of your ${deposit} deposit. ${htbWords}`,
        ],
      },
      {
        id: "second-hand",
        question: "Can I use it to buy a second-hand home?",
        answer: [
          "Generally no: it is for new homes in private developments and for self-builds. The exception is a tenant buying the home they rent when the landlord sells it, which the scheme treats separately.",
        ],
      },
      {
        id: "certificate-expires",
        question: "What happens if my Eligibility Certificate runs out?",
        answer: [
          `The certificate shows its expiry date. If you have not drawn down by then, you can apply again with up-to-date documents; your new certificate reflects your situation at that time. ${certLife}`,
        ],
      },
      {
        id: "value-falls",
        question: "What if my home falls in value?",
        answer: [
          "The share is a percentage, so its euro value falls too. You carry the same percentage of any loss as of any gain.",
        ],
      },
    ],
  },
  links: {
    id: "help-links",
    title: "Help and contacts",
    intro: "The scheme's own team answers questions about eligibility, applications and buying back the share.",
    items: [
      { title: "Official First Home Scheme site", description: "Eligibility, the calculator, price ceilings for every area and the online application.", url: f.source.url, icon: "globe", accent: "green" },
      { title: `Phone the scheme: ${f.helplinePhone.display}`, description: "The help line the scheme publishes on its own site, for questions about applications and redemptions.", url: telHref(f.helplinePhone.display), icon: "phone", accent: "green" },
      { title: "E-mail or message the scheme", description: "The scheme lists its current e-mail and customer portal contacts on its official site; use those rather than any address copied elsewhere.", url: SOURCES.firstHomeSchemeFaqs.url, icon: "mail", accent: "green" },
      { title: "Citizens Information: First Home Scheme", description: "An independent summary of the scheme, who qualifies and how it works.", url: SOURCES.citizensFirstHome.url, icon: "info", accent: "blue" },
    ],
  },
  cta: {
    title: "Check what the First Home Scheme could do for you",
    text: "Use the official calculator and start your application on the First Home Scheme website once you have mortgage approval in principle.",
    actions: [
      { label: "Go to the official site", url: f.source.url, primary: true },
      { label: "Estimate your share", url: "/tools/scheme-amounts" },
    ],
  },
  sources: [f.source, SOURCES.firstHomeSchemeFaqs, SOURCES.citizensFirstHome],
  reviewed: f.reviewed,
};
}
