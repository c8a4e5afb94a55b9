/**
 * The questionnaire overlay (spec 2.13 and 4): a Radix Dialog, 500 × 600 px
 * on wide screens and full screen on phones, closed by its button, a click
 * on the backdrop or Escape, with focus returned to the button that opened
 * it. It shows the configured third-party widget, or the built-in
 * questionnaire when none is configured or the widget fails.
 *
 * This module is loaded on first use (root.tsx gives its later-loaded code
 * to components/ui/QuestionnaireButton), so Radix Dialog, the rules and their words stay out of
 * every page's initial JavaScript.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { X } from "~/components/ui/icons";
import { useEffect, useMemo, useRef, useState } from "react";
import type { QuestionnaireOverlayProps } from "~/components/ui/QuestionnaireButton";
import { SiteLink } from "~/components/ui/SiteLink";
import { useToast } from "~/components/ui/Toast";
import { TOASTS } from "~/content/errors";
import { useRootDayFresh } from "~/lib/root-day";
import { OVERLAY } from "~/content/questionnaire";
import { buildView } from "./flow";
import { QuestionnaireFlow } from "./QuestionnaireFlow";
import { loadWidget, WIDGET_CONTAINER_ID, type WidgetConfig } from "./widget";

/** `today`: the server's date in Ireland (root loader), whose rules the result uses. */
function BuiltInQuestionnaire({ today }: { today: string }) {
  // Opened in a tab left open past midnight: ask the server for the new day (its result then uses that day's rules).
  useRootDayFresh();
  // The answers live in this state while the overlay is open; the result links to a shareable page URL.
  const [search, setSearch] = useState("");
  const view = useMemo(() => buildView(new URLSearchParams(search), today), [search, today]);
  return <QuestionnaireFlow view={view} mode="overlay" headingLevel={3} onParams={(params) => setSearch(params.toString())} />;
}

/** `onFailed` is a state setter, so it stays the same and the widget is not loaded again on a render. */
function WidgetPanel({ config, onFailed }: { config: WidgetConfig; onFailed: (failed: boolean) => void }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const toast = useToast();

  useEffect(() => {
    const fail = (message: Parameters<typeof toast>[0]) => () => {
      toast({ ...message });
      onFailed(true);
    };
    const unload = loadWidget(config, containerRef.current!, { onReady: () => setReady(true), onLoadError: fail(TOASTS.chatbotLoadFailed), onInitError: fail(TOASTS.chatbotInitFailed) });
    // Leaving the page (not just closing the overlay) also takes the widget away.
    window.addEventListener("pagehide", unload);
    return () => {
      window.removeEventListener("pagehide", unload);
      unload();
    };
  }, [config, toast, onFailed]);

  return (
    <div className="flex h-full flex-col">
      {ready ? null : <p role="status" className="p-5 text-slate-700">{OVERLAY.widgetLoading}</p>}
      {/* The widget owns this element's children; React never renders into it. */}
      <div id={WIDGET_CONTAINER_ID} ref={containerRef} data-render-mode={config.renderMode} className="min-h-0 w-full flex-1" />
    </div>
  );
}

export default function QuestionnaireOverlay({ open, onOpenChange, returnFocusTo }: QuestionnaireOverlayProps) {
  // The third-party widget, when one is configured (root loader: questionnaire/config.server.ts), and today in Ireland.
  const root = useRouteLoaderData("root") as { widget?: WidgetConfig | null; today?: string } | undefined;
  const widget = root?.widget ?? null;
  const [widgetFailed, setWidgetFailed] = useState(false);
  const location = useLocation();
  const locationKey = useRef(location.key);

  // A link followed from inside the overlay leaves the page it was opened on: close it.
  useEffect(() => {
    if (location.key !== locationKey.current) {
      locationKey.current = location.key;
      onOpenChange(false);
    }
  }, [location.key, onOpenChange]);

  // Each opening tries the widget afresh.
  useEffect(() => {
    if (open) setWidgetFailed(false);
  }, [open]);

  const bodyRef = useRef<HTMLDivElement>(null);
  const showWidget = widget !== null && !widgetFailed;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Start at the first answer rather than the close button.
            const first = bodyRef.current?.querySelector<HTMLElement>("input:not([type=hidden]), select");
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-[70] flex flex-col bg-white shadow-2xl focus:outline-none md:inset-auto md:left-1/2 md:top-1/2 md:h-[600px] md:max-h-[calc(100vh-2rem)] md:w-[500px] md:max-w-[calc(100vw-2rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{OVERLAY.title}</Dialog.Title>
            <Dialog.Close
              aria-label={OVERLAY.close}
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div ref={bodyRef} className={`min-h-0 flex-1 ${showWidget ? "overflow-hidden" : "overflow-y-auto p-5"}`}>
            {showWidget ? (
              <WidgetPanel config={widget} onFailed={setWidgetFailed} />
            ) : (
              <>
                {widget !== null ? (
                  <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">{OVERLAY.widgetFailed}</p>
                ) : null}
                {/* Without the root's data (an error page) there is no date to work a result out on: the page link below does it. */}
                {root?.today ? <BuiltInQuestionnaire today={root.today} /> : null}
                <p className="mt-6 border-t border-slate-200 pt-4 text-sm">
                  <SiteLink to="/questionnaire" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">{OVERLAY.openAsPage}</SiteLink>
                </p>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
