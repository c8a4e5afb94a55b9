import { useEffect } from "react";
import { replaceAddressSoon } from "./address";

/**
 * Keeps the address bar's query at `search` ("" or "?a=1") while `enabled`:
 * written once the reader pauses (lib/address replaceAddressSoon), not on
 * every key, and never after the page is left. The one hook the live forms
 * (calculator, planner, tools) share for it.
 */
export function useAddressSync(search: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return replaceAddressSoon(search);
  }, [search, enabled]);
}
