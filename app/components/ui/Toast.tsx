import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { onFirstPause } from "~/lib/first-interaction";
import { later, useLater } from "~/lib/later";
import type { ToastMessage } from "./toast-message";

export type { ToastMessage } from "./toast-message";

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => {});

// Radix Toast is only needed once something shows a toast (the calculator,
// the questionnaire): it loads then, not with every page.
const toastView = later(() => import("./ToastView").then((m) => m.default));

/** The one toast helper every feature uses: `const toast = useToast(); toast({ title, description })`. */
export function useToast(): ShowToast {
  // A component that can toast warms the toast's code once the visitor has
  // interacted and paused (lib/first-interaction), so the first toast usually
  // shows without a wait. Not on mount: fetching, compiling and running Radix
  // Toast while the page loads cost the calculator main-thread time that most
  // visits never use; nor at the first tap, where it held up the next keys.
  useEffect(() => onFirstPause(() => toastView.load().catch(() => {})), []);
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  // A new message replaces the current one (at most one shows); the counter
  // gives it a fresh key so Radix restarts its timer and announcement.
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  // Once shown, the toast view stays mounted so its closing animation and viewport persist.
  const [used, setUsed] = useState(false);
  const ToastView = useLater(toastView);
  const show = useCallback<ShowToast>((message) => {
    // Usually here since the first interaction; if not, it shows when it arrives.
    toastView.load().catch(() => {});
    setUsed(true);
    setCurrent((prev) => ({ ...message, key: (prev?.key ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setCurrent(null), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {used && ToastView ? <ToastView current={current} onClose={close} /> : null}
    </ToastContext.Provider>
  );
}
