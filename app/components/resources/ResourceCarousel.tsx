import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { staggerWhenReady } from "~/components/motion/stagger";
import { MOTION } from "~/components/motion/timing";
import type { ResourceCategory, ResourceCategoryInfo, ResourceLink, ResourcesPageWords } from "~/content/resources";
import { fill } from "~/lib/fill";
import { ResourceCard } from "./ResourceCard";
import { prefersReducedMotion } from "~/lib/reduced-motion";
import { useIsomorphicLayoutEffect } from "~/lib/use-hydrated";

/** Spec 9: the mobile breakpoint. At and above it the resources show as a grid. */
const isDesktop = () => window.matchMedia("(min-width: 768px)").matches;

/**
 * The resource cards: one list that CSS lays out as a swipeable, snapping
 * carousel below 768 px and as a 3-column grid above. Every card is in the
 * DOM, in order, so Tab and a screen reader reach all of them either way.
 * Below 768 px, JavaScript adds previous/next buttons (disabled at the
 * ends) and arrow keys (also Home/End). With `stagger`, the cards fade in
 * 0.1 s apart on desktop (spec 2.7 and 9; framer-motion, components/motion);
 * it is set only after a filter change, never on the first render, so the
 * server's HTML shows as it is. `info` (each category's label and colour)
 * and `words` come from the route's loader data.
 */
export function ResourceCarousel({
  items,
  stagger,
  info,
  words,
}: {
  items: ResourceLink[];
  stagger: boolean;
  info: Record<ResourceCategory, ResourceCategoryInfo>;
  words: ResourcesPageWords;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const lastPressed = useRef<"prev" | "next" | null>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(items.length <= 1);
  const [announcement, setAnnouncement] = useState("");
  const listId = useId();

  // Previous and next are disabled at the ends of the scroll.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      setAtStart(list.scrollLeft <= 2);
      setAtEnd(list.scrollLeft + list.clientWidth >= list.scrollWidth - 2);
    };
    update();
    list.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      list.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [items]);

  // A button that becomes disabled under the user's finger would drop focus: hand it to the other one.
  useEffect(() => {
    const active = document.activeElement;
    const lost = active === document.body || active === null;
    if (atEnd && lastPressed.current === "next" && (lost || active === nextRef.current)) prevRef.current?.focus();
    if (atStart && lastPressed.current === "prev" && (lost || active === prevRef.current)) nextRef.current?.focus();
  }, [atStart, atEnd]);

  const itemsKey = items.map((i) => i.url).join(" ");
  useIsomorphicLayoutEffect(() => {
    const list = listRef.current;
    if (!stagger || !list || !isDesktop() || prefersReducedMotion()) return;
    return staggerWhenReady(Array.from(list.children) as HTMLElement[], MOTION.resourceCards);
    // What is shown, not the array's identity: a re-render with the same cards must not restart the fade.
  }, [stagger, itemsKey]);

  const cards = () => Array.from(listRef.current?.children ?? []) as HTMLElement[];

  /** The card nearest the start of the visible area. */
  const currentIndex = () => {
    const list = listRef.current;
    const all = cards();
    if (!list || all.length === 0) return 0;
    const distance = (card: HTMLElement) => Math.abs(card.offsetLeft - all[0]!.offsetLeft - list.scrollLeft);
    return all.reduce((best, card, i) => (distance(card) < distance(all[best]!) ? i : best), 0);
  };

  const go = (index: number, focusCard: boolean) => {
    const list = listRef.current;
    const all = cards();
    if (!list || all.length === 0) return;
    const i = Math.max(0, Math.min(all.length - 1, index));
    const left = Math.min(all[i]!.offsetLeft - all[0]!.offsetLeft, list.scrollWidth - list.clientWidth);
    list.scrollTo({ left, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    setAnnouncement(fill(words.carousel.position, { index: i + 1, total: all.length, title: items[i]?.title ?? "" }));
    if (focusCard) all[i]!.querySelector<HTMLElement>("a[href]")?.focus({ preventScroll: true });
  };

  const step = (delta: 1 | -1, from: "prev" | "next") => {
    lastPressed.current = from;
    // At the end of the scroll the last card is the one in view, even if it cannot reach the left edge.
    go((atEnd ? cards().length - 1 : currentIndex()) + delta, false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (isDesktop() || e.altKey || e.ctrlKey || e.metaKey) return;
    const all = cards();
    const inCard = all.findIndex((card) => card.contains(e.target as Node));
    const from = inCard >= 0 ? inCard : currentIndex();
    const target =
      e.key === "ArrowRight" ? from + 1 : e.key === "ArrowLeft" ? from - 1 : e.key === "Home" ? 0 : e.key === "End" ? all.length - 1 : null;
    if (target === null) return;
    e.preventDefault();
    lastPressed.current = null;
    go(target, inCard >= 0);
  };

  const buttonClass =
    "inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div role="region" aria-label={words.listLabel} onKeyDown={onKeyDown}>
      <ul
        ref={listRef}
        id={listId}
        data-resource-list
        className="relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-4 md:mx-0 md:grid md:snap-none md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0"
      >
        {items.map((resource) => (
          <li key={resource.url} data-resource-card className="w-[85%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none">
            <ResourceCard resource={resource} info={info[resource.category]} visitLabel={words.visitLabel} />
          </li>
        ))}
      </ul>
      <div className="js-only mt-4 flex items-center justify-between gap-4 md:hidden">
        <p className="text-sm text-slate-700">{words.carousel.hint}</p>
        <div className="flex shrink-0 gap-2">
          <button ref={prevRef} type="button" className={buttonClass} aria-controls={listId} disabled={atStart} onClick={() => step(-1, "prev")}>
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{words.carousel.previous}</span>
          </button>
          <button ref={nextRef} type="button" className={buttonClass} aria-controls={listId} disabled={atEnd} onClick={() => step(1, "next")}>
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{words.carousel.next}</span>
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">{announcement}</p>
    </div>
  );
}
