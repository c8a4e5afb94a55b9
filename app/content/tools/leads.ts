import type { ToolName } from "./common";

/**
 * Each tool's lead, the sentence under its page's heading. Its own module so
 * a tool's page can show it without loading the tool's words and figures,
 * which arrive after the page's first scripts (tools/ui/embed). The tool's
 * words module (./<tool>.ts) refers to it here.
 */
export const TOOL_LEADS: Record<ToolName, string> = {
  "borrowing":
    `Enter whether you are a first-time buyer, your income (and a second applicant's) and your savings. You get the Central Bank's loan limit for a home to live in, the deposit you need and the highest price those allow.`,
  "notice-period":
    "Check a notice to end a tenancy. Enter who is giving notice, when the tenancy started and when the notice is served, and for a landlord's notice the landlord's size and the reason given. You get the notice period from the table in force on that date, the earliest date the tenancy can end, whether the reason is open to this landlord, and what else a notice needs.",
  "rent-review":
    `Enter your rent, when it was last set, when the tenancy started and how much prices have risen since. You get the earliest date of the next rent review and the most the rent can rise under the rule in force on that date, with the working, and whether the rent could be reset to the market rent instead.`,
  "rent-tax-credit":
    "Say who your landlord is, whether you get HAP, RAS or Rent Supplement and whether the tenancy is registered: some homes get no credit at all, and you will see that first, with the law that says so. Then enter how you are taxed and the rent you paid in each year, or your monthly rent and when you started paying it. You get the credit for each year from 2022, the total you can still claim, and the last day to claim each year.",
  "scheme-amounts":
    "Enter whether you have owned a home before, the price, the type of home, where it is, your mortgage and your deposit, and if you know it the income tax you paid. You get whether each scheme is open to you, your Help to Buy refund, the First Home Scheme share needed to bridge any gap, and what you would repay on that share if you sold later.",
};
