import { MessageCircle } from "./icons";
import { createContext, useCallback, useContext, useRef, useState, type ComponentType, type RefObject } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useLater, type Later } from "~/lib/later";
import { SiteLink } from "./SiteLink";

export const DEFAULT_QUESTIONNAIRE_LABEL = "Start Questionnaire";
export const QUESTIONNAIRE_PATH = "/questionnaire";

/** What the questionnaire's overlay takes (questionnaire/QuestionnaireOverlay.tsx implements it). */
export interface QuestionnaireOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the overlay: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLElement>;
}

type Overlay = ComponentType<QuestionnaireOverlayProps>;

/**
 * The overlay's code, loaded later (lib/later): the app shell (root.tsx)
 * provides it, so this shared button does not import the questionnaire
 * feature (features sit below the shared components; the shell, above both,
 * joins them). The overlay (Radix Dialog, the eligibility tests and their
 * words) is fetched on first use, not with the page: one load shared by
 * every button on the page. Without a provider the button is the link.
 */
export const QuestionnaireOverlayContext = createContext<Later<Overlay> | null>(null);

/** The part that is never loaded, for a button without a provider (the link stays a link). */
const NO_OVERLAY: Later<Overlay> = { load: () => Promise.reject(new Error("no questionnaire overlay provided")), get: () => undefined, loading: () => false, subscribe: () => () => {} };

/**
 * Opens the housing questionnaire. Without JavaScript (and until the page is
 * hydrated) it is a link to the /questionnaire page. With JavaScript it is a
 * button that opens the questionnaire overlay over the current page.
 */
export function QuestionnaireButton({ label = DEFAULT_QUESTIONNAIRE_LABEL, className }: { label?: string; className?: string }) {
  const isHydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const provided = useContext(QuestionnaireOverlayContext);
  const overlay = provided ?? NO_OVERLAY;
  const Overlay = useLater(overlay);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    overlay.load().catch(() => {
      // Without the overlay's code (offline, or a new deployment), the page still works.
      window.location.assign(QUESTIONNAIRE_PATH);
    });
  }, [overlay]);

  if (!isHydrated || !provided) {
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
      {Overlay ? <Overlay open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} /> : null}
    </>
  );
}
