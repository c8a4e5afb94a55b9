import { changeLog } from "~/facts/changes";
import { ALL_RULES } from "~/facts/dated-rules";
import { pageTitle } from "~/content/pages";
import { siteConfig } from "~/content/site.server";
import { changesAtom } from "~/content/changes-feed";
import { pageHeaders } from "~/facts/page-headers.server";
import { setSecurityHeaders } from "~/lib/security.server";
import { siteToday } from "~/lib/today.server";

/** /changes.atom: the same entries as /changes, as an Atom 1.0 feed. */
export function loader() {
  const xml = changesAtom(changeLog(ALL_RULES, siteToday(), pageTitle), { url: siteConfig.url, name: siteConfig.name });
  return new Response(xml, {
    headers: setSecurityHeaders(pageHeaders({ "Content-Type": "application/atom+xml; charset=utf-8" })),
  });
}
