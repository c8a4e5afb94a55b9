import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageTitle } from "~/content/pages";
import { siteConfig } from "~/content/site.server";
import { rulesDataResponse } from "~/facts/rules-data.server";

/** /data/rules.json: every dated rule with its periods and sources (facts/rules-data.ts); ?date=yyyy-mm-dd for one day. */
export const loader = ({ request }: LoaderFunctionArgs) => rulesDataResponse(request, "json", { site: siteConfig, titles: pageTitle });
