/**
 * The questionnaire's answers live in the URL (`/questionnaire?tenure=buy&…`)
 * so a result can be shared and rendered by the server. Query parameters are
 * parsed, never trusted, with the site's query kit (lib/params.ts): each is
 * checked into a typed answer, an error code for its step, or the list of
 * ignored parameters. Serialising writes the answers back in a fixed order,
 * so parse(serialise(a)) is a. The overlay runs this in the browser on every
 * page that offers the questionnaire, hence the kit's small checks.
 */
import { planHref } from "~/links";
import { authoritiesFor } from "~/facts/local-authorities";
import { choiceCheck, moneyCheck, parseQuery, type Check, type CheckedValues, type IgnoredParam, type MoneyWords } from "~/lib/params";
import type { BuildType } from "~/rules/help-to-buy";
import { COUNTY_IDS } from "./counties";

export type FieldError = "missing" | "choose" | "notNumber" | "negative" | "zero" | "tooLarge" | "netAboveGross" | "depositAbovePrice" | "mortgageAbovePrice";

/** Amounts above this are typing slips, not incomes or prices. */
const MAX_AMOUNT = 99_999_999;
/** At most this many ignored parameter names are reported. */
const MAX_IGNORED = 10;

/** The money check's outcomes as error codes: content/questionnaire.ts words them for each field. */
const MONEY_ERRORS: MoneyWords<FieldError> = {
  money: { negative: () => "negative", format: () => "notNumber", whole: "notNumber", min: () => "zero", max: () => "tooLarge" },
  // Forty characters of amount is a slip of the keyboard.
  tooLong: "tooLarge",
};

/** A blank answer is "missing" (the step asks again), not a wrong one. */
function required<T>(check: Check<T, FieldError>): Check<T, FieldError> {
  return (raw) => (raw.trim() === "" ? { ok: false, message: "missing" } : check(raw));
}

/** Euro as people type them ("€350,000.50", "350 000"), cents kept. `min` is 0 where nothing is a real answer (no income or no deposit yet), a cent where it is not (a price or rent). */
const money = (min: number) => required(moneyCheck(MONEY_ERRORS, "", { min, max: MAX_AMOUNT, cents: "round" }));

/** One of the options; the stray spaces of a hand-edited link are forgiven. */
function choice<const V extends string>(values: readonly V[]): Check<V, FieldError> {
  const check = choiceCheck(values, "choose" as const);
  return required((raw) => check(raw.trim()));
}

/** Every answer's check, in the order the questionnaire asks and the URL lists them. */
const CHECKS = {
  tenure: choice(["buy", "rent"]),
  first: choice(["yes", "no"]),
  build: choice(["new", "second-hand", "self-build"]),
  county: choice(COUNTY_IDS),
  /** Household income per year before tax (gross) and after tax, PRSI and USC (net). */
  gross: money(0),
  net: money(0),
  /** Buyers: price of the home (for a self-build, its value when finished). */
  price: money(0.01),
  /** Renters: rent they can pay per month. */
  rent: money(0.01),
  deposit: money(0),
  /** Mortgage approval amount; 0 means none yet. */
  mortgage: money(0),
  /** Current housing: rs-* is renting privately with Rent Supplement for under / at least the RAS minimum. */
  living: choice(["private", "rs-short", "rs-long", "hap", "council", "other"]),
  hours: choice(["under", "over"]),
};

export type Answers = CheckedValues<typeof CHECKS>;
export type Field = keyof Answers;
type Build = NonNullable<Answers["build"]>;
export type Living = NonNullable<Answers["living"]>;

const FIELDS = Object.keys(CHECKS) as Field[];

export interface ParsedAnswers {
  answers: Answers;
  /** Fields whose value was present but unusable, with why. */
  errors: Partial<Record<Field, FieldError>>;
  /** What the person typed, for fields with an error, so the step can show it again. */
  raw: Partial<Record<Field, string>>;
  /** Query parameters that are not part of the questionnaire, or repeated. */
  ignored: IgnoredParam[];
  /** `step`: a step to show (Back and Change links). `from`: the step just submitted. The flow checks both against its steps. */
  step?: string;
  from?: string;
  /** `review=1`: changing one answer from the result; submitting goes back to the result. */
  review: boolean;
}

/** Parses one field's raw value. */
export function parseField(field: Field, value: string): { ok: true; value: Answers[Field] } | { ok: false; error: FieldError } {
  const r = CHECKS[field](value);
  return r.ok ? r : { ok: false, error: r.message };
}

export function parseAnswers(params: URLSearchParams): ParsedAnswers {
  const read = parseQuery(params, CHECKS, { blanks: "value", also: ["step", "from", "review"], limit: MAX_IGNORED });
  const answers: Answers = { ...read.values };
  const errors: ParsedAnswers["errors"] = {};
  const raw: ParsedAnswers["raw"] = {};
  const ignored: IgnoredParam[] = [];
  for (const p of read.ignored) {
    // A value that could not be used is an error on its step (unless a later one could), not an ignored parameter.
    if (p.reason === "invalid" && Object.hasOwn(CHECKS, p.name)) {
      const field = p.name as Field;
      if (answers[field] === undefined && errors[field] === undefined) {
        errors[field] = p.message as FieldError;
        raw[field] = p.value;
      }
    } else ignored.push({ ...p, value: "" }); // The note names them; their values are not sent back into the page, even as data.
  }
  const reviewValue = params.get("review");
  const review = reviewValue === "1";
  if (reviewValue !== null && !review) ignored.push({ name: "review", value: "", reason: "invalid" });

  // Answers that are each fine but impossible together.
  const crossCheck = (field: Field, bad: boolean, error: FieldError) => {
    if (!bad) return;
    errors[field] = error;
    raw[field] = String(answers[field]);
    delete answers[field];
  };
  const { gross, net, price, deposit, mortgage } = answers;
  crossCheck("net", gross !== undefined && net !== undefined && net > gross, "netAboveGross");
  crossCheck("deposit", price !== undefined && deposit !== undefined && deposit > price, "depositAbovePrice");
  crossCheck("mortgage", price !== undefined && mortgage !== undefined && mortgage > price, "mortgageAbovePrice");

  return { answers, errors, raw, ignored, step: params.get("step") ?? undefined, from: params.get("from") ?? undefined, review };
}

/** The answers as [name, value] pairs in the fixed order, leaving out `omit`; amounts without grouping or needless decimals (350000, 1234.5). */
export function answerPairs(answers: Answers, omit: readonly Field[] = []): [string, string][] {
  return FIELDS.filter((field) => answers[field] !== undefined && !omit.includes(field)).map((field) => [field, String(answers[field])]);
}

/** "?tenure=buy&…" for the answers (and optionally a step to show); "" when there is nothing. */
export function answersToSearch(answers: Answers, meta: { step?: string; from?: string; review?: boolean } = {}): string {
  const params = new URLSearchParams(answerPairs(answers));
  if (meta.step) params.set("step", meta.step);
  if (meta.from) params.set("from", meta.from);
  if (meta.review) params.set("review", "1");
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The questionnaire's kinds of home, as the scheme rules and the planner name them. */
export const BUILD_TYPE: Record<Build, BuildType> = { new: "new", "second-hand": "existing", "self-build": "self-build" };

/**
 * The purchase planner with a buyer's answers: first-time or not, the
 * household's gross income, the deposit saved, the price and kind of home,
 * and the council where the county has only one (the planner asks which
 * council otherwise). Null for a renter.
 */
export function plannerHref(a: Answers): string | null {
  if (a.tenure !== "buy" || a.price === undefined) return null;
  const councils = a.county ? authoritiesFor(a.county) : [];
  // The planner works in whole euro.
  const euro = (x: number | undefined) => (x === undefined ? "" : String(Math.floor(x)));
  return planHref({
    buyer: a.first === "no" ? "other" : "first",
    income: euro(a.gross),
    savings: euro(a.deposit),
    price: euro(a.price),
    type: a.build ? BUILD_TYPE[a.build] : "",
    area: councils.length === 1 ? councils[0]!.id : "",
  });
}
