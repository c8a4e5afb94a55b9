import * as RadixToast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** Spec section 9: one toast at a time, 5 s by default, swipe past 50 px to dismiss. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** The one toast helper every feature uses: `const toast = useToast(); toast({ title, description })`. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  // A new message replaces the current one (at most one shows); the counter
  // gives it a fresh key so Radix restarts its timer and announcement.
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const show = useCallback<ShowToast>((message) => setCurrent((prev) => ({ ...message, key: (prev?.key ?? 0) + 1 })), []);
  const value = useMemo(() => show, [show]);
  const destructive = current?.variant === "destructive";

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notification">
        {children}
        {current ? (
          <RadixToast.Root
            key={current.key}
            duration={current.duration}
            type={destructive ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) setCurrent(null);
            }}
            className={`toast-root grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-xl border p-4 shadow-lg ${destructive ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900"}`}
            data-variant={current.variant ?? "default"}
          >
            <RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>
            <RadixToast.Close aria-label="Dismiss notification" className="row-span-2 rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700">
              <X className="h-4 w-4" aria-hidden="true" />
            </RadixToast.Close>
            {current.description ? <RadixToast.Description className="text-sm">{current.description}</RadixToast.Description> : null}
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
