import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { CALCULATOR_DEFAULTS, URL_UPDATE_DELAY_MS } from "~/content/calculator";
import { computeCosts } from "./compute";
import { formValuesFrom, inputsFromForm, type FormValues } from "./form";
import { calculatorUrl } from "./params";
import type { CalculatorInputs, VatRates } from "./types";

/**
 * Writes the calculator's URL into the current history entry: no navigation,
 * no new entry, no scroll, no server request. The router's own state object is
 * kept so back and forward still work.
 */
function replaceUrl(url: string) {
  if (`${window.location.pathname}${window.location.search}` === url) return;
  try {
    window.history.replaceState(window.history.state, "", url + window.location.hash);
  } catch {
    // Browsers may throttle the History API; the next change writes the URL again.
  }
}

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
    pending.current = window.setTimeout(() => replaceUrl(url), URL_UPDATE_DELAY_MS);
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
    replaceUrl(calculatorUrl(CALCULATOR_DEFAULTS));
  }, []);

  return { values, inputs, costs, url, changed, set, reset };
}
