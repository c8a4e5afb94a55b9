/**
 * Every dated rule the site states, in one list: /changes, its Atom feed, the
 * editor's report (npm run content:review), the content cache policy and the
 * rule tests all read from here. A new rule is added to its facts file's list.
 */
import type { AnyRule } from "./dated";
import { BUYING_RULES } from "./facts/buying";
import { BUDGET_RULES } from "./facts/budget";
import { RENTING_RULES } from "./facts/renting";
import { SCHEME_RULES } from "./facts/schemes";
import { TAX_RULES } from "./facts/taxes";
import { TENANCY_RULES } from "./facts/tenancy";
import { VAT_RULES } from "./facts/vat";

export const ALL_RULES: readonly AnyRule[] = [...BUYING_RULES, ...SCHEME_RULES, ...TENANCY_RULES, ...RENTING_RULES, ...TAX_RULES, ...BUDGET_RULES, ...VAT_RULES];
