/**
 * The embeddable tools as plain components, for the server render only (see
 * embed.tsx): the server always renders the whole tool into the page's HTML.
 */
export { BorrowingTool } from "./BorrowingTool";
export { NoticePeriodTool } from "./NoticePeriodTool";
export { RentReviewTool } from "./RentReviewTool";
export { SchemeAmountsTool } from "./SchemeAmountsTool";
