/**
 * Words of the scheme amounts tool (Help to Buy and the First Home Scheme).
 * Figures come from the dated rules the tool applied (its result carries
 * them), or from the rules on the date the loader passed: none is read at
 * module load. The conditions each scheme sets (who, which homes, the tax
 * paid, the lender) are said in their condition rules' own words, with
 * their authority (issue 42); a "no" says so first, with the reason and the
 * source, and no amount.
 */
import { ruleOn, type AnyRule } from "~/facts/dated";
import { basisLink, conditionLine } from "~/facts/condition-words";
import {
  firstHome,
  firstHomeBuyerRule,
  firstHomeCeilingsRule,
  firstHomeHomeRule,
  firstHomeLenderRule,
  firstHomeSchemeRule,
  helpToBuy,
  helpToBuyBuyerRule,
  helpToBuyHomeRule,
  helpToBuyRule,
  helpToBuyTaxRule,
} from "~/facts/schemes";
import type { FirstHomeTerms, HelpToBuyTerms } from "~/facts/schemes";
import { COUNCIL_OPTIONS } from "~/facts/local-authorities";
import type { Source } from "~/facts/sources";
import { eur, formatDate, formatNumber, pct } from "~/lib/format";
import type { FirstHomeReason } from "~/rules/first-home";
import type { HelpToBuyReason } from "~/rules/help-to-buy";
import type { BuyerType } from "~/rules/types";
import { BUYER_FIELDS, type ChoiceWords, type ToolSources } from "./common";
import { TOOL_LEADS } from "./leads";

/** What the answer's first sentence is made from: the tool's result (tools/scheme-amounts.ts), by shape. */
interface AnswerInput {
  on: string;
  buyer: BuyerType | null;
  taxPaid: number | null;
  helpToBuy: { refund: number; minMortgage: number; reasons: HelpToBuyReason[]; endedOn: string | null; terms: HelpToBuyTerms; conditions: { taxYears: number } };
  firstHome: { share: number; gap: number; minShare: number; reasons: FirstHomeReason[]; endedOn: string | null; areaLabel: string; ceiling: number | null };
}

/** The authority of the rule in force on `on` (or the one that last applied), as a Rich link, "reported" where only a report says it. */
function sourceOf(rule: AnyRule, on: string): string {
  const status = ruleOn(rule, on);
  const period = status.period ?? status.later[0] ?? rule.periods[0]!;
  return basisLink(period);
}

/** Why Help to Buy gives nothing, in a clause, with the rule that says so: the first reason is enough for the answer. */
function htbWhy(r: AnswerInput): string {
  const h = r.helpToBuy;
  const reason = h.reasons[0]!;
  const why: Record<HelpToBuyReason, [string, AnyRule]> = {
    closed: [`Help to Buy ended${h.endedOn ? ` on ${formatDate(h.endedOn)}` : ""}`, helpToBuyRule],
    "not-first-time": ["Help to Buy is only for first-time purchasers, with no “fresh start” exception", helpToBuyBuyerRule],
    "not-new": ["Help to Buy is only for a new home or a self-build", helpToBuyHomeRule],
    "over-value": [`Help to Buy is only for a home worth ${eur(h.terms.maxPropertyValue)} or less`, helpToBuyRule],
    "mortgage-under": [`Help to Buy needs a mortgage of at least ${pct(h.terms.minMortgagePercent)} of the price (${eur(h.minMortgage)})`, helpToBuyRule],
    "no-tax": [`Help to Buy refunds only income tax and DIRT paid in the ${h.conditions.taxYears} tax years before you apply, and you entered none`, helpToBuyTaxRule],
  };
  const [words, rule] = why[reason];
  return `${words} (${sourceOf(rule, r.on)})`;
}

/** Why the First Home Scheme takes no share, in a clause, with its source where a rule of the scheme decides it. */
function fhsWhy(r: AnswerInput): string {
  const f = r.firstHome;
  const reason = f.reasons[0]!;
  const why: Record<FirstHomeReason, [string, AnyRule | null]> = {
    closed: [`the First Home Scheme was due to close to new applications${f.endedOn ? ` on ${formatDate(f.endedOn)}` : ""}`, firstHomeSchemeRule],
    "not-first-time": ["the First Home Scheme is only for first-time buyers and “fresh start” applicants", firstHomeBuyerRule],
    "second-hand": ["the First Home Scheme is for new homes and self-builds (a tenant buying the home they rent aside)", firstHomeHomeRule],
    "over-ceiling": [`the price is over the First Home Scheme's ceiling for ${f.areaLabel}, ${eur(f.ceiling ?? 0)}`, firstHomeCeilingsRule],
    "no-gap": ["your mortgage and deposit already cover the price, so the First Home Scheme has no gap to bridge", null],
    "under-minimum": [`the gap, ${eur(f.gap)}, is less than the First Home Scheme's smallest share, ${eur(f.minShare)}`, firstHomeSchemeRule],
  };
  const [words, rule] = why[reason];
  return rule ? `${words} (${sourceOf(rule, r.on)})` : words;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The answer's first sentence (issue 36, issue 42). Both schemes pay: the
 * amounts. One does: its amount, and why the other does not, with the
 * source. Neither: a plain "No" first, with each reason and its source, and
 * no amount. Where the reader has not said what kind of buyer they are, the
 * sentence starts with the condition ("If you are a first-time buyer"), and
 * where they have not given the tax they paid, the refund is "up to" that.
 */
function schemeAnswer(r: AnswerInput): string {
  const refund = r.helpToBuy.refund;
  const share = r.firstHome.share;
  const htbYes =
    r.taxPaid === null
      ? `Help to Buy could refund you up to ${eur(refund)} (no more than the income tax and DIRT you paid in the ${r.helpToBuy.conditions.taxYears} tax years before you apply)`
      : `Help to Buy could refund you ${eur(refund)}`;
  const fhsYes = `the First Home Scheme could take a share of ${eur(share)}`;
  const bothWho = r.buyer === null ? "if you are a first-time buyer, " : "";
  if (refund > 0 && share > 0) return capitalise(`${bothWho}${htbYes}, and ${fhsYes}.`);
  if (refund > 0) return capitalise(`${bothWho}${htbYes}. No First Home share: ${fhsWhy(r)}.`);
  if (share > 0) {
    const who = r.buyer === null ? "if you are a first-time buyer or a “fresh start” buyer, " : "";
    return capitalise(`${who}${fhsYes}. No Help to Buy refund: ${htbWhy(r)}.`);
  }
  if (r.helpToBuy.reasons[0] === "not-first-time" && r.firstHome.reasons[0] === "not-first-time") {
    return `No: neither scheme is open to someone who has owned a home before. ${capitalise(htbWhy(r))}, and ${fhsWhy(r)}.`;
  }
  return `No: neither scheme would help with this purchase. ${capitalise(htbWhy(r))}, and ${fhsWhy(r)}.`;
}

const CEILINGS_URL = "https://www.firsthomescheme.ie/about-the-scheme/property-price-ceilings/";

export const SCHEME_WORDS = {
  lead: TOOL_LEADS["scheme-amounts"],
  sources: [helpToBuy.source, firstHome.source] as Source[],
  reviewed: firstHome.reviewed,
  fields: {
    buyer: BUYER_FIELDS.buyer,
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
    tax: {
      label: "Income tax and DIRT you paid in the years before you apply (€, optional)",
      noun: "the income tax and DIRT you paid",
      hint: "Help to Buy refunds no more than this; the result says which years count. Revenue's myAccount shows it. Leave blank if you don't know.",
    },
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
  /** The answer first, in one plain sentence (issue 36), with the conditions left unsaid or failed (issue 42). */
  answer: schemeAnswer,
  htbTitle: "Help to Buy refund",
  fhsTitle: "First Home Scheme share",
  /** A section's title: its amount, or "none" (a "no" shows no amount). */
  sectionTitle: (title: string, amount: number, extra = "") => `${title}: ${amount > 0 ? `${eur(amount)}${extra}` : "none"}`,
  repaymentTitle: "Repaying the share on a later sale",
  htbExplain: (r: { terms: HelpToBuyTerms; percentOfPrice: number; refund: number; selfBuild: boolean; limitedBy: "maximum" | "percent" | "tax"; taxPaid: number | null }) =>
    r.limitedBy === "tax"
      ? `The refund is the lowest of ${eur(r.terms.maxRefund)}, ${pct(r.selfBuild ? r.terms.completionValuePercent : r.terms.pricePercent)} of the ${r.selfBuild ? "completion value" : "price"} (${eur(r.percentOfPrice)} here) and the tax you paid (${eur(r.taxPaid ?? 0)}), so it is **${eur(r.refund)}**.`
      : `The refund is the lowest of ${eur(r.terms.maxRefund)} or ${pct(r.selfBuild ? r.terms.completionValuePercent : r.terms.pricePercent)} of the ${r.selfBuild ? "completion value" : "price"} (${eur(r.percentOfPrice)} here), so it is **${eur(r.refund)}**${r.limitedBy === "maximum" ? ", the maximum" : ""}.`,
  /**
   * The conditions the tool did not check, in their rules' words: who may
   * claim (when the reader did not say), the tax paid (when not given), and
   * living in the home, which no answer here can check.
   */
  htbConditions: (r: { on: string; buyer: BuyerType | null; taxPaid: number | null }): string[] =>
    [
      r.buyer === null ? conditionLine(helpToBuyBuyerRule, r.on) : null,
      r.taxPaid === null ? conditionLine(helpToBuyTaxRule, r.on) : null,
      conditionLine(helpToBuyHomeRule, r.on),
      `You must also be tax compliant, and live in the home as your main home for ${helpToBuy.occupancyYears} years, or repay part of the refund.`,
    ].filter((line): line is string => line !== null),
  /** The First Home Scheme's conditions the tool does not check: who (when not said) and the lender. */
  fhsConditions: (r: { on: string; buyer: BuyerType | null }): string[] =>
    [r.buyer === null ? conditionLine(firstHomeBuyerRule, r.on) : null, conditionLine(firstHomeLenderRule, r.on)].filter((line): line is string => line !== null),
  // Why there is no refund or share: each reason's sentence, made from the scheme's result where it names a figure.
  htbReasons: {
    closed: ({ endedOn }: { endedOn: string | null }) =>
      `Help to Buy ended${endedOn ? ` on ${formatDate(endedOn)}` : ""}, as far as this site can confirm, so no refund is worked out. Check [Revenue's Help to Buy page](${helpToBuy.source.url}) for any extension.`,
    "not-first-time": ({ on }: { on: string }) => conditionLine(helpToBuyBuyerRule, on) ?? "Help to Buy is only for first-time purchasers.",
    "not-new": ({ on }: { on: string }) => conditionLine(helpToBuyHomeRule, on) ?? "Help to Buy is only for new builds and self-builds.",
    "over-value": ({ terms: t }: { terms: HelpToBuyTerms }) => `The home is worth more than ${eur(t.maxPropertyValue)}.`,
    "mortgage-under": ({ terms: t, minMortgage }: { terms: HelpToBuyTerms; minMortgage: number }) =>
      `The mortgage is under ${pct(t.minMortgagePercent)} of the price: at least ${eur(minMortgage)} is needed.`,
    "no-tax": ({ on }: { on: string }) => `You entered no income tax or DIRT paid. ${conditionLine(helpToBuyTaxRule, on) ?? ""}`.trim(),
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
    "not-first-time": ({ on }: { on: string }) => conditionLine(firstHomeBuyerRule, on) ?? "The First Home Scheme is for first-time buyers and fresh start applicants.",
    "second-hand": ({ on }: { on: string }) =>
      `The First Home Scheme is for new homes and self-builds, not second-hand homes. ${conditionLine(firstHomeHomeRule, on) ?? ""} See [who qualifies](/schemes/first-home#who-qualifies) and ask the scheme.`.replace("  ", " "),
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
  how: (htb: HelpToBuyTerms | null, fhs: FirstHomeTerms | null, ltiFirstTime: number, on: string): string[] => [
    "The result first says whether each scheme could help you, and where one cannot, why, with the law or the scheme's rule that says so. If you leave out what kind of buyer you are, or the tax you paid, the answer starts with what it depends on.",
    htb
      ? `Help to Buy: the lowest of ${eur(htb.maxRefund)} or ${pct(htb.pricePercent)} of the price (${pct(htb.completionValuePercent)} of the completion value for a self-build), for a new build or self-build worth ${eur(htb.maxPropertyValue)} or less, bought with a mortgage of at least ${pct(htb.minMortgagePercent)} of the price.`
      : "Help to Buy: the scheme has ended, so the tool works out no refund.",
    fhs
      ? `First Home Scheme: the share bridges the gap between the price and your mortgage plus deposit, up to ${pct(fhs.maxSharePercent)} of the price, or ${pct(fhs.maxShareWithHelpToBuyPercent)} with Help to Buy, and at least ${pct(fhs.minSharePercent)} of the price or ${eur(fhs.minShareEuro)}, whichever is higher: a smaller gap gets no share. It is for a new home or a self-build with a price within the ceiling for the home's council area. The scheme asks you to borrow the most a participating lender offers you (up to ${formatNumber(ltiFirstTime)} times your income) and to put down a deposit of at least ${pct(fhs.minDepositPercent)}, which the result flags if yours is lower.`
      : "First Home Scheme: the scheme was due to close to new applications, so the tool works out no share.",
    `The share is recorded as a percentage of the price to one decimal place, and a later sale repays that percentage of the sale price. The scheme's own example: a ${eur(firstHome.schemeExample.gap)} share of a ${eur(firstHome.schemeExample.price)} home is ${pct(firstHome.schemeExample.sharePercent)}, and a ${eur(firstHome.schemeExample.salePrice)} sale repays ${eur(firstHome.schemeExample.repayment)}.`,
    // Each scheme's conditions, in their rules' words and with their authority.
    ...[
      conditionLine(helpToBuyBuyerRule, on),
      conditionLine(helpToBuyHomeRule, on),
      conditionLine(helpToBuyTaxRule, on),
      conditionLine(firstHomeBuyerRule, on),
      conditionLine(firstHomeHomeRule, on),
      conditionLine(firstHomeLenderRule, on),
    ].filter((line): line is string => line !== null),
  ],
  /** A link into the purchase planner with this home's figures. */
  plannerLink: "Plan the whole purchase: borrowing, both schemes and the cash you need on the day",
};

export const SCHEME_SOURCES: ToolSources = { sources: SCHEME_WORDS.sources, reviewed: SCHEME_WORDS.reviewed };
