import type { ReactNode } from "react";
import type { CallToAction as CTA } from "~/content/types";
import { SmartLink } from "~/components/ui/SmartLink";
import { RichText } from "./RichText";

export const buttonClass = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
};

/** A closing panel with a heading, a sentence and one or more actions. */
export function CallToAction({ cta, extra }: { cta: CTA; extra?: ReactNode }) {
  return (
    <section className="rounded-2xl bg-brand-800 p-8 text-white shadow-lg">
      <h2 className="text-2xl font-bold">{cta.title}</h2>
      <p className="mt-2 max-w-2xl text-brand-50 [&_a]:text-white"><RichText text={cta.text} /></p>
      <div className="mt-6 flex flex-wrap gap-3">
        {cta.actions.map((action) => (
          <SmartLink
            key={action.url}
            href={action.url}
            className={action.primary ? "inline-flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white" : "inline-flex items-center justify-center gap-2 rounded-lg border border-white px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"}
          >
            {action.label}
          </SmartLink>
        ))}
        {extra}
      </div>
    </section>
  );
}
