/**
 * The footer's "Official Resources" links. Read by the root loader only, so
 * the full list of sources stays out of every page's JavaScript; the footer
 * gets these four through the root's loader data.
 */
import { SOURCES } from "~/facts/sources";

export interface OfficialLink {
  label: string;
  url: string;
}

export const FOOTER_OFFICIAL_RESOURCES: OfficialLink[] = [
  { label: "Housing for All", url: SOURCES.housingForAll.url },
  { label: "Citizens Information", url: SOURCES.citizensInformation.url },
  { label: "Housing Agency", url: SOURCES.housingAgency.url },
  { label: "Residential Tenancies Board", url: SOURCES.rtb.url },
];
