import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { TabbedGuide } from "~/content/guides/types";
import { pageHeaders, pageToday } from "~/facts/page-headers.server";
import { parseGuideParams } from "~/lib/guide-params.server";
import { siteToday } from "~/lib/today.server";

/**
 * The loader of a tabbed guide's route: the guide as it reads today in
 * Ireland, and the topic its ?topic= asks for (parsed, never trusted), so
 * the server renders the chosen tab. A guide that embeds a tool (`embedsTool`)
 * also passes today down to it, and is cached only until midnight in Ireland.
 */
export function tabbedGuideLoader(guideOn: (on: string) => TabbedGuide, { embedsTool = false } = {}) {
  return ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    if (embedsTool) {
      const { today, headers } = pageToday();
      const guide = guideOn(today);
      return json({ guide, state: parseGuideParams(params, guide), today }, { headers });
    }
    const guide = guideOn(siteToday());
    return json({ guide, state: parseGuideParams(params, guide) }, { headers: pageHeaders() });
  };
}
