/**
 * The list of every route the tests visit comes from the page registry.
 * PENDING lists registered pages whose route module has not landed yet; the
 * crawl and route tests skip them. Each issue empties its part of it.
 */
import { PAGES } from "../../app/content/pages";

export const PENDING = new Set<string>([
]);

export const BUILT_PAGES = PAGES.filter((p) => !PENDING.has(p.path));
