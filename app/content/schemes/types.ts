/**
 * The shape of a government scheme page (/schemes/*). One content module per
 * scheme fills it; components/scheme/SchemePage.tsx renders it. Sections keep
 * the order the specification gives; the FAQ can sit between two sections
 * (`faq.after`), because some pages put their common questions before a
 * later update or disclaimer.
 */
import type { Source } from "~/facts/sources";
import type { Accent, CallToAction, LinkCard, Rich, Section } from "../types";

export interface SchemeFaqItem {
  /** Stable anchor, so a link to #id opens the answer. */
  id: string;
  question: string;
  /** One rich paragraph per entry. */
  answer: Rich[];
}

export interface SchemePage {
  /** The registered path (app/content/pages.ts). */
  path: string;
  header: {
    tag: string;
    title: string;
    lead: Rich;
    accent: Accent;
    /** Show a "Back to Schemes" button in the header as well as at the foot. */
    backButton?: boolean;
  };
  /** Show the "On this page" list of sections under the header. */
  contents: boolean;
  sections: Section[];
  faq?: {
    id: string;
    title: string;
    /** Id of the section the questions follow; omitted = after the last section. */
    after?: string;
    items: SchemeFaqItem[];
  };
  links?: {
    id: string;
    title: string;
    intro?: Rich;
    items: LinkCard[];
  };
  cta: CallToAction & {
    /** Also offer the questionnaire, for schemes where eligibility is the first question. */
    questionnaire?: boolean;
  };
  /** Where the page's figures come from. */
  sources: Source[];
  /** ISO date the page was last checked against its sources. */
  reviewed: string;
}

/** Sections, FAQ and help links in the order the page shows them (for the contents list and tests). */
export function outlineOf(page: SchemePage): { id: string; title: string }[] {
  const out: { id: string; title: string }[] = [];
  const faq = page.faq ? { id: page.faq.id, title: page.faq.title } : null;
  for (const section of page.sections) {
    out.push({ id: section.id, title: section.title });
    if (faq && page.faq?.after === section.id) out.push(faq);
  }
  if (faq && !page.faq?.after) out.push(faq);
  if (page.links) out.push({ id: page.links.id, title: page.links.title });
  return out;
}
