import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { Topic } from "~/content/types";
import { ACCENT } from "~/components/ui/accent";
import { Icon } from "~/components/ui/Icon";
import { replaceAddress, withParam } from "~/lib/address";
import { prefersReducedMotion } from "~/lib/reduced-motion";
import { rovingIndex } from "~/lib/roving-focus";

/** Delay before scrolling the chosen topic into view (spec: 100 ms). */
export const TAB_SCROLL_DELAY_MS = 100;

/**
 * A grid of topic cards acting as tabs (1 column below 768 px, 2 above) and
 * the active topic's panel. The active topic lives in the URL (?topic=id by
 * default), so the server renders the chosen tab and, without JavaScript,
 * each card is a plain link to it. With JavaScript the switch is instant, the
 * URL is updated in place, and after the user's first choice only, the panel
 * scrolls smoothly into view after 100 ms.
 *
 * The WAI-ARIA tabs pattern with manual activation, hand-written rather than
 * Radix Tabs (which cost about 7 KB of gzipped JavaScript per guide page):
 * arrow keys, Home and End move focus between the tabs (one tab stop), and
 * Enter or Space shows the focused one.
 */
export function TopicTabs({
  topics,
  active,
  renderPanel,
  param = "topic",
  label,
  anchor,
}: {
  topics: Topic[];
  active: string;
  renderPanel: (topic: Topic) => ReactNode;
  param?: string;
  label: string;
  /** Element id appended as #hash to the no-JS links, so the reloaded page lands back at the tabs. */
  anchor: string;
}) {
  const [value, setValue] = useState(active);
  const chosen = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const uid = useId();
  const tabId = (id: string) => `${uid}tab-${id}`;
  const panelId = (id: string) => `${uid}panel-${id}`;

  // A client navigation to the same page with another ?topic= updates the tab.
  useEffect(() => setValue(active), [active]);

  const choose = (id: string) => {
    if (id === value) return;
    setValue(id);
    replaceAddress(withParam(param, id));
    if (chosen.current) {
      window.setTimeout(() => {
        panelRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
      }, TAB_SCROLL_DELAY_MS);
    }
    chosen.current = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.key === " ") {
      event.preventDefault();
      choose(topics[index]!.id);
      return;
    }
    // The cards wrap into a grid, so both arrow directions move.
    const next = rovingIndex(event.key, index, topics.length, "both");
    if (next === null) return;
    event.preventDefault();
    listRef.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]')[next]?.focus();
  };

  // The first choice only arms the scroll; later choices scroll (spec 2.4).
  // Clicking and Enter (a link's own click) and Space all go through choose().
  return (
    <div>
      <div ref={listRef} role="tablist" aria-label={label} className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {topics.map((topic, index) => {
          const a = ACCENT[topic.color];
          const selected = topic.id === value;
          return (
            <a
              key={topic.id}
              role="tab"
              id={tabId(topic.id)}
              aria-selected={selected}
              // Only the shown panel exists, so only the selected tab points at one.
              aria-controls={selected ? panelId(topic.id) : undefined}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              href={`?${param}=${encodeURIComponent(topic.id)}#${anchor}`}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                e.preventDefault();
                choose(topic.id);
              }}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={`flex items-start gap-3 rounded-xl border-2 bg-white p-4 text-left shadow-sm transition hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none ${selected ? `${a.activeBorder} ${a.soft}` : "border-slate-200"}`}
            >
              <span className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${a.soft} ${a.text}`}>
                <Icon name={topic.icon} className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{topic.title}</span>
                <span className="mt-0.5 block text-sm text-slate-700">{topic.description}</span>
              </span>
            </a>
          );
        })}
      </div>
      <div ref={panelRef} className="scroll-mt-24">
        {topics.map((topic) =>
          topic.id === value ? (
            <div
              key={topic.id}
              role="tabpanel"
              id={panelId(topic.id)}
              aria-labelledby={tabId(topic.id)}
              tabIndex={0}
              data-state="active"
              className="mt-8 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
            >
              {renderPanel(topic)}
            </div>
          ) : null,
        )}
      </div>
    </div>
  );
}
