/**
 * The shape of a tabbed guide page (spec 2.4): a header, an intro panel,
 * topic cards acting as tabs, collapsible sections inside each topic, a
 * closing block and the sources its figures come from. The four renting
 * guides are data of this type; components/guide/TabbedGuidePage renders it.
 */
import type { Source } from "~/facts/sources";
import type { Accent, Block, CallToAction, LinkCard, PageIntro, Rich, Topic } from "~/content/types";

export interface GuideIntro {
  /** Optional heading of the intro panel (an h2). */
  title?: string;
  blocks: Block[];
}

/** How a guide ends: a set of link cards (with an optional button), or a call to action. */
export type GuideClosing =
  | {
      kind: "links";
      title: string;
      text?: Rich;
      links: LinkCard[];
      /** A button under the cards, e.g. "Explore Tenant Rights". */
      action?: { label: string; url: string };
    }
  | { kind: "cta"; cta: CallToAction };

export interface TabbedGuide {
  /** The page's path in the registry (app/content/pages.ts). */
  path: string;
  header: PageIntro & { accent?: Accent };
  intro: GuideIntro;
  /** Heading above the topic cards and the accessible name of the tab list. */
  topicsTitle: string;
  topics: Topic[];
  /** The topic shown when the URL names none (or names one that does not exist). */
  defaultTopic: string;
  /**
   * A section to open on arrival in the default topic. Tenant Rights uses it:
   * the spec's default "security-of-tenure" is a section of tenancy-fundamentals.
   */
  defaultOpenSection?: string;
  closing: GuideClosing;
  /** Official bodies behind the page as a whole, shown at the foot of the page. */
  sources: Source[];
  /** ISO date the page was last checked against its sources. */
  reviewed: string;
}
