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

/**
 * How long the visitor leaves the page alone, after interacting, before the
 * extras load (onFirstPause). Compiling and running the motion code and the
 * toast is a long task at a phone's speed; started at the first tap, it
 * landed among the next taps and keys of someone filling in a form and held
 * them up (issue 44). A person pausing for a second is not typing.
 */
export const PAUSE_MS = 1000;

/** Whether the visitor has interacted yet, and paused since (this module loads with every page's first scripts). */
let interacted = false;
let paused = false;
/** What waits for each: one set of listeners on the document serves them all. */
const atInteraction = new Set<() => unknown>();
const atPause = new Set<() => unknown>();
let pauseTimer: ReturnType<typeof setTimeout> | undefined;

const runAll = (waiting: Set<() => unknown>) => {
  const runs = [...waiting];
  waiting.clear();
  runs.forEach((run) => void run());
};

function handle(event: Event) {
  if (event.type === "pointerdown" && (event as PointerEvent).pointerType !== "mouse") return;
  if (!interacted) {
    interacted = true;
    // After the frame that answers the interaction: what it starts never holds up the tap or key being
    // drawn. requestAnimationFrame runs just before that frame, the timer after it.
    window.requestAnimationFrame(() => window.setTimeout(() => runAll(atInteraction), 0));
  }
  // Every interaction until the pause starts the wait again.
  clearTimeout(pauseTimer);
  pauseTimer = setTimeout(() => {
    paused = true;
    EVENTS.forEach((type) => document.removeEventListener(type, handle, true));
    runAll(atPause);
  }, PAUSE_MS);
}

// In the capture phase, so nothing on the page can stop it first; passive, so it never holds up a scroll.
if (typeof document !== "undefined") EVENTS.forEach((type) => document.addEventListener(type, handle, { capture: true, passive: true }));

/** Runs `run` once, now if `done`, else when `waiting` is run; returns what stops waiting. */
function once(done: boolean, waiting: Set<() => unknown>, run: () => unknown): () => void {
  if (done) {
    void run();
    return () => {};
  }
  const entry = () => run(); // one entry per call, so stopping one caller never stops another
  waiting.add(entry);
  return () => waiting.delete(entry);
}

/**
 * Runs `run` once, a frame after the visitor's first interaction, or at once
 * if there has been one already; returns what stops waiting.
 */
export const onFirstInteraction = (run: () => unknown) => once(interacted, atInteraction, run);

/**
 * Runs `run` once the visitor, having interacted, has left the page alone
 * for PAUSE_MS (at once if that has happened); returns what stops waiting.
 * For extras a visitor may soon want but that must not interrupt them: the
 * motion layer (also fetched when a navigation starts) and the toast (also
 * fetched when one is shown).
 */
export const onFirstPause = (run: () => unknown) => once(paused, atPause, run);

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
