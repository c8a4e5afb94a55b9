import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageTitle } from "~/content/pages";
import { siteConfig } from "~/content/site.server";
import { rulesDataResponse } from "~/facts/rules-data.server";

/** /data/rules.csv: one row per period of every dated rule (facts/rules-data.ts); ?date=yyyy-mm-dd for one day. */
export const loader = ({ request }: LoaderFunctionArgs) => rulesDataResponse(request, "csv", { site: siteConfig, titles: pageTitle });
