import { useRouteLoaderData } from "@remix-run/react";
import { MessageCircle } from "lucide-react";
import { useCallback, useRef, useState, type ComponentType } from "react";
import type { QuestionnaireOverlayProps } from "./QuestionnaireOverlay";
import type { WidgetConfig } from "./widget";
import { useHydrated } from "~/lib/use-hydrated";
import { later, useLater } from "~/lib/later";
import { SiteLink } from "~/components/ui/SiteLink";

export const DEFAULT_QUESTIONNAIRE_LABEL = "Start Questionnaire";
export const QUESTIONNAIRE_PATH = "/questionnaire";

type Overlay = ComponentType<QuestionnaireOverlayProps>;

// The overlay (Radix Dialog, the rules and their words) is fetched on first
// use, not with the page: one load shared by every button on the page.
const overlay = later<Overlay>(() => import("./QuestionnaireOverlay").then((m) => m.default));

/**
 * Opens the housing questionnaire. Without JavaScript (and until the page is
 * hydrated) it is a link to the /questionnaire page. With JavaScript it is a
 * button that opens the questionnaire overlay over the current page.
 */
export function QuestionnaireButton({ label = DEFAULT_QUESTIONNAIRE_LABEL, className }: { label?: string; className?: string }) {
  const isHydrated = useHydrated();
  const widget = (useRouteLoaderData("root") as { widget?: WidgetConfig | null } | undefined)?.widget ?? null;
  const [open, setOpen] = useState(false);
  const Overlay = useLater(overlay);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    overlay.load().catch(() => {
        // Without the overlay's code (offline, or a new deployment), the page still works.
        window.location.assign(QUESTIONNAIRE_PATH);
      });
  }, []);

  if (!isHydrated) {
    return (
      <SiteLink to={QUESTIONNAIRE_PATH} className={className}>
        <MessageCircle className="h-5 w-5" aria-hidden="true" />
        {label}
      </SiteLink>
    );
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={open && !Overlay ? true : undefined}
        onPointerEnter={Overlay ? undefined : load}
        onFocus={Overlay ? undefined : load}
        onClick={() => {
          setOpen(true);
          if (!Overlay) load();
        }}
        className={className}
      >
        <MessageCircle className="h-5 w-5" aria-hidden="true" />
        {label}
      </button>
      {Overlay ? <Overlay open={open} onOpenChange={setOpen} widget={widget} returnFocusTo={buttonRef} /> : null}
    </>
  );
}
