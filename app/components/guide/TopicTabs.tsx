import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Accent, IconName } from "~/content/types";
import { ACCENT } from "~/components/ui/accent";
import { Icon } from "~/components/ui/Icon";

export interface TopicCard {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  color: Accent;
}

/** Delay before scrolling the chosen topic into view (spec: 100 ms). */
export const TAB_SCROLL_DELAY_MS = 100;

/**
 * A grid of topic cards acting as tabs (1 column below 768 px, 2 above) and
 * the active topic's panel. The active topic lives in the URL (?topic=id by
 * default), so the server renders the chosen tab and, without JavaScript,
 * each card is a plain link to it. With JavaScript the switch is instant, the
 * URL is updated in place, and after the user's first choice only, the panel
 * scrolls smoothly into view after 100 ms.
 */
export function TopicTabs({
  topics,
  active,
  renderPanel,
  param = "topic",
  label,
  columns = 2,
  anchor,
}: {
  topics: TopicCard[];
  active: string;
  renderPanel: (id: string) => ReactNode;
  param?: string;
  label: string;
  columns?: 2 | 4;
  /** Element id appended as #hash to the no-JS links, so the reloaded page lands back at the tabs. */
  anchor?: string;
}) {
  const [value, setValue] = useState(active);
  const chosen = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);

  // A client navigation to the same page with another ?topic= updates the tab.
  useEffect(() => setValue(active), [active]);

  const choose = (id: string) => {
    if (id === value) return;
    setValue(id);
    const url = new URL(window.location.href);
    url.searchParams.set(param, id);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    if (chosen.current) {
      window.setTimeout(() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        panelRef.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      }, TAB_SCROLL_DELAY_MS);
    }
    chosen.current = true;
  };

  // The first choice only arms the scroll; later choices scroll (spec 2.4).
  // Clicking, Enter/Space and arrow keys all go through choose().
  return (
    <Tabs.Root value={value} onValueChange={choose} activationMode="manual">
      <Tabs.List aria-label={label} className={`grid grid-cols-1 gap-3 md:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : ""}`}>
        {topics.map((topic) => {
          const a = ACCENT[topic.color];
          return (
            <Tabs.Trigger key={topic.id} value={topic.id} asChild>
              <a
                // Radix puts type="button" on its trigger; on a link that is invalid HTML (vnu), so drop it.
                type={undefined}
                href={`?${param}=${encodeURIComponent(topic.id)}${anchor ? `#${anchor}` : ""}`}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                  e.preventDefault();
                  choose(topic.id);
                }}
                className={`flex items-start gap-3 rounded-xl border-2 bg-white p-4 text-left shadow-sm transition hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none ${topic.id === value ? `${a.activeBorder} ${a.soft}` : "border-slate-200"}`}
              >
                <span className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${a.soft} ${a.text}`}>
                  <Icon name={topic.icon} className="h-5 w-5" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{topic.title}</span>
                  <span className="mt-0.5 block text-sm text-slate-700">{topic.description}</span>
                </span>
              </a>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <div ref={panelRef} className="scroll-mt-24">
        {topics.map((topic) =>
          topic.id === value ? (
            <Tabs.Content key={topic.id} value={topic.id} className="mt-8 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700">
              {renderPanel(topic.id)}
            </Tabs.Content>
          ) : null,
        )}
      </div>
    </Tabs.Root>
  );
}
