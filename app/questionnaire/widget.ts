/**
 * Loading and unloading the optional third-party questionnaire widget
 * (spec section 4). The overlay calls `loadWidget` when it opens with a
 * configured widget and the returned function when it closes or the page
 * is left. No React here: this is the part that touches the document.
 *
 * The contract with the widget script, which the configuration points at:
 * - Before the script loads, `window.QuestionnaireWidgetConfig` holds
 *   `{ id, region, renderMode, stylesheets, containerId, onReady, onError }`.
 * - The script renders into the element with id `containerId`, then calls
 *   `onReady()` (or `onError(reason)` if it cannot start).
 * - A script that does not load is a load failure. One that throws while it
 *   runs, calls onError, or neither calls onReady nor renders anything into
 *   the container within WIDGET_READY_TIMEOUT_MS is an initialisation failure.
 */

/** The widget settings the browser receives (from the root loader; see config.server.ts). */
export interface WidgetConfig {
  scriptUrl: string;
  stylesheetUrls: string[];
  id: string;
  region: string;
  renderMode: string;
}

declare global {
  interface Window {
    QuestionnaireWidgetConfig?: Pick<WidgetConfig, "id" | "region" | "renderMode"> & {
      stylesheets: string[];
      containerId: string;
      onReady: () => void;
      onError: (reason?: unknown) => void;
    };
  }
}

/** Marks the script and stylesheet elements this module adds, so they can be found and removed. */
const WIDGET_MARK = "data-questionnaire-widget";
export const WIDGET_CONTAINER_ID = "questionnaire-widget";
const WIDGET_READY_TIMEOUT_MS = 8000;

export interface WidgetCallbacks {
  onReady: () => void;
  onLoadError: () => void;
  onInitError: () => void;
}

/** Removes any widget script, stylesheet and global configuration left on the page. */
function removeWidgetElements(doc: Document): void {
  doc.querySelectorAll(`[${WIDGET_MARK}]`).forEach((el) => el.remove());
  delete doc.defaultView?.QuestionnaireWidgetConfig;
}

/**
 * Elements the page itself adds (our script and links, Radix focus guards,
 * anything React renders, such as a toast): never treated as the widget's.
 * React marks the DOM nodes it creates with "__react…" properties.
 */
function isOwnElement(node: Element): boolean {
  return node.hasAttribute(WIDGET_MARK) || node.hasAttribute("data-radix-focus-guard") || Object.keys(node).some((key) => key.startsWith("__react"));
}

/** Loads the widget into `container`; returns the function that unloads it. */
export function loadWidget(config: WidgetConfig, container: HTMLElement, callbacks: WidgetCallbacks): () => void {
  const doc = container.ownerDocument;
  const win = doc.defaultView!;
  removeWidgetElements(doc);

  let settled = false;
  let scriptThrew = false;
  let timer: number | undefined;
  const settle = (outcome: keyof WidgetCallbacks) => {
    if (settled) return;
    settled = true;
    win.clearTimeout(timer);
    containerObserver.disconnect();
    // A widget that failed adds nothing more; the page's own reaction (a toast) must not be swept up.
    if (outcome !== "onReady") pageObserver.disconnect();
    callbacks[outcome]();
  };

  win.QuestionnaireWidgetConfig = {
    id: config.id,
    region: config.region,
    renderMode: config.renderMode,
    stylesheets: [...config.stylesheetUrls],
    containerId: container.id,
    onReady: () => settle("onReady"),
    onError: () => settle("onInitError"),
  };

  // Whatever the widget adds outside its container (launchers, live regions) is removed with it.
  const added = new Set<Element>();
  const pageObserver = new MutationObserver((records) => {
    for (const node of records.flatMap((r) => [...r.addedNodes])) {
      if (node instanceof win.Element && !isOwnElement(node)) added.add(node);
    }
  });
  pageObserver.observe(doc.body, { childList: true });
  pageObserver.observe(doc.head, { childList: true });

  const containerObserver = new MutationObserver(() => {
    if (container.childElementCount > 0) settle("onReady");
  });

  // A script from another host that throws is reported as "Script error." with no file name.
  const onWindowError = (event: ErrorEvent) => {
    if (settled) return;
    if (event.filename === script.src || (!event.filename && /^Script error\.?$/.test(event.message))) {
      scriptThrew = true;
      event.preventDefault();
    }
  };
  win.addEventListener("error", onWindowError);

  for (const href of config.stylesheetUrls) {
    const link = Object.assign(doc.createElement("link"), { rel: "stylesheet", href });
    link.setAttribute(WIDGET_MARK, "");
    doc.head.append(link);
  }

  const script = Object.assign(doc.createElement("script"), { src: config.scriptUrl, async: true });
  script.setAttribute(WIDGET_MARK, "");
  script.addEventListener("error", () => settle("onLoadError"));
  script.addEventListener("load", () => {
    if (settled) return;
    if (scriptThrew) return settle("onInitError");
    if (container.childElementCount > 0) return settle("onReady");
    containerObserver.observe(container, { childList: true, subtree: true });
    timer = win.setTimeout(() => settle("onInitError"), WIDGET_READY_TIMEOUT_MS);
  });
  doc.body.append(script);

  return () => {
    settled = true;
    win.clearTimeout(timer);
    containerObserver.disconnect();
    pageObserver.disconnect();
    win.removeEventListener("error", onWindowError);
    removeWidgetElements(doc);
    added.forEach((el) => el.remove());
    container.replaceChildren();
  };
}
