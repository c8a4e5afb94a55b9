import type { Section } from "../types";

/** A plain text page (privacy, terms, cookies, contact). */
export interface TextPage {
  path: string;
  tag: string;
  title: string;
  lead: string;
  updated: string;
  sections: Section[];
}
