/**
 * The shape of a sectioned guide page (the three buying guides): a header,
 * an intro, collapsible sections (spec 2.4: one open at a time, the open one
 * can be closed), a closing call to action and the sources behind the page.
 * A section may hold a staged checklist (first-time buyer) or a set of tabs
 * (property search's Viewing Properties), rendered between its blocks and
 * its `after` blocks. components/guide/SectionGuidePage renders it.
 *
 * Also here: the note shown when part of a section's tab parameter
 * (`?view=`) was ignored; lib/guide-params.ts reads the parameter.
 */
import type { TabState } from "~/lib/guide-params";
import type { Source } from "~/facts/sources";
import type { Accent, Block, CallToAction, Rich, Section, Topic } from "../types";

export interface ChecklistStep {
  /** The action, short enough for a checkbox label. */
  title: string;
  /** What it involves, in a sentence or two. */
  detail: Rich;
}

export interface ChecklistStage {
  id: string;
  title: string;
  summary: Rich;
  steps: ChecklistStep[];
}

/** Tabs inside a section; the active one lives in the URL as `?<param>=<id>`. */
export interface SectionTabs {
  param: string;
  /** Accessible name of the tab list. */
  label: string;
  defaultTab: string;
  topics: Topic[];
}

export interface GuideSection extends Section {
  checklist?: ChecklistStage[];
  tabs?: SectionTabs;
  /** Blocks shown after the checklist or tabs. */
  after?: Block[];
}

export interface SectionedGuide {
  /** The page's path in the registry (app/content/pages.ts). */
  path: string;
  title: string;
  tag?: string;
  lead: Rich;
  accent: Accent;
  /** A plain link back to a parent page, shown under the header. */
  backLink?: { label: string; url: string };
  /** Opening paragraphs, above the sections. */
  intro: { title: string; blocks: Block[] };
  sections: GuideSection[];
  /** The section open on arrival (JavaScript on; without it every section shows). */
  defaultOpen?: string;
  cta: CallToAction;
  /** Official bodies behind the page as a whole, shown at its foot. */
  sources: Source[];
  /** ISO date the page was last checked against its sources. */
  reviewed: string;
}

/* ---------------- The tab parameter of a section ---------------- */

/** The sentence shown when part of the URL was ignored, or null. */
export function ignoredTabNote(state: TabState, tabs: Pick<SectionTabs, "topics">): string | null {
  if (state.ignored.length === 0) return null;
  const list = state.ignored.map((i) => `“${i.name}=${i.value}”`).join(", ");
  const shown = tabs.topics.find((t) => t.id === state.tab)?.title ?? state.tab;
  return `We didn't recognise ${list} in this page's address, so we ignored it and are showing the “${shown}” viewing tab.`;
}
