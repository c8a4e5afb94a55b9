/**
 * The attribute naming an embedded tool in the page's HTML (ToolFrame sets
 * it), by which the page's own script finds the tool before the tool's code
 * has loaded (tools/ui/embed). A module of its own so that neither side
 * pulls in the other's code.
 */
export const EMBED_MARK = "data-tool-embed";
