/**
 * The Help to Buy page's calendar file (/schemes/help-to-buy.ics). Apart
 * from content/calendar.ts so the tools' "Add to calendar" words do not
 * carry the schemes' facts into the tools' code.
 */
import { formatDate } from "~/lib/format";
import { helpToBuyApplicationExpiryRule } from "~/facts/schemes";

/** The Help to Buy page's calendar file: when an application made today would expire. */
export const HTB_EXPIRY_EVENT = {
  fileName: "help-to-buy-application-expiry.ics",
  name: "Help to Buy: application expiry",
  title: "Help to Buy application expires (make your claim before this day)",
  description: (appliedOn: string, expires: string) =>
    `A Help to Buy application made on ${formatDate(appliedOn)} expires on ${formatDate(expires)} unless a valid claim is made first. Revenue's rule: ${helpToBuyApplicationExpiryRule.describe(helpToBuyApplicationExpiryRule.periods[helpToBuyApplicationExpiryRule.periods.length - 1]!.value)}.`,
  link: "Add the expiry date of an application made today to your calendar",
};
