/**
 * The route's loader reaches the questionnaire's logic through this module.
 * Remix leaves `.server` modules out of the browser build, so the
 * /questionnaire page ships only the components that render a view, not the
 * parsing, the rules or the step logic, which the server has already run.
 */
export { buildView, hasAnswers } from "./flow";
