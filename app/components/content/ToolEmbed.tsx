import type { ToolName } from "~/content/tools";
import { BorrowingTool } from "~/tools/ui/BorrowingTool";
import { NoticePeriodTool } from "~/tools/ui/NoticePeriodTool";
import { RentReviewTool } from "~/tools/ui/RentReviewTool";
import { SchemeAmountsTool } from "~/tools/ui/SchemeAmountsTool";

/**
 * A housing tool embedded in a guide page. It needs nothing from the page's
 * loader: it starts empty, computes as the reader types, and without
 * JavaScript its GET form submits to the tool's own page, which renders the
 * result on the server.
 */
export function ToolEmbed({ tool }: { tool: ToolName }) {
  switch (tool) {
    case "notice-period":
      return <NoticePeriodTool mode="embed" />;
    case "rent-review":
      return <RentReviewTool mode="embed" />;
    case "borrowing":
      return <BorrowingTool mode="embed" />;
    case "scheme-amounts":
      return <SchemeAmountsTool mode="embed" />;
  }
}
