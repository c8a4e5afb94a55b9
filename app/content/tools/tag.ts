/**
 * The tag over the hub's and every tool page's title, on its own: the hub
 * page then loads neither the tools' shared words nor a tool page the hub's.
 */
export const TOOLS_TAG = "Tools";
