/**
 * The 26 counties the questionnaire asks about, and the councils serving
 * each (content/local-authorities.ts). The scheme rules are set per council:
 * the First Home Scheme's price ceilings and the social housing bands. The
 * specification's three First Home regions and its partial band lists are
 * history now, kept on the scheme pages and in the result's notes.
 */
import { authoritiesFor, type LocalAuthority } from "~/content/local-authorities";

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

/** The local authorities serving a county: one for most, four for Dublin, two each for Cork and Galway. */
export function councilsIn(county: CountyId): LocalAuthority[] {
  return authoritiesFor(countyName(county));
}
