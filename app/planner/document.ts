/**
 * The plan as a document for the PDF (/buying/plan.pdf): the reader's
 * details, the side-by-side table, the answer and what limits each home,
 * how each figure is worked out, the rules that end within a year, the
 * sources and the link that reproduces the plan. Plain data, from the same
 * evaluation and words as the page, so the PDF says what the page says.
 */
import { answerText, PLAN_FIELDS as F } from "~/content/planner";
import { PLAN_DETAILS, PLAN_DOCUMENT as D, PLAN_RESULT as R } from "~/content/planner-result";
import { eur } from "~/lib/format";
import { toPlainText } from "~/lib/rich-text";
import type { RawValues } from "~/lib/params";
import { PLAN_KEYS, type PlanKey } from "~/links";
import type { PlanEvaluation } from "./params";
import type { HomePlan, PlanTerms } from "~/rules/plan-types";

export interface PlanDocumentRow {
  label: string;
  values: string[];
  strong?: boolean;
}

export interface PlanDocument {
  title: string;
  generated: string;
  inputsHeading: string;
  inputs: PlanDocumentRow[];
  /** The table's column heads (one per home) and rows; empty without a plan. */
  heads: string[];
  rows: PlanDocumentRow[];
  /** Sections of plain sentences: the answer, what limits each home, how each figure is worked out, rules ending. */
  sections: { heading: string; lines: string[] }[];
  sourcesHeading: string;
  sources: string[];
  reproduceLabel: string;
  url: string;
}


export function buildPlanDocument(
  values: RawValues<PlanKey>,
  evaluation: PlanEvaluation,
  terms: PlanTerms,
  meta: { date: string; url: string },
): PlanDocument {
  const plain = (lines: string[]) => lines.map(toPlainText);
  const inputs = PLAN_KEYS.filter((k) => values[k].trim() !== "" && !evaluation.issues[k]).map((k) => ({ label: F[k].label, values: [answerText(k, values[k])] }));
  const base = {
    title: D.title,
    generated: D.generated(meta.date, terms.words.rulesAsAt),
    inputsHeading: D.inputsHeading,
    inputs,
    sourcesHeading: D.sourcesHeading,
    sources: terms.refs.sources.map((s) => `${s.name}: ${s.url}`),
    reproduceLabel: D.reproduce,
    url: meta.url,
  };
  const { plan, input } = evaluation;
  if (!plan || !input) return { ...base, heads: [], rows: [], sections: [{ heading: D.planHeading, lines: [D.noPlan] }] };

  const homes = plan.homes;
  const names = homes.map((_, i) => R.homeName(i, homes.length));
  const row = (label: string, f: (h: HomePlan) => string, strong = false): PlanDocumentRow => ({ label: toPlainText(label), values: homes.map(f), strong });
  const rows = [
    row(R.rows.mortgage, (h) => eur(h.mortgage)),
    row(R.rows.helpToBuy, (h) => (h.helpToBuy.refund ? eur(h.helpToBuy.refund) : R.cells.none)),
    row(R.rows.firstHome, R.cells.share),
    row(R.rows.deposit, (h) => eur(h.deposit)),
    row(R.rows.depositFromSavings, (h) => eur(h.depositFromSavings)),
    row(R.rows.stampDuty, R.cells.stampDuty),
    row(R.rows.fees, (h) => eur(h.costs.legal + h.costs.survey + h.costs.registration)),
    row(R.rows.mortgageCosts, (h) => eur(h.costs.mortgage)),
    row(R.rows.costs, (h) => eur(h.costs.total)),
    row(R.rows.cash, (h) => eur(h.cashNeeded), true),
    row(R.rows.savings, (h) => R.cells.leftOver(h.leftOver), true),
    ...(homes.some((h) => h.monthly !== null) ? [row(R.rows.monthly, (h) => R.cells.monthly(h))] : []),
    row(R.rows.lahl, R.cells.lahl),
  ];
  const answer = homes.map((h, i) => `${homes.length > 1 ? `${names[i]} (${R.homeSummary(h)}): ` : ""}${toPlainText(R.answer(h))}`);
  if (homes.length > 1) answer.push(`${R.withinReachTitle}: ${R.withinReach(homes, names)}`);
  const sections = [
    { heading: D.answerHeading, lines: answer },
    ...homes.map((h, i) => ({ heading: D.limitsHeading(names[i]!), lines: h.binding.length ? R.limits(h) : [R.nothingLimits] })),
    ...homes.map((h, i) => ({
      heading: R.detailsTitle(names[i]!),
      lines: plain([
        ...PLAN_DETAILS.borrowing(h, input, terms),
        ...PLAN_DETAILS.helpToBuy(h, terms),
        ...PLAN_DETAILS.firstHome(h, terms),
        ...PLAN_DETAILS.lahl(h, terms),
        ...PLAN_DETAILS.costs(h, terms),
        ...PLAN_DETAILS.monthly(h, input),
      ]),
    })),
    { heading: R.lahlTitle, lines: plain([terms.words.lahlAnnounced]) },
    // Paper has no disclosure: each rule's plain sentence, then where its date comes from.
    ...(terms.words.endingSoon.length ? [{ heading: R.endingTitle, lines: plain([...terms.words.endingSoon, ...terms.words.endingDetail]) }] : []),
  ];
  return { ...base, heads: homes.map((h, i) => `${names[i]}`), rows, sections };
}
