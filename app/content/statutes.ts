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
  stampDutiesConsolidationAct1999: act("Stamp Duties Consolidation Act 1999", 1999, 31),
  residentialTenanciesAct2004: act("Residential Tenancies Act 2004", 2004, 27),
  vatConsolidationAct2010: act("Value-Added Tax Consolidation Act 2010", 2010, 31),
  financeAct2011: act("Finance Act 2011", 2011, 6),
  financeCovidMiscAct2021: act("Finance (Covid-19 and Miscellaneous Provisions) Act 2021", 2021, 23),
  financeAct2021: act("Finance Act 2021", 2021, 45),
  financeAct2022: act("Finance Act 2022", 2022, 44),
  financeNo2Act2023: act("Finance (No. 2) Act 2023", 2023, 39),
  financeAct2024: act("Finance Act 2024", 2024, 43),
  financeAct2025: act("Finance Act 2025", 2025, 18),
} as const satisfies Record<string, Authority>;
