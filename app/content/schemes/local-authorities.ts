/**
 * /schemes/local-authorities: the 31 councils (content/local-authorities.ts)
 * and the housing help each gives.
 */
import { LAST_REVIEWED } from "../reviewed";
import { SOURCES } from "../sources";
import { LOCAL_AUTHORITIES, byCounty } from "../local-authorities";
import type { SchemePage } from "./types";

/** The local authorities page, in the same shape as the scheme pages it serves. */
export const LOCAL_AUTHORITIES_PAGE: SchemePage = {
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
            authorities.map((a) => [a.name, a.county, `[${new URL(a.url).hostname.replace(/^www\./, "")}](${a.url})`]),
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
            "The Local Authority Home Loan, affordable purchase homes and the tenant purchase of council homes.",
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
  sources: [SOURCES.localAuthorities, SOURCES.citizensSocialHousing],
  reviewed: LAST_REVIEWED,
};
