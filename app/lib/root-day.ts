/**
 * The date in Ireland that the root data in this tab was given (root.tsx's loader: `today`, and
 * `todayEndsAt`, when it ends) goes stale at midnight: a tab left open overnight would keep yesterday's
 * date, and on the night a rule changes the questionnaire overlay would pick the old rule. So the tab
 * asks the server again once that instant has passed: at the next page change (root.tsx's
 * shouldRevalidate) or when the overlay opens (useRootDayFresh). The browser's clock only decides when to
 * ask; the date still comes from the server. A clock that is wrong makes the tab ask at every page
 * change (ahead) or never (behind, as before).
 *
 * Browser-only state, one per tab: the server never calls shouldRevalidate or runs effects.
 */
import { useEffect } from "react";
import { useRevalidator } from "@remix-run/react";

let rootDayEndsAt = Infinity;

/** Whether the date the root data holds has ended, by this browser's clock. */
export function rootDayHasEnded(now: number = Date.now()): boolean {
  return now >= rootDayEndsAt;
}

/** Records when the root data's date ends (the root layout, whenever that data changes). */
export function useRootDayEndsAt(endsAt: number | undefined) {
  useEffect(() => {
    rootDayEndsAt = endsAt ?? Infinity;
  }, [endsAt]);
}

/** On mount: if the root data's date has ended, fetch the page's data again (the root's with it). */
export function useRootDayFresh() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (rootDayHasEnded()) revalidate();
  }, [revalidate]);
}
