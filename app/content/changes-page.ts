/**
 * The words of /changes (the entries themselves come from the dated rules,
 * through facts/changes.ts) and of its Atom feed.
 */
import type { Rich } from "./types";

export const CHANGES_PAGE = {
  path: "/changes",
  tag: "Rules and figures",
  title: "What's changed",
  lead:
    "Housing rules change: a scheme is extended, a limit rises, a tax ends. This page lists every change to a rule this site states, newest first: when it took effect, what the rule was, what it is now, who says so and how sure we are. Each page of the site shows the rule in force today, with the earlier rule beside it.",
  asOf:
    "The rules here are as of **Budget 2026 and the Finance Act 2025**. On 25 November 2026 we looked again, in several ways, for the housing measures of Budget 2027 (October 2026) and a Finance Bill 2026, for a review of the First Home Scheme's price ceilings after January 2026, and for the date the Local Authority Home Loan's higher limits took effect. We found none of them on an official page or in a news report, so no change from them appears here. Before you act on a figure, check the official page we link to." as Rich,
  /** The same rules as open data (/data, content/data-page.ts). */
  data: { path: "/data", label: "Download every rule as data (JSON or CSV)", hint: "The same rules, with every period, source and quote, for your own tools." },
  feed: {
    label: "Follow these changes in a feed reader (Atom)",
    hint: "Paste this address into any feed reader, or your own tools, to hear of each change as we record it.",
  },
  sections: {
    upcoming: { id: "coming-up", title: "Coming up", empty: "No change already made law is waiting to take effect." },
    ending: {
      id: "due-to-end",
      title: "Due to end",
      intro: "These rules are in force today but are set to end. Governments often extend them; until an extension is law, plan on the date below.",
    },
    past: { id: "changes", title: "Changes, newest first" },
    corrections: {
      id: "corrections",
      title: "Figures we no longer show as current",
      intro:
        "Earlier versions of this site quoted these figures. They were never the rule for any period, or were overtaken before they applied; those marked “Not confirmed” were never set by any official or reported source we could find. We keep them here, and on their pages, so that if you met one elsewhere you know why it differs.",
    },
    rules: { id: "every-rule", title: "Every rule we track", intro: "Each rule as it stands today, with the date we last checked it against its source." },
  },
  labels: {
    tookEffect: "Took effect",
    takesEffect: "Takes effect",
    ended: "Ended",
    until: "Due to end after",
    was: "Before",
    now: "Now",
    began: "Began",
    endedNow: "No longer in force",
    source: "Source",
    pages: "On this site",
    official: "Official",
    reported: "Reported",
    reportedHint: "Only news, a law firm or a charity reports this; it is not yet on an official page.",
    officialHint: "Set by an Act or stated on an official government page.",
    unconfirmed: "Not confirmed",
    unconfirmedHint: "Only an earlier version of this guide gave this figure; no official or reported source we could find sets it.",
    said: "Said",
    where: "Where",
    why: "Why it differs",
    value: "Today",
    since: "Since",
    checked: "Last checked",
    unlessExtended: "unless extended",
    noneInForce: "Not in force",
  },
} as const;

/** The Atom feed's own words (routes/changes[.]atom.ts). */
export const CHANGES_FEED = {
  title: "Irish Housing Guide: what's changed",
  subtitle: "Every change to a housing rule the Irish Housing Guide states: when it took effect, what it was, what it is now, and the source.",
  /** The tag-URI authority: stable whatever domain the site is served from, so entry ids never change. */
  tagAuthority: "irishhousingguide.ie,2026-11-24",
} as const;
