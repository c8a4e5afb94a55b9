/**
 * /schemes/local-authorities: the 31 councils (facts/local-authorities.ts),
 * the housing help each gives, and the Local Authority Home Loan, whose
 * limits and rates are dated rules (facts/schemes.ts). The rise announced in
 * early 2026 is stated as announced, never applied: no official page gave
 * the date it took effect.
 */
import { ruleOn, valueOn } from "~/facts/dated";
import { historyBlock, sourceBlock, whenWords } from "../dated-words";
import {
  lahlAnnounced2026,
  lahlIncomeRule,
  lahlPriceCeilingsRule,
  lahlRatesRule,
  localAuthorityHomeLoan,
  SCHEME_SOURCES,
} from "~/facts/schemes";
import { SOURCES } from "~/facts/sources";
import { LOCAL_AUTHORITIES, byCounty } from "~/facts/local-authorities";
import type { Block } from "../types";
import { hostName } from "~/lib/url";
import { eur, pct } from "~/lib/format";
import type { SchemePage } from "./types";

/** The Local Authority Home Loan: limits and rates on `on`, what is announced, history and sources. */
function homeLoanBlocks(on: string): Block[] {
  const income = valueOn(lahlIncomeRule, on);
  const incomeWhen = whenWords(ruleOn(lahlIncomeRule, on));
  const rates = valueOn(lahlRatesRule, on);
  const prices = valueOn(lahlPriceCeilingsRule, on);
  const a = lahlAnnounced2026;
  return [
    {
      type: "p",
      text: `The Local Authority Home Loan is a mortgage from your council, backed by the State, for first-time buyers and fresh start applicants who cannot get enough from a bank. It can be up to **${pct(localAuthorityHomeLoan.maxLoanToValuePercent)} of the home's market value**, for a new or second-hand home or a self-build, and you apply through [localauthorityhomeloan.ie](${SCHEME_SOURCES.localAuthorityHomeLoan.url}).`,
    },
    {
      type: "list",
      items: [
        `**Income limit:** gross income of up to **${eur(income.single)}** for a single applicant and **${eur(income.joint)}** for joint applicants${incomeWhen ? `, ${incomeWhen}` : ""}.`,
        `**Interest rate:** **${pct(rates.upTo25Years)}** fixed for a loan of up to 25 years, or **${pct(rates.upTo30Years)}** for up to 30 years. The rate is fixed for the life of the loan, at the rate on the day you draw it down.`,
        "**Maximum value of the home:** set for each council (the table below).",
      ],
    },
    {
      type: "table",
      caption: "Local Authority Home Loan: maximum value of the home by council",
      head: ["Local authority", "Maximum value of the home"],
      rows: byCounty().flatMap(({ authorities }) => authorities.map((la) => [la.name, eur(prices[la.id])])),
    },
    ...historyBlock(lahlIncomeRule, on, "Income limits: earlier figures"),
    ...historyBlock(lahlRatesRule, on, "Interest rates: earlier claims"),
    {
      type: "callout",
      tone: "info",
      title: "Higher limits announced: start date not confirmed",
      text: [
        `In early 2026 the [Minister for Housing announced](${a.announcement.url}) a higher income limit for a single applicant and higher maximum property values. As reported, the single limit rises to ${eur(a.single)} (joint applicants stay at ${eur(a.joint)}), and the maximum values to ${a.priceLimits.filter((p) => p.basis === "reported").map((p) => `${eur(p.value)} in ${p.councils}`).join("; ")}. ${a.priceLimits.filter((p) => p.basis === "arithmetic").map((p) => `For ${p.councils} the report gives only a rise of ${eur(p.rise!)}: ${eur(p.value)} is our own sum on the ${eur(p.from!)} limit, not a published figure.`).join(" ")} The report we found breaks off before the other councils. No start date has been confirmed: they were expected to take effect ${a.expected}.`,
        `We could not confirm on an official page the date these took effect, so the figures above are the ones in force that we could confirm. Check [localauthorityhomeloan.ie](${SCHEME_SOURCES.localAuthorityHomeLoan.url}) or your council before you apply. The figures are reported by: ${a.figureSources.map((src) => `[${src.name}](${src.url})`).join("; ")}.`,
      ],
    },
    sourceBlock(localAuthorityHomeLoan, [lahlIncomeRule, lahlRatesRule, lahlPriceCeilingsRule], on, SCHEME_SOURCES.lahlIncomeDailAnswer, SCHEME_SOURCES.lahlRatesDailAnswer, SCHEME_SOURCES.lahlPriceDailAnswer),
  ];
}

/** The local authorities page as it reads on `on` (yyyy-mm-dd), in the same shape as the scheme pages it serves. */
export function localAuthoritiesPage(on: string): SchemePage {
  return {
  path: "/schemes/local-authorities",
  header: {
    tag: "Find Your Council",
    title: "Find your local authority",
    lead: `Ireland has ${LOCAL_AUTHORITIES.length} local authorities: county, city, and city and county councils. Your council is where you apply for social housing, the Mortgage Allowance Scheme and many other housing supports.`,
    accent: "rose",
  },
  contents: false,
  sections: [
    {
      id: "councils",
      title: "Councils by county",
      blocks: [
        {
          type: "p",
          text: "Find the county you live in, or the one where you want to apply, and open your council's official website. Look for its **Housing** section: it has the application forms, opening hours, phone numbers and the council's own allocation scheme.",
        },
        {
          type: "p",
          text: "Dublin has four local authorities: Dublin City Council for the city, and Dún Laoghaire-Rathdown, Fingal and South Dublin county councils for the rest of the county. Cork and Galway each have a city council and a county council. If you are not sure which council covers your address, phone the nearest one and ask.",
        },
        {
          type: "table",
          caption: `Ireland's ${LOCAL_AUTHORITIES.length} local authorities and their official websites`,
          head: ["Local authority", "County", "Official website"],
          rows: byCounty().flatMap(({ authorities }) =>
            authorities.map((a) => [a.name, a.county, `[${hostName(a.url)}](${a.url})`]),
          ),
        },
      ],
    },
    {
      id: "housing-help",
      title: "Housing help from your council",
      blocks: [
        { type: "p", text: "Your local authority's housing section deals with:" },
        {
          type: "list",
          items: [
            "[Social housing](/schemes/social-housing): the application, the housing list and offers of homes.",
            "The Housing Assistance Payment (HAP), and the Rental Accommodation Scheme (RAS) for people who have been on Rent Supplement.",
            "The [Mortgage Allowance Scheme](/schemes/mortgage-allowance) for council and housing body tenants who buy a home of their own.",
            "The Local Authority Home Loan (see below), affordable purchase homes and the tenant purchase of council homes.",
            "Housing adaptation grants for older people and people with disabilities.",
            "Emergency accommodation and help for people who are homeless or about to lose their home.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          text: "When you phone or visit, have your PPS number, a photo ID and a recent payslip or social welfare statement to hand. Ask for the name of the person you spoke to and keep a note of the date.",
        },
      ],
    },
    {
      id: "home-loan",
      title: "The Local Authority Home Loan",
      blocks: homeLoanBlocks(on),
    },
  ],
  cta: {
    title: "Know which support you need?",
    text: "Read how social housing and the Mortgage Allowance Scheme work before you contact your council, or answer a few questions to see what may fit.",
    actions: [
      { label: "Social Housing", url: "/schemes/social-housing", primary: true },
      { label: "Mortgage Allowance", url: "/schemes/mortgage-allowance" },
    ],
    questionnaire: true,
  },
  sources: [SOURCES.localAuthorities, SOURCES.citizensSocialHousing, SCHEME_SOURCES.localAuthorityHomeLoan],
  reviewed: localAuthorityHomeLoan.reviewed,
  };
}
