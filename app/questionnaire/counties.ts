/**
 * The 26 counties and the scheme areas they fall in. The specification
 * names areas, not lists: First Home Scheme ceilings for "Dublin", "Cork,
 * Galway, Limerick and Waterford" and "the rest of Ireland"; social housing
 * Band 1 "Dublin, Kildare, Wicklow and others", Band 2 "Cork, Galway,
 * Limerick and others", Band 3 "other areas". Only the counties it names are
 * mapped to Bands 1 and 2; every other county is treated as Band 3, and the
 * result says so and tells the person to confirm with their local authority.
 * A unit test keeps these lists in step with the labels in facts.ts.
 */
import type { FirstHomeArea, SocialHousingBand } from "~/content/facts/schemes";

export const COUNTIES = [
  { id: "carlow", name: "Carlow" },
  { id: "cavan", name: "Cavan" },
  { id: "clare", name: "Clare" },
  { id: "cork", name: "Cork" },
  { id: "donegal", name: "Donegal" },
  { id: "dublin", name: "Dublin" },
  { id: "galway", name: "Galway" },
  { id: "kerry", name: "Kerry" },
  { id: "kildare", name: "Kildare" },
  { id: "kilkenny", name: "Kilkenny" },
  { id: "laois", name: "Laois" },
  { id: "leitrim", name: "Leitrim" },
  { id: "limerick", name: "Limerick" },
  { id: "longford", name: "Longford" },
  { id: "louth", name: "Louth" },
  { id: "mayo", name: "Mayo" },
  { id: "meath", name: "Meath" },
  { id: "monaghan", name: "Monaghan" },
  { id: "offaly", name: "Offaly" },
  { id: "roscommon", name: "Roscommon" },
  { id: "sligo", name: "Sligo" },
  { id: "tipperary", name: "Tipperary" },
  { id: "waterford", name: "Waterford" },
  { id: "westmeath", name: "Westmeath" },
  { id: "wexford", name: "Wexford" },
  { id: "wicklow", name: "Wicklow" },
] as const;

export type CountyId = (typeof COUNTIES)[number]["id"];

export const COUNTY_IDS = COUNTIES.map((c) => c.id) as unknown as readonly [CountyId, ...CountyId[]];

const NAMES = new Map<string, string>(COUNTIES.map((c) => [c.id, c.name]));

export function countyName(id: CountyId): string {
  return NAMES.get(id) ?? id;
}

/** First Home Scheme: counties named in each price-ceiling area; the rest are "rest of Ireland". */
export const FIRST_HOME_AREA_COUNTIES: Record<Exclude<FirstHomeArea, "rest">, readonly CountyId[]> = {
  dublin: ["dublin"],
  cities: ["cork", "galway", "limerick", "waterford"],
};

/** Social housing: counties the specification names for Bands 1 and 2. */
export const SOCIAL_BAND_COUNTIES: Record<1 | 2, readonly CountyId[]> = {
  1: ["dublin", "kildare", "wicklow"],
  2: ["cork", "galway", "limerick"],
};

export function firstHomeAreaFor(county: CountyId): FirstHomeArea {
  if (FIRST_HOME_AREA_COUNTIES.dublin.includes(county)) return "dublin";
  if (FIRST_HOME_AREA_COUNTIES.cities.includes(county)) return "cities";
  return "rest";
}

/** The band for a county, and whether the specification names that county (false: treated as Band 3). */
export function socialBandFor(county: CountyId): { band: SocialHousingBand; named: boolean } {
  if (SOCIAL_BAND_COUNTIES[1].includes(county)) return { band: 1, named: true };
  if (SOCIAL_BAND_COUNTIES[2].includes(county)) return { band: 2, named: true };
  return { band: 3, named: false };
}
