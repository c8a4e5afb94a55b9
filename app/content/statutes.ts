/**
 * The Acts the site cites, one place for each URL (the enacted text on
 * irishstatutebook.ie). A period's source spreads one of these and adds its
 * section: `{ ...STATUTES.financeAct2024, section: "s. 5" }`.
 */
import type { Authority } from "./dated";

const act = (name: string, year: number, no: number): Authority => ({
  name,
  url: `https://www.irishstatutebook.ie/eli/${year}/act/${no}/enacted/en/html`,
});

export const STATUTES = {
  residentialTenanciesAct2004: act("Residential Tenancies Act 2004", 2004, 27),
  residentialTenanciesNo2Act2021: act("Residential Tenancies (No. 2) Act 2021", 2021, 17),
  residentialTenanciesAmendmentAct2019: act("Residential Tenancies (Amendment) Act 2019", 2019, 14),
  residentialTenanciesAmendmentAct2021: act("Residential Tenancies (Amendment) Act 2021", 2021, 39),
  /** Part 11 (ss. 91–99) amends the Residential Tenancies Act 2004; in force 6 July 2022, the day after it was passed (s. 99). */
  buildingWorksAct2022: act("Regulation of Providers of Building Works and Miscellaneous Provisions Act 2022", 2022, 15),
  residentialTenanciesAmendmentAct2025: act("Residential Tenancies (Amendment) Act 2025", 2025, 5),
  residentialTenanciesMiscAct2026: act("Residential Tenancies (Miscellaneous Provisions) Act 2026", 2026, 3),
  financeAct2022: act("Finance Act 2022", 2022, 44),
  financeNo2Act2023: act("Finance (No. 2) Act 2023", 2023, 39),
  financeAct2024: act("Finance Act 2024", 2024, 43),
  financeAct2025: act("Finance Act 2025", 2025, 18),
} as const satisfies Record<string, Authority>;
