/**
 * The Acts the site cites, one place for each URL. A period's source spreads
 * one of these and adds its section: `{ ...STATUTES.financeAct2024, section: "s. 5" }`.
 *
 * A link must go to the text in force: an amending Act is linked as enacted
 * (its own sections never change), but a principal Act whose sections were
 * inserted or substituted later (the Residential Tenancies Act 2004, the
 * Stamp Duties and VAT Consolidation Acts) is linked to the Law Reform
 * Commission's revised Act, never to the as-enacted text that lacks the
 * section (revised() and revisedSection()).
 */
import type { Authority } from "./dated";

/** The enacted text on the Irish Statute Book: for Acts cited for their own (amending) sections. */
const act = (name: string, year: number, no: number): Authority => ({
  name,
  url: `https://www.irishstatutebook.ie/eli/${year}/act/${no}/enacted/en/html`,
});

/** The Law Reform Commission's revised Act: the text as amended, for principal Acts. */
const revised = (name: string, year: number, no: number): Authority => ({
  name,
  url: `https://revisedacts.lawreform.ie/eli/${year}/act/${no}/revised/en/html`,
});

export const STATUTES = {
  stampDutiesConsolidationAct1999: revised("Stamp Duties Consolidation Act 1999", 1999, 31),
  residentialTenanciesAct2004: revised("Residential Tenancies Act 2004", 2004, 27),
  vatConsolidationAct2010: revised("Value-Added Tax Consolidation Act 2010", 2010, 31),
  /** Principal Act, amended since (s. 19(2)(bb) inserted): linked to the revised text. s. 19 says what "social housing support" includes (RAS). */
  housingMiscProvisionsAct2009: revised("Housing (Miscellaneous Provisions) Act 2009", 2009, 22),
  /** Principal Act: linked to the revised text (s. 865 as substituted by Finance Act 2003, s. 17). */
  taxesConsolidationAct1997: revised("Taxes Consolidation Act 1997", 1997, 39),
  financeAct2003: act("Finance Act 2003", 2003, 3),
  financeAct2011: act("Finance Act 2011", 2011, 6),
  /** s. 9 inserted s. 477C (Help to Buy) into the Taxes Consolidation Act 1997. */
  financeAct2016: act("Finance Act 2016", 2016, 18),
  /** s. 16 extended Help to Buy's qualifying period from 2019 to 2021. */
  financeAct2019: act("Finance Act 2019", 2019, 45),
  /** s. 8 inserted s. 477C(5A): Help to Buy's enhanced €30,000 / 10% from 23 July 2020 (the July Jobs Stimulus). */
  financialProvisionsCovidNo2Act2020: act("Financial Provisions (Covid-19) (No. 2) Act 2020", 2020, 8),
  /** s. 7 extended the enhanced Help to Buy to December 2021. */
  financeAct2020: act("Finance Act 2020", 2020, 26),
  financeCovidMiscAct2021: act("Finance (Covid-19 and Miscellaneous Provisions) Act 2021", 2021, 23),
  financeAct2021: act("Finance Act 2021", 2021, 45),
  residentialTenanciesAmendmentAct2015: act("Residential Tenancies (Amendment) Act 2015", 2015, 42),
  residentialTenanciesAmendmentAct2019: act("Residential Tenancies (Amendment) Act 2019", 2019, 14),
  residentialTenanciesValuationAct2020: act("Residential Tenancies and Valuation Act 2020", 2020, 7),
  residentialTenanciesAmendmentAct2021: act("Residential Tenancies (Amendment) Act 2021", 2021, 39),
  /** Part 11 (ss. 91–99) amends the Residential Tenancies Act 2004; in force 6 July 2022, the day after it was passed (s. 99). */
  buildingWorksAct2022: act("Regulation of Providers of Building Works and Miscellaneous Provisions Act 2022", 2022, 15),
  residentialTenanciesAmendmentAct2025: act("Residential Tenancies (Amendment) Act 2025", 2025, 5),
  residentialTenanciesMiscAct2026: act("Residential Tenancies (Miscellaneous Provisions) Act 2026", 2026, 3),
  residentialTenanciesNo2Act2021: act("Residential Tenancies (No. 2) Act 2021", 2021, 17),
  planningAndDevelopmentAct2024: act("Planning and Development Act 2024", 2024, 34),
  /** s. 32(3): a landlord cannot end a Cost Rental tenancy to sell, move in, refurbish or change the use. */
  affordableHousingAct2021: act("Affordable Housing Act 2021", 2021, 25),
  financeAct2022: act("Finance Act 2022", 2022, 44),
  financeNo2Act2023: act("Finance (No. 2) Act 2023", 2023, 39),
  financeAct2024: act("Finance Act 2024", 2024, 43),
  financeAct2025: act("Finance Act 2025", 2025, 18),
} as const satisfies Record<string, Authority>;

/**
 * One section of an Act, linked to that section: the revised text of a
 * principal Act (`revisedSection(STATUTES.residentialTenanciesAct2004, "20")`)
 * or the enacted text of an amending one (`revisedSection(STATUTES.financeAct2025, "70")`).
 * `label` is the section as the page cites it ("s. 20(4) to (6)"); `number` the section in the URL.
 */
export function sectionOf(statute: Authority, number: string, label = `s. ${number}`): Authority {
  return { name: statute.name, section: label, url: statute.url.replace(/\/(revised|enacted)\/en\/html$/, `/section/${number}/$1/en/html`) };
}
