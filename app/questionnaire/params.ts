/**
 * The questionnaire's answers live in the URL (`/questionnaire?tenure=buy&…`)
 * so a result can be shared and rendered by the server. Query parameters are
 * parsed, never trusted, with the site's query kit (lib/params.ts): each is
 * checked into a typed answer, an error code for its step, or the list of
 * ignored parameters. Serialising writes the answers back in a fixed order,
 * so parse(serialise(a)) is a. The overlay runs this in the browser on every
 * page that offers the questionnaire, hence the kit's small checks.
 */
import { calculatorUrl, planHref } from "~/content/links";
import { parseQuery, type Check, type IgnoredParam } from "~/lib/params";
import { councilsIn, COUNTY_IDS, type CountyId } from "./counties";

export const TENURES = ["buy", "rent"] as const;
export const YES_NO = ["yes", "no"] as const;
export const BUILDS = ["new", "second-hand", "self-build"] as const;
/** Current housing: rs-* is renting privately with Rent Supplement for under / at least the RAS minimum. */
export const LIVING = ["private", "rs-short", "rs-long", "hap", "council", "other"] as const;
export const HOURS = ["under", "over"] as const;

export type Tenure = (typeof TENURES)[number];
export type Build = (typeof BUILDS)[number];
export type Living = (typeof LIVING)[number];
export type Hours = (typeof HOURS)[number];

export interface Answers {
  tenure?: Tenure;
  first?: (typeof YES_NO)[number];
  build?: Build;
  county?: CountyId;
  /** Household income per year before tax (gross) and after tax, PRSI and USC (net). */
  gross?: number;
  net?: number;
  /** Buyers: price of the home (for a self-build, its value when finished). */
  price?: number;
  /** Renters: rent they can pay per month. */
  rent?: number;
  deposit?: number;
  /** Mortgage approval amount; 0 means none yet. */
  mortgage?: number;
  living?: Living;
  hours?: Hours;
}

export type Field = keyof Answers;

/** Every answer field, in the order the questionnaire asks and the URL lists them. */
export const FIELDS = ["tenure", "first", "build", "county", "gross", "net", "price", "rent", "deposit", "mortgage", "living", "hours"] as const satisfies readonly Field[];

export const MONEY_FIELDS = ["gross", "net", "price", "rent", "deposit", "mortgage"] as const satisfies readonly Field[];
export type MoneyField = (typeof MONEY_FIELDS)[number];

export type FieldError =
  | "missing"
  | "choose"
  | "notNumber"
  | "negative"
  | "zero"
  | "tooLarge"
  | "netAboveGross"
  | "depositAbovePrice"
  | "mortgageAbovePrice";

/** Amounts above this are typing slips, not incomes or prices. */
export const MAX_AMOUNT = 99_999_999;
/** Longest raw value echoed back into an input after an error. */
const MAX_RAW_LENGTH = 40;
/** At most this many ignored parameter names are reported. */
const MAX_IGNORED = 10;

type Parsed<T> = { ok: true; value: T } | { ok: false; error: FieldError };

const AMOUNT = /^-?\d+(\.\d+)?$/;

/**
 * Euro amounts as people type them: "350000", "350,000", "€350,000.50",
 * "350 000". Anything else (letters, two signs, exponent notation) is
 * not a number. Cents are kept, to two places.
 */
function parseMoney(value: string, allowZero: boolean): Parsed<number> {
  const cleaned = value.replace(/[\s\u00a0,€]/g, "").replace(/^eur/i, "");
  if (cleaned === "") return { ok: false, error: "missing" };
  if (!AMOUNT.test(cleaned)) return { ok: false, error: "notNumber" };
  const amount = Math.round(Number(cleaned) * 100) / 100;
  // A few hundred digits make Infinity, which the comparisons below also catch.
  if (amount < 0) return { ok: false, error: "negative" };
  if (amount > MAX_AMOUNT) return { ok: false, error: "tooLarge" };
  if (!allowZero && !(amount > 0)) return { ok: false, error: "zero" };
  return { ok: true, value: amount };
}

type ChoiceField = Exclude<Field, MoneyField>;

const CHOICES: { [F in ChoiceField]: readonly NonNullable<Answers[F]>[] } = {
  tenure: TENURES,
  first: YES_NO,
  build: BUILDS,
  county: COUNTY_IDS,
  living: LIVING,
  hours: HOURS,
};

/** Whether 0 is a real answer: no income or no deposit yet is, a price or rent of 0 is not. */
const ZERO_ALLOWED: Record<MoneyField, boolean> = {
  gross: true,
  net: true,
  price: false,
  rent: false,
  deposit: true,
  mortgage: true,
};

export interface ParsedAnswers {
  answers: Answers;
  /** Fields whose value was present but unusable, with why. */
  errors: Partial<Record<Field, FieldError>>;
  /** What the person typed, for fields with an error, so the step can show it again. */
  raw: Partial<Record<Field, string>>;
  /** Query parameters that are not part of the questionnaire, or repeated. */
  ignored: IgnoredParam[];
  /** `step`: a step to show (Back and Change links). `from`: the step just submitted. */
  step?: string;
  from?: string;
  /** `review=1`: changing one answer from the result; submitting goes back to the result. */
  review: boolean;
}

function isField(key: string): key is Field {
  return (FIELDS as readonly string[]).includes(key);
}

function isMoneyField(field: Field): field is MoneyField {
  return (MONEY_FIELDS as readonly string[]).includes(field);
}

/** Parses one field's raw value. */
export function parseField(field: Field, value: string): { ok: true; value: Answers[Field] } | { ok: false; error: FieldError } {
  if (isMoneyField(field)) return parseMoney(value, ZERO_ALLOWED[field]);
  const choice = value.trim();
  if (choice === "") return { ok: false, error: "missing" };
  return (CHOICES[field] as readonly string[]).includes(choice) ? { ok: true, value: choice as Answers[Field] } : { ok: false, error: "choose" };
}

/** Every field's check for the kit: the answer, or its error code as the message. */
const CHECKS = Object.fromEntries(
  FIELDS.map((field) => {
    const check: Check<Answers[Field], FieldError> = (raw) => {
      const r = parseField(field, raw);
      return r.ok ? r : { ok: false, message: r.error };
    };
    return [field, check];
  }),
) as { [F in Field]: Check<Answers[F], FieldError> };

/** Names the flow reads itself. */
const META = ["step", "from", "review"] as const;

export function parseAnswers(params: URLSearchParams): ParsedAnswers {
  const read = parseQuery(params, CHECKS, { blanks: "value", also: META, limit: MAX_IGNORED });
  const answers: Answers = { ...read.values };
  const errors: ParsedAnswers["errors"] = {};
  const raw: ParsedAnswers["raw"] = {};
  const ignored: IgnoredParam[] = [];
  for (const p of read.ignored) {
    // A value that could not be used is an error on its step (unless a later one could), not an ignored parameter.
    if (p.reason === "invalid" && isField(p.name)) {
      if (answers[p.name] === undefined && errors[p.name] === undefined) {
        errors[p.name] = p.message as FieldError;
        raw[p.name] = (params.get(p.name) ?? "").slice(0, MAX_RAW_LENGTH);
      }
    } else ignored.push({ ...p, value: "" }); // The note names them; their values are not sent back into the page, even as data.
  }
  // Validated against the step list by the flow; kept short here.
  const step = params.get("step")?.slice(0, MAX_RAW_LENGTH);
  const from = params.get("from")?.slice(0, MAX_RAW_LENGTH);
  const reviewValue = params.get("review");
  const review = reviewValue === "1";
  if (reviewValue !== null && !review) ignored.push({ name: "review", value: "", reason: "invalid" });

  // Answers that are each fine but impossible together.
  const crossCheck = (field: MoneyField, bad: boolean, error: FieldError) => {
    if (!bad) return;
    errors[field] = error;
    raw[field] = String(answers[field]);
    delete answers[field];
  };
  const { gross, net, price, deposit, mortgage } = answers;
  crossCheck("net", gross !== undefined && net !== undefined && net > gross, "netAboveGross");
  crossCheck("deposit", price !== undefined && deposit !== undefined && deposit > price, "depositAbovePrice");
  crossCheck("mortgage", price !== undefined && mortgage !== undefined && mortgage > price, "mortgageAbovePrice");

  return { answers, errors, raw, ignored, step, from, review };
}

/** Writes an amount without grouping or needless decimals: 350000, 1234.5. */
export function formatAmountParam(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The answers as [name, value] pairs in the fixed order, leaving out `omit`. */
export function answerPairs(answers: Answers, omit: readonly Field[] = []): [string, string][] {
  const pairs: [string, string][] = [];
  for (const field of FIELDS) {
    const value = answers[field];
    if (value === undefined || omit.includes(field)) continue;
    pairs.push([field, typeof value === "number" ? formatAmountParam(value) : value]);
  }
  return pairs;
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

/** The cost calculator with the buyer's price and mortgage filled in (its own link builder). */
export function calculatorHref(price: number, mortgage: number): string {
  return calculatorUrl({ price, mortgage });
}

const PLAN_TYPE: Record<Build, string> = { new: "new", "second-hand": "existing", "self-build": "self-build" };

/**
 * The purchase planner with a buyer's answers: first-time or not, the
 * household's gross income, the deposit saved, the price and kind of home,
 * and the council where the county has only one (the planner asks which
 * council otherwise). Null for a renter.
 */
export function plannerHref(a: Answers): string | null {
  if (a.tenure !== "buy" || a.price === undefined) return null;
  const councils = a.county ? councilsIn(a.county) : [];
  // The planner works in whole euro.
  const euro = (x: number | undefined) => (x === undefined ? "" : String(Math.floor(x)));
  return planHref({
    buyer: a.first === "no" ? "other" : "first",
    income: euro(a.gross),
    savings: euro(a.deposit),
    price: euro(a.price),
    type: a.build ? PLAN_TYPE[a.build] : "",
    area: councils.length === 1 ? councils[0]!.id : "",
  });
}
