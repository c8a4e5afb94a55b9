/** Words of the rent review tool. Figures come from facts.ts. */
import { rentPressureZones } from "../facts";
import type { Source } from "../sources";
import { eur, formatDate, formatNumber, pct } from "~/lib/format";
import type { ChoiceWords, ToolSources } from "./common";

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

export const RENT_SOURCES: ToolSources = { sources: [RENT_WORDS.source], reviewed: RENT_WORDS.reviewed };
