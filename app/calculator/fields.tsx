import { describedBy as joinIds, TextField, type Shape } from "~/components/ui/fields";
import { CALCULATOR_TEXT, rangeHint, type AmountFieldContent, type SwitchContent } from "~/content/calculator";
import { caretAfterDigits, priceText } from "./form";
import { parseTypedPrice } from "./params";
import type { HomeType, VatContext } from "~/rules/types";

/*
 * The calculator's own widgets (the grouped price, amounts with a range, the
 * switches, House or Apartment). The price and the amounts are the site's
 * one text field (components/ui/fields.tsx); the calculator never refuses a
 * figure, it reads it (spec section 5), so they show no error.
 */

/**
 * The price as typed, grouped ("3500" -> "3,500"), with the caret after as many digits as were before
 * it (grouping moves it), less the leading zeros the reading drops.
 */
const groupPrice: Shape = (raw, at) => {
  const text = priceText(parseTypedPrice(raw), raw);
  const before = raw.slice(0, at).replace(/\D/g, "");
  const dropped = Math.min(before.length, (raw.replace(/\D/g, "").match(/^0+(?=\d)/)?.[0] ?? "").length);
  return { text, caret: caretAfterDigits(text, before.length - dropped) };
};

/** The purchase price: a text field that shows the figure in use, grouped, as the person types. */
export function PriceField({ field, value, onChange }: { field: AmountFieldContent; value: string; onChange: (text: string) => void }) {
  return (
    <TextField id="calc-price" name="price" label={field.label} hint={field.hint} strong inputMode="numeric" prefix={CALCULATOR_TEXT.euro} shape={groupPrice} value={value} onChange={onChange} />
  );
}

/** A money amount or the arrangement rate: a number input with the spec's bounds as hints only. */
export function AmountField({
  field,
  value,
  price,
  disabled = false,
  onChange,
}: {
  field: AmountFieldContent;
  value: string;
  /** The purchase price, for a field bounded by it (the mortgage); the others are not given it. */
  price?: number;
  disabled?: boolean;
  onChange: (text: string) => void;
}) {
  const isRate = field.key === "rate";
  return (
    <>
      <TextField
        id={`calc-${field.key}`}
        name={field.key}
        label={field.label}
        hint={field.hint}
        strong
        type="number"
        inputMode="decimal"
        {...(isRate ? { suffix: CALCULATOR_TEXT.perCent } : { prefix: CALCULATOR_TEXT.euro })}
        bounds={{ min: field.min, max: field.max === "price" ? price ?? 0 : field.max, step: field.step }}
        note={rangeHint(field, price ?? 0)}
        disabled={disabled}
        value={value}
        onChange={onChange}
      />
      {/* A disabled field is not submitted: keep its figure in a no-JavaScript form submission. */}
      {disabled ? <input type="hidden" name={field.key} value={value} /> : null}
    </>
  );
}

/** An on/off switch: a real checkbox (so it submits with the GET form) with the switch role. */
export function Switch({
  content,
  checked,
  onChange,
  describedBy,
}: {
  content: SwitchContent;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
}) {
  const id = `calc-${content.key}`;
  const hintId = content.hint ? `${id}-hint` : undefined;
  return (
    <div className="flex items-start gap-3">
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          name={content.key}
          value="1"
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={joinIds(hintId, describedBy)}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors checked:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 motion-reduce:transition-none"
        />
      </span>
      <span>
        <label htmlFor={id} className="cursor-pointer font-medium text-slate-900">{content.label}</label>
        {content.hint ? <span id={hintId} className="block text-sm text-slate-600">{content.hint}</span> : null}
      </span>
    </div>
  );
}

/**
 * House or Apartment in a block, for a new build's VAT rate: real radio
 * buttons in a fieldset, so they submit with the GET form. `hidden` (New
 * build off) hides it when JavaScript runs; without JavaScript it stays, so
 * someone who ticks New build can choose before pressing Calculate.
 */
export function HomeTypeChoice({
  choice,
  value,
  hidden,
  onChange,
}: {
  choice: VatContext["choice"];
  value: HomeType;
  hidden: boolean;
  onChange: (value: HomeType) => void;
}) {
  return (
    <fieldset className={`rounded-lg border border-slate-300 p-4 ${hidden ? "nojs-only" : ""}`} data-testid="home-type">
      <legend className="px-1 font-semibold text-slate-900">{choice.legend}</legend>
      <div className="mt-1 space-y-3">
        {choice.options.map((option) => {
          const id = `calc-homeType-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={id}
                type="radio"
                name="homeType"
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={`${id}-hint`}
                className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              />
              <span>
                <label htmlFor={id} className="cursor-pointer font-medium text-slate-900">{option.label}</label>
                <span id={`${id}-hint`} className="block text-sm text-slate-600">{option.hint}</span>
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
