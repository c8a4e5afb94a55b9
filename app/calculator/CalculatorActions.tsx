import { Download, FileText, RotateCcw, Share2 } from "~/components/ui/icons";
import { CopyLink } from "~/components/ui/CopyLink";
import type { ToastMessage } from "~/components/ui/Toast";
import { CALCULATOR_PATH, CALCULATOR_PDF_PATH, CALCULATOR_TEXT, DOCUMENT_TEXT } from "~/content/calculator";
import { shareHref } from "~/lib/url";
import { TOASTS } from "~/content/errors";
import { formatDate } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import type { PrintOutcome } from "./print";
import type { CalculatorInputs, VatContext } from "~/rules/types";

const button =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const primary =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

const PRINT_TOASTS: Record<PrintOutcome, ToastMessage> = {
  ready: TOASTS.pdfReady,
  createFailed: TOASTS.pdfCreateFailed,
  printFailed: TOASTS.pdfPrintFailed,
};

/**
 * Reset, Export as PDF (print), Download PDF (server), Copy link and Share.
 * Download is a link to a file. Reset is a link to the default inputs until
 * the page is hydrated, then a button that resets in place (spec 2.6). Copy
 * link is a link to the shared address until then (components/ui/CopyLink).
 * Export and Share need the browser and are shown only when JavaScript runs.
 * Every link made here is the shared one, ending at the answer (shareHref).
 */
export function CalculatorActions({
  inputs,
  vat,
  today,
  url,
  toast,
  onReset,
}: {
  inputs: CalculatorInputs;
  vat: VatContext;
  /** Today in Ireland, from the loader: the date printed on the breakdown. */
  today: string;
  url: string;
  toast: (message: ToastMessage) => void;
  onReset: () => void;
}) {
  // Read here, not in the Calculator: the component that reads it renders again once the page is
  // live, and for the Calculator that was the whole form (65 components, issue 16).
  const hydrated = useHydrated();
  // Known once live, in the same render the buttons switch on in: no effect and no third render at load.
  const canShare = hydrated && typeof navigator.share === "function";

  const shared = shareHref(url);
  const absolute = () => `${window.location.origin}${shared}`;
  const pdfHref = `${CALCULATOR_PDF_PATH}${url.slice(CALCULATOR_PATH.length)}`;

  // The print document's code is fetched on the first press, not with the page: most visits never print.
  const exportPdf = async () => {
    try {
      const [{ buildBreakdownDocument }, { printBreakdown }] = await Promise.all([import("./document"), import("./print")]);
      const doc = buildBreakdownDocument(inputs, { date: formatDate(today), url: absolute(), vat });
      printBreakdown(doc, (outcome) => toast(PRINT_TOASTS[outcome]));
    } catch {
      toast(PRINT_TOASTS.createFailed);
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: CALCULATOR_TEXT.shareTitle, url: absolute() });
    } catch {
      // Closing the share sheet is not an error worth a message.
    }
  };

  return (
    <div role="group" aria-label={CALCULATOR_TEXT.actionsLabel} className="grid gap-2 print:hidden">
      <button type="button" onClick={exportPdf} className={`js-only ${primary}`} disabled={!hydrated}>
        <FileText className="h-4 w-4" aria-hidden="true" />
        {CALCULATOR_TEXT.exportPdf}
      </button>
      <a href={pdfHref} download={DOCUMENT_TEXT.fileName} className={button} aria-describedby="download-pdf-hint">
        <Download className="h-4 w-4" aria-hidden="true" />
        {CALCULATOR_TEXT.downloadPdf}
      </a>
      <p id="download-pdf-hint" className="sr-only">{CALCULATOR_TEXT.downloadPdfHint}</p>
      <div className={`grid gap-2 ${canShare ? "grid-cols-2" : "grid-cols-1"}`}>
        <CopyLink href={shared} className={button} iconClassName="h-4 w-4" />
        {canShare ? (
          <button type="button" onClick={share} className={button}>
            <Share2 className="h-4 w-4" aria-hidden="true" />
            {CALCULATOR_TEXT.share}
          </button>
        ) : null}
      </div>
      {/* Reset acts in place, so with JavaScript it is a button (a link would be announced as
          going somewhere). Until then it is a link to the defaults, which does the same by loading them. */}
      {hydrated ? (
        <button
          type="button"
          onClick={() => {
            onReset();
            toast(TOASTS.calculatorReset);
          }}
          className={button}
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {CALCULATOR_TEXT.reset}
        </button>
      ) : (
        <a href={CALCULATOR_PATH} className={button}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {CALCULATOR_TEXT.reset}
        </a>
      )}
    </div>
  );
}
