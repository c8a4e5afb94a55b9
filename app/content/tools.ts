/**
 * Words of the four housing tools and their hub. Figures come from facts.ts;
 * sentences that quote a result are functions of that result, so the rule
 * modules (app/tools/*.ts) stay free of words and this file free of sums.
 */
import { firstHome, helpToBuy, lending, rentPressureZones, tenancy } from "./facts";
import type { Source } from "./sources";
import type { LinkCard, Rich } from "./types";
import { eur, formatDate, formatNumber, pct } from "~/lib/format";

export type ToolName = "notice-period" | "rent-review" | "borrowing" | "scheme-amounts";

export const TOOL_PATHS: Record<ToolName, string> = {
  "notice-period": "/tools/notice-period",
  "rent-review": "/tools/rent-review",
  borrowing: "/tools/borrowing",
  "scheme-amounts": "/tools/scheme-amounts",
};

/* ---------------- Shared words ---------------- */
export const TOOL_UI = {
  formTitle: "Your details",
  resultTitle: "Your result",
  calculate: "Calculate",
  openFull: "Open this result on its own page",
  openFullHint: "to share, bookmark or print it",
  print: "Print this result",
  answersTitle: "Your answers",
  pending: "Fill in the form to see your result.",
  fixErrors: "Check the highlighted answers to see your result.",
  optional: "optional",
  notGiven: "Not given",
  ignored: (names: string[]) =>
    `Parts of the link were not recognised and have been ignored: ${names.join(", ")}.`,
  howTitle: "How this is worked out",
  disclaimer:
    "This is general information worked out from the figures quoted on this site, not legal or financial advice. Check your own case with the official source.",
  embedLabel: (title: string) => `${title}: calculator`,
};

/** Validation messages. `noun` is the field as it reads inside a sentence ("the price of the home"). */
export const MESSAGES = {
  missing: (noun: string) => `Enter ${noun}.`,
  choose: (noun: string) => `Choose ${noun}.`,
  money: {
    negative: (noun: string) => `${capitalise(noun)} can't be negative.`,
    format: (noun: string) => `Enter ${noun} as an amount in euro, for example 1,250.`,
    whole: "Enter whole euro, without cents.",
    min: (min: number) => `Enter at least ${eur(min)}.`,
    max: (max: number) => `That is more than this tool works with: enter no more than ${eur(max)}.`,
  },
  percent: {
    format: "Enter a percentage as a number, for example 2.5 (up to two decimal places).",
    range: (min: number, max: number) => `Enter a yearly rate between ${pct(min)} and ${pct(max)}.`,
  },
  date: {
    format: "Enter a date as year-month-day, for example 2024-03-15.",
    notReal: "That date does not exist: check the day and the month (there is no 31 April, and 29 February is only in leap years).",
    range: (minYear: number, maxYear: number) => `Enter a date between ${minYear} and ${maxYear}.`,
  },
  tooLong: "That answer is too long to be right: check it and try again.",
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface FieldWords {
  label: string;
  /** The field inside a sentence, for messages. */
  noun: string;
  hint?: string;
}

export interface ChoiceWords<V extends string> extends FieldWords {
  options: { value: V; label: string }[];
}

/* ---------------- Hub ---------------- */
export const TOOLS_HUB = {
  path: "/tools",
  tag: "Tools",
  lead: "Put in your own dates and figures and get an exact answer you can share: notice periods, rent reviews, what you can borrow and what the schemes are worth to you.",
  cardsTitle: "Calculators",
  cards: [
    { title: "Notice period", description: "The notice a tenant or landlord must give, and the earliest date the tenancy can end.", url: "/tools/notice-period", icon: "calendar", accent: "teal" },
    { title: "Rent review", description: "When your rent can next be reviewed and, in a Rent Pressure Zone, the most it can rise.", url: "/tools/rent-review", icon: "trending-up", accent: "indigo" },
    { title: "Borrowing limit", description: "What the Central Bank's rules let you borrow, the deposit you need and the highest price you can pay.", url: "/tools/borrowing", icon: "banknote", accent: "blue" },
    { title: "Scheme amounts", description: "Your Help to Buy refund, your First Home Scheme share and what you would repay on a later sale.", url: "/tools/scheme-amounts", icon: "euro", accent: "purple" },
    { title: "Cost calculator", description: "Stamp duty, legal, survey, mortgage and moving costs for a home, added up and ready to share.", url: "/buying/costs-calculator", icon: "calculator", accent: "amber" },
  ] satisfies LinkCard[],
  note: "Every answer is worked out from the figures on this site's guide pages, each with a link to its official source. Your figures stay in the page's address and are never stored.",
};

/* ---------------- Notice period ---------------- */
export const NOTICE_WORDS = {
  lead: "Enter who is giving notice, when the tenancy started and when the notice will be served. You get the notice period from the official tables and the earliest date the tenancy can end.",
  source: tenancy.source as Source,
  reviewed: tenancy.reviewed,
  fields: {
    who: {
      label: "Who is giving notice?",
      noun: "who is giving notice",
      options: [
        { value: "tenant", label: "The tenant" },
        { value: "landlord", label: "The landlord" },
      ],
    } satisfies ChoiceWords<"tenant" | "landlord">,
    start: { label: "Date the tenancy started", noun: "the date the tenancy started" },
    served: {
      label: "Date the notice is served",
      noun: "the date the notice is served",
      hint: "The day the notice is given to the other side. It can be today or a date you plan.",
    },
  },
  problems: {
    "start-in-future": "The tenancy start date is in the future. The notice period depends on how long the tenancy has lasted, so enter a start date no later than today.",
    "start-after-served": "The tenancy start date is after the date the notice is served. Check both dates: the notice is served after the tenancy has started.",
  },
  headline: (who: "tenant" | "landlord", days: number) => `${who === "tenant" ? "The tenant" : "The landlord"} must give ${days} days' notice`,
  terminationLabel: "Earliest termination date",
  lengthLabel: "Length of the tenancy when notice is served",
  noticeLabel: "Notice period",
  explain: (r: { who: "tenant" | "landlord"; length: string; band: string; days: number; firstDay: string; termination: string }): Rich =>
    `A tenancy of ${r.length} is in the “${r.band}” row of the ${r.who === "tenant" ? "tenant's" : "landlord's"} table, so the notice is **${r.days} days**. We count from the day after the notice is served (day 1 is ${formatDate(r.firstDay)}), so day ${r.days}, **${formatDate(r.termination)}**, is the earliest date the tenancy can end.`,
  tableCaption: (who: "tenant" | "landlord") => `Notice ${who === "tenant" ? "a tenant" : "a landlord"} must give, by length of tenancy`,
  tableHead: ["Length of tenancy", "Notice"],
  days: (n: number) => `${n} days`,
  yourRow: "your tenancy",
  how: [
    "The length of the tenancy is counted in complete calendar months from the start date to the date the notice is served. A tenancy that began on 15 January is exactly 6 months old on 15 July, and 1 year old on the following 15 January.",
    "Where a month has no matching day (a tenancy that began on 31 August or 29 February), the month is complete on that month's last day.",
    "The notice period starts the day after the notice is served. The earliest termination date is the last day of the notice period: the service date plus the number of days' notice.",
  ],
};

export function describeLength(d: { years: number; months: number; days: number }): string {
  const parts: string[] = [];
  if (d.years) parts.push(`${d.years} ${d.years === 1 ? "year" : "years"}`);
  if (d.months) parts.push(`${d.months} ${d.months === 1 ? "month" : "months"}`);
  if (d.days || parts.length === 0) parts.push(`${d.days} ${d.days === 1 ? "day" : "days"}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0]!;
}

/* ---------------- Rent review ---------------- */
const RPZ_YEARS = rentPressureZones.reviewMonthsInRpz / 12;
const RPZ_MAX = rentPressureZones.maxAnnualIncreasePercent;

export const RENT_WORDS = {
  lead: `Enter your rent, the date it was last set and whether the home is in a Rent Pressure Zone. You get the earliest date of the next rent review and, in a Rent Pressure Zone, the most the rent can rise, with the working.`,
  source: rentPressureZones.source as Source,
  reviewed: rentPressureZones.reviewed,
  fields: {
    rpz: {
      label: "Is the home in a Rent Pressure Zone?",
      noun: "whether the home is in a Rent Pressure Zone",
      hint: "The Residential Tenancies Board lists the Rent Pressure Zones on its website.",
      options: [
        { value: "yes", label: "Yes, in a Rent Pressure Zone" },
        { value: "no", label: "No, outside a Rent Pressure Zone" },
      ],
    } satisfies ChoiceWords<"yes" | "no">,
    rent: { label: "Current monthly rent (€)", noun: "your current monthly rent", hint: "Needed in a Rent Pressure Zone." },
    set: { label: "Date the rent was last set", noun: "the date the rent was last set", hint: "The date the current rent started, at the start of the tenancy or the last review." },
    inflation: {
      label: "Inflation, yearly rate (%)",
      noun: "the yearly inflation rate",
      hint: "The yearly inflation rate as a percentage, for example 2.4. Needed in a Rent Pressure Zone.",
    },
    review: {
      label: "Date of the review (optional)",
      noun: "the date of the review",
      hint: "Leave blank to use the earliest date. Only used in a Rent Pressure Zone.",
    },
  },
  problems: {
    "last-set-in-future": "The date the rent was last set is in the future. Enter the date the current rent started.",
    "review-before-earliest": (earliest: string) => `The rent can't be reviewed before ${formatDate(earliest)}. Enter that date or a later one, or leave this blank.`,
    "missing-rpz-figures": "In a Rent Pressure Zone, enter the rent and the inflation rate to see the most it can rise.",
  },
  earliestLabel: "Earliest date of the next review",
  maxRentLabel: "Highest new rent",
  perMonth: "a month",
  increase: (amount: number, percent: number) => `${eur(amount)} more (${pct(percent)})`,
  passed: (date: string) =>
    `${formatDate(date)} has passed, so the rent can be reviewed now. In a Rent Pressure Zone, enter the date of the review to work out the cap over the longer period.`,
  explainRpz: `In a Rent Pressure Zone rent can be reviewed once every ${rentPressureZones.reviewMonthsInRpz} months, and may rise by no more than the lower of inflation or ${pct(RPZ_MAX)} a year. We add the yearly rate once for each year of the period (simple, not compounded), so the figure never overstates the cap.`,
  explainMarket: `Outside a Rent Pressure Zone rent can be reviewed once every ${rentPressureZones.reviewMonthsOutsideRpz} months, and there is no percentage cap: the new rent can be set at the market rent, what similar homes nearby let for.`,
  workingTitle: "The working",
  working: {
    rate: (inflation: number, rate: number, limitedBy: "inflation" | "cap" | "no-increase") =>
      limitedBy === "no-increase"
        ? `Yearly rate: inflation of ${pct(inflation)} is not above 0%, so no increase is allowed (0% a year).`
        : `Yearly rate: the lower of inflation (${pct(inflation)}) and ${pct(RPZ_MAX)} = **${pct(rate)}** a year.`,
    period: (months: number, from: string, to: string) =>
      `Period: ${months} complete months from ${formatDate(from)} to ${formatDate(to)} = ${formatNumber(months / 12)} ${months === 12 ? "year" : "years"}.`,
    total: (rate: number, months: number, increasePercent: number) =>
      `Increase allowed: ${pct(rate)} × ${formatNumber(months / 12)} = **${pct(increasePercent)}** (added up for each year, not compounded).`,
    rent: (rent: number, increasePercent: number, maxRent: number) =>
      `Highest new rent: ${eur(rent)} × (1 + ${pct(increasePercent)}) = **${eur(maxRent)}** a month, rounded down to the cent.`,
  },
  how: [
    `In a Rent Pressure Zone the next review is ${rentPressureZones.reviewMonthsInRpz} months (${RPZ_YEARS} years) after the rent was last set; outside one it is ${rentPressureZones.reviewMonthsOutsideRpz} months after. Where the matching day does not exist (29 February), the review date is the last day of that month.`,
    `The rule is "the lower of inflation or ${pct(RPZ_MAX)} a year". We apply that yearly rate to the period pro rata and without compounding: ${pct(RPZ_MAX)} a year over ${RPZ_YEARS} years is ${pct(RPZ_MAX * RPZ_YEARS)}. If inflation is below zero, no increase is allowed.`,
  ],
};

/* ---------------- Borrowing limit ---------------- */
export const BORROWING_WORDS = {
  lead: `Enter whether you are a first-time buyer, your income (and a second applicant's) and your savings. You get the Central Bank's loan limit, the deposit you need and the highest price those allow.`,
  source: lending.source as Source,
  reviewed: lending.reviewed,
  fields: {
    buyer: {
      label: "Are you a first-time buyer?",
      noun: "whether you are a first-time buyer",
      options: [
        { value: "first", label: "Yes, a first-time buyer" },
        { value: "other", label: "No, I have owned a home before" },
      ],
    } satisfies ChoiceWords<"first" | "other">,
    income: { label: "Your gross yearly income (€)", noun: "your gross yearly income", hint: "Your income before tax." },
    income2: {
      label: "Second applicant's gross yearly income (€, optional)",
      noun: "the second applicant's income",
      hint: "Leave blank if you are buying alone.",
    },
    savings: { label: "Savings for the deposit (€)", noun: "your savings for the deposit" },
  },
  priceLabel: "Highest price",
  loanLabel: "Mortgage",
  depositLabel: "Deposit needed",
  loanLimitLabel: "Loan limit",
  workingTitle: "The working",
  limitedBy: {
    income: (r: { priceBySavings: number }) => `Your income sets the limit. Your savings would cover the deposit on a home of up to ${eur(r.priceBySavings)}.`,
    savings: (r: { priceByIncome: number }) => `Your savings set the limit. Your income would allow a mortgage on a home of up to ${eur(r.priceByIncome)}.`,
    both: () => "Your income and your savings both allow this price.",
  },
  explain: (r: { multiple: number; depositPercent: number; first: boolean }) =>
    `The Central Bank limits a mortgage to ${formatNumber(r.multiple)} times gross income for ${r.first ? "first-time buyers" : "buyers who have owned a home before"}, and requires a deposit of at least ${pct(r.depositPercent)} of the price.`,
  noSavings: "With no savings there is no deposit yet, so the rules allow no purchase. Save the deposit first.",
  working: {
    loanLimit: (income: number, multiple: number, limit: number) => `Loan limit: ${eur(income)} gross income × ${formatNumber(multiple)} = **${eur(limit)}**.`,
    byIncome: (limit: number, depositPercent: number, price: number) =>
      `Price the loan allows: ${eur(limit)} ÷ ${pct(100 - depositPercent)} = ${eur(price)}.`,
    bySavings: (savings: number, depositPercent: number, price: number) =>
      `Price the savings allow: ${eur(savings)} ÷ ${pct(depositPercent)} = ${eur(price)}.`,
    result: (price: number, deposit: number, loan: number) =>
      `Highest price: the lower of the two, **${eur(price)}**: a deposit of ${eur(deposit)} and a mortgage of ${eur(loan)}.`,
  },
  calculatorLink: (price: number) => `Work out the full cost of buying at ${eur(price)}`,
  exceptions: `Lenders can go above these limits for some borrowers by exception: some allow ${lending.ltiExceptions.map((m) => `${formatNumber(m)}×`).join(" or ")} income. Lenders also count variable income (overtime, bonus) differently, so offers vary.`,
  how: [
    `Loan limit: ${formatNumber(lending.ltiFirstTimeBuyer)} times gross yearly income for first-time buyers, ${formatNumber(lending.ltiOtherBuyer)} times for others, on your income plus a second applicant's.`,
    `Deposit: at least ${pct(lending.depositFirstTimeBuyerPercent)} of the price for first-time buyers, ${pct(lending.depositOtherBuyerPercent)} for others. The highest price is the lower of what the loan limit allows with that deposit and what your savings cover as that deposit.`,
    "Figures are in whole euro: the price is rounded down and the deposit up, so the mortgage stays within the limit and the deposit within your savings.",
  ],
};

/* ---------------- Scheme amounts ---------------- */
export const SCHEME_WORDS = {
  lead: "Enter the price, the type of home, where it is, your mortgage and your deposit. You get your Help to Buy refund, the First Home Scheme share needed to bridge any gap, and what you would repay on that share if you sold later.",
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
      label: "Where is the home?",
      noun: "where the home is",
      options: firstHome.priceCeilings.map((c) => ({ value: c.area, label: `${c.label} (price ceiling ${eur(c.ceiling)})` })),
    } satisfies ChoiceWords<"dublin" | "cities" | "rest">,
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
  htbTitle: "Help to Buy refund",
  fhsTitle: "First Home Scheme share",
  repaymentTitle: "Repaying the share on a later sale",
  htbExplain: (r: { percentOfPrice: number; refund: number; selfBuild: boolean; limitedBy: "maximum" | "percent" }) =>
    `The refund is the lowest of ${eur(helpToBuy.maxRefund)} or ${pct(r.selfBuild ? helpToBuy.completionValuePercent : helpToBuy.pricePercent)} of the ${r.selfBuild ? "completion value" : "price"} (${eur(r.percentOfPrice)} here), so it is **${eur(r.refund)}**${r.limitedBy === "maximum" ? ", the maximum" : ""}.`,
  htbAssumes: `This assumes you meet the other conditions: a first-time buyer, tax compliant, living in the home for ${helpToBuy.occupancyYears} years.`,
  htbReasons: {
    "not-new": "Help to Buy is only for new builds and self-builds.",
    "over-value": `The home is worth more than ${eur(helpToBuy.maxPropertyValue)}.`,
    "mortgage-under": (needed: number) => `The mortgage is under ${pct(helpToBuy.minMortgagePercent)} of the price: at least ${eur(needed)} is needed.`,
  },
  fhsGap: (r: { price: number; mortgage: number; deposit: number; gap: number }) =>
    `Price ${eur(r.price)} − mortgage ${eur(r.mortgage)} − deposit ${eur(r.deposit)} leaves a gap of **${eur(r.gap)}**.`,
  fhsBridged: (r: { share: number; sharePercent: number; capPercent: number; capAmount: number; combined: boolean }) =>
    `The share can be up to ${pct(r.capPercent)} of the price (${eur(r.capAmount)})${r.combined ? " because you are also claiming Help to Buy" : ""}, so the scheme can bridge it all: **${eur(r.share)}**, recorded as ${pct(r.sharePercent)} of the price.`,
  fhsCapped: (r: { share: number; sharePercent: number; capPercent: number; shortfall: number; combined: boolean }) =>
    `The gap is more than the most the scheme can take, ${pct(r.capPercent)} of the price${r.combined ? " when combined with Help to Buy" : ""}, so the share is **${eur(r.share)}** (${pct(r.sharePercent)}) and you still need ${eur(r.shortfall)} more from your deposit or mortgage.`,
  fhsReasons: {
    "over-ceiling": (r: { areaLabel: string; ceiling: number }) => `The price is over the price ceiling for ${r.areaLabel}, ${eur(r.ceiling)}.`,
    "mortgage-under": (needed: number) => `The mortgage is under ${pct(firstHome.minMortgagePercent)} of the price: at least ${eur(needed)} is needed.`,
    "no-gap": "Your mortgage and deposit already cover the price, so there is no gap to bridge.",
  },
  depositWarning: (needed: number) =>
    `The scheme also asks for a deposit of at least ${pct(firstHome.minDepositPercent)} of the price: at least ${eur(needed)}. Your deposit is below that.`,
  repaymentExplain: (r: { sharePercent: number; salePrice: number; amount: number; assumed: boolean }) =>
    `A sale at ${eur(r.salePrice)}${r.assumed ? " (the price you pay, as no sale price was given)" : ""} repays ${pct(r.sharePercent)} of the sale price: **${eur(r.amount)}**.`,
  noRepayment: "There is no First Home share, so nothing to repay on a sale.",
  how: [
    `Help to Buy: the lowest of ${eur(helpToBuy.maxRefund)} or ${pct(helpToBuy.pricePercent)} of the price (${pct(helpToBuy.completionValuePercent)} of the completion value for a self-build), for a new build or self-build worth ${eur(helpToBuy.maxPropertyValue)} or less, bought with a mortgage of at least ${pct(helpToBuy.minMortgagePercent)} of the price.`,
    `First Home Scheme: the share bridges the gap between the price and your mortgage plus deposit, up to ${pct(firstHome.maxSharePercent)} of the price, or ${pct(firstHome.maxShareWithHelpToBuyPercent)} with Help to Buy. It needs a price within the area's ceiling and a mortgage of at least ${pct(firstHome.minMortgagePercent)} of the price; the scheme also asks for a deposit of at least ${pct(firstHome.minDepositPercent)}, which the result flags if yours is lower.`,
    `The share is recorded as a percentage of the price to one decimal place, and a later sale repays that percentage of the sale price. The scheme's own example: a ${eur(firstHome.schemeExample.gap)} share of a ${eur(firstHome.schemeExample.price)} home is ${pct(firstHome.schemeExample.sharePercent)}, and a ${eur(firstHome.schemeExample.salePrice)} sale repays ${eur(firstHome.schemeExample.repayment)}.`,
  ],
};

/** Where each tool's explanation points for the official rules. */
export const TOOL_SOURCES: Record<ToolName, { sources: Source[]; reviewed: string }> = {
  "notice-period": { sources: [NOTICE_WORDS.source], reviewed: NOTICE_WORDS.reviewed },
  "rent-review": { sources: [RENT_WORDS.source], reviewed: RENT_WORDS.reviewed },
  borrowing: { sources: [BORROWING_WORDS.source], reviewed: BORROWING_WORDS.reviewed },
  "scheme-amounts": { sources: SCHEME_WORDS.sources, reviewed: SCHEME_WORDS.reviewed },
};

