import { useEffect, useMemo, useState } from "react";
import { RESOURCE_CATEGORIES, RESOURCE_CATEGORY_INFO, RESOURCES, RESOURCES_PAGE, type ResourceCategory } from "~/content/resources";
import { filterResources, resourceFilterQuery } from "./filter";
import { FilterButtons, type FilterOption } from "./FilterButtons";
import { ResourceCarousel } from "./ResourceCarousel";
import { replaceAddress } from "~/lib/address";

const OPTIONS: FilterOption<ResourceCategory>[] = [
  { value: null, label: RESOURCES_PAGE.allLabel },
  ...RESOURCE_CATEGORIES.map((c) => ({ value: c, label: RESOURCE_CATEGORY_INFO[c].label, accent: RESOURCE_CATEGORY_INFO[c].accent })),
];

/**
 * The filterable directory. The category comes from the URL (?category=),
 * so the server renders the filtered list and the buttons work as a GET
 * form without JavaScript; with it, a choice applies at once and the URL
 * is updated in place.
 */
export function ResourceDirectory({ initialCategory }: { initialCategory: ResourceCategory | null }) {
  const [category, setCategory] = useState(initialCategory);
  const [changed, setChanged] = useState(false);

  // A client navigation to this page with another ?category= brings a new initial value.
  useEffect(() => setCategory(initialCategory), [initialCategory]);

  // The same array until the category changes: the carousel staggers its cards in when its list
  // changes, and Remix re-renders route components on router updates of its own (e.g. when lazy
  // route discovery loads the manifest for the links on the page, which on a slow machine lands
  // just after the first filter click). A fresh array then restarted the fade: the cards flickered.
  const shown = useMemo(() => filterResources(RESOURCES, category), [category]);

  const choose = (next: ResourceCategory | null) => {
    if (next === category) return;
    setCategory(next);
    setChanged(true);
    replaceAddress(resourceFilterQuery(next));
  };

  return (
    <section aria-labelledby="resource-links-title">
      <h2 id="resource-links-title" className="sr-only">{RESOURCES_PAGE.listLabel}</h2>
      <form method="get" action={RESOURCES_PAGE.path}>
        <FilterButtons options={OPTIONS} selected={category} onSelect={choose} label={RESOURCES_PAGE.filterLabel} />
      </form>
      <p role="status" className="mb-4 mt-6 text-sm font-medium text-slate-700">
        {RESOURCES_PAGE.countText(shown.length, RESOURCES.length)}
      </p>
      <ResourceCarousel key={category ?? "all"} items={shown} stagger={changed} />
    </section>
  );
}
