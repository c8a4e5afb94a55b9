import { Search } from "~/components/ui/icons";
import { useEffect, useMemo, useRef, useState } from "react";
import { Collapsible, questionItems } from "~/components/guide/Collapsible";
import { OnceHydrated } from "~/components/ui/OnceHydrated";
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, FAQ_PAGE, type FaqCategory, type FaqItem } from "~/content/faq";
import { MAX_FAQ_QUERY_LENGTH, faqFilterQuery, filterFaq } from "./filter";
import { FilterButtons, type FilterOption } from "./FilterButtons";
import { useAddressSync } from "~/lib/address";

const OPTIONS: FilterOption<FaqCategory>[] = [
  { value: null, label: FAQ_PAGE.allLabel },
  ...FAQ_CATEGORIES.map((c) => ({ value: c, label: FAQ_CATEGORY_LABELS[c] })),
];

const resetClass =
  "mt-4 inline-block rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * The FAQ list with its search box and topic buttons, combined. Both live
 * in the URL (?q=, ?category=): the server renders the filtered list and
 * the form works without JavaScript; with it, the list filters as the user
 * types and the URL follows in place. `items`: the questions as they read
 * today (from the loader: the buying answers state dated rules).
 */
export function FaqBrowser({ initial, items: allItems }: { initial: { category: FaqCategory | null; q: string }; items: FaqItem[] }) {
  const [category, setCategory] = useState(initial.category);
  const [q, setQ] = useState(initial.q);
  const [edited, setEdited] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setCategory(initial.category);
    setQ(initial.q);
  }, [initial.category, initial.q]);

  // Once the reader changes the filter, the address follows it (after a pause in typing).
  useAddressSync(faqFilterQuery({ category, q }), edited);

  const shown = useMemo(() => filterFaq(allItems, { category, q }), [allItems, category, q]);
  const items = useMemo(() => questionItems(shown, "space-y-3 text-slate-700"), [shown]);

  const chooseCategory = (next: FaqCategory | null) => {
    setCategory(next);
    setEdited(true);
  };

  const reset = () => {
    setCategory(null);
    setQ("");
    setEdited(true);
    inputRef.current?.focus();
  };

  return (
    <section aria-labelledby="faq-questions-title">
      <form
        method="get"
        action={FAQ_PAGE.path}
        role="search"
        aria-label={FAQ_PAGE.searchLabel}
        onSubmit={(e) => e.preventDefault()}
        className="space-y-4"
      >
        <div>
          <label htmlFor="faq-search" className="sr-only">{FAQ_PAGE.searchLabel}</label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
              <input
                ref={inputRef}
                id="faq-search"
                name="q"
                type="search"
                value={q}
                maxLength={MAX_FAQ_QUERY_LENGTH}
                placeholder={FAQ_PAGE.searchPlaceholder}
                autoComplete="off"
                onChange={(e) => {
                  setQ(e.target.value);
                  setEdited(true);
                }}
                className="w-full rounded-lg border border-slate-400 bg-white py-3 pl-10 pr-3 text-slate-900 placeholder:text-slate-600 focus:outline focus:outline-2 focus:outline-brand-700"
              />
            </div>
            {/* First submit button: Enter in the box submits it, keeping the chosen topic. */}
            <button
              type="submit"
              name={category ? "category" : undefined}
              value={category ?? undefined}
              className="rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {FAQ_PAGE.searchButton}
            </button>
          </div>
        </div>
        <FilterButtons options={OPTIONS} selected={category} onSelect={chooseCategory} label={FAQ_PAGE.filterLabel} />
      </form>

      <h2 id="faq-questions-title" className="sr-only">{FAQ_PAGE.resultsTitle}</h2>
      <p role="status" className="mb-4 mt-6 text-sm font-medium text-slate-700">
        {FAQ_PAGE.countText(shown.length, allItems.length)}
      </p>
      {items.length > 0 ? (
        <Collapsible items={items} headingLevel={3} />
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <p className="text-lg font-semibold text-slate-900">{FAQ_PAGE.noMatches.title}</p>
          <p className="mt-1 text-slate-700">{FAQ_PAGE.noMatches.text}</p>
          {/* It clears the filter in place, so with JavaScript it is a button; before that, a link to the unfiltered page. */}
          <OnceHydrated before={<a href={FAQ_PAGE.path} className={resetClass}>{FAQ_PAGE.noMatches.reset}</a>}>
            <button type="button" onClick={reset} className={resetClass}>
              {FAQ_PAGE.noMatches.reset}
            </button>
          </OnceHydrated>
        </div>
      )}
    </section>
  );
}
