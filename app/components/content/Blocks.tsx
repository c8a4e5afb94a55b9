import { CheckCircle2, Info, Lightbulb, TriangleAlert, Calculator } from "~/components/ui/icons";
import { createContext, memo, useContext, type ComponentType } from "react";
import type { ToolName } from "~/content/tools/common";
import type { Block } from "~/content/types";
import { HydrateLater } from "~/components/ui/HydrateLater";
import { RichText } from "./RichText";
import { LinkCardGrid } from "./LinkCardGrid";
import { HistoryNote } from "./HistoryNote";
import { SourceNote } from "./SourceNote";

/**
 * The tools a page embeds, chosen by that page's route and passed to the page
 * (`tools={{ "rent-review": embeddedTool("rent-review") }}`), which provides
 * them here. Blocks does not import the tools itself: their code (and their
 * input validation) would then load on every page that renders blocks.
 */
export type EmbeddedTools = Partial<Record<ToolName, ComponentType>>;
/** A page that embeds no tool; one constant, so the context's value never changes under the page. */
export const NO_TOOLS: EmbeddedTools = {};
export const ToolEmbeds = createContext(NO_TOOLS);

function EmbeddedTool({ tool }: { tool: ToolName }) {
  const Tool = useContext(ToolEmbeds)[tool];
  // Loud on purpose: the page tests visit every route, so a missing provider fails there, not silently in production.
  if (!Tool) throw new Error(`The page's content embeds the "${tool}" tool but its route does not provide it (ToolEmbeds, components/content/Blocks.tsx).`);
  // Its own hydration boundary: the tool's code may arrive after the rest of the page's.
  return (
    <HydrateLater>
      <Tool />
    </HydrateLater>
  );
}

type HeadingLevel = 2 | 3 | 4 | 5;

const CALLOUT = {
  info: { box: "border-blue-200 bg-blue-50", icon: Info, iconClass: "text-blue-700" },
  tip: { box: "border-emerald-200 bg-emerald-50", icon: Lightbulb, iconClass: "text-emerald-700" },
  warning: { box: "border-amber-300 bg-amber-50", icon: TriangleAlert, iconClass: "text-amber-800" },
  example: { box: "border-purple-200 bg-purple-50", icon: Calculator, iconClass: "text-purple-700" },
} as const;

/**
 * Renders content blocks. `headingLevel` is the level for "heading" blocks
 * and block titles, so the outline stays in order wherever blocks are placed.
 * Memoised: the blocks come from loader data, which keeps its identity when
 * the router re-renders the page, so the content is not rendered again for
 * nothing.
 */
export const Blocks = memo(function Blocks({ blocks, headingLevel = 3 }: { blocks: Block[]; headingLevel?: HeadingLevel }) {
  return <div className="space-y-4 text-slate-700 leading-relaxed">{blocks.map((block, i) => renderBlock(block, i, headingLevel))}</div>;
});

function renderBlock(block: Block, i: number, headingLevel: HeadingLevel) {
  const H = `h${headingLevel}` as "h3";
  switch (block.type) {
    case "p":
      return <p key={i}><RichText text={block.text} /></p>;
    case "heading":
      return <H key={i} className="pt-2 text-lg font-semibold text-slate-900">{block.text}</H>;
    case "list": {
      const L = block.ordered ? "ol" : "ul";
      return (
        <L key={i} className={`space-y-1.5 pl-6 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-brand-700`}>
          {block.items.map((item, j) => <li key={j}><RichText text={item} /></li>)}
        </L>
      );
    }
    case "steps":
      return (
        <ol key={i} className="space-y-3">
          {block.items.map((step, j) => (
            <li key={j} className="flex gap-3">
              <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">{j + 1}</span>
              <div>
                <p className="font-semibold text-slate-900"><span className="sr-only">Step {j + 1}: </span>{step.title}</p>
                <p><RichText text={step.content} /></p>
              </div>
            </li>
          ))}
        </ol>
      );
    case "checklist":
      return (
        <div key={i}>
          {block.title ? <H className="mb-2 font-semibold text-slate-900">{block.title}</H> : null}
          <ul className="space-y-2">
            {block.items.map((item, j) => (
              <li key={j} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span><RichText text={item} /></span>
              </li>
            ))}
          </ul>
        </div>
      );
    case "table":
      return (
        // A wide table scrolls sideways on a phone: the scroll box must be reachable by keyboard (WCAG 2.1.1).
        <div
          key={i}
          role="region"
          aria-label={block.caption}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="bg-slate-50 px-4 py-2 text-left font-semibold text-slate-900">{block.caption}</caption>
            <thead className="bg-slate-100">
              <tr>
                {block.head.map((h, j) => <th key={j} scope="col" className="px-4 py-2 font-semibold text-slate-900">{h}</th>)}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r} className={r === block.highlight ? "bg-amber-100 font-semibold" : "border-t border-slate-200"} aria-current={r === block.highlight ? "true" : undefined}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row" className="px-4 py-2 font-medium text-slate-900"><RichText text={cell} /></th>
                    ) : (
                      <td key={c} className="px-4 py-2"><RichText text={cell} /></td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "callout": {
      const style = CALLOUT[block.tone];
      const IconC = style.icon;
      const paragraphs = Array.isArray(block.text) ? block.text : [block.text];
      return (
        <div key={i} className={`flex gap-3 rounded-lg border p-4 ${style.box}`}>
          <IconC className={`mt-0.5 h-5 w-5 shrink-0 ${style.iconClass}`} aria-hidden="true" />
          <div className="space-y-2">
            {block.title ? <p className="font-semibold text-slate-900">{block.title}</p> : null}
            {paragraphs.map((t, j) => <p key={j}><RichText text={t} /></p>)}
          </div>
        </div>
      );
    }
    case "links":
      return <LinkCardGrid key={i} cards={block.items} headingLevel={Math.min(headingLevel + 1, 6) as 4} />;
    case "source":
      return <SourceNote key={i} sources={block.sources} reviewed={block.reviewed} basis={block.basis} changes={block.changes} evidence={block.evidence} />;
    case "history":
      return <HistoryNote key={i} title={block.title} items={block.items} changes={block.changes} evidence={block.evidence} />;
    case "tool":
      return <EmbeddedTool key={i} tool={block.tool} />;
  }
}
