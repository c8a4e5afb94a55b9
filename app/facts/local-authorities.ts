/**
 * Ireland's 31 local authorities (Local Government Reform Act 2014): 26 county
 * councils, 2 city and county councils and 3 city councils, with their official
 * websites. The scheme rules that differ by council (First Home Scheme price
 * ceilings, social housing bands, Local Authority Home Loan price limits) are
 * keyed by these ids, and the pickers of the scheme-amounts tool and the
 * questionnaire list these councils.
 *
 * Deliberately free of facts and page words: the tool's browser code imports
 * it. The /schemes/local-authorities page itself is content/schemes/local-authorities.ts.
 */
import { compareText } from "~/lib/format";

/** Stable ids: URLs (?council=…) and the rule tables use them. Never rename one. */
export const COUNCIL_IDS = [
  "carlow", "cavan", "clare", "cork-city", "cork-county", "donegal", "dublin-city", "dun-laoghaire-rathdown",
  "fingal", "south-dublin", "galway-city", "galway-county", "kerry", "kildare", "kilkenny", "laois", "leitrim",
  "limerick", "longford", "louth", "mayo", "meath", "monaghan", "offaly", "roscommon", "sligo", "tipperary",
  "waterford", "westmeath", "wexford", "wicklow",
] as const;

export type CouncilId = (typeof COUNCIL_IDS)[number];

export type AuthorityKind = "county" | "city" | "city-and-county";

export interface LocalAuthority {
  id: CouncilId;
  name: string;
  /** The county the authority serves (Dublin and Cork have more than one). */
  county: string;
  kind: AuthorityKind;
  /** Official website (https). */
  url: string;
}

export const LOCAL_AUTHORITIES: readonly LocalAuthority[] = [
  { id: "carlow", name: "Carlow County Council", county: "Carlow", kind: "county", url: "https://www.carlow.ie/" },
  { id: "cavan", name: "Cavan County Council", county: "Cavan", kind: "county", url: "https://www.cavancoco.ie/" },
  { id: "clare", name: "Clare County Council", county: "Clare", kind: "county", url: "https://www.clarecoco.ie/" },
  { id: "cork-city", name: "Cork City Council", county: "Cork", kind: "city", url: "https://www.corkcity.ie/" },
  { id: "cork-county", name: "Cork County Council", county: "Cork", kind: "county", url: "https://www.corkcoco.ie/" },
  { id: "donegal", name: "Donegal County Council", county: "Donegal", kind: "county", url: "https://www.donegalcoco.ie/" },
  { id: "dublin-city", name: "Dublin City Council", county: "Dublin", kind: "city", url: "https://www.dublincity.ie/" },
  { id: "dun-laoghaire-rathdown", name: "Dún Laoghaire-Rathdown County Council", county: "Dublin", kind: "county", url: "https://www.dlrcoco.ie/" },
  { id: "fingal", name: "Fingal County Council", county: "Dublin", kind: "county", url: "https://www.fingal.ie/" },
  { id: "south-dublin", name: "South Dublin County Council", county: "Dublin", kind: "county", url: "https://www.sdcc.ie/" },
  { id: "galway-city", name: "Galway City Council", county: "Galway", kind: "city", url: "https://www.galwaycity.ie/" },
  { id: "galway-county", name: "Galway County Council", county: "Galway", kind: "county", url: "https://www.galway.ie/" },
  { id: "kerry", name: "Kerry County Council", county: "Kerry", kind: "county", url: "https://www.kerrycoco.ie/" },
  { id: "kildare", name: "Kildare County Council", county: "Kildare", kind: "county", url: "https://kildarecoco.ie/" },
  { id: "kilkenny", name: "Kilkenny County Council", county: "Kilkenny", kind: "county", url: "https://www.kilkennycoco.ie/" },
  { id: "laois", name: "Laois County Council", county: "Laois", kind: "county", url: "https://laois.ie/" },
  { id: "leitrim", name: "Leitrim County Council", county: "Leitrim", kind: "county", url: "https://www.leitrimcoco.ie/" },
  { id: "limerick", name: "Limerick City and County Council", county: "Limerick", kind: "city-and-county", url: "https://www.limerick.ie/" },
  { id: "longford", name: "Longford County Council", county: "Longford", kind: "county", url: "https://www.longfordcoco.ie/" },
  { id: "louth", name: "Louth County Council", county: "Louth", kind: "county", url: "https://www.louthcoco.ie/" },
  { id: "mayo", name: "Mayo County Council", county: "Mayo", kind: "county", url: "https://www.mayo.ie/" },
  { id: "meath", name: "Meath County Council", county: "Meath", kind: "county", url: "https://www.meath.ie/" },
  { id: "monaghan", name: "Monaghan County Council", county: "Monaghan", kind: "county", url: "https://monaghan.ie/" },
  { id: "offaly", name: "Offaly County Council", county: "Offaly", kind: "county", url: "https://www.offaly.ie/" },
  { id: "roscommon", name: "Roscommon County Council", county: "Roscommon", kind: "county", url: "https://www.roscommoncoco.ie/" },
  { id: "sligo", name: "Sligo County Council", county: "Sligo", kind: "county", url: "https://www.sligococo.ie/" },
  { id: "tipperary", name: "Tipperary County Council", county: "Tipperary", kind: "county", url: "https://www.tipperarycoco.ie/" },
  { id: "waterford", name: "Waterford City and County Council", county: "Waterford", kind: "city-and-county", url: "https://www.waterfordcouncil.ie/" },
  { id: "westmeath", name: "Westmeath County Council", county: "Westmeath", kind: "county", url: "https://www.westmeathcoco.ie/" },
  { id: "wexford", name: "Wexford County Council", county: "Wexford", kind: "county", url: "https://www.wexfordcoco.ie/" },
  { id: "wicklow", name: "Wicklow County Council", county: "Wicklow", kind: "county", url: "https://www.wicklow.ie/" },
];

/** The authorities serving a county (Dublin has four, Cork and Galway two each). */
export function authoritiesFor(county: string): LocalAuthority[] {
  const wanted = county.trim().toLowerCase();
  return LOCAL_AUTHORITIES.filter((a) => a.county.toLowerCase() === wanted);
}

/** The council with this id (every id in COUNCIL_IDS has one). */
export function councilById(id: CouncilId): LocalAuthority {
  return LOCAL_AUTHORITIES.find((a) => a.id === id)!;
}

/** Is `value` a council id (for parsing URLs)? */
export function isCouncilId(value: string): value is CouncilId {
  return (COUNCIL_IDS as readonly string[]).includes(value);
}

/** Counties in alphabetical order, each with its authorities. */
export function byCounty(): { county: string; authorities: LocalAuthority[] }[] {
  const counties = [...new Set(LOCAL_AUTHORITIES.map((a) => a.county))].sort(compareText);
  return counties.map((county) => ({ county, authorities: authoritiesFor(county) }));
}

/** The councils as choices for a picker, by name (the scheme amounts tool and the purchase planner). */
export const COUNCIL_OPTIONS: readonly { value: CouncilId; label: string }[] = [...LOCAL_AUTHORITIES]
  .sort((a, b) => compareText(a.name, b.name))
  .map((a) => ({ value: a.id, label: a.name }));
