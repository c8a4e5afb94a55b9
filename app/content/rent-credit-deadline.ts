/**
 * The warning every page that mentions the Rent Tax Credit shows while a
 * year's claim window is about to close (issue 42): "claims for 2022 close on
 * 31 December 2026". The year and the day come from the rules
 * (`closingClaimWindows` in facts/taxes.ts: the credit's years, the
 * four-year window of TCA 1997 s. 865(4), CLOSING_SOON_MONTHS), never typed,
 * so the warning appears from 1 October 2026 and is gone from pages built
 * for 1 January 2027, and the next year's does the same a year later
 * (tests/unit/page-agreement.test.tsx builds pages on each side).
 */
import { closingClaimWindows, taxRepaymentClaimWindow } from "./facts/taxes";
import type { Block, Rich } from "./types";
import { formatDate } from "~/lib/format";

const S865 = taxRepaymentClaimWindow.periods[0]!.source;
const TOOL = "/tools/rent-tax-credit";

/** The warning's first words, which the tool's result box also uses: "Claims for 2022 close on 31 December 2026." */
export const claimsCloseWords = (year: number, lastDay: string) => `Claims for ${year} close on ${formatDate(lastDay)}.`;

/** One window closing soon, as a page says it: bold headline, what to do, the law, the tool. */
function deadlineWords({ year, lastDay }: { year: number; lastDay: string }, linkTool: boolean): Rich {
  return `**Rent Tax Credit: ${claimsCloseWords(year, lastDay)}** If you rented your home in ${year} and could claim the credit for that year, claim it by ${formatDate(lastDay)} in Revenue's myAccount ("Review your tax for the previous 4 years"). After that day Revenue cannot give the credit for ${year}: a claim for a past year must be made within ${taxRepaymentClaimWindow.periods[0]!.value} years after it ends ([${S865.name}, ${S865.section}](${S865.url})).${linkTool ? ` [Work out what you can still claim, and check whether you can claim at all](${TOOL}).` : ""}`;
}

/** The warnings in force on `on` (none most of the year), as Rich text; `linkTool` false on the tool's own page. */
export function rentCreditDeadlines(on: string, { linkTool = true }: { linkTool?: boolean } = {}): Rich[] {
  return closingClaimWindows(on).map((w) => deadlineWords(w, linkTool));
}

/** The same as a warning callout, for guide pages: nothing when no window is closing. */
export function rentCreditDeadlineBlocks(on: string): Block[] {
  const texts = rentCreditDeadlines(on);
  return texts.length ? [{ type: "callout", tone: "warning", text: texts }] : [];
}
