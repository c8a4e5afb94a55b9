import { ArrowRight } from "~/components/ui/icons";
import type { LinkCard } from "~/content/types";
import { ACCENT } from "~/components/ui/accent";
import { Icon } from "~/components/ui/Icon";
import { SmartLink } from "~/components/ui/SmartLink";
import { RichText } from "./RichText";

/**
 * A grid of cards that each lead somewhere: category cards on the home page,
 * hub cards, "next steps". The whole card is one link (one tab stop).
 * After a client navigation the cards in view enter one after another
 * (data-stagger, components/motion).
 */
export function LinkCardGrid({
  cards,
  headingLevel = 3,
  columns = 2,
}: {
  cards: LinkCard[];
  headingLevel?: 2 | 3 | 4;
  columns?: 2 | 3 | 4;
}) {
  const H = `h${headingLevel}` as "h3";
  const grid = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul data-stagger className={`grid grid-cols-1 gap-4 ${grid}`}>
      {cards.map((card) => {
        const accent = ACCENT[card.accent ?? "green"];
        return (
          <li key={card.url + card.title}>
            <SmartLink
              href={card.url}
              className={`group flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none motion-reduce:hover:translate-y-0 ${accent.border}`}
            >
              {card.icon ? (
                <span className={`mb-3 inline-flex h-11 w-11 items-center justify-center rounded-lg ${accent.soft} ${accent.text}`}>
                  <Icon name={card.icon} />
                </span>
              ) : null}
              <H className="text-lg font-semibold text-slate-900">{card.title}</H>
              <span className="mt-1 flex-1 text-slate-700"><RichText text={card.description} /></span>
              <span className={`mt-3 inline-flex items-center gap-1 text-sm font-semibold ${accent.text}`} aria-hidden="true">
                Learn more <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5 motion-reduce:transition-none" />
              </span>
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}
