/**
 * The questionnaire as a sequence of steps, and what to show for a given
 * URL: the next question (with any error on it), or the result. Pure, so the
 * route's loader (server render, JavaScript off) and the overlay (in the
 * browser) produce the same view from the same query string.
 */
import { calculatorUrl } from "~/links";
import type { IgnoredParam } from "~/lib/params";
import { evaluate, type Evaluation, type Profile } from "./eligibility";
import { answerPairs, answersToSearch, parseAnswers, plannerHref, type Answers, type Field, type FieldError, type Living, type ParsedAnswers } from "./params";

export type StepId = "tenure" | "first" | "build" | "county" | "income" | "price" | "rent" | "deposit" | "mortgage" | "living" | "hours";

export interface StepDef {
  id: StepId;
  fields: readonly Field[];
  applies: (a: Answers) => boolean;
}

const RENTS_PRIVATELY: readonly Living[] = ["private", "rs-short", "rs-long"];
// Until tenure is known the buyer's path (the longer one) is assumed, so progress never runs backwards.
const buying = (a: Answers) => a.tenure !== "rent";
const renting = (a: Answers) => a.tenure === "rent";

export const STEPS: readonly StepDef[] = [
  { id: "tenure", fields: ["tenure"], applies: () => true },
  { id: "first", fields: ["first"], applies: buying },
  { id: "build", fields: ["build"], applies: buying },
  { id: "county", fields: ["county"], applies: () => true },
  { id: "income", fields: ["gross", "net"], applies: () => true },
  { id: "price", fields: ["price"], applies: buying },
  { id: "rent", fields: ["rent"], applies: renting },
  { id: "deposit", fields: ["deposit"], applies: buying },
  { id: "mortgage", fields: ["mortgage"], applies: buying },
  { id: "living", fields: ["living"], applies: () => true },
  // Rent Supplement's work-hours rule only matters to people renting privately.
  { id: "hours", fields: ["hours"], applies: (a) => a.living === undefined || RENTS_PRIVATELY.includes(a.living) },
];

function applicableSteps(a: Answers): StepDef[] {
  return STEPS.filter((s) => s.applies(a));
}

const isAnswered = (a: Answers, s: StepDef) => s.fields.every((f) => a[f] !== undefined);

/** Only the answers that belong to the path taken (a buyer's price is dropped if they switch to renting). */
function relevantAnswers(a: Answers): Answers {
  const out: Answers = {};
  for (const step of applicableSteps(a)) for (const f of step.fields) if (a[f] !== undefined) (out as Record<Field, unknown>)[f] = a[f];
  return out;
}

export interface StepView {
  kind: "step";
  /** Query parameters that were not used, named for the visible note. */
  ignored: IgnoredParam[];
  step: StepId;
  errors: Partial<Record<Field, FieldError>>;
  /** Values to show in the step's inputs: the answer, or what was typed if it had an error. */
  values: Partial<Record<Field, string>>;
  /** Every other answer, carried through the GET form as hidden inputs before the question's own fields. */
  hidden: [string, string][];
  /** Hidden inputs after the fields: the step being answered, and the review flag. */
  trailing: [string, string][];
  /** Query string of the previous step ("?…&step=…"); null on the first. */
  back: string | null;
  progress: { current: number; total: number };
  /** True when submitting this step leads to the result. */
  last: boolean;
}

export interface ResultView {
  kind: "result";
  ignored: IgnoredParam[];
  answers: Answers;
  evaluation: Evaluation;
  /** Query string that reproduces this result: for sharing. */
  share: string;
  calculator: string | null;
  /** The purchase planner with the buyer's answers (null for a renter). */
  planner: string | null;
  /** Query string to change each answered step. */
  change: Partial<Record<StepId, string>>;
}

export type QuestionnaireView = StepView | ResultView;

function stepView(parsed: ParsedAnswers, step: StepDef, steps: StepDef[], forceMissing = false): StepView {
  const { answers: a, review } = parsed;
  const errors: Partial<Record<Field, FieldError>> = {};
  const values: Partial<Record<Field, string>> = {};
  for (const f of step.fields) {
    const error = parsed.errors[f] ?? (forceMissing && a[f] === undefined ? "missing" : undefined);
    if (error) errors[f] = error;
    const value = parsed.raw[f] ?? a[f];
    if (value !== undefined) values[f] = String(value);
  }
  const index = steps.indexOf(step);
  const prev = steps[index - 1];
  const othersAnswered = steps.every((s) => s === step || isAnswered(a, s));
  const relevant = relevantAnswers(a);
  // Changing an answer from the result: Back returns to the result, if there is one to return to.
  const backToResult = review && othersAnswered && isAnswered(a, step);
  return {
    kind: "step",
    step: step.id,
    errors,
    values,
    hidden: answerPairs(a, step.fields),
    trailing: review ? [["from", step.id], ["review", "1"]] : [["from", step.id]],
    back: backToResult ? answersToSearch(relevant) : prev ? answersToSearch(relevant, { step: prev.id, review }) : null,
    progress: { current: index + 1, total: steps.length },
    last: review ? othersAnswered : index === steps.length - 1,
    ignored: parsed.ignored,
  };
}

/**
 * What to show for a query string, with the result worked out under the rules
 * in force on `today` (the server's date in Ireland, from a loader). Never
 * throws: anything unusable becomes an error on its step or an ignored name.
 */
export function buildView(params: URLSearchParams, today: string): QuestionnaireView {
  const parsed = parseAnswers(params);
  const a = parsed.answers;
  const steps = applicableSteps(a);
  const step = steps.find((s) => s.id === parsed.step);
  const from = steps.find((s) => s.id === parsed.from);
  if (parsed.step !== undefined && !step) parsed.ignored.push({ name: "step", value: "", reason: "invalid" });
  if (parsed.from !== undefined && !from) parsed.ignored.push({ name: "from", value: "", reason: "invalid" });

  // 1. A value that could not be used: show its step with the reason.
  const invalid = steps.find((s) => s.fields.some((f) => parsed.errors[f]));
  if (invalid) return stepView(parsed, invalid, steps);
  // 2. The step just submitted: if something is missing, show it again; otherwise go on to the
  //    next one (when reviewing from the result, to the first unanswered one, or the result).
  if (from) {
    if (!isAnswered(a, from)) return stepView(parsed, from, steps, true);
    const next = steps[steps.indexOf(from) + 1];
    if (next && !step && !parsed.review) return stepView(parsed, next, steps);
  }
  // 3. A step asked for by a Back or Change link.
  if (step) return stepView(parsed, step, steps);
  // 4. The first question not yet answered.
  const missing = steps.find((s) => !isAnswered(a, s));
  if (missing) return stepView(parsed, missing, steps);

  const relevant = relevantAnswers(a);
  // Every question on the path is answered, so the answers are a profile.
  const evaluation = evaluate({ ...(a as Profile), firstTime: a.first === "yes" }, today);
  return {
    kind: "result",
    evaluation,
    share: answersToSearch(relevant),
    calculator: evaluation.calculator ? calculatorUrl(evaluation.calculator) : null,
    planner: plannerHref(relevant),
    change: Object.fromEntries(steps.map((s) => [s.id, answersToSearch(relevant, { step: s.id, review: true })])),
    ignored: parsed.ignored,
    answers: relevant,
  };
}

/** True when the query string holds any answer (such pages are personal: not cached, not indexed). */
export function hasAnswers(params: URLSearchParams): boolean {
  return [...params.keys()].length > 0;
}
