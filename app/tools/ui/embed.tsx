import { lazy, type ComponentType } from "react";
import type { ToolName } from "~/content/tools/common";
import type { ToolMode } from "./ToolFrame";
import * as onServer from "./embeds.server";

type Tool = ComponentType<{ mode: ToolMode }>;

/** Each tool's code as its own chunk, fetched by the page that embeds it. */
const CHUNKS: Record<ToolName, () => Promise<{ default: Tool }>> = {
  borrowing: () => import("./BorrowingTool").then((m) => ({ default: m.BorrowingTool })),
  "notice-period": () => import("./NoticePeriodTool").then((m) => ({ default: m.NoticePeriodTool })),
  "rent-review": () => import("./RentReviewTool").then((m) => ({ default: m.RentReviewTool })),
  "scheme-amounts": () => import("./SchemeAmountsTool").then((m) => ({ default: m.SchemeAmountsTool })),
};

const SERVER: Record<ToolName, Tool> = {
  borrowing: onServer.BorrowingTool,
  "notice-period": onServer.NoticePeriodTool,
  "rent-review": onServer.RentReviewTool,
  "scheme-amounts": onServer.SchemeAmountsTool,
};

/**
 * A tool embedded in a guide or scheme page, for the page's ToolEmbeds.
 * The server renders it in full, so it is in the HTML and works without
 * JavaScript. In the browser its code (about 10 KB gzipped: its words, rules
 * and input checks) is not among the page's first scripts: the fetch starts
 * as soon as the page's route module runs, and the tool's part of the page
 * (a hydration boundary, see Blocks) becomes live when it arrives. Until
 * then it shows exactly what the server sent.
 */
export function embeddedTool(name: ToolName): ComponentType {
  let Tool: Tool;
  if (typeof document === "undefined") {
    Tool = SERVER[name];
  } else {
    const chunk = CHUNKS[name]();
    Tool = lazy(() => chunk);
  }
  return function EmbeddedTool() {
    return <Tool mode="embed" />;
  };
}
