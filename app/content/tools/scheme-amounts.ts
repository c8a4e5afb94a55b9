/**
 * Words of the scheme amounts tool (Help to Buy and the First Home Scheme).
 * Figures come from the dated rules the tool applied (its result carries
 * them), or from the rules on the date the loader passed: none is read at
 * module load.
 */
import { firstHome, helpToBuy } from "../facts/schemes";
import type { FirstHomeTerms, HelpToBuyTerms } from "../facts/schemes";
import { COUNCIL_OPTIONS } from "../local-authorities";
import type { Source } from "../sources";
import { eur, formatDate, formatNumber, pct } from "~/lib/format";
import type { ChoiceWords, ToolSources } from "./common";
import { TOOL_LEADS } from "./leads";

const CEILINGS_URL = "https://www.firsthomescheme.ie/about-the-scheme/property-price-ceilings/";

export const SCHEME_WORDS = {
  lead: TOOL_LEADS["scheme-amounts"],
  sources: [helpToBuy.source, firstHome.source] as Source[],
  reviewed: firstHome.reviewed,
  fields: {
    price: { label: "Price of the home (€)", noun: "the price of the home", hint: "For a self-build, its completion value." },
    type: {
      label: "Type of home",
      noun: "the type of home",
      options: [
        { value: "new", label: "New build" },
        { value: "self-build", label: "Self-build" },
        { value: "existing", label: "Second-hand home" },
      ],
    } satisfies ChoiceWords<"new" | "self-build" | "existing">,
    area: {
      label: "Which local authority area is the home in?",
      noun: "the local authority area of the home",
      hint: "The First Home Scheme sets a price ceiling for each council area.",
      placeholder: "Choose a council",
      options: [...COUNCIL_OPTIONS],
    } satisfies ChoiceWords<string> & { placeholder: string },
    mortgage: { label: "Mortgage approved (€)", noun: "the mortgage" },
    deposit: { label: "Your deposit (€)", noun: "your deposit", hint: "Include any Help to Buy refund you will put towards it." },
    htb: {
      label: "Will you also claim Help to Buy?",
      noun: "whether you will also claim Help to Buy",
      options: [
        { value: "yes", label: "Yes" },
        { value: "no", label: "No" },
      ],
    } satisfies ChoiceWords<"yes" | "no">,
    sale: {
      label: "Price of a later sale (€, optional)",
      noun: "the price of a later sale",
      hint: "To see what you would repay on the First Home share. Leave blank to use the price you pay.",
    },
  },
  crossField: {
    mortgageOverPrice: "The mortgage can't be more than the price of the home.",
    depositOverPrice: "The deposit can't be more than the price of the home.",
  },
  /** The answer first, in one plain sentence (issue 36): what the two schemes could give, together. */
  answer: (o: { refund: number; share: number }) =>
    o.refund > 0 && o.share > 0
      ? `Help to Buy could refund you ${eur(o.refund)}, and the First Home Scheme could take a share of ${eur(o.share)}.`
      : o.refund > 0
        ? `Help to Buy could refund you ${eur(o.refund)}; the First Home Scheme would not add a share here (see why below).`
        : o.share > 0
          ? `The First Home Scheme could take a share of ${eur(o.share)}; Help to Buy would not refund anything here (see why below).`
          : "Neither scheme would help with this purchase as entered: the reasons are below.",
  htbTitle: "Help to Buy refund",
  fhsTitle: "First Home Scheme share",
  repaymentTitle: "Repaying the share on a later sale",
  htbExplain: (r: { terms: HelpToBuyTerms; percentOfPrice: number; refund: number; selfBuild: boolean; limitedBy: "maximum" | "percent" }) =>
    `The refund is the lowest of ${eur(r.terms.maxRefund)} or ${pct(r.selfBuild ? r.terms.completionValuePercent : r.terms.pricePercent)} of the ${r.selfBuild ? "completion value" : "price"} (${eur(r.percentOfPrice)} here), so it is **${eur(r.refund)}**${r.limitedBy === "maximum" ? ", the maximum" : ""}.`,
  htbAssumes: `This assumes you meet the other conditions: a first-time buyer, tax compliant, living in the home for ${helpToBuy.occupancyYears} years.`,
  // Why there is no refund or share: each reason's sentence, made from the scheme's result where it names a figure.
  htbReasons: {
    closed: ({ endedOn }: { endedOn: string | null }) =>
      `Help to Buy ended${endedOn ? ` on ${formatDate(endedOn)}` : ""}, as far as this site can confirm, so no refund is worked out. Check [Revenue's Help to Buy page](${helpToBuy.source.url}) for any extension.`,
    "not-first-time": "Help to Buy is only for first-time buyers.",
    "not-new": "Help to Buy is only for new builds and self-builds.",
    "over-value": ({ terms: t }: { terms: HelpToBuyTerms }) => `The home is worth more than ${eur(t.maxPropertyValue)}.`,
    "mortgage-under": ({ terms: t, minMortgage }: { terms: HelpToBuyTerms; minMortgage: number }) =>
      `The mortgage is under ${pct(t.minMortgagePercent)} of the price: at least ${eur(minMortgage)} is needed.`,
  },
  fhsGap: (r: { price: number; mortgage: number; deposit: number; gap: number }) =>
    `Price ${eur(r.price)} − mortgage ${eur(r.mortgage)} − deposit ${eur(r.deposit)} leaves a gap of **${eur(r.gap)}**.`,
  fhsBridged: (r: { share: number; sharePercent: number; capPercent: number; capAmount: number; combined: boolean }) =>
    `The share can be up to ${pct(r.capPercent)} of the price (${eur(r.capAmount)})${r.combined ? " because you are also claiming Help to Buy" : ""}, so the scheme can bridge it all: **${eur(r.share)}**, recorded as ${pct(r.sharePercent)} of the price.`,
  fhsCapped: (r: { share: number; sharePercent: number; capPercent: number; shortfall: number; combined: boolean }) =>
    `The gap is more than the most the scheme can take, ${pct(r.capPercent)} of the price${r.combined ? " when combined with Help to Buy" : ""}, so the share is **${eur(r.share)}** (${pct(r.sharePercent)}) and you still need ${eur(r.shortfall)} more from your deposit or mortgage.`,
  fhsReasons: {
    closed: ({ endedOn }: { endedOn: string | null }) =>
      `The First Home Scheme was due to close to new applications${endedOn ? ` on ${formatDate(endedOn)}` : ""} (a reported date), so no share is worked out. Check the [official site](${firstHome.source.url}) for any extension.`,
    "second-hand":
      "The First Home Scheme is for new homes and self-builds, not second-hand homes. A tenant buying the home they rent when the landlord sells it may qualify under the scheme's tenant purchase strand: see [who qualifies](/schemes/first-home#who-qualifies) and ask the scheme.",
    "over-ceiling": (r: { areaLabel: string; ceiling: number | null; ceilingSplit: { house: number; apartment: number } | null }) =>
      r.ceilingSplit
        ? `The price is over the price ceiling for ${r.areaLabel}: ${eur(r.ceilingSplit.house)} for a house and ${eur(r.ceilingSplit.apartment)} for an apartment. The tool applies the lower one; check the [scheme's table](${CEILINGS_URL}) for your home.`
        : `The price is over the price ceiling for ${r.areaLabel}, ${eur(r.ceiling ?? 0)}.`,
    "no-gap": "Your mortgage and deposit already cover the price, so there is no gap to bridge.",
    "under-minimum": (r: { gap: number; minShare: number; terms: FirstHomeTerms }) =>
      `The gap, ${eur(r.gap)}, is less than the scheme's smallest share: ${pct(r.terms.minSharePercent)} of the price or ${eur(r.terms.minShareEuro)}, whichever is higher (${eur(r.minShare)} here). So the scheme takes no share, and you would cover the gap from your own deposit.`,
  },
  depositWarning: (t: FirstHomeTerms, needed: number) =>
    `The scheme also asks for a deposit of at least ${pct(t.minDepositPercent)} of the price: at least ${eur(needed)}. Your deposit is below that.`,
  ceilingUnknown: (areaLabel: string) =>
    `We could not confirm the First Home price ceiling for ${areaLabel}, so the share above does not check it. Check the [scheme's table of price ceilings](${CEILINGS_URL}) before you rely on it.`,
  ceilingSplit: (r: { areaLabel: string; ceilingSplit: { house: number; apartment: number } }) =>
    `In ${r.areaLabel} the ceiling is ${eur(r.ceilingSplit.house)} for a house and ${eur(r.ceilingSplit.apartment)} for an apartment; the tool checks the price against the lower one.`,
  firstHomeReported: (until: string) =>
    `The First Home Scheme's share limits and its end date (${formatDate(until)}) are reported, not yet confirmed on an official page.`,
  repaymentExplain: (r: { sharePercent: number; salePrice: number; amount: number; assumed: boolean }) =>
    `A sale at ${eur(r.salePrice)}${r.assumed ? " (the price you pay, as no sale price was given)" : ""} repays ${pct(r.sharePercent)} of the sale price: **${eur(r.amount)}**.`,
  noRepayment: "There is no First Home share, so nothing to repay on a sale.",
  /** How the tool works, with the limits in force on the date (null where a scheme has ended). */
  how: (htb: HelpToBuyTerms | null, fhs: FirstHomeTerms | null, ltiFirstTime: number) => [
    htb
      ? `Help to Buy: the lowest of ${eur(htb.maxRefund)} or ${pct(htb.pricePercent)} of the price (${pct(htb.completionValuePercent)} of the completion value for a self-build), for a new build or self-build worth ${eur(htb.maxPropertyValue)} or less, bought with a mortgage of at least ${pct(htb.minMortgagePercent)} of the price.`
      : "Help to Buy: the scheme has ended, so the tool works out no refund.",
    fhs
      ? `First Home Scheme: the share bridges the gap between the price and your mortgage plus deposit, up to ${pct(fhs.maxSharePercent)} of the price, or ${pct(fhs.maxShareWithHelpToBuyPercent)} with Help to Buy, and at least ${pct(fhs.minSharePercent)} of the price or ${eur(fhs.minShareEuro)}, whichever is higher: a smaller gap gets no share. It is for a new home or a self-build with a price within the ceiling for the home's council area. The scheme asks you to borrow the most a participating lender offers you (up to ${formatNumber(ltiFirstTime)} times your income) and to put down a deposit of at least ${pct(fhs.minDepositPercent)}, which the result flags if yours is lower.`
      : "First Home Scheme: the scheme was due to close to new applications, so the tool works out no share.",
    `The share is recorded as a percentage of the price to one decimal place, and a later sale repays that percentage of the sale price. The scheme's own example: a ${eur(firstHome.schemeExample.gap)} share of a ${eur(firstHome.schemeExample.price)} home is ${pct(firstHome.schemeExample.sharePercent)}, and a ${eur(firstHome.schemeExample.salePrice)} sale repays ${eur(firstHome.schemeExample.repayment)}.`,
  ],
  /** A link into the purchase planner with this home's figures. */
  plannerLink: "Plan the whole purchase: borrowing, both schemes and the cash you need on the day",
};

export const SCHEME_SOURCES: ToolSources = { sources: SCHEME_WORDS.sources, reviewed: SCHEME_WORDS.reviewed };
