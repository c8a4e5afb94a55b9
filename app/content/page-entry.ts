/** What the page registry (pages.ts) records of a page; its own module so that a part of the registry (content/tools/pages.ts) can use it without importing the registry. */
export type Section = "home" | "buying" | "renting" | "schemes" | "resources" | "tools" | "about";

export interface PageEntry {
  path: string;
  title: string;
  crumb: string;
  description: string;
  section: Section;
  parent?: string;
  /** ISO date the page's content was last checked against its sources. */
  reviewed: string;
  /**
   * The everyday words people type for this page that its title and text may
   * not use ("afford", "how much can we borrow"): site search indexes them,
   * weighted above the body (search/documents.server.ts). A new tool gives
   * its entry these words and search finds it; nothing else to wire.
   */
  keywords?: readonly string[];
  /** Left out of the sitemap and search (utility pages). */
  unlisted?: boolean;
}
