/**
 * Each tool's query reader, for the tool pages' loaders. Imported through a
 * .server module so the browser build never follows the import: a tool's
 * rules and figures travel only in its own chunk (tools/ui/embed), fetched
 * after the page's first scripts.
 */
export { readBorrowingQuery } from "./borrowing.form";
export { readNoticeQuery } from "./notice-period.form";
export { readRentQuery } from "./rent-review.form";
export { readRtcQuery } from "./rent-tax-credit.form";
export { readSchemeQuery } from "./scheme-amounts.form";
