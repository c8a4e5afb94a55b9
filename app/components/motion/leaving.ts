/**
 * What a page that is leaving keeps of itself. Once the router has moved on,
 * React can no longer render the old page: the route's loader data is gone
 * (useLoaderData gives undefined for a route no longer matched, so an exiting
 * outlet throws: remix-run/react-router#12028, where the maintainers call it
 * a limit of exit animations, which cannot hold on to React context). So
 * what animates out is a copy of its nodes, taken just before React removes
 * them, with nothing of React in it, shown where the page was on screen:
 * fixed there while it fades, out of the page's flow, so the page that
 * arrives is in the flow at once and <ScrollRestoration> scrolls it, not the
 * copy. Its ids go: the page arriving may have the same ones (a #target is
 * looked up by id), and nothing refers to the copy.
 */
export interface LeavingPage {
  nodes: Node[];
  box: { top: number; left: number; width: number };
}

/** A copy of `element`'s nodes (but `skip`) and where it is on screen: read it before React changes them. */
export function leavingCopy(element: Element, skip?: Node | null): LeavingPage {
  const nodes = Array.from(element.childNodes, (node) => (node === skip ? null : node.cloneNode(true))).filter((node): node is Node => node !== null);
  for (const node of nodes) if (node instanceof Element) for (const withId of [node, ...node.querySelectorAll("[id]")]) withId.removeAttribute("id");
  // Where its box is laid out, without the part of an animation it is in (a slide keeps its own transform).
  const { top, left, width } = element.getBoundingClientRect();
  const transform = getComputedStyle(element).transform;
  const moved = transform === "none" ? { x: 0, y: 0 } : (({ m41, m42 }) => ({ x: m41, y: m42 }))(new DOMMatrixReadOnly(transform));
  return { nodes, box: { top: top - moved.y, left: left - moved.x, width } };
}

/** The copy's place while it fades: fixed where the page was, out of the flow. */
export function leavingStyle({ box }: LeavingPage): { position: "fixed"; top: string; left: string; width: string } {
  return { position: "fixed", top: `${box.top}px`, left: `${box.left}px`, width: `${box.width}px` };
}

/** The properties leavingStyle sets, to take off a page called back before it had gone. */
export const LEAVING_STYLE = ["position", "top", "left", "width"] as const;
