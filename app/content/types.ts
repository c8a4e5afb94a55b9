/**
 * The shapes content modules use. A page's words are data of these types;
 * components render them. `Rich` strings use the inline format of
 * lib/rich-text.ts: **bold**, *emphasis*, [label](/internal-or-https-url).
 */
import type { Evidence } from "~/facts/dated";
import type { Source } from "~/facts/sources";
import type { Rich } from "~/lib/rich-text";

/** Rich is lib/rich-text.ts's format; named here too, as every content module types its words with it. */
export type { Rich };

/** Names of lucide-react icons the content may use (see components/ui/Icon.tsx). */
export type IconName =
  | "home" | "key" | "landmark" | "book-open" | "calculator" | "file-text" | "search" | "shield"
  | "users" | "euro" | "piggy-bank" | "building" | "map-pin" | "scale" | "clipboard-check"
  | "help-circle" | "leaf" | "hammer" | "calendar" | "info" | "alert-triangle" | "check-circle"
  | "phone" | "mail" | "globe" | "newspaper" | "heart-handshake" | "wallet" | "camera" | "sun"
  | "zap" | "clock" | "list-checks" | "door-open" | "trending-up" | "banknote" | "briefcase" | "gavel";

export type Accent = "blue" | "green" | "purple" | "amber" | "rose" | "teal" | "indigo" | "orange";

export interface LinkCard {
  title: string;
  description: Rich;
  /** Internal path or external https URL (external opens in a new tab). */
  url: string;
  icon?: IconName;
  accent?: Accent;
}

export interface Step {
  title: string;
  content: Rich;
}

/** A block of page content. Every renderer handles every kind. */
export type Block =
  | { type: "p"; text: Rich }
  | { type: "heading"; text: string }
  | { type: "list"; items: Rich[]; ordered?: boolean }
  | { type: "steps"; items: Step[] }
  | { type: "checklist"; title?: string; items: Rich[] }
  | {
      type: "table";
      caption: string;
      head: string[];
      rows: Rich[][];
      /** Index of a row to highlight (e.g. a tool's result); optional. */
      highlight?: number;
    }
  | { type: "callout"; tone: "info" | "tip" | "warning" | "example"; title?: string; text: Rich | Rich[] }
  | { type: "links"; items: LinkCard[] }
  /**
   * Where the figures above come from, and when they were last checked.
   * `basis`: how sure the site is of the rules stated ("Official: Finance Act 2024, s. 7");
   * `changes`: a link to /changes when one of them has changed (content/dated-words.ts).
   */
  | { type: "source"; sources: Source[]; reviewed: string; basis?: string[]; changes?: string; evidence?: Evidence[] }
  /** Earlier (or already-enacted later) rules for a figure, with a link to its entry on /changes (content/dated-words.ts). */
  | { type: "history"; title: string; items: Rich[]; changes: string; evidence?: Evidence[] }
  /** An embedded interactive tool (components/content/Blocks.tsx maps the name to a component). */
  | { type: "tool"; tool: "notice-period" | "rent-review" | "borrowing" | "scheme-amounts" };

export interface Section {
  id: string;
  title: string;
  blocks: Block[];
}

export interface Topic {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  color: Accent;
  sections: Section[];
}

export interface PageIntro {
  tag?: string;
  title: string;
  lead: Rich;
}

export interface CallToAction {
  title: string;
  text: Rich;
  actions: { label: string; url: string; primary?: boolean }[];
}
