import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { safeDecode } from "~/lib/url";

export interface CollapsibleItem {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Collapsible sections: one open at a time, and the open one can be closed
 * (Radix Accordion, type "single", collapsible). Content is always in the
 * server HTML (forceMount); without JavaScript every section shows open
 * (see tailwind.css, `html:not(.js)`), so nothing is out of reach.
 * A link to #section-id opens that section.
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

  useEffect(() => {
    const openFromHash = () => {
      const id = safeDecode(window.location.hash.slice(1));
      if (items.some((item) => item.id === id)) setOpen(id);
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [items]);

  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="space-y-3">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id} className="scroll-mt-24 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <Accordion.Header asChild>
            <H className="m-0">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700">
                {item.title}
                <ChevronDown className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none" aria-hidden="true" />
              </Accordion.Trigger>
            </H>
          </Accordion.Header>
          <Accordion.Content forceMount data-collapsible-content className="border-t border-slate-100 px-5 py-4 data-[state=closed]:hidden">
            {item.content}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
