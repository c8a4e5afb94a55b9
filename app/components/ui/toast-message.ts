/** What a toast says, and the spec's toast constants: shared by the provider (Toast.tsx) and the lazily loaded view (ToastView.tsx). */

/** Spec section 9: one toast at a time, 5 s by default, swipe past 50 px to dismiss. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}
