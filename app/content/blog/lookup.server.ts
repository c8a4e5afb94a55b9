/**
 * The article route's loader finds posts through this server-only module
 * (Remix leaves *.server files out of the browser build), so a post's body
 * reaches the browser once, as loader data, not also inside the route's
 * JavaScript.
 */
export { findBlogPost } from "./index";
