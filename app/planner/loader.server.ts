/**
 * What the planner's loaders (the page and its PDF) use, through a .server
 * module so the browser build never follows these imports into the rules and
 * facts: the page's own code gets the terms as data.
 */
export { buildPlanDocument } from "./document";
export { cleanPlanQuery, evaluatePlan, readPlanQuery } from "./params";
export { renderPlanPdf } from "./pdf.server";
export { planTermsOn } from "~/content/plan-terms";
export { planTermsFor } from "./closing.server";
export { closingDateParam } from "~/rules/closing-date";
