import { useEffect, useMemo, useState } from "react";
import type { ResourceCategory, ResourceDirectoryData } from "~/content/resources";
import { fill } from "~/lib/fill";
import { filterResources, resourceFilterQuery } from "./filter";
import { FilterButtons, type FilterOption } from "./FilterButtons";
import { ResourceCarousel } from "./ResourceCarousel";
import { useAddressSync } from "~/lib/address";

/**
 * The filterable directory. The category comes from the URL (?category=),
 * so the server renders the filtered list and the buttons work as a GET
 * form without JavaScript; with it, a choice applies at once and the URL
 * is updated in place. Its words, categories and links come from the
 * route's loader (`resourceDirectoryData`), not from the content module,
 * so the module stays out of the page's JavaScript.
 */
export function ResourceDirectory({
  initialCategory,
  directory,
}: {
  initialCategory: ResourceCategory | null;
  directory: ResourceDirectoryData;
}) {
  const { words, categories, resources } = directory;
  const [category, setCategory] = useState(initialCategory);
  const [changed, setChanged] = useState(false);

  // A client navigation to this page with another ?category= brings a new initial value.
  useEffect(() => setCategory(initialCategory), [initialCategory]);

  const options = useMemo<FilterOption<ResourceCategory>[]>(() => [{ value: null, label: words.allLabel }, ...categories], [words, categories]);
  const info = useMemo(() => Object.fromEntries(categories.map((c) => [c.value, c])) as Record<ResourceCategory, (typeof categories)[number]>, [categories]);

  // The same array until the category changes: the carousel staggers its cards in when its list
  // changes, and Remix re-renders route components on router updates of its own (e.g. when lazy
  // route discovery loads the manifest for the links on the page, which on a slow machine lands
  // just after the first filter click). A fresh array then restarted the fade: the cards flickered.
  // (The loader data keeps its identity across those updates; the carousel also keys its fade on
  // what is shown, not on the array.)
  const shown = useMemo(() => filterResources(resources, category), [resources, category]);

  const choose = (next: ResourceCategory | null) => {
    if (next === category) return;
    setCategory(next);
    setChanged(true);
  };
  // Once the reader picks a category, the address follows it.
  useAddressSync(resourceFilterQuery(category), changed);

  const total = resources.length;
  return (
    <section aria-labelledby="resource-links-title">
      <h2 id="resource-links-title" className="sr-only">{words.listLabel}</h2>
      <form method="get" action={words.path}>
        <FilterButtons options={options} selected={category} onSelect={choose} label={words.filterLabel} />
      </form>
      <p role="status" className="mb-4 mt-6 text-sm font-medium text-slate-700">
        {fill(shown.length === total ? words.count.all : words.count.some, { shown: shown.length, total })}
      </p>
      <ResourceCarousel key={category ?? "all"} items={shown} stagger={changed} info={info} words={words} />
    </section>
  );
}
