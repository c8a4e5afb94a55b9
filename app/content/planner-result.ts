/**
 * The purchase planner's result in words: the answer for each home, the
 * table's labels and cells, what limits the plan, and how each figure is
 * worked out. Every figure comes from the plan (which carries the terms each
 * rule applied) or the terms the loader worked out for its date; none is
 * typed here. Links go to the page of the rule each figure comes from.
 */
import type { Certainty } from "~/facts/dated";
import type { HomePlan, PlanInput, PlanLimit, PlanTerms } from "~/rules/plan-types";
import { eur, formatDate, formatEUR, formatNumber, pct } from "~/lib/format";

/** Where each figure's rule is explained on this site. */
export const PLAN_LINKS = {
  borrowing: "/tools/borrowing",
  helpToBuy: "/schemes/help-to-buy#how-much",
  firstHome: "/schemes/first-home#how-it-works",
  firstHomeRepaying: "/schemes/first-home#repaying",
  firstHomeWho: "/schemes/first-home#who-qualifies",
  homeLoan: "/schemes/local-authorities#home-loan",
  calculator: "/buying/costs-calculator",
} as const;

/** How a ceiling that is not official is hedged: reported by news, or only in the earlier guide. */
function ceilingHedge(certainty: Certainty | null, reported: string, unconfirmed: string): string {
  return certainty === "reported" ? reported : certainty === "unconfirmed" ? unconfirmed : "";
}

const TYPE_WORDS = { new: "new", "self-build": "self-build", existing: "second-hand" } as const;

export const PLAN_RESULT = {
  title: "Your plan",
  tableCaption: "Your plan, home by home",
  homeName: (i: number, count: number) => (count > 1 ? `Home ${i + 1}` : "This home"),
  /** The figures the day the sale closes can change, named in its notes (rules/closing-date). */
  closingFigures: { helpToBuy: "Help to Buy refund", stampDuty: "Stamp duty", cash: "Cash needed on the day" },
  /** "€400,000 new house, Dublin City Council". */
  homeSummary: (h: HomePlan) => {
    const kind = h.home.homeType === "apartment" ? "apartment" : "house";
    const what = h.home.type === "self-build" ? "self-build" : `${TYPE_WORDS[h.home.type]} ${kind}`;
    return `${eur(h.home.price)} ${what}${h.areaLabel ? `, ${h.areaLabel}` : ""}`;
  },
  rows: {
    mortgage: `[Mortgage](${PLAN_LINKS.borrowing}): the most a lender may lend`,
    helpToBuy: `[Help to Buy refund](${PLAN_LINKS.helpToBuy})`,
    firstHome: `[First Home Scheme share](${PLAN_LINKS.firstHome})`,
    deposit: "Deposit",
    depositFromSavings: "Deposit from your savings (after Help to Buy)",
    stampDuty: `[Stamp duty](${PLAN_LINKS.calculator})`,
    fees: "Legal, survey and registration fees",
    mortgageCosts: "Mortgage costs (arrangement fee and valuation)",
    costs: "Costs on the day",
    cash: "Cash needed on the day",
    savings: "Against your savings",
    binding: "What limits it",
    monthly: "Monthly repayment",
    lahl: `[Local Authority Home Loan](${PLAN_LINKS.homeLoan}) (another route)`,
  },
  cells: {
    none: "None",
    share: (h: HomePlan) =>
      h.firstHome.share ? `${eur(h.firstHome.share)} (${pct(h.firstHome.sharePercent)})` : h.shareIfWithinCeiling ? "None (over the reported ceiling)" : "None",
    /** A repayment is to the cent: €1,145.80. */
    monthly: (h: HomePlan) => (h.monthly === null ? "" : formatEUR(h.monthly)),
    stampDuty: (h: HomePlan) => (h.costs.stampDuty === null ? "On buying the site" : eur(h.costs.stampDuty)),
    leftOver: (left: number | null) => (left === null ? "Savings not given" : left >= 0 ? `${eur(left)} to spare` : `Short by ${eur(-left)}`),
    lahl: (h: HomePlan) => {
      const r = h.lahl.reasons;
      if (r.includes("not-first-time")) return "Not for buyers who own a home";
      if (r.includes("not-in-force")) return "Limits not confirmed";
      if (h.lahl.within) return "Within its limits";
      const over = [r.includes("over-income") ? "income" : null, r.includes("over-price") ? "price" : null].filter(Boolean);
      if (over.length) return `Over its ${over.join(" and ")} limit${over.length > 1 ? "s" : ""}`;
      return "Choose the council to check";
    },
  },
  /** Short names for the table's "What limits it" row. */
  limitNames: {
    income: "Your income",
    "deposit-rule": "The minimum deposit",
    "htb-cap": "Help to Buy's price cap",
    "fhs-ceiling": "The First Home ceiling",
    "fhs-cap": "The First Home share's cap",
    "fhs-minimum": "The First Home share's minimum",
    "fhs-new-only": "First Home: new homes only",
    "fhs-buyer": "First Home: first-time and fresh start buyers only",
    "fhs-closed": "First Home Scheme closed",
    savings: "Your savings",
  } satisfies Record<PlanLimit, string>,

  /** The plan for one home in a sentence or two. */
  answer: (h: HomePlan): string => {
    const borrow =
      h.mortgageLimitedBy === "income"
        ? `You can borrow up to **${eur(h.mortgage)}** (${formatNumber(h.limits.ltiMultiple)} times your income)`
        : `You can borrow up to **${eur(h.mortgage)}** (the price less the ${pct(h.limits.depositPercent)} deposit)`;
    const extras = [
      h.helpToBuy.refund ? `a Help to Buy refund of **${eur(h.helpToBuy.refund)}** towards the deposit` : null,
      h.firstHome.share ? `a First Home Scheme share of **${eur(h.firstHome.share)}** (${pct(h.firstHome.sharePercent)})` : null,
    ].filter(Boolean);
    const need = `You need **${eur(h.cashNeeded)}** on the day: ${eur(h.depositFromSavings)} of deposit and ${eur(h.costs.total)} of costs`;
    const against = h.leftOver === null ? "." : h.leftOver >= 0 ? `, which leaves **${eur(h.leftOver)} to spare**.` : `: you are **short by ${eur(-h.leftOver)}**.`;
    return `${borrow}${extras.length ? `, with ${extras.join(" and ")}` : ""}. ${need}${against}`;
  },
  limitsLead: "What limits this plan:",
  limits: (h: HomePlan): string[] =>
    h.binding.map((limit) => {
      const f = h.firstHome;
      switch (limit) {
        case "income":
          return `Your income: ${formatNumber(h.limits.ltiMultiple)} times ${eur(h.grossIncome)} is ${eur(h.loanLimit)}, the most a lender may lend.`;
        case "deposit-rule":
          return `The minimum deposit: a lender may lend at most the price less ${pct(h.limits.depositPercent)}, ${eur(h.mortgage)}.`;
        case "htb-cap":
          return `Help to Buy's price cap: the home is worth more than ${eur(h.helpToBuy.terms.maxPropertyValue)}, so there is no refund.`;
        case "fhs-ceiling":
          return `The First Home Scheme's price ceiling in ${h.areaLabel}, ${eur(h.ceiling ?? 0)}${ceilingHedge(h.ceilingCertainty, " as reported", " (not confirmed)")}: no share, so the gap of ${eur(f.gap)} is yours to fund.`;
        case "fhs-cap":
          return `The First Home share's cap, ${pct(f.capPercent)} of the price: ${eur(f.shortfall)} of the gap is left for you to fund.`;
        case "fhs-minimum":
          return `The First Home share's minimum, ${eur(f.minShare)}: the gap of ${eur(f.gap)} is smaller, so the scheme takes no share and it is yours to fund.`;
        case "fhs-new-only":
          return `The First Home Scheme is for new homes and self-builds: the gap of ${eur(f.gap)} is yours to fund.`;
        case "fhs-buyer":
          return `The First Home Scheme is only for first-time buyers and “fresh start” buyers: the gap of ${eur(f.gap)} is yours to fund.`;
        case "fhs-closed":
          return `The First Home Scheme has closed${f.endedOn ? ` (on ${formatDate(f.endedOn)}, a reported date)` : ""}: the gap of ${eur(f.gap)} is yours to fund.`;
        case "savings":
          return `Your savings: they are ${eur(-(h.leftOver ?? 0))} short of the cash needed on the day.`;
      }
    }),
  nothingLimits: "Nothing limits this plan: the home is within every rule it meets, and your savings cover the cash needed.",
  /** Two homes: which one the savings reach. */
  withinReach: (homes: HomePlan[], names: string[]): string => {
    if (homes.some((h) => h.leftOver === null)) {
      return `Enter your savings to see which is within reach: ${homes.map((h, i) => `${names[i]} needs ${eur(h.cashNeeded)} on the day`).join(", ")}.`;
    }
    const ok = homes.map((h) => h.leftOver! >= 0);
    if (ok.every(Boolean)) return `Both homes are within reach of your savings: ${homes.map((h, i) => `${names[i]} with ${eur(h.leftOver!)} to spare`).join(", ")}.`;
    if (!ok.some(Boolean)) return `Neither home is within reach of your savings yet: ${homes.map((h, i) => `${names[i]} is short by ${eur(-h.leftOver!)}`).join(", ")}.`;
    const i = ok.indexOf(true);
    const j = ok.indexOf(false);
    return `${names[i]} is within reach of your savings (${eur(homes[i]!.leftOver!)} to spare); ${names[j]!.toLowerCase()} is not (short by ${eur(-homes[j]!.leftOver!)}).`;
  },
  withinReachTitle: "Which is within reach",
  detailsTitle: (name: string) => `${name}: how each figure is worked out`,
  sections: {
    borrowing: "Mortgage",
    helpToBuy: "Help to Buy",
    firstHome: "First Home Scheme",
    lahl: "Local Authority Home Loan",
    costs: "Costs on the day",
    monthly: "Monthly repayment",
  },
  endingTitle: "Rules that end within a year",
  lahlTitle: "Local Authority Home Loan: higher limits announced",
  calculatorLink: (name: string) => `Open the cost calculator with ${name.toLowerCase()}'s figures`,
} as const;

/** How each figure of one home is worked out, by section (Rich text lines). */
export const PLAN_DETAILS = {
  borrowing: (h: HomePlan, input: PlanInput, terms: PlanTerms): string[] => [
    `Loan limit: ${input.incomes.length > 1 ? `${input.incomes.map((v) => eur(v)).join(" + ")} = ` : ""}${eur(h.grossIncome)} gross income × ${formatNumber(h.limits.ltiMultiple)} = ${eur(h.loanLimit)}.`,
    `Minimum deposit: ${pct(h.limits.depositPercent)} of ${eur(h.home.price)} = ${eur(h.minDeposit)}, so a lender may lend at most ${eur(h.home.price - h.minDeposit)} on this home.`,
    `The mortgage is the lower of the two: **${eur(h.mortgage)}** (the Central Bank's [mortgage measures](${terms.refs.centralBankUrl})). Some lenders go above the income limit by exception.`,
    // Which limits apply, in the Central Bank's condition rule's words, where the buyer is not simply a first-time buyer.
    ...(input.buyer !== "first" && terms.words.conditions.lendingFirstTime ? [terms.words.conditions.lendingFirstTime] : []),
  ],
  helpToBuy: (h: HomePlan, terms: PlanTerms): string[] => {
    const refs = terms.refs;
    const r = h.helpToBuy;
    const t = r.terms;
    if (r.refund) {
      return [
        `The lower of ${eur(t.maxRefund)} or ${pct(r.percent)} of the ${h.home.type === "self-build" ? "completion value" : "price"} (${eur(r.percentOfPrice)}): **${eur(r.refund)}**, paid towards your deposit.`,
        `The refund is also limited to the income tax and DIRT you paid in the last ${refs.helpToBuyTaxYears} years: check yours with [Revenue](${refs.helpToBuyUrl}) before you count on it.`,
      ];
    }
    return r.reasons.map((reason) => {
      switch (reason) {
        case "closed":
          return `Help to Buy ended${r.endedOn ? ` on ${formatDate(r.endedOn)}` : ""}, as far as this site can confirm: check [Revenue's page](${refs.helpToBuyUrl}) for any extension.`;
        case "not-first-time":
          return terms.words.conditions.helpToBuyBuyer || "Help to Buy is only for first-time purchasers.";
        case "no-tax":
          return `Help to Buy refunds no more than the income tax and DIRT you paid in the ${r.conditions.taxYears} tax years before you apply.`;
        case "not-new":
          return "Help to Buy is only for new homes and self-builds.";
        case "over-value":
          return `The price is over Help to Buy's limit of ${eur(t.maxPropertyValue)}.`;
        case "mortgage-under":
          return `The mortgage, ${eur(h.mortgage)}, is under ${pct(t.minMortgagePercent)} of the price (${eur(r.minMortgage)}), the least Help to Buy needs.`;
      }
    });
  },
  firstHome: (h: HomePlan, terms: PlanTerms): string[] => {
    const refs = terms.refs;
    const f = h.firstHome;
    const t = f.terms;
    const lines = [`Price ${eur(h.home.price)} − mortgage ${eur(h.mortgage)} − ${pct(h.limits.depositPercent)} deposit ${eur(h.minDeposit)} = a gap of **${eur(f.gap)}**.`];
    for (const reason of f.reasons) {
      if (reason === "closed") lines.push(`The scheme was due to close to new applications${f.endedOn ? ` on ${formatDate(f.endedOn)}` : ""} (a reported date), so no share is worked out. Check the [scheme's site](${refs.firstHomeUrl}) for any extension.`);
      if (reason === "not-first-time") lines.push(terms.words.conditions.firstHomeBuyer || "The scheme is for first-time buyers and fresh start applicants.");
      if (reason === "second-hand") lines.push(`The scheme is for new homes and self-builds, not second-hand homes. A tenant buying the home they rent from a landlord who is selling may qualify: see [who qualifies](${PLAN_LINKS.firstHomeWho}).`);
      if (reason === "over-ceiling") {
        lines.push(`The price is over the ceiling for ${h.home.homeType === "apartment" ? "an apartment" : "a house"} in ${h.areaLabel}, ${eur(h.ceiling ?? 0)}${ceilingHedge(h.ceilingCertainty, " (as reported)", " (not confirmed)")}. Ceilings are reviewed twice a year: check the [scheme's table](${refs.ceilingsUrl}).`);
        if (h.shareIfWithinCeiling) {
          lines.push(`That ceiling is reported, not confirmed on the scheme's own table. If your home is within the scheme's ceiling, the share could be ${eur(h.shareIfWithinCeiling)}, and you would need that much less on the day.`);
        }
      }
      if (reason === "no-gap") lines.push("Your mortgage and the minimum deposit cover the price: no share is needed.");
      if (reason === "under-minimum") lines.push(`The smallest share is ${pct(t.minSharePercent)} of the price or ${eur(t.minShareEuro)}, whichever is higher (${eur(f.minShare)}): the gap is smaller, so the scheme takes no share and you fund it from your deposit.`);
    }
    if (f.share) {
      lines.push(
        `The scheme can take up to ${pct(f.capPercent)} of the price (${eur(f.capAmount)})${f.combinedWithHelpToBuy ? ", as you also get Help to Buy" : ""}, and at least ${eur(f.minShare)}: a share of **${eur(f.share)}**, ${pct(f.sharePercent)} of your home.${f.shortfall ? ` The rest of the gap, ${eur(f.shortfall)}, is added to your deposit.` : ""}`,
        `It asks you to borrow the most a participating lender offers you, as this plan does, and a deposit of at least ${pct(t.minDepositPercent)}.${terms.words.conditions.firstHomeLender ? ` ${terms.words.conditions.firstHomeLender}` : ""}`,
        `Repaying it: the share is not a loan with monthly repayments but a ${pct(f.sharePercent)} stake in your home. When you sell, or buy it back (all at once or in parts), you pay ${pct(f.sharePercent)} of the home's value at that time, as a valuer sets it: at today's price, ${eur(h.shareRepaidAtPrice)}. [How repaying works](${PLAN_LINKS.firstHomeRepaying}).`,
      );
      if (h.ceiling !== null) lines.push(`The price is within the ${h.areaLabel} ceiling of ${eur(h.ceiling)}${ceilingHedge(h.ceilingCertainty, " (as reported; the scheme's own table could not be checked)", " (not confirmed; the scheme's own table could not be checked)")}.`);
    }
    if (f.open && h.areaLabel && h.ceiling === null) lines.push(`We could not confirm the First Home ceiling for ${h.areaLabel}: check it in the [scheme's table](${refs.ceilingsUrl}) before you rely on the share.`);
    if (f.open && !h.areaLabel) lines.push("No council was given, so the price ceiling is not checked.");
    return lines;
  },
  lahl: (h: HomePlan, terms: PlanTerms): string[] => {
    const l = h.lahl;
    const lines: string[] = [];
    const incomeWords = l.incomeLimit === null ? "" : `${l.joint ? "joint" : "a single applicant's"} gross income of up to ${eur(l.incomeLimit)} (yours: ${eur(l.income)})`;
    const priceWords = l.priceLimit === null ? "" : `a home worth up to ${eur(l.priceLimit)} in ${h.areaLabel}`;
    if (l.reasons.includes("not-first-time")) lines.push(terms.words.conditions.lahlBuyer || "The loan is for first-time buyers and fresh start applicants.");
    else if (l.reasons.includes("not-in-force")) lines.push("We could not confirm the loan's limits on this date: check with your council.");
    else if (l.within) lines.push(`You are within its limits: ${incomeWords}, and ${priceWords}.`);
    else {
      if (l.reasons.includes("over-income")) lines.push(`Your income is over its limit: ${incomeWords}.`);
      else lines.push(`Your income is within its limit: ${incomeWords}.`);
      if (l.reasons.includes("over-price")) lines.push(`The price is over its limit for ${h.areaLabel}: ${eur(l.priceLimit ?? 0)}.`);
      if (l.reasons.includes("area-unknown")) lines.push("Choose the council to check the home's price against its limit.");
    }
    lines.push(
      `A mortgage from your council for first-time buyers (and fresh start applicants) who cannot get enough from a bank, of up to ${pct(terms.lahl.maxLoanToValuePercent)} of the home's value (${eur(l.maxLoan)} here). It is another route, not an extra: it cannot be combined with the First Home Scheme.`,
      ...(terms.words.conditions.lahlOffers ? [terms.words.conditions.lahlOffers] : []),
    );
    return lines;
  },
  costs: (h: HomePlan, terms: PlanTerms): string[] => {
    const f = terms.fees;
    return [
      h.costs.stampDuty === null
        ? "For a self-build, stamp duty is charged when you buy the site, not on the finished home's value, so this plan leaves it out: ask your solicitor what buying the site will cost."
        : `Stamp duty: **${eur(h.costs.stampDuty)}**, worked out as the [cost calculator](${h.calculatorHref}) does${h.home.type === "new" ? " (on the price without its VAT)" : ""}, rounded down to the euro.`,
      `Legal fees ${eur(f.legal)}, survey ${eur(f.survey)} and registration ${eur(f.registration)}: the cost calculator's typical figures, which you can change there.`,
      `Mortgage costs: a ${pct(f.arrangementPercent)} arrangement fee on ${eur(h.mortgage)} and a ${eur(f.valuation)} valuation, ${eur(h.costs.mortgage)}.`,
      `Together **${eur(h.costs.total)}**. Insurance, moving and furnishing are left out: add them in the calculator.`,
    ];
  },
  monthly: (h: HomePlan, input: PlanInput): string[] =>
    h.monthly === null
      ? []
      : [`At ${pct(input.rate!)} a year over ${input.termYears} years, **${formatEUR(h.monthly)} a month** on a mortgage of ${eur(h.mortgage)} (the standard repayment formula; your lender's figure may differ).`],
};

/** How the planner works, with the figures in force on the terms' date (Rich text lines). */
export function planHow(terms: PlanTerms): string[] {
  const first = terms.lending.first;
  const other = terms.lending.other;
  const htb = terms.helpToBuy;
  const fhs = terms.firstHome;
  const f = terms.fees;
  return [
    `**Mortgage:** the most a lender may lend under the Central Bank's rules, ${formatNumber(first.ltiMultiple)} times gross income for first-time buyers and ${formatNumber(other.ltiMultiple)} times for others, with a deposit of at least ${pct(first.depositPercent)} of the price${first.depositPercent === other.depositPercent ? "" : ` (${pct(other.depositPercent)} for others)`}.`,
    htb.open
      ? `**Help to Buy:** for a first-time buyer of a new home or self-build worth up to ${eur(htb.terms.maxPropertyValue)}, with a mortgage of at least ${pct(htb.terms.minMortgagePercent)} of the price: the lower of ${eur(htb.terms.maxRefund)} or ${pct(htb.terms.pricePercent)} of the price, towards the deposit.`
      : `**Help to Buy:** ended${htb.endedOn ? ` on ${formatDate(htb.endedOn)}` : ""}, so no refund is worked out.`,
    fhs.open
      ? `**First Home Scheme:** the gap between the price and that mortgage plus a ${pct(fhs.terms.minDepositPercent)} deposit, up to ${pct(fhs.terms.maxSharePercent)} of the price (${pct(fhs.terms.maxShareWithHelpToBuyPercent)} with Help to Buy) and at least ${pct(fhs.terms.minSharePercent)} of the price or ${eur(fhs.terms.minShareEuro)}, whichever is higher, for a new home or self-build within the council's ceiling. Without a share, you put the gap down as a larger deposit.`
      : `**First Home Scheme:** closed to new applications${fhs.endedOn ? ` on ${formatDate(fhs.endedOn)}` : ""} (a reported date), so no share is worked out.`,
    "**Local Authority Home Loan:** whether your income and the price are within its limits for the council. It is shown as another route, since it cannot be combined with the First Home Scheme.",
    `**Costs on the day:** stamp duty as the cost calculator works it out, plus its typical legal (${eur(f.legal)}), survey (${eur(f.survey)}) and registration (${eur(f.registration)}) fees and mortgage costs (a ${pct(f.arrangementPercent)} arrangement fee and a ${eur(f.valuation)} valuation).`,
    "**Cash needed on the day:** the deposit, less any Help to Buy refund, plus those costs, against your savings.",
    "Figures are in whole euro: limits are rounded down and deposits up.",
  ];
}


/** The plan's PDF (planner/document.ts). */
export const PLAN_DOCUMENT = {
  title: "Purchase plan",
  fileName: "purchase-plan.pdf",
  generated: (date: string, rulesAsAt: string) => `Made on ${date}. ${rulesAsAt}.`,
  inputsHeading: "Your details",
  planHeading: "The plan",
  answerHeading: "In short",
  limitsHeading: (name: string) => `${name}: what limits it`,
  sourcesHeading: "Sources",
  reproduce: "Open this plan again, with the rules in force on the day you open it:",
  noPlan: "Enter your income and the price of a home to see a plan.",
} as const;
