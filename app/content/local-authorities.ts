/**
 * Ireland's 31 local authorities (Local Government Reform Act 2014): 26 county
 * councils, 2 city and county councils and 3 city councils, with their official
 * websites. Used by /schemes/local-authorities, which the Social Housing and
 * Mortgage Allowance pages link to.
 */
import { LAST_REVIEWED } from "./facts";
import { SOURCES } from "./sources";
import type { SchemePage } from "./schemes/types";

export type AuthorityKind = "county" | "city" | "city-and-county";

export interface LocalAuthority {
  name: string;
  /** The county the authority serves (Dublin and Cork have more than one). */
  county: string;
  kind: AuthorityKind;
  /** Official website (https). */
  url: string;
}

export const LOCAL_AUTHORITIES: readonly LocalAuthority[] = [
  { name: "Carlow County Council", county: "Carlow", kind: "county", url: "https://www.carlow.ie/" },
  { name: "Cavan County Council", county: "Cavan", kind: "county", url: "https://www.cavancoco.ie/" },
  { name: "Clare County Council", county: "Clare", kind: "county", url: "https://www.clarecoco.ie/" },
  { name: "Cork City Council", county: "Cork", kind: "city", url: "https://www.corkcity.ie/" },
  { name: "Cork County Council", county: "Cork", kind: "county", url: "https://www.corkcoco.ie/" },
  { name: "Donegal County Council", county: "Donegal", kind: "county", url: "https://www.donegalcoco.ie/" },
  { name: "Dublin City Council", county: "Dublin", kind: "city", url: "https://www.dublincity.ie/" },
  { name: "Dún Laoghaire-Rathdown County Council", county: "Dublin", kind: "county", url: "https://www.dlrcoco.ie/" },
  { name: "Fingal County Council", county: "Dublin", kind: "county", url: "https://www.fingal.ie/" },
  { name: "South Dublin County Council", county: "Dublin", kind: "county", url: "https://www.sdcc.ie/" },
  { name: "Galway City Council", county: "Galway", kind: "city", url: "https://www.galwaycity.ie/" },
  { name: "Galway County Council", county: "Galway", kind: "county", url: "https://www.galway.ie/" },
  { name: "Kerry County Council", county: "Kerry", kind: "county", url: "https://www.kerrycoco.ie/" },
  { name: "Kildare County Council", county: "Kildare", kind: "county", url: "https://kildarecoco.ie/" },
  { name: "Kilkenny County Council", county: "Kilkenny", kind: "county", url: "https://www.kilkennycoco.ie/" },
  { name: "Laois County Council", county: "Laois", kind: "county", url: "https://laois.ie/" },
  { name: "Leitrim County Council", county: "Leitrim", kind: "county", url: "https://www.leitrimcoco.ie/" },
  { name: "Limerick City and County Council", county: "Limerick", kind: "city-and-county", url: "https://www.limerick.ie/" },
  { name: "Longford County Council", county: "Longford", kind: "county", url: "https://www.longfordcoco.ie/" },
  { name: "Louth County Council", county: "Louth", kind: "county", url: "https://www.louthcoco.ie/" },
  { name: "Mayo County Council", county: "Mayo", kind: "county", url: "https://www.mayo.ie/" },
  { name: "Meath County Council", county: "Meath", kind: "county", url: "https://www.meath.ie/" },
  { name: "Monaghan County Council", county: "Monaghan", kind: "county", url: "https://monaghan.ie/" },
  { name: "Offaly County Council", county: "Offaly", kind: "county", url: "https://www.offaly.ie/" },
  { name: "Roscommon County Council", county: "Roscommon", kind: "county", url: "https://www.roscommoncoco.ie/" },
  { name: "Sligo County Council", county: "Sligo", kind: "county", url: "https://www.sligococo.ie/" },
  { name: "Tipperary County Council", county: "Tipperary", kind: "county", url: "https://www.tipperarycoco.ie/" },
  { name: "Waterford City and County Council", county: "Waterford", kind: "city-and-county", url: "https://www.waterfordcouncil.ie/" },
  { name: "Westmeath County Council", county: "Westmeath", kind: "county", url: "https://www.westmeathcoco.ie/" },
  { name: "Wexford County Council", county: "Wexford", kind: "county", url: "https://www.wexfordcoco.ie/" },
  { name: "Wicklow County Council", county: "Wicklow", kind: "county", url: "https://www.wicklow.ie/" },
];

/** The authorities serving a county (Dublin has four, Cork and Galway two each). */
export function authoritiesFor(county: string): LocalAuthority[] {
  const wanted = county.trim().toLowerCase();
  return LOCAL_AUTHORITIES.filter((a) => a.county.toLowerCase() === wanted);
}

/** Counties in alphabetical order, each with its authorities. */
export function byCounty(): { county: string; authorities: LocalAuthority[] }[] {
  const counties = [...new Set(LOCAL_AUTHORITIES.map((a) => a.county))].sort((a, b) => a.localeCompare(b, "en-IE"));
  return counties.map((county) => ({ county, authorities: authoritiesFor(county) }));
}

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
