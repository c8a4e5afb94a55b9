/**
 * Every word of the housing questionnaire: the overlay, the questions, the
 * error messages and the sentences that explain each result. Figures come
 * from facts.ts; the rules (questionnaire/eligibility.ts) hand over codes and
 * values, and the functions here turn them into plain English.
 */
import { eur, formatDate, formatNumber, pct } from "~/lib/format";
import { budget } from "~/facts/budget";
import { lending } from "~/facts/buying";
import { renterSupports } from "~/facts/renting";
import { firstHome, mortgageAllowance, socialHousing } from "~/facts/schemes";
import { rentTaxCredit, rentTaxCreditRate, type RtcConditionId } from "~/facts/taxes";
import { conditionSentence, conditionSource, deadlineWords, noSentence, parseUnsaidKey } from "./rent-credit";
import { valueOn } from "~/facts/dated";

/**
 * The newest Rent Tax Credit period already in law (facts/taxes.ts), with its
 * years: the questionnaire has no date of its own, so it names the years the
 * amount is for instead of calling it "this year's".
 */
const NEWEST_RENT_CREDIT = rentTaxCredit.periods[rentTaxCredit.periods.length - 1]!;
/** The share of the rent for those same years, from its own dated rule, so a change of rate is one edit there. */
const NEWEST_RENT_CREDIT_RATE = valueOn(rentTaxCreditRate, NEWEST_RENT_CREDIT.from!);
import { SOURCES, type Source } from "~/facts/sources";
import type { Rich } from "./types";

type Values = Record<string, number | string>;
type Sentence = (v: Values) => Rich;

const n = (v: Values, key: string) => Number(v[key] ?? 0);
const money = (v: Values, key: string) => eur(n(v, key));

export { QUESTIONNAIRE_PAGE } from "./questionnaire-page";

export const OVERLAY = {
  title: "Housing questionnaire",
  close: "Close questionnaire",
  widgetLoading: "Loading the housing assistant…",
  widgetFailed: "The housing assistant could not be started, so here is our own questionnaire instead.",
  openAsPage: "Open the questionnaire as a page",
} as const;

export const FLOW = {
  progress: (current: number, total: number) => `Question ${current} of ${total}`,
  continue: "Continue",
  seeResults: "See my results",
  back: "Back",
} as const;

export interface Option {
  value: string;
  label: string;
  hint?: string;
}

export interface StepText {
  question: string;
  hint?: Rich;
  /** Short label for the answers summary. */
  summary: string;
  options?: Option[];
  /** Money and county fields: the label of each input, and its name inside error messages. */
  fields?: Record<string, { label: string; hint?: string; name: string }>;
}

export const STEP_TEXT: Record<string, StepText> = {
  tenure: {
    question: "Are you looking to buy or rent a home?",
    summary: "Looking to",
    options: [
      { value: "buy", label: "Buy a home" },
      { value: "rent", label: "Rent a home" },
    ],
  },
  first: {
    question: "Are you a first-time buyer?",
    hint: "You are a first-time buyer if you have never bought or built a home, on your own or with someone else.",
    summary: "First-time buyer",
    options: [
      { value: "yes", label: "Yes, I have never owned a home" },
      { value: "no", label: "No, I have owned a home before" },
    ],
  },
  build: {
    question: "What kind of home are you buying?",
    summary: "Kind of home",
    options: [
      { value: "new", label: "A newly built home" },
      { value: "second-hand", label: "A second-hand home" },
      { value: "self-build", label: "A home I am building myself (self-build)" },
    ],
  },
  county: {
    question: "Where in Ireland are you looking?",
    hint: "The county sets the First Home Scheme price ceiling and the social housing income band for your area.",
    summary: "County",
    fields: { county: { label: "County", name: "county" } },
  },
  income: {
    question: "What is your household's income a year?",
    hint: "Add up the income of everyone who will live in the home or be named on the mortgage.",
    summary: "Household income",
    fields: {
      gross: { label: "Before tax (gross), per year", hint: "Lenders use this to work out how much you can borrow.", name: "income before tax" },
      net: { label: "After tax, PRSI and USC (net), per year", hint: "Cost Rental and social housing limits are checked against this.", name: "income after tax" },
    },
  },
  price: {
    question: "What price of home are you looking at?",
    hint: "The asking price or your budget. For a self-build, the value of the home when it is finished.",
    summary: "Price",
    fields: { price: { label: "Price of the home", name: "price of the home" } },
  },
  rent: {
    question: "How much rent could you pay each month?",
    summary: "Rent budget a month",
    fields: { rent: { label: "Rent per month", name: "monthly rent" } },
  },
  deposit: {
    question: "How much have you saved for a deposit?",
    hint: "Enter 0 if you have not started saving yet.",
    summary: "Deposit saved",
    fields: { deposit: { label: "Deposit saved", name: "deposit" } },
  },
  mortgage: {
    question: "How much mortgage have you been approved for?",
    hint: "The amount in your approval in principle, or what a lender has said it would offer. Enter 0 if you do not have one yet.",
    summary: "Mortgage approval",
    fields: { mortgage: { label: "Mortgage approval amount", name: "mortgage amount" } },
  },
  living: {
    question: "Where do you live now?",
    summary: "Living now",
    options: [
      { value: "private", label: "I rent privately, without help from the State" },
      { value: "rs-short", label: `I rent privately and have had Rent Supplement for less than ${renterSupports.rasMinMonthsOnRentSupplement} months` },
      { value: "rs-long", label: `I rent privately and have had Rent Supplement for ${renterSupports.rasMinMonthsOnRentSupplement} months or more` },
      { value: "hap", label: "I rent with the Housing Assistance Payment (HAP)" },
      { value: "council", label: "I rent my home from my local authority (council)" },
      { value: "other", label: "I do not pay rent (for example, I live with family)" },
    ],
  },
  hours: {
    question: `Do you work ${renterSupports.rentSupplementMaxWorkHours} hours a week or more?`,
    hint: "Rent Supplement depends on how many hours you work.",
    summary: `Work ${renterSupports.rentSupplementMaxWorkHours} hours a week or more`,
    options: [
      { value: "under", label: `No, I work less than ${renterSupports.rentSupplementMaxWorkHours} hours a week, or I am not working` },
      { value: "over", label: `Yes, I work ${renterSupports.rentSupplementMaxWorkHours} hours a week or more` },
    ],
  },
};

export const COUNTY_PLACEHOLDER = "Choose a county";

/** Error messages for amounts, by error code; `name` is the field's name inside a sentence. */
export const FIELD_ERRORS: Record<string, (name: string) => string> = {
  missing: (name) => `Enter the ${name} in euro, for example 35000.`,
  choose: () => "Choose one of the options.",
  notNumber: (name) => `Enter the ${name} as a number of euro, using only digits, for example 35000.`,
  negative: (name) => `The ${name} cannot be less than 0.`,
  zero: (name) => `Enter a ${name} greater than 0.`,
  tooLarge: (name) => `That ${name} looks too large: check the number of digits.`,
  netAboveGross: () => "Income after tax cannot be more than income before tax.",
  depositAbovePrice: () => "Your deposit cannot be more than the price of the home.",
  mortgageAbovePrice: () => "Your mortgage cannot be more than the price of the home.",
};

/** Choice steps left empty say so plainly, whatever the field. */
export const CHOICE_MISSING: Record<string, string> = {
  county: "Choose a county.",
  default: "Choose one of the options.",
};

export const RESULT = {
  title: "Your results",
  intro: "Based on your answers, here is each scheme and support, whether you may qualify, and why.",
  disclaimer: `**This is guidance, not a decision.** Only the body that runs each scheme can decide whether you qualify, and rules change. Check with them before you rely on it: [${SOURCES.revenue.name}](${SOURCES.revenue.url}) for Help to Buy and the Rent Tax Credit, the [${SOURCES.firstHomeScheme.name}](${SOURCES.firstHomeScheme.url}), [your local authority](${SOURCES.localAuthorities.url}) for social housing, HAP, RAS and the Mortgage Allowance, and [${SOURCES.citizensInformation.name}](${SOURCES.citizensInformation.url}) for free, independent advice.` as Rich,
  /** Under each result: who decides. */
  confirm: (body: Rich): Rich => `Guidance, not a decision: confirm with ${body}.`,
  groups: {
    likely: { title: "You may qualify", badge: "May qualify" },
    check: { title: "Worth checking", badge: "Check" },
    unlikely: { title: "Probably not for you right now", badge: "Ruled out for now" },
  },
  met: "Meets the rule:",
  unmet: "Does not meet the rule:",
  note: "Note:",
  amount: {
    helpToBuy: (v: number) => `Refund of up to ${eur(v)}`,
    firstHome: (v: number) => `Equity share of about ${eur(v)}`,
    mortgageAllowance: (v: number) => `Up to ${eur(v)} over ${mortgageAllowance.years} years`,
  } as Record<string, (v: number) => string>,
  readMore: (name: string) => `Read about ${name}`,
  calculator: "Work out your buying costs with your price and mortgage",
  planner: "Plan this purchase: what you can borrow, both schemes and the cash you need on the day",
  calculatorShort: "Cost calculator with your figures",
  answersTitle: "Your answers",
  change: "Change",
  changeHidden: (label: string) => ` your answer: ${label.toLowerCase()}`,
  share: "Link to this result",
  openAsPage: "Open this result as a page to share it",
  shareHint: "Bookmark or share this link to see the same result again.",
  startAgain: "Start again",
  income: (gross: number, net: number) => `${eur(gross)} before tax, ${eur(net)} after tax`,
} as const;

export interface SchemeText {
  name: string;
  /** This site's page about it, and the link's words when "Read about <name>" does not fit. */
  page: string;
  pageLabel?: string;
  official: Source;
  /** Checks rather than schemes say "within the rules", not "may qualify". */
  badges?: Record<"likely" | "check" | "unlikely", string>;
}

const RULE_BADGES = { likely: "Within the rules", check: "Check", unlikely: "Outside the rules" };

export const SCHEMES: Record<string, SchemeText> = {
  helpToBuy: { name: "Help to Buy", page: "/schemes/help-to-buy", official: SOURCES.revenueHelpToBuy },
  firstHome: { name: "First Home Scheme", page: "/schemes/first-home", official: SOURCES.firstHomeScheme },
  mortgageAllowance: { name: "Mortgage Allowance Scheme", page: "/schemes/mortgage-allowance", official: SOURCES.localAuthorities },
  lending: { name: "Mortgage lending rules", page: "/buying/mortgage-process", pageLabel: "Read the mortgage preparation guide", official: SOURCES.centralBankMortgageMeasures, badges: RULE_BADGES },
  rentBudget: { name: "Your rent budget", page: "/renting/finding-property", pageLabel: "Read about setting a rent budget", official: SOURCES.citizensRenting, badges: RULE_BADGES },
  costRental: { name: "Cost Rental", page: "/schemes/cost-rental", official: SOURCES.costRentalInfo },
  socialHousing: { name: "Social housing", page: "/schemes/social-housing", official: SOURCES.citizensSocialHousing },
  hap: { name: "Housing Assistance Payment (HAP)", page: "/schemes/social-housing", official: SOURCES.citizensSocialHousing },
  rentSupplement: { name: "Rent Supplement", page: "/renting/guide?topic=financial-matters", official: SOURCES.citizensRenting },
  ras: { name: "Rental Accommodation Scheme (RAS)", page: "/renting/guide?topic=financial-matters", official: SOURCES.citizensRenting },
  rentTaxCredit: { name: "Rent Tax Credit", page: "/renting/guide?topic=financial-matters", official: SOURCES.revenueRentCredit },
};

/** "€475,000 for Dublin, €400,000 for Cork, Galway, Limerick and Waterford and €375,000 for the rest of Ireland": the specification's regions, as history. */
const SPEC_CEILINGS = firstHome.priceCeilings.map((c) => `${eur(c.ceiling)} for ${c.area === "rest" ? "the rest of Ireland" : c.label}`).join(", ").replace(/, ([^,]*)$/, " and $1");
const SPEC_BANDS = socialHousing.incomeBands.map((b) => `${eur(b.min)} to ${eur(b.max)} in Band ${b.band}`).join(", ").replace(/, ([^,]*)$/, " and $1");
const FHS_PAGE = "[First Home Scheme page](/schemes/first-home#requirements)";
/** "1|40000|Cork City Council;2|35000|Cork County Council" (eligibility.ts) as a sentence. */
const bandsSentence = (v: Values) =>
  String(v.bands)
    .split(";")
    .map((line) => {
      const [band, limit, names] = line.split("|");
      return `${names} ${names?.includes(" and ") ? "are" : "is"} in Band ${band}, with a base limit of ${eur(Number(limit))} a year for a single person`;
    })
    .join("; ");
const BUILD_TEXT: Record<string, string> = { new: "You are buying a newly built home.", "self-build": "You are building your own home." };
const LIVING_TEXT: Record<string, string> = {
  council: "you rent from your local authority",
  other: "you do not pay rent",
  hap: "you rent with HAP",
};

/** Sentences for each check code: `met` when the rule is met, `unmet` when not. */
export const CHECK_TEXT: Record<string, { met: Sentence; unmet: Sentence }> = {
  buying: {
    met: () => "You are buying a home.",
    unmet: () => "It helps people buy a home, and you said you want to rent.",
  },
  "htb.firstTime": {
    met: () => "You are a first-time buyer.",
    unmet: () => "It is only for first-time buyers, and you have owned a home before.",
  },
  "htb.build": {
    met: (v) => BUILD_TEXT[String(v.build)] ?? "You are buying a new home.",
    unmet: () => "It is only for newly built homes and self-builds, not second-hand homes.",
  },
  "htb.price": {
    met: (v) => `The price, ${money(v, "price")}, is within the ${money(v, "limit")} limit.`,
    unmet: (v) => `The price, ${money(v, "price")}, is over the ${money(v, "limit")} limit.`,
  },
  "htb.mortgage": mortgageText(),
  "htb.open": {
    met: () => "",
    unmet: (v) =>
      v.until
        ? `Help to Buy was set to end on ${formatDate(String(v.until))}. Check [Revenue's page](${SOURCES.revenueHelpToBuy.url}) whether a later Finance Act extended it.`
        : `Help to Buy is not open on this date${v.from ? `; it opens on ${formatDate(String(v.from))}` : ""}.`,
  },
  "fhs.open": {
    met: () => "",
    unmet: (v) =>
      v.until
        ? `The First Home Scheme was reported to close to new applications on ${formatDate(String(v.until))}. Check the [scheme's own site](${SOURCES.firstHomeScheme.url}) whether it was extended.`
        : `The First Home Scheme is not open on this date${v.from ? `; it opens on ${formatDate(String(v.from))}` : ""}.`,
  },
  "fhs.price": {
    met: (v) => `The price, ${money(v, "price")}, is within the price ceiling of every council in ${v.county} (the lowest is ${money(v, "limit")}, as reported; see the ${FHS_PAGE}).`,
    unmet: (v) =>
      `The price, ${money(v, "price")}, is over the highest price ceiling reported for ${v.county} (${money(v, "limit")}). The ceilings are reviewed twice a year, so check the scheme's own table before you rule it out: see the ${FHS_PAGE}.`,
  },
  "fhs.priceDepends": {
    met: () => "",
    unmet: (v) =>
      `The price, ${money(v, "price")}, is within some of the price ceilings reported for ${v.county} (${money(v, "low")} to ${money(v, "high")}): it depends on the council area and whether the home is a house or an apartment. Each council's ceiling is on the ${FHS_PAGE}.`,
  },
  "fhs.priceUnknown": {
    met: () => "",
    unmet: (v) =>
      `We could not confirm the price ceiling for ${v.county}, so check that ${money(v, "price")} is within it on the [scheme's own site](${SOURCES.firstHomeScheme.url}) before you rely on the scheme.`,
  },
  "fhs.deposit": {
    met: (v) => `Your deposit, ${money(v, "deposit")}, is at least ${pct(n(v, "percent"))} of the price (${money(v, "min")}).`,
    unmet: (v) => `Your deposit, ${money(v, "deposit")}, is less than the ${pct(n(v, "percent"))} minimum (${money(v, "min")}).`,
  },
  "fhs.minimum": {
    met: () => "",
    unmet: (v) =>
      `Your deposit and mortgage leave a gap of ${money(v, "gap")}, less than the scheme's smallest share: ${pct(n(v, "percent"))} of the price or ${money(v, "euro")}, whichever is higher (${money(v, "min")} for you). So the scheme would take no share: you would cover the gap from your own savings.`,
  },
  "fhs.gap": {
    met: () => "",
    unmet: () => "Your deposit and mortgage already cover the price, so there is no gap for the scheme's equity share to fill.",
  },
  "fhs.share": {
    met: (v) => `Your deposit and mortgage leave a gap of ${money(v, "gap")} (${pct(n(v, "share"))} of the price). The scheme can fund up to ${pct(n(v, "cap"))}.`,
    unmet: (v) => `Your deposit and mortgage leave a gap of ${money(v, "gap")} (${pct(n(v, "share"))} of the price), more than the ${pct(n(v, "cap"))} the scheme can fund.`,
  },
  "fhs.shareWithHtb": {
    met: (v) => `With a Help to Buy refund of up to ${money(v, "refund")}, the gap falls to ${money(v, "gap")} (${pct(n(v, "share"))} of the price), within the ${pct(n(v, "cap"))} limit when the two schemes are used together.`,
    unmet: (v) => `Even with a Help to Buy refund of up to ${money(v, "refund")}, the gap is ${money(v, "gap")} (${pct(n(v, "share"))} of the price), over the ${pct(n(v, "cap"))} limit when the two schemes are used together.`,
  },
  "lend.lti": {
    met: (v) => `Your mortgage, ${money(v, "mortgage")}, is within ${formatNumber(n(v, "multiple"))} times your gross income (${money(v, "limit")}), the Central Bank limit for ${n(v, "firstTime") ? "first-time buyers" : "other buyers"}.`,
    unmet: (v) => `Your mortgage, ${money(v, "mortgage")}, is more than ${formatNumber(n(v, "multiple"))} times your gross income (${money(v, "limit")}), the Central Bank limit for ${n(v, "firstTime") ? "first-time buyers" : "other buyers"}. Some lenders allow ${lending.ltiExceptions.map((x) => `${formatNumber(x)}`).join(" or ")} times by exception.`,
  },
  "lend.deposit": {
    met: (v) => `Your deposit, ${money(v, "deposit")}, meets the ${pct(n(v, "percent"))} minimum for ${n(v, "firstTime") ? "first-time buyers" : "other buyers"} (${money(v, "min")}).`,
    unmet: (v) => `Your deposit, ${money(v, "deposit")}, is below the ${pct(n(v, "percent"))} minimum lenders need from ${n(v, "firstTime") ? "first-time buyers" : "other buyers"} (${money(v, "min")}).`,
  },
  "ma.tenant": {
    met: () => "You rent from your local authority. The scheme is for local authority tenants who give up their tenancy to buy a home.",
    unmet: () => "It is for local authority tenants who give up their tenancy to buy a home, and you do not rent from a local authority.",
  },
  "ma.mortgage": {
    met: (v) => `Your mortgage, ${money(v, "mortgage")}, is at least the ${money(v, "min")} minimum.`,
    unmet: (v) => `Your mortgage, ${money(v, "mortgage")}, is below the ${money(v, "min")} minimum.`,
  },
  "rent.afford": {
    met: (v) => `${money(v, "rent")} a month is within ${pct(n(v, "percent"))} of your gross monthly income (${money(v, "max")}), the usual guide for rent.`,
    unmet: (v) => `${money(v, "rent")} a month is more than ${pct(n(v, "percent"))} of your gross monthly income (${money(v, "max")}), the usual guide for rent.`,
  },
  "cr.income": {
    met: (v) => `Your household's net income, ${money(v, "net")}, is under the ${money(v, "limit")} limit ${n(v, "dublin") ? "for homes in Dublin" : "for homes outside Dublin"}.`,
    unmet: (v) => `Your household's net income, ${money(v, "net")}, is not under the ${money(v, "limit")} limit ${n(v, "dublin") ? "for homes in Dublin" : "for homes outside Dublin"}.`,
  },
  "sh.income": {
    met: (v) => `Your household's net income, ${money(v, "net")}, is within the base limit for your area (${money(v, "limit")} a year for a single person; more for a larger household).`,
    unmet: (v) => `Your household's net income, ${money(v, "net")}, is over the limit for your area (${money(v, "limit")}).`,
  },
  "sh.incomeCouncil": {
    met: () => "",
    unmet: (v) =>
      `Your household's net income, ${money(v, "net")}, is over the ${money(v, "low")} base limit but within the ${money(v, "high")} one: in ${v.county} it depends on which council you apply to (see below).`,
  },
  "sh.incomeAboveBase": {
    met: () => "",
    unmet: (v) =>
      `Your household's net income, ${money(v, "net")}, is over the base limit for your area, ${money(v, "limit")} a year for a single person. The limit is higher for a larger household, but no official page we found says by how much, so ask your local authority before you rule it out.`,
  },
  "hap.already": { met: () => "You already get HAP.", unmet: () => "" },
  "hap.council": { met: () => "", unmet: () => "You already rent your home from your local authority." },
  "hap.social": {
    met: () => "HAP is for households that qualify for social housing. If your local authority accepts you for social housing, you can rent privately with HAP while you wait.",
    unmet: () => "HAP is for households that qualify for social housing, and your income looks above the limit for your area.",
  },
  "rs.private": {
    met: () => "You rent privately.",
    unmet: (v) => `It is for people renting privately, and ${LIVING_TEXT[String(v.living)] ?? "you do not rent privately"}.`,
  },
  "rs.already": { met: () => "You already get Rent Supplement.", unmet: () => "" },
  "rs.hours": {
    met: (v) => `It requires working under ${v.hours} hours a week, and you do.`,
    unmet: (v) => `It requires working under ${v.hours} hours a week, and you work ${v.hours} or more.`,
  },
  "ras.months": {
    met: (v) => `You have had Rent Supplement for ${v.months} months or more, as RAS requires.`,
    unmet: () => "",
  },
  "ras.tooSoon": {
    met: () => "",
    unmet: (v) => `It requires at least ${v.months} months on Rent Supplement, and you have had it for less. Ask again when you reach ${v.months} months.`,
  },
  "ras.needsRs": {
    met: () => "",
    unmet: (v) => `It is for people who have been getting Rent Supplement for at least ${v.months} months.`,
  },
  "rtc.renting": {
    met: () => "You pay rent for your home.",
    unmet: () => "It is for people who pay rent for their home, and you said you do not.",
  },
  // The Rent Tax Credit's plain no, in its condition rule's words, with the Act and section (facts/taxes.ts).
  "rtc.excluded": {
    met: () => "",
    unmet: (v) => {
      const ref = { rule: String(v.rule) as RtcConditionId, case: String(v.case) || undefined };
      return `${noSentence(ref, String(v.on)).replace(/^No: t/, "T")} (${conditionSource(ref.rule, String(v.on))})`;
    },
  },
};

function mortgageText(): { met: Sentence; unmet: Sentence } {
  return {
    met: (v) => `Your mortgage, ${money(v, "mortgage")}, is at least ${pct(n(v, "percent"))} of the price (${money(v, "min")}).`,
    unmet: (v) => `Your mortgage, ${money(v, "mortgage")}, is less than ${pct(n(v, "percent"))} of the price (${money(v, "min")} needed).`,
  };
}

export const NOTE_TEXT: Record<string, Sentence> = {
  "htb.refund": (v) =>
    `The refund is the lowest of ${money(v, "max")} or ${pct(n(v, "percent"))} of the ${n(v, "selfBuild") ? "home's value when finished" : "price"}: up to ${money(v, "refund")} for you. It is also limited to the income tax you paid in the previous ${v.taxYears} years.`,
  "htb.conditions": (v) =>
    `You must also be tax compliant and live in the home for ${v.years} years; if you sell sooner, some or all of the refund is paid back.`,
  "fhs.htbCoversGap": (v) => `A Help to Buy refund of up to ${money(v, "refund")} would cover the gap on its own.`,
  "fhs.htbLeavesSmallGap": (v) =>
    `A Help to Buy refund of up to ${money(v, "refund")} would leave a gap of ${money(v, "gap")}, less than the scheme's smallest share (${money(v, "min")}): with Help to Buy you would cover that yourself instead, or use the scheme without Help to Buy.`,
  "fhs.maxMortgage": (v) =>
    `The scheme asks you to borrow the most a participating lender will offer you, up to ${formatNumber(n(v, "multiple"))} times your gross income (${money(v, "limit")} for you). If a lender offers more than the mortgage you gave, the gap, and so the share, is smaller.`,
  "fhs.notWithHtb": (v) =>
    `Used with Help to Buy, the share is limited to ${pct(n(v, "cap"))}, and the gap after a refund of ${money(v, "refund")} would still be ${pct(n(v, "share"))} of the price. Ask the scheme which way works for you.`,
  // The scheme's own condition, in its rule's words (first-home-eligible-buyer): a fresh start buyer may apply, anyone else who owned a home may not.
  "fhs.notFirstTime": (v) => `You have owned a home before, so the scheme is open to you only as a “fresh start” buyer. ${String(v.rule ?? "")}`.trim(),
  // The home's condition in its rule's words (first-home-new-home): the tenant purchase strand is the one second-hand case.
  "fhs.secondHand": (v) => `You are buying a second-hand home: check with the First Home Scheme that the home qualifies before you rely on it. ${String(v.rule ?? "")}`.trim(),
  "fhs.repay": (v) =>
    `The share is not a grant: you repay it when you sell, or buy it back in parts of at least ${pct(n(v, "percent"))} of the home's value.`,
  "lend.noApproval": (v) =>
    `You do not have mortgage approval yet. At ${formatNumber(n(v, "multiple"))} times your gross income, the Central Bank rules would allow up to about ${money(v, "limit")}.`,
  "lend.gap": (v) => `Your deposit and mortgage come to ${money(v, "gap")} less than the price.`,
  // Who gets the first-time limits, in the Central Bank condition rule's words (mortgage-first-time-buyer).
  "lend.freshStart": (v) => `If you kept no share in the home you owned after a marriage or relationship ended, or after insolvency, the limits for first-time buyers apply to you. ${String(v.rule ?? "")}`.trim(),
  "ma.amount": (v) => `It pays up to ${money(v, "total")} over ${v.years} years towards your mortgage, starting at ${money(v, "first")} in the first year.`,
  "cr.buying": () => "Cost Rental is a way to rent, not to buy: worth knowing if you would consider renting.",
  "cr.rent": (v) => `Rents are about ${pct(n(v, "percent"))} below the local market, in Cost Rental developments.`,
  "cr.history": (v) => `The limit has applied since ${formatDate(String(v.from))}. Before that it was ${money(v, "was")} everywhere, the figure this questionnaire once used.`,
  "fhs.ceilingsHistory": () =>
    `This questionnaire once compared prices with three regional ceilings: ${SPEC_CEILINGS}. Those never matched the scheme, which sets a ceiling for each council, for houses and for apartments ([what's changed](/changes#first-home-price-ceilings)).`,
  "sh.bands": (v) =>
    `In ${v.county}, ${bandsSentence(v)}. Which council is in which band comes from news reports of the Department's announcements (the last change was on 1 October 2022), not an official list we could find, so confirm it with your council.`,
  "sh.history": (v) =>
    `The base limits rose on ${formatDate(String(v.from))}; before that they were ${money(v, "b1")}, ${money(v, "b2")} and ${money(v, "b3")} in Bands 1, 2 and 3. This questionnaire once gave ranges of ${SPEC_BANDS}, the limits of that time for one person and for the largest households.`,
  "sh.rent": (v) => `If you get a home, rent is typically ${pct(n(v, "percent"))} of your assessable income. Waits run from ${v.min} to ${v.max}+ years.`,
  "rs.hap": () => "You already get HAP. Ask your local authority how another rent support would affect it before you apply.",
  "ras.localAuthority": () => "RAS is run by your local authority: ask them about it.",
  // What the questionnaire does not ask, in the condition rules' words; the tool asks each (issue 42).
  "rtc.conditions": (v) =>
    `${conditionSentence(String(v.unsaid).split(",").filter(Boolean).map(parseUnsaidKey), String(v.on))} The [Rent Tax Credit calculator](/tools/rent-tax-credit) asks about each and works out what you can still claim.`,
  "rtc.closing": (v) => deadlineWords({ year: Number(v.year), lastDay: String(v.lastDay) }, true),
  "rtc.amount": () =>
    `The credit is ${pct(NEWEST_RENT_CREDIT_RATE)} of the rent you pay, up to ${eur(NEWEST_RENT_CREDIT.value.single)} a year for a single renter and ${eur(NEWEST_RENT_CREDIT.value.joint)} for a jointly assessed couple ${NEWEST_RENT_CREDIT.note ?? ""} (${NEWEST_RENT_CREDIT.source.name}). This questionnaire once quoted ${eur(renterSupports.rentTaxCreditSingle)} and ${eur(renterSupports.rentTaxCreditCouple)}, and ${eur(budget.rentTaxCredit)} with ${eur(budget.rentTaxCreditExtra)} more for earners under ${eur(budget.rentTaxCreditExtraIncomeBelow)}: neither was the final amount for any year, as the [Rental Guide](/renting/guide?topic=financial-matters) explains. Revenue confirms the amount for the year you claim. The [Rent Tax Credit calculator](/tools/rent-tax-credit) works out what you can still claim for each year you rented, and the last day to claim it.`,
};
