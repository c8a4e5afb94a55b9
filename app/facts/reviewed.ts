/**
 * The date the site's content was last checked against its sources. Its own
 * module so pages that only show the date do not load every figure in facts.ts.
 */
export const LAST_REVIEWED = "2026-11-22";
