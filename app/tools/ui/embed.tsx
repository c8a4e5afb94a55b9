import { useLoaderData } from "@remix-run/react";
import type { ComponentType } from "react";
import { laterComponent } from "~/lib/later";
import { whenNeeded } from "~/lib/first-interaction";
import type { ToolName } from "~/content/tools/common";
import { EMBED_MARK } from "./embed-mark";
import type { ToolProps } from "./ToolFrame";

/** What every tool component takes (each narrows `query` to its own keys). */
type Tool = ComponentType<ToolProps<string>>;

/** Each tool's code as its own chunk, fetched by the page that shows it. */
const CHUNKS: Record<ToolName, () => Promise<Tool>> = {
  borrowing: () => import("./BorrowingTool").then((m) => m.BorrowingTool as Tool),
  "notice-period": () => import("./NoticePeriodTool").then((m) => m.NoticePeriodTool as Tool),
  "rent-review": () => import("./RentReviewTool").then((m) => m.RentReviewTool as Tool),
  "rent-tax-credit": () => import("./RentTaxCreditTool").then((m) => m.RentTaxCreditTool as Tool),
  "scheme-amounts": () => import("./SchemeAmountsTool").then((m) => m.SchemeAmountsTool as Tool),
};

/**
 * A tool's code, for a route module to call once. The server renders it in
 * full (see lib/later), so it is in the HTML and works without JavaScript. In the browser
 * its code (its words, rules and input checks: 6 to 9 KB gzipped) is not
 * among the page's first scripts: the fetch starts as soon as the route
 * module runs, and the tool's part of the page, a hydration boundary,
 * becomes live when it arrives. Until then it shows exactly what the server
 * sent.
 */
export function toolCode(name: ToolName, until?: () => Promise<void>): Tool {
  return laterComponent(CHUNKS[name], until);
}

/**
 * A tool embedded in a guide or scheme page, for the page's ToolEmbeds
 * (Blocks puts the boundary round it). Its code waits until the tool, found
 * in the server's HTML by the mark ToolFrame puts on it, comes near the
 * screen or the visitor first acts: on most visits a guide is read, not
 * calculated in, and fetching, compiling and hydrating the tool while the
 * page loaded added about 200–250 ms to the load's main-thread work in
 * Lighthouse's mobile model.
 */
export function embeddedTool(name: ToolName): ComponentType {
  const Tool = toolCode(name, () => whenNeeded(document.querySelector(`[${EMBED_MARK}="${name}"]`)));
  return function EmbeddedTool() {
    // Today comes from the page's loader (content/page-headers.server `pageToday`), as a tool page's does.
    const { today } = useLoaderData<EmbeddingPageData>();
    // Loud on purpose, like a missing tool in Blocks: the page tests visit every route.
    if (typeof today !== "string") throw new Error(`The page embeds the "${name}" tool but its loader gives no today (pageToday, content/page-headers.server.ts).`);
    return <Tool mode="embed" today={today} />;
  };
}

/** What the loader of a page that embeds a tool gives besides its content: today's date in Ireland. */
export interface EmbeddingPageData {
  today: string;
}
