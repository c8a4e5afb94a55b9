import { Fragment, memo } from "react";
import { parseInline, type InlineNode } from "~/lib/rich-text";
import { SmartLink } from "~/components/ui/SmartLink";

/** The site's inline link in running text; other components use it for their links in text too. */
export const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

function render(nodes: InlineNode[]): React.ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case "text":
        return <Fragment key={i}>{node.text}</Fragment>;
      case "strong":
        return <strong key={i} className="font-semibold text-slate-900">{render(node.children)}</strong>;
      case "em":
        return <em key={i}>{render(node.children)}</em>;
      case "link":
        return (
          <SmartLink key={i} href={node.href} className={linkClass}>
            {render(node.children)}
          </SmartLink>
        );
    }
  });
}

/**
 * Renders one rich string inline (wrap it in the element you need).
 * Memoised on the string: parsing is the costly part, and a re-render of the
 * page with the same text (the router's, after hydration) need not repeat it.
 */
export const RichText = memo(function RichText({ text }: { text: string }) {
  return <>{render(parseInline(text))}</>;
});
