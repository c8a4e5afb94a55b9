/**
 * /schemes/mortgage-allowance: the Mortgage Allowance Scheme for social
 * housing tenants who give up their home to buy or build one of their own.
 * Figures come from facts.mortgageAllowance.
 */
import { mortgageAllowance } from "~/facts/schemes";
import { mortgageAllowanceRule, SCHEME_SOURCES } from "~/facts/schemes";
import { valueOn } from "~/facts/dated";
import { historyBlock, sourceBlock } from "../dated-words";
import { SOURCES } from "~/facts/sources";
import { eur } from "~/lib/format";
import type { SchemePage } from "./types";

/** The Mortgage Allowance Scheme page as it reads on `on` (yyyy-mm-dd). */
export function mortgageAllowancePage(on: string): SchemePage {
const m = { ...mortgageAllowance, ...valueOn(mortgageAllowanceRule, on) };
const total = eur(m.total);
const minMortgage = eur(m.minimumMortgage);
const first = m.payments[0]!;
const last = m.payments[m.payments.length - 1]!;

return {
  path: "/schemes/mortgage-allowance",
  header: {
    tag: "Government Scheme",
    title: "Mortgage Allowance Scheme",
    lead: `Help of up to ${total} over ${m.years} years towards the mortgage of a council or housing body tenant who gives back their social home to buy or build a home of their own.`,
    accent: "purple",
  },
  contents: true,
  sections: [
    {
      id: "what-it-is",
      title: "What is the Mortgage Allowance Scheme?",
      blocks: [
        {
          type: "p",
          text: "The Mortgage Allowance Scheme helps people who rent a home from a **local authority** or an **approved housing body** to move into home ownership. If you give your social home back (surrender it) so that you can buy or build a private home, the scheme pays an allowance towards your new mortgage.",
        },
        {
          type: "p",
          text: `The allowance is worth up to **${total} over ${m.years} years**. It is paid **directly to your mortgage lender**, not to you, and it reduces your mortgage repayments in the first years of the loan, when a new mortgage stretches a household budget the most. It is run by local authorities, and you apply to the council or housing body that owns the home you rent now.`,
        },
        {
          type: "p",
          text: "The scheme works for both sides: you move into a home of your own with lower repayments at the start, and the home you hand back goes to a household waiting on the social housing list.",
        },
      ],
    },
    {
      id: "payments",
      title: "Payment structure",
      blocks: [
        {
          type: "p",
          text: `The allowance is highest in the first year, at ${eur(first.amount)}, and falls each year until the final payment of ${eur(last.amount)} in year ${last.year}. Your lender applies it to your mortgage account, so the amount you pay yourself rises a little each year as the allowance steps down.`,
        },
        {
          type: "table",
          caption: "Mortgage Allowance Scheme payments by year",
          head: ["Year", "Allowance paid to your lender", "Roughly per month"],
          rows: [
            ...m.payments.map((p) => [`Year ${p.year}`, eur(p.amount), eur(Math.round(p.amount / 12))]),
            [`Total over ${m.years} years`, `**${total}**`, "Not applicable"],
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Budget for the step-down",
          text: `Work out your repayments with the allowance in year 1 and without it after year ${last.year}, and make sure you can afford the full repayment from the start of year ${last.year + 1}. Your lender will assess the mortgage on the full repayment, not the reduced one.`,
        },
        {
          type: "p",
          text: `These amounts apply to mortgages created on or after 15 June 2000 (${SCHEME_SOURCES.clareMortgageAllowance.name}). We found no later change to them on gov.ie or Citizens Information.`,
        },
        ...historyBlock(mortgageAllowanceRule, on),
        sourceBlock(mortgageAllowance, [mortgageAllowanceRule], on, SCHEME_SOURCES.citizensMortgageAllowance),
      ],
    },
    {
      id: "eligibility",
      title: "Eligibility criteria",
      blocks: [
        { type: "p", text: "You may qualify if all of the following apply to you:" },
        {
          type: "checklist",
          items: [
            "You are a **tenant (or tenant-purchaser) of a local authority home**, or a **tenant of an approved housing body**.",
            "You will **surrender your social home** to the council or housing body, empty and in good condition, when you move.",
            "You are **buying or building a private home** that you will live in as your only home.",
            `You are taking out a **mortgage of at least ${minMortgage}** with a bank, building society or local authority to pay for it.`,
            "Your **rent account is clear**: councils expect any arrears to be paid before they approve the allowance.",
          ],
        },
        {
          type: "p",
          text: "The allowance does not replace a mortgage approval: your lender still applies its normal checks, and the Central Bank's lending limits, to the loan. Start by asking a lender or broker what you could borrow, then ask the council about the allowance.",
        },
      ],
    },
    {
      id: "requirements",
      title: "Important requirements",
      blocks: [
        {
          type: "list",
          items: [
            "**Apply before you commit.** Ask your local authority for the application form and get approval in writing before you sign a contract or draw down your mortgage. An allowance cannot be added to a purchase that has already closed.",
            `**The mortgage must be at least ${minMortgage}.** A smaller loan, or a purchase paid for in cash, does not qualify.`,
            "**The allowance goes to the lender.** Your lender confirms the loan to the council and the council pays the lender, so give your lender's details and your mortgage account number when asked.",
            "**You must hand back your social home.** The council or housing body agrees a date with you, inspects the home and takes back the keys. Repairs you are responsible for should be done first.",
            "**The home must stay your home.** If you sell it, let it out, or pay off the mortgage within the five years, the payments stop; tell the council straight away if your circumstances change.",
          ],
        },
      ],
    },
    {
      id: "exclusions",
      title: "Exclusions",
      blocks: [
        { type: "p", text: "The allowance is not available:" },
        {
          type: "list",
          items: [
            "to buy the council home you already rent: that is done through the council's **tenant purchase scheme**, which has its own terms;",
            "to people renting privately, including those whose rent is paid through **HAP or RAS**: they have no social tenancy to give back;",
            "normally, to anyone who has **received the allowance before**;",
            "for a **holiday home, an investment or a second property**, or any home you will not live in yourself; or",
            "if you **keep your social tenancy** alongside the new home.",
          ],
        },
        {
          type: "p",
          text: "If any of these may apply to you, ask your local authority's housing section before you spend money on valuations or legal fees.",
        },
      ],
    },
    {
      id: "additional-information",
      title: "Additional information",
      blocks: [
        { type: "heading", text: "Combining it with other schemes" },
        {
          type: "p",
          text: "If you have never owned a home, you may also be a first-time buyer for other schemes. A new home may qualify for [Help to Buy](/schemes/help-to-buy), and the [First Home Scheme](/schemes/first-home) can bridge a gap between your mortgage and the price. Ask your council whether the allowance can be combined with the scheme you are considering, and tell your lender about every support you are using.",
        },
        { type: "heading", text: "How to apply" },
        {
          type: "steps",
          items: [
            {
              title: "Talk to a lender first",
              content: `Find out what you can borrow and get mortgage approval in principle. The loan must be at least ${minMortgage}, so check this before you look at homes.`,
            },
            {
              title: "Contact your landlord's housing section",
              content: "Ask the council or housing body that owns your home for the Mortgage Allowance application form and guidance notes, and tell them you plan to buy.",
            },
            {
              title: "Send the form with your documents",
              content: "Include your lender's approval, details of the home you are buying or building, and proof that your rent account is up to date.",
            },
            {
              title: "Get written approval",
              content: "Wait for the council's written approval before you sign the contract or draw down the mortgage.",
            },
            {
              title: "Complete the purchase and hand back your home",
              content: "Your solicitor completes the purchase, you move and return the keys of your social home on the agreed date, and the council starts paying the allowance to your lender.",
            },
          ],
        },
        { type: "heading", text: "What happens to your social tenancy" },
        {
          type: "p",
          text: "Surrendering your home ends your social tenancy for good. If you ever needed social housing again, you would have to apply afresh and meet the rules in force at that time. Be sure you are ready for the costs of owning before you hand back the keys: repairs, home and mortgage protection insurance, local property tax and, for an apartment, management fees all become yours. The [cost calculator](/buying/costs-calculator) shows the one-off costs of buying, such as stamp duty and legal fees.",
        },
        { type: "heading", text: "Is the scheme open in my area?" },
        {
          type: "p",
          text: "The allowance is administered by each local authority, and not every council promotes it actively. Ask the housing section of the council (or the housing body) that owns your home whether it is currently taking applications and for its current form and guidance notes.",
        },
        { type: "heading", text: "If repayments become hard" },
        {
          type: "p",
          text: "Talk to your lender as soon as you see a problem coming, not after you miss a payment. Lenders must follow the Central Bank's code for people in arrears, and free help is available from MABS. The earlier you ask, the more options there are.",
        },
        { type: "heading", text: "Getting advice" },
        {
          type: "p",
          text: `Before you give up a secure social tenancy, make sure the numbers work after the allowance ends. [MABS](${SOURCES.mabs.url}), the free and confidential money advice service, can go through your budget with you, and [Citizens Information](${SOURCES.citizensSocialHousing.url}) explains the council housing rules in plain English. Our [mortgage process guide](/buying/mortgage-process) covers the mortgage itself.`,
        },
      ],
    },
  ],
  cta: {
    title: "Find your local authority",
    text: "The Mortgage Allowance Scheme is run by local authorities. Contact the housing section of the council that owns your home to ask for an application form.",
    actions: [{ label: "Find Your Local Authority", url: "/schemes/local-authorities", primary: true }],
  },
  sources: [m.source, SOURCES.mabs],
  reviewed: m.reviewed,
};
}
