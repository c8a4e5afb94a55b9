/**
 * The visitor's first interaction with the page: a tap or a click, a key or
 * a move of focus. Code that only matters once a visitor acts (the motion
 * layer, the toast, an embedded tool out of view) waits for it instead of
 * loading with the page, where it cost a phone main-thread time most visits
 * never use.
 *
 * A finger that touches the screen only to scroll is not one: most phone
 * visits begin by scrolling, and counting that touch fetched the motion code
 * on nearly every one. A mouse counts when its button goes down; a touch or
 * a pen when it is lifted without having scrolled (the browser ends a touch
 * that scrolls with pointercancel, never pointerup).
 */
const EVENTS = ["pointerdown", "pointerup", "keydown", "focusin"] as const;

/** Whether the visitor has interacted yet (this module loads with every page's first scripts). */
let interacted = false;
/** What waits for it: one set of listeners on the document serves them all. */
const waiting = new Set<() => unknown>();

function handle(event: Event) {
  if (event.type === "pointerdown" && (event as PointerEvent).pointerType !== "mouse") return;
  interacted = true;
  EVENTS.forEach((type) => document.removeEventListener(type, handle, true));
  // After the frame that answers the interaction: what it starts (fetching, compiling and running the
  // motion code and the toast) never holds up the tap or key being drawn (issue 44: the first tap on a
  // field waited 300-500 ms at 4× for it). requestAnimationFrame runs just before that frame, the timer
  // after it. A caller that stops waiting meanwhile is left out.
  window.requestAnimationFrame(() => window.setTimeout(() => {
    const runs = [...waiting];
    waiting.clear();
    runs.forEach((run) => void run());
  }, 0));
}

// In the capture phase, so nothing on the page can stop it first; passive, so it never holds up a scroll.
if (typeof document !== "undefined") EVENTS.forEach((type) => document.addEventListener(type, handle, { capture: true, passive: true }));

/**
 * Runs `run` once, a frame after the visitor's first interaction, or at once
 * if there has been one already; returns what stops waiting.
 */
export function onFirstInteraction(run: () => unknown): () => void {
  if (interacted) {
    void run();
    return () => {};
  }
  const entry = () => run(); // one entry per call, so stopping one caller never stops another
  waiting.add(entry);
  return () => waiting.delete(entry);
}

/** How far ahead of the screen a part starts loading: about half a phone's screen, so it is ready when it arrives. */
const NEAR_SCREEN = "400px 0px";

/**
 * For a part of the page that loads its code late: resolves when `target`
 * (the part as the server sent it) comes within NEAR_SCREEN of the screen,
 * or at the visitor's first interaction, whichever is first. With no target
 * the part is not on the page (a tab or a collapsible hides it), and only an
 * interaction can bring it. At once when the visitor has interacted already:
 * the page is then being rendered in the browser (a client navigation, which
 * an interaction started), and the part is needed now.
 */
export function whenNeeded(target: Element | null): Promise<void> {
  if (interacted) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: NEAR_SCREEN });
    const stopWaiting = onFirstInteraction(done);
    function done() {
      observer.disconnect();
      stopWaiting();
      resolve();
    }
    if (target) observer.observe(target);
  });
}
