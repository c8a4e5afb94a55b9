/**
 * The cost calculator's words about VAT on a new home: the House / Apartment
 * choice, which rate applied and why (explanation, summary, print and PDF),
 * and the 15% bulk rate's apartment exclusion. Every sentence is a function
 * of the calculation's date and reads its figures and dates from the rules
 * in facts/vat.ts, so a change of law is one edit there.
 *
 * Loaders only (calculatorVat): the page gets the rates and words for today
 * as plain data (VatContext), so the dated rules stay out of the browser.
 * The rates themselves are read by rules/vat.ts; the day the sale closes by
 * calculator/closing.server.ts.
 */
import type { HomeType, VatContext, VatWords } from "~/rules/types";
import { vatFor, vatRatesOn, type VatApplied } from "~/rules/vat";
import { DOCUMENT_TEXT } from "./calculator";
import { HOME_TYPES } from "~/content/calculator-config";
import { eur, formatDate, pct } from "~/lib/format";
import { authorityText, certaintyText, periodOn, type Rule } from "~/facts/dated";
import { historyItems } from "./dated-words";
import { changesLink } from "~/facts/changes";
import { dutyTermsOn, stampDuty, type DutyBand, type DutyTerms } from "~/facts/buying";
import { newApartmentVat, newHomeVat, newHouseVat } from "~/facts/vat";
import { STATUTES } from "~/facts/statutes";

/** The bands in words: "1% of the price up to €1,000,000, 2% on the part from €1,000,001 to €1,500,000, and 6% on the part above €1,500,000". */
function bandsText(bands: readonly DutyBand[]): string {
  const parts = bands.map((b, i) =>
    i === 0 ? `${pct(b.rate)} of the price up to ${eur(b.to!)}` : b.to === null ? `${pct(b.rate)} on the part above ${eur(b.from)}` : `${pct(b.rate)} on the part from ${eur(b.from + 1)} to ${eur(b.to)}`,
  );
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")}, and ${parts.at(-1)}` : parts[0]!;
}

/** The stamp-duty sentences of the rules in force on the day (VatContext.dutyText): the bands, the bulk rate, the Bulk purchase switch's hint. */
export const STAMP_DUTY_WORDS = {
  tiered: (terms: Pick<DutyTerms, "bands">) => `Stamp duty on a home is ${bandsText(terms.bands)}.`,
  bulk: (terms: Pick<DutyTerms, "bands" | "bulkRatePercent">) =>
    terms.bulkRatePercent === null
      ? `Bulk purchase: on this date there was no separate rate for buying ${stampDuty.bulkMinHomes} or more homes; the usual bands apply.`
      : `Bulk purchase: buying ${stampDuty.bulkMinHomes} or more homes within ${stampDuty.bulkWindowMonths} months is charged a flat ${pct(terms.bulkRatePercent)} stamp duty instead of the usual bands.`,
  bulkHint: `Buying ${stampDuty.bulkMinHomes} or more homes within ${stampDuty.bulkWindowMonths} months. Apartments in an apartment block are not counted.`,
};

/** The stretch of consecutive periods with one value: "9% from 8 October 2025 to 31 December 2030". */
interface Run {
  value: number;
  from: string | null;
  until: string | null;
  /** The run's end is only scheduled (it could be extended). */
  extendable: boolean;
}

/** The first run of periods whose rate is below the house rate on the same day: the apartment's 9%. */
function reducedRun(rule: Rule<number>): Run | undefined {
  let run: Run | undefined;
  for (const p of rule.periods) {
    const house = periodOn(newHouseVat, p.from ?? p.until ?? "1970-01-01")?.value;
    const reduced = house !== undefined && p.value < house;
    if (reduced && !run) run = { value: p.value, from: p.from, until: p.until, extendable: p.extendable !== false };
    else if (reduced && run && p.value === run.value) {
      run.until = p.until;
      run.extendable = p.extendable !== false;
    } else if (run) break;
  }
  return run;
}

const blockWords = `an apartment block (a building of more than one storey with at least ${newHomeVat.apartmentBlockMinApartments} apartments with grouped or common access)`;

/** Labels for the kind of new home. */
export const HOME_TYPE_LABELS: Record<HomeType, string> = {
  house: "House",
  apartment: "Apartment in a block",
};

/** The House / Apartment choice shown while New build is on. */
export function homeTypeChoice(on: string): { legend: string; options: { value: HomeType; label: string; hint: string }[] } {
  const house = periodOn(newHouseVat, on)!;
  const apartment = periodOn(newApartmentVat, on)!;
  const run = reducedRun(newApartmentVat);
  let apartmentRate = `VAT at ${pct(apartment.value)}`;
  if (run && run.from && run.until) {
    if (apartment.value === run.value) apartmentRate += ` until ${formatDate(run.until)}${run.extendable ? " unless extended" : ""}`;
    else if (run.from > on) apartmentRate += `, ${pct(run.value)} from ${formatDate(run.from)}`;
    else apartmentRate += `: the ${pct(run.value)} rate ended on ${formatDate(run.until)}`;
  }
  return {
    legend: "What kind of new home?",
    options: [
      {
        value: "house",
        label: HOME_TYPE_LABELS.house,
        hint: `VAT at ${pct(house.value)}. Choose this for any new home that is not an apartment in an apartment block.`,
      },
      {
        value: "apartment",
        label: HOME_TYPE_LABELS.apartment,
        hint: `In ${blockWords}. ${apartmentRate}. A duplex is reported not to count (by ${newHomeVat.duplexesExcluded.by}; the Act itself does not say).`,
      },
    ],
  };
}

/**
 * Which VAT rate was taken off and why, in one or two sentences of plain
 * text (the page, the print view and the PDF all use it).
 */
export function vatExplanation(vat: VatApplied, on: string): string {
  const intro = (what: string) => `For ${what}, the VAT (${pct(vat.percent)}) is taken off the price first, because stamp duty is charged on the price without VAT.`;
  if (vat.homeType === "house") return intro("a new house");

  const house = periodOn(newHouseVat, on)!.value;
  const run = reducedRun(newApartmentVat);
  const cite = authorityText(vat.period.source);
  if (!run || !run.from || !run.until) return `${intro("a new apartment")} (${cite}).`;
  if (vat.percent === run.value) {
    return `${intro("a new apartment in an apartment block")} From ${formatDate(run.from)} until ${formatDate(run.until)}${run.extendable ? " (unless extended)" : ""}, a new apartment in ${blockWords} is charged VAT at ${pct(run.value)}, not ${pct(house)} (${cite}).`;
  }
  if (on < run.from) {
    return `${intro("a new apartment")} On this date a new apartment is charged VAT at ${pct(vat.percent)}, like a house; the ${pct(run.value)} rate for apartments in an apartment block starts on ${formatDate(run.from)} (${cite}).`;
  }
  return `${intro("a new apartment in an apartment block")} The ${pct(run.value)} rate for new apartments ran from ${formatDate(run.from)} to ${formatDate(run.until)}; after that they are charged ${pct(vat.percent)}, like houses, as the law stood when this site last checked it on ${formatDate(newApartmentVat.checked)}. If the ${pct(run.value)} rate has been extended, the stamp duty shown here is too low: ask your solicitor.`;
}

/** The summary's short reason under the stamp duty line. */
export function vatSummary(vat: VatApplied, on: string): string {
  const base = `New ${vat.homeType === "house" ? "house" : "apartment in a block"}: ${pct(vat.percent)} VAT taken off the price first`;
  const run = vat.homeType === "apartment" ? reducedRun(newApartmentVat) : undefined;
  if (!run?.from || !run.until) return base;
  if (vat.percent === run.value) return `${base}, the rate until ${formatDate(run.until)}${run.extendable ? " unless extended" : ""}`;
  return on < run.from
    ? `${base} (the ${pct(run.value)} rate starts on ${formatDate(run.from)})`
    : `${base} (the ${pct(run.value)} rate ended on ${formatDate(run.until)})`;
}

/**
 * The 15% bulk rate leaves out apartments in an apartment block (said with
 * the bulk explanation). s. 31E(7) is cited as substituted by Finance Act
 * 2022, s. 66(d), and the rates of Schedule 1 as substituted by Finance Act
 * 2024, s. 90: the text in force, not the 1999 Act as enacted.
 */
export function bulkApartmentsNote(apartmentChosen: boolean, terms: DutyTerms): string {
  const law = `${authorityText(newHomeVat.bulkExcludesApartments)}, as substituted by ${authorityText({ ...STATUTES.financeAct2022, section: "s. 66" })}`;
  const [, second, third] = terms.bands;
  if (terms.bulkRatePercent === null || !third) return "";
  const note = `Apartments in an apartment block are not counted towards the ${stampDuty.bulkMinHomes} homes, so the ${pct(terms.bulkRatePercent)} rate does not apply to them (${law}).`;
  if (!apartmentChosen) return `${note} If this home is an apartment in an apartment block, the usual rates apply: for a new one choose Apartment in a block, for a second-hand one switch Bulk purchase off.`;
  return `${note} So the usual rates are charged on this apartment's price without its VAT, as shown. Where one purchase, or a series of linked purchases, is of 3 or more apartments in one apartment block, the ${pct(third!.rate)} band does not apply to it either: the part above ${eur(second!.to!)} is charged ${pct(second!.rate)} (${authorityText({ ...STATUTES.financeAct2024, section: "s. 90" })}). This calculator works out the duty on one home's price.`;
}

function wordsFor(homeType: HomeType, on: string): VatWords {
  const vat = vatFor(homeType, on);
  const items = vat.rule.periods.length > 1 ? historyItems(vat.rule, on) : [];
  return {
    rate: `${pct(vat.percent)}: ${homeType === "house" ? "a new house" : "a new apartment in an apartment block"}`,
    explanation: vatExplanation(vat, on),
    summary: vatSummary(vat, on),
    dutiableLabel: `Price the duty is charged on (without VAT at ${pct(vat.percent)})`,
    basis: [certaintyText(vat.period)],
    ...(vat.rule.periods.length > 1 ? { changes: changesLink(vat.rule) } : {}),
    history: items.length ? { title: `${vat.rule.title}: earlier and later rates`, items, changes: changesLink(vat.rule) } : null,
  };
}

/** Everything the calculator needs about VAT on a date, as plain data for the page (loader). */
export function calculatorVat(on: string): VatContext {
  const words = {} as Record<HomeType, VatWords>;
  const bulkNote = {} as Record<HomeType, string>;
  const duty = dutyTermsOn(on);
  for (const type of HOME_TYPES) {
    words[type] = wordsFor(type, on);
    bulkNote[type] = bulkApartmentsNote(type === "apartment", duty);
  }
  return {
    on,
    rates: vatRatesOn(on),
    duty,
    dutyText: { tiered: STAMP_DUTY_WORDS.tiered(duty), bulk: STAMP_DUTY_WORDS.bulk(duty), bulkHint: STAMP_DUTY_WORDS.bulkHint },
    choice: homeTypeChoice(on),
    words,
    bulkNote,
    source: { sources: [newHomeVat.source], reviewed: newHomeVat.reviewed },
    dutySource: { sources: [stampDuty.source], reviewed: stampDuty.reviewed },
    rulesOn: DOCUMENT_TEXT.rulesOn(on),
  };
}
