import { RichText } from "~/components/content/RichText";

/** The "How it works" list of the tools and the purchase planner: one plain sentence an item. */
export function HowList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-700">
      {items.map((item) => <li key={item}><RichText text={item} /></li>)}
    </ul>
  );
}
