import { Link } from "@remix-run/react";
import { Calculator } from "lucide-react";
import { getPage } from "~/content/pages";

/**
 * Where a guide embeds one of the housing tools. This version links to the
 * tool's own page; the tools module replaces it with the live, embedded form.
 */
export function ToolEmbed({ tool }: { tool: "notice-period" | "rent-review" | "borrowing" | "scheme-amounts" }) {
  const page = getPage(`/tools/${tool}`);
  return (
    <div className="flex items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <Calculator className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <p className="font-semibold text-slate-900">{page.title}</p>
        <p className="text-slate-700">{page.description}</p>
        <Link to={page.path} className="mt-1 inline-block font-medium text-brand-700 underline underline-offset-2">Open the {page.crumb.toLowerCase()} calculator</Link>
      </div>
    </div>
  );
}
