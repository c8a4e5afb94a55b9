/**
 * The 26 counties the questionnaire asks about, read from the councils that
 * serve them (facts/local-authorities.ts, whose authoritiesFor gives a
 * county's councils), so the list is written once.
 * The scheme rules are set per council: the First Home Scheme's price
 * ceilings and the social housing bands. The specification's three First
 * Home regions and its partial band lists are history now, kept on the
 * scheme pages and in the result's notes.
 */
import { LOCAL_AUTHORITIES } from "~/facts/local-authorities";

/** In alphabetical order; a county's id is its name in lower case ("dublin"), as links have always written it. */
export const COUNTIES = [...new Set(LOCAL_AUTHORITIES.map((a) => a.county))].sort().map((name) => ({ id: name.toLowerCase(), name }));

export const COUNTY_IDS = COUNTIES.map((c) => c.id);

export function countyName(id: string): string {
  return COUNTIES.find((c) => c.id === id)?.name ?? id;
}
