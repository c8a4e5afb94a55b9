import * as RadixToast from "@radix-ui/react-toast";
import { X } from "./icons";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastMessage } from "./toast-message";

/**
 * The toast itself (Radix Toast). Loaded by ToastProvider the first time a
 * toast is shown, so pages that never show one do not load Radix Toast.
 */
export default function ToastView({ current, onClose }: { current: (ToastMessage & { key: number }) | null; onClose: () => void }) {
  const destructive = current?.variant === "destructive";
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notification">
      {current ? (
        <RadixToast.Root
          key={current.key}
          duration={current.duration}
          type={destructive ? "foreground" : "background"}
          onOpenChange={(open) => !open && onClose()}
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
  );
}
