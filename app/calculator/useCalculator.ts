import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { replaceAddress } from "~/lib/address";
import { CALCULATOR_DEFAULTS, URL_UPDATE_DELAY_MS } from "~/content/calculator";
import { computeCosts } from "./compute";
import { formValuesFrom, inputsFromForm, type FormValues } from "./form";
import { calculatorUrl } from "./params";
import type { CalculatorInputs, VatRates } from "~/rules/types";

/** "?price=…" of a calculator link (calculatorUrl gives path and query). */
const searchOf = (href: string) => new URL(href, window.location.origin).search;

/** The live calculator: form values, the inputs they mean, the costs (with today's VAT rates, from the server), and the URL kept in step. */
export function useCalculator(initial: CalculatorInputs, rates: VatRates) {
  const [values, setValues] = useState<FormValues>(() => formValuesFrom(initial));
  const [changed, setChanged] = useState(false);
  const inputs = useMemo(() => inputsFromForm(values), [values]);
  const costs = useMemo(() => computeCosts(inputs, rates), [inputs, rates]);
  const url = useMemo(() => calculatorUrl(inputs), [inputs]);
  const pending = useRef<number>();

  useEffect(() => {
    if (!changed) return;
    pending.current = window.setTimeout(() => replaceAddress(searchOf(url)), URL_UPDATE_DELAY_MS);
    return () => window.clearTimeout(pending.current);
  }, [url, changed]);

  const set = useCallback(<K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setChanged(true);
    setValues((prev) => ({ ...prev, [key]: value }));
  }, []);

  const reset = useCallback(() => {
    setChanged(true);
    setValues(formValuesFrom(CALCULATOR_DEFAULTS));
    window.clearTimeout(pending.current);
    replaceAddress(searchOf(calculatorUrl(CALCULATOR_DEFAULTS)));
  }, []);

  return { values, inputs, costs, url, changed, set, reset };
}
