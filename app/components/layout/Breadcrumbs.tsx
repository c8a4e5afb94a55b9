import { ChevronRight } from "lucide-react";
import { SiteLink } from "~/components/ui/SiteLink";
import type { Crumb } from "~/content/pages";

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, i) => (
          <li key={item.path} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden="true" /> : null}
            {item.isCurrent ? (
              <span aria-current="page" className="font-medium text-slate-900">{item.label}</span>
            ) : (
              <SiteLink to={item.path} className="underline-offset-2 hover:text-brand-700 hover:underline">{item.label}</SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
