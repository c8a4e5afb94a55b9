import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { navigationFor } from "~/lib/link-nav";

/**
 * The one click listener behind every SiteLink (lib/link-nav). It listens on
 * the document after React does, so a click a component has already handled
 * (defaultPrevented) is left alone.
 */
export function LinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor) return;
      const go = navigationFor(event, anchor, window.location);
      if (!go) return;
      event.preventDefault();
      navigate(go.to, { replace: go.replace });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
