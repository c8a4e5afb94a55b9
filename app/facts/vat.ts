/**
 * VAT on a new home, as the cost calculator needs it: stamp duty on a new
 * home is charged on the price without its VAT, so the calculator must know
 * the rate in the price. A new house is charged 13.5%; a new apartment in an
 * apartment block 9% from 8 October 2025 to 31 December 2030 (Finance Act
 * 2025, s. 70), then 13.5% again unless the 9% rate is extended.
 * See ./index.ts for how figures are kept; dated rules use ./dated.ts.
 */
import { pct } from "~/lib/format";
import type { AnyRule, Authority, Rule } from "./dated";
import type { Source } from "./sources";
import { sectionOf, STATUTES } from "./statutes";
import { stampDuty } from "./buying";
import type { Group } from "./common";

/** The standing 13.5% rate for new homes, written once (spec section 9, facts/buying.ts). */
const HOUSE_RATE = stampDuty.newBuildVatPercent;

/** The pages that state these rates. */
const PAGES = ["/buying/costs-calculator"] as const;

/**
 * The source a reader can check: the Act itself, on the Irish Statute Book.
 * Revenue has a Tax and Duty Manual on the 9% rate (eBrief 250/25, 29
 * December 2025), but its address could not be confirmed here, so the page
 * links to the Act rather than guess one.
 */
export const VAT_SOURCES = {
  financeAct2025: { name: "Finance Act 2025, s. 70 (Irish Statute Book)", url: sectionOf(STATUTES.financeAct2025, "70").url },
} as const satisfies Record<string, Source>;

/**
 * The 13.5% rate in law: the Value-Added Tax Consolidation Act 2010, s. 46(1)(c)
 * charges 13.5% on the goods in its Schedule 3, whose paragraph 14 is "the
 * supply of immovable goods used or to be used for residential purposes" (as
 * substituted by Finance Act 2025, s. 70, to leave out the 9% apartments).
 */
const REDUCED_RATE: Authority = sectionOf(STATUTES.vatConsolidationAct2010, "46", "s. 46(1)(c) and Schedule 3, para. 14");
/** The words of s. 46(1)(c) that set the 13.5% rate. */
const REDUCED_RATE_WORDS = "13.5 per cent of the amount on which tax is chargeable in relation to goods or services of a kind specified in Schedule 3";
/** Finance Act 2025, s. 70: the section that set the 9% periods. */
const FA2025_S70 = sectionOf(STATUTES.financeAct2025, "70");

/** The figures around the rules, checked against the same sources. */
export const newHomeVat = {
  source: VAT_SOURCES.financeAct2025,
  reviewed: "2026-11-24",
  /**
   * An "apartment block" is "a multi-storey building that comprises, or will
   * comprise, not less than 3 apartments with grouped or common access"
   * (VAT Consolidation Act 2010, Schedule 3, para. 9B(1), inserted by Finance
   * Act 2025, s. 70(2); the same test as the Stamp Duties Consolidation Act
   * 1999, s. 31E(1)).
   */
  apartmentBlockMinApartments: 3,
  apartmentBlockSource: sectionOf(STATUTES.financeAct2025, "70", "s. 70 (VAT Consolidation Act 2010, Schedule 3, para. 9B(1))") satisfies Authority,
  /**
   * The 15% bulk rate of stamp duty counts "relevant residential units": 10 or
   * more bought within 12 months. "No account shall be taken of … a
   * residential unit in an apartment block" (Stamp Duties Consolidation Act
   * 1999, s. 31E(7)(a); s. 31E inserted by the Finance (Covid-19 and
   * Miscellaneous Provisions) Act 2021, s. 13, subsection (7) as substituted
   * by Finance Act 2022, s. 66).
   */
  // Linked to the amending section that wrote subsection (7) (Finance Act 2022, s. 66(d)): the 1999 Act as enacted had no s. 31E.
  bulkExcludesApartments: {
    name: "Stamp Duties Consolidation Act 1999",
    section: "s. 31E(7), as substituted by Finance Act 2022, s. 66",
    url: sectionOf(STATUTES.financeAct2022, "66").url,
  } satisfies Authority,
  /**
   * Duplexes: only a law firm reports that they are not apartments in an
   * apartment block ("duplex units remain excluded", Arthur Cox on the Bill
   * after Committee Stage, reporting the Minister). The Act's text does not
   * say so: a page that mentions it must say it is reported.
   */
  duplexesExcluded: {
    certainty: "reported",
    by: "the law firm Arthur Cox",
    source: {
      name: "Arthur Cox, on Finance Bill 2025 after Committee Stage",
      url: "https://www.arthurcox.com/knowledge/tax-measures-to-support-the-housing-market-introduced-in-finance-bill-2025",
    } satisfies Authority,
  },
} as const satisfies Group & Record<string, unknown>;

/** The VAT rate in the price of a new house (percent). */
export const newHouseVat: Rule<number> = {
  id: "vat-new-house",
  title: "VAT on a new house",
  unit: "percent",
  describe: (v) => `${pct(v)} VAT in the price of a new house`,
  pages: PAGES,
  checked: "2026-11-25",
  figures: (v) => [v],
  periods: [
    {
      value: HOUSE_RATE,
      from: null,
      until: null,
      source: REDUCED_RATE,
      certainty: "official",
      quotes: [{ text: REDUCED_RATE_WORDS }],
    },
  ],
};

/**
 * The VAT rate in the price of a new apartment in an apartment block
 * (percent). Two 9% periods because the law changed under it: from 8 to
 * 25 November 2025 the 9% rate covered the sale of apartments only (a Budget
 * day financial resolution, enacted as s. 46(1)(cab) by Finance Act 2025,
 * s. 70(1)); from 26 November 2025 also their construction and student
 * accommodation (s. 46(1)(cac), s. 70(2)). For a buyer the rate is 9% in both.
 * The Act sets 9% only to 31 December 2030: from 1 January 2031 the 13.5%
 * rate applies again as the law stands (unless the 9% rate is extended).
 */
export const newApartmentVat: Rule<number> = {
  id: "vat-new-apartment",
  title: "VAT on a new apartment in an apartment block",
  unit: "percent",
  describe: (v) => `${pct(v)} VAT in the price of a new apartment in an apartment block`,
  pages: PAGES,
  checked: "2026-11-25",
  figures: (v) => [v],
  periods: [
    {
      value: HOUSE_RATE,
      from: null,
      until: "2025-10-07",
      note: "the same rate as a house",
      source: REDUCED_RATE,
      certainty: "official",
      quotes: [{ text: REDUCED_RATE_WORDS }],
    },
    {
      value: 9,
      from: "2025-10-08",
      until: "2025-11-25",
      note: "on the sale of new apartments (a Budget day financial resolution, later enacted)",
      source: { ...FA2025_S70, section: "s. 70(1)" },
      certainty: "official",
      quotes: [{ text: "(cab) during the period from 8 October 2025 to 25 November 2025, 9 per cent in relation to goods of a kind specified in paragraph 9A of Schedule 3" }],
    },
    {
      value: 9,
      from: "2025-11-26",
      until: "2030-12-31",
      note: "on the sale and the building of new apartments, including student accommodation",
      source: { ...FA2025_S70, section: "s. 70(2)" },
      certainty: "official",
      quotes: [{ text: "(cac) during the period from 26 November 2025 to 31 December 2030, 9 per cent in relation to—" }],
    },
    {
      value: HOUSE_RATE,
      from: "2031-01-01",
      until: null,
      note: "the 9% rate is set only until 31 December 2030, unless it is extended",
      source: REDUCED_RATE,
      certainty: "official",
      quotes: [{ text: REDUCED_RATE_WORDS }, { text: "(cac) during the period from 26 November 2025 to 31 December 2030, 9 per cent in relation to—", source: { ...FA2025_S70, section: "s. 70(2)" } }],
    },
  ],
};

/** This file's dated rules, for /changes and its feed (facts/dated-rules.ts). */
export const VAT_RULES: readonly AnyRule[] = [newHouseVat, newApartmentVat];
