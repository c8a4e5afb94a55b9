/**
 * The visitor's first interaction with the page: a touch, a click, a key or
 * a move of focus. Code that only matters once a visitor acts (the toast,
 * an embedded tool out of view) waits for it instead of loading with the
 * page, where it cost a phone main-thread time most visits never use
 * (issue 16).
 */
const FIRST_INTERACTION = ["pointerdown", "keydown", "focusin"] as const;

/** Whether the visitor has interacted yet (this module loads with every page's first scripts). */
let interacted = false;
if (typeof document !== "undefined") onFirstInteraction(() => (interacted = true));

/**
 * Runs `run` once, at the next of those events anywhere on the page (in the
 * capture phase, so nothing can stop it first); returns what stops waiting.
 */
export function onFirstInteraction(run: () => unknown): () => void {
  const stop = () => FIRST_INTERACTION.forEach((type) => document.removeEventListener(type, handle, true));
  function handle() {
    stop();
    void run();
  }
  FIRST_INTERACTION.forEach((type) => document.addEventListener(type, handle, { capture: true, passive: true }));
  return stop;
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
