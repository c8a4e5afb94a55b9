/**
 * The four tool pages' entries in the page registry (content/pages.ts lists
 * them in its place). A module of their own because each tool shows its
 * page's title and description, and the tool's code, fetched on its own,
 * should not carry every page of the site to read one entry.
 */
import type { PageEntry } from "../page-entry";
import { LAST_REVIEWED } from "~/facts/reviewed";
import type { ToolName } from "./common";

export const TOOL_PAGE: Record<ToolName, PageEntry> = {
  "notice-period": { path: "/tools/notice-period", title: "Notice period calculator", crumb: "Notice Period", section: "tools", parent: "/tools", reviewed: LAST_REVIEWED,
    description: "Work out the notice a tenant or landlord must give in Ireland and the earliest date a tenancy can end.",
    keywords: ["my landlord gave me notice", "eviction", "evicted", "notice to quit", "notice of termination", "how long to move out", "end my tenancy", "leave my flat", "giving notice"] },
  "rent-review": { path: "/tools/rent-review", title: "Rent review calculator", crumb: "Rent Review", section: "tools", parent: "/tools", reviewed: LAST_REVIEWED,
    description: "Find the earliest date your rent can be reviewed and the most it can rise.",
    keywords: ["rent increase", "rent rise", "rent going up", "can my rent go up", "how much can my landlord raise the rent", "rent cap", "2% cap", "rent pressure zone", "RPZ"] },
  "rent-tax-credit": { path: "/tools/rent-tax-credit", title: "Rent Tax Credit calculator", crumb: "Rent Tax Credit", section: "tools", parent: "/tools", reviewed: "2026-11-27",
    description: "Work out the Rent Tax Credit for each year you rented, what you can still claim, and the last day to claim each year.",
    keywords: ["tax back on rent", "claim rent back", "renters tax credit", "rent relief", "money back for renting", "rent credit"] },
  "borrowing": { path: "/tools/borrowing", title: "Borrowing limit calculator", crumb: "Borrowing Limit", section: "tools", parent: "/tools", reviewed: LAST_REVIEWED,
    description: "See how much you can borrow under the Central Bank's lending rules, the deposit you need and the highest price you can pay.",
    keywords: ["how much can I borrow", "mortgage limit", "loan to income", "mortgage calculator", "maximum mortgage", "mortgage rules"] },
  "scheme-amounts": { path: "/tools/scheme-amounts", title: "Scheme amounts calculator", crumb: "Scheme Amounts", section: "tools", parent: "/tools", reviewed: LAST_REVIEWED,
    description: "Estimate your Help to Buy refund and First Home Scheme equity share, and what you would repay on a later sale.",
    keywords: ["how much help to buy will I get", "HTB refund", "first home scheme share", "shared equity", "grant for first time buyers", "government help to buy a house"] },
};

/** In the registry's order. */
export const TOOL_PAGES: readonly PageEntry[] = Object.values(TOOL_PAGE);
