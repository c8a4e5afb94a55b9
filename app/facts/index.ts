/**
 * Every figure the site quotes, written once. Each group names the official
 * source to re-check and the date it was last checked against it, as GOV.UK
 * keeps its rates beside its calculators. Pages, tools and the questionnaire
 * import from here; a change of rule is one edit.
 *
 * A figure the law has changed, or that is set to end, is a dated rule
 * (./dated.ts): a list of periods, each with its value, dates, authority and
 * certainty. The groups live in ./facts/, one file per area; this module is
 * their index, and ./dated-rules.ts lists every dated rule for /changes.
 *
 * All money is in euro. Percentages are written as whole percents (10 = 10%).
 * Where the two specification documents quote different figures for the same
 * thing (Help to Buy end date, rent tax credit), both readings are kept, each
 * for the page that quotes it, as the earlier rule.
 */
export { LAST_REVIEWED } from "./reviewed";
export type { Band, Group } from "./common";
export * from "./buying";
export * from "./schemes";
export * from "./tenancy";
export * from "./renting";
export * from "./taxes";
export * from "./budget";
export * from "./vat";
