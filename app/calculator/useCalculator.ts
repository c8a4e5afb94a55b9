import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useAddressSync } from "~/lib/address";
import { CALCULATOR_DEFAULTS, CALCULATOR_PATH } from "~/content/calculator";
import { computeCosts } from "./compute";
import { formValuesFrom, inputsFromForm, type FormValues } from "./form";
import { calculatorUrl } from "./params";
import type { CalculatorInputs, DutyTerms, VatRates } from "~/rules/types";

/** One stable handler per field: memoised fields see the same props while another field is typed into. */
export type FieldSetters = { [K in keyof FormValues]: (value: FormValues[K]) => void };

/**
 * The live calculator: form values, the inputs they mean, the costs (with
 * today's VAT rates, from the server), and the URL kept in step.
 *
 * `values` is what the fields show, updated on every key. The inputs, the
 * costs and the link follow `settled`, the same values a moment later
 * (React's useDeferredValue): the sums and the redraw of every figure happen
 * in a render React interrupts for the next key, so typing never waits for
 * them. The address is written once the reader pauses (lib/address useAddressSync).
 */
export function useCalculator(initial: CalculatorInputs, rates: VatRates, duty: DutyTerms, closingOn?: string) {
  const [values, setValues] = useState<FormValues>(() => formValuesFrom(initial));
  const [changed, setChanged] = useState(false);
  const settled = useDeferredValue(values);
  const inputs = useMemo(() => inputsFromForm(settled), [settled]);
  const costs = useMemo(() => computeCosts(inputs, rates, duty), [inputs, rates, duty]);
  const url = useMemo(() => calculatorUrl(inputs, closingOn), [inputs, closingOn]);
  useAddressSync(url.slice(CALCULATOR_PATH.length), changed);

  const set = useCallback(<K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setChanged(true);
    setValues((prev) => ({ ...prev, [key]: value }));
  }, []);
  const setters = useMemo(
    () => Object.fromEntries(Object.keys(formValuesFrom(CALCULATOR_DEFAULTS)).map((k) => [k, (v: unknown) => set(k as keyof FormValues, v as never)])) as FieldSetters,
    [set],
  );

  const reset = useCallback(() => {
    setChanged(true);
    setValues(formValuesFrom(CALCULATOR_DEFAULTS));
  }, []);

  // `ready`: the figures shown are worked out from what the fields hold now (the deferred render has caught up).
  return { values, inputs, costs, url, changed, set, setters, reset, ready: settled === values };
}
