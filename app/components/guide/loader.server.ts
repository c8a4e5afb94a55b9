import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { TabbedGuide } from "~/content/guides/types";
import { pageHeaders } from "~/facts/page-headers.server";
import { parseGuideParams } from "~/lib/guide-params.server";
import { siteToday } from "~/lib/today.server";

/**
 * The loader of a tabbed guide's route: the guide as it reads today in
 * Ireland, and the topic its ?topic= asks for (parsed, never trusted), so
 * the server renders the chosen tab.
 */
export function tabbedGuideLoader(guideOn: (on: string) => TabbedGuide) {
  return ({ request }: LoaderFunctionArgs) => {
    const guide = guideOn(siteToday());
    return json({ guide, state: parseGuideParams(new URL(request.url).searchParams, guide) }, { headers: pageHeaders() });
  };
}
