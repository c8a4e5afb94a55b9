import { ChevronDown } from "~/components/ui/icons";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { RichText } from "~/components/content/RichText";
import { rovingIndex } from "~/lib/roving-focus";
import { useIsomorphicLayoutEffect } from "~/lib/use-hydrated";
import { safeDecode } from "~/lib/url";

export interface CollapsibleItem {
  id: string;
  title: string;
  content: ReactNode;
}

/** Questions and their answers (paragraphs of rich text) as sections: the FAQ page and the schemes' common questions. */
export function questionItems(questions: readonly { id: string; question: string; answer: readonly string[] }[], className: string): CollapsibleItem[] {
  return questions.map((q) => ({
    id: q.id,
    title: q.question,
    content: (
      <div className={className}>
        {q.answer.map((paragraph, i) => <p key={i}><RichText text={paragraph} /></p>)}
      </div>
    ),
  }));
}

/** Arrow keys, Home and End move between the section buttons (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (!target.matches("[data-collapsible-trigger]")) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(":scope > div > * > [data-collapsible-trigger]")];
  const index = triggers.indexOf(target as HTMLButtonElement);
  // A button of a collapsible nested inside this one is that one's business.
  const next = index < 0 ? null : rovingIndex(event.key, index, triggers.length, "vertical");
  if (next === null) return;
  event.preventDefault();
  triggers[next]?.focus();
}

/**
 * Collapsible sections: one open at a time, and the open one can be closed
 * (the WAI-ARIA accordion pattern: a heading holding a button with
 * aria-expanded and aria-controls, and a labelled region). Hand-written
 * rather than Radix Accordion: Radix costs 9.5 KB of gzipped JavaScript
 * against this file's 1 KB, which put the guide and scheme pages over their
 * 120 KB budget; and its item registry sets state as it mounts, so a section
 * holding a tool that hydrates later (components/ui/HydrateLater) got
 * React's error 421 and was rendered afresh instead of hydrated.
 * Content is always in the server HTML; without JavaScript every section
 * shows open (see tailwind.css, `html:not(.js)`), so nothing is out of reach.
 * A link to #section-id opens that section, and shows it: opening it closes
 * the one open above it, which would move it out of view of the scroll that
 * brought the reader there (the browser's, or <ScrollRestoration>'s after a
 * client navigation).
 */
export function Collapsible({
  items,
  defaultOpen,
  headingLevel = 3,
}: {
  items: CollapsibleItem[];
  defaultOpen?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState(defaultOpen ?? "");
  const H = `h${headingLevel}` as "h3";

  // Keyed on the sections' ids, not the items: a form inside (the calculator's) passes new items on
  // every key, and the hash must not be read again, nor the listener replaced, each time.
  const ids = items.map((item) => item.id).join(" ");
  /** The section the address's #hash opened, to bring into view once it is open. */
  const fromHash = useRef<string | null>(null);
  useEffect(() => {
    const known = ids.split(" ");
    const openFromHash = () => {
      const id = safeDecode(window.location.hash.slice(1));
      if (!known.includes(id)) return;
      fromHash.current = id;
      setOpen(id);
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [ids]);
  useIsomorphicLayoutEffect(() => {
    const target = fromHash.current;
    fromHash.current = null;
    if (target !== null && target === open) document.getElementById(open)?.scrollIntoView({ block: "start" });
  }, [open]);

  return (
    <div className="space-y-3" onKeyDown={moveFocus}>
      {items.map((item) => {
        const isOpen = open === item.id;
        const state = isOpen ? "open" : "closed";
        const triggerId = `${item.id}-trigger`;
        const panelId = `${item.id}-panel`;
        return (
          <div key={item.id} id={item.id} data-state={state} className="scroll-mt-24 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <H className="m-0">
              <button
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-state={state}
                data-collapsible-trigger
                onClick={() => setOpen(isOpen ? "" : item.id)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
              >
                {item.title}
                <ChevronDown className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none" aria-hidden="true" />
              </button>
            </H>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              data-state={state}
              data-collapsible-content
              hidden={!isOpen}
              className="border-t border-slate-100 px-5 py-4 data-[state=closed]:hidden"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
