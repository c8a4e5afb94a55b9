import type { Accent } from "~/content/types";
import { ACCENT } from "~/components/ui/accent";

export interface FilterOption<T extends string> {
  /** null is the "All" option: it clears the filter. */
  value: T | null;
  label: string;
  accent?: Accent;
}

/**
 * Toggle buttons for a category filter, placed inside a GET form. Without
 * JavaScript each is a submit button that sends ?category=value (All sends
 * nothing), so the server renders the filtered page. With JavaScript the
 * click is handled in place by `onSelect`. aria-pressed tells assistive
 * technology which one is on.
 */
export function FilterButtons<T extends string>({
  options,
  selected,
  onSelect,
  label,
}: {
  options: FilterOption<T>[];
  selected: T | null;
  onSelect: (value: T | null) => void;
  label: string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === selected;
        const a = option.accent ? ACCENT[option.accent] : null;
        const on = a ? a.solid : "bg-brand-700 text-white";
        const off = a ? `bg-white hover:bg-slate-50 ${a.text} ${a.border}` : "border-brand-100 bg-white text-brand-800 hover:bg-brand-50";
        return (
          <button
            key={option.value ?? "all"}
            type="submit"
            name={option.value ? "category" : undefined}
            value={option.value ?? undefined}
            aria-pressed={pressed}
            onClick={(e) => {
              e.preventDefault();
              onSelect(option.value);
            }}
            className={`rounded-full border px-4 py-2 text-sm font-semibold shadow-sm transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none ${pressed ? `${on} border-transparent` : off}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
