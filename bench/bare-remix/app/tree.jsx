import { createElement } from "react";

/** A tree from html-tree.server back into React elements: the same DOM the site's server sent. */
export function renderTree(node, key) {
  if (typeof node === "string") return node;
  const [tag, props, ...children] = node;
  return createElement(tag, key === undefined ? props : { ...props, key }, ...children.map((c) => renderTree(c)));
}
