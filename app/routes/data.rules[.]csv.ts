import type { LoaderFunctionArgs } from "@remix-run/node";
import { rulesDataResponse } from "~/facts/rules-data.server";

/** /data/rules.csv: one row per period of every dated rule (content/rules-data.ts); ?date=yyyy-mm-dd for one day. */
export const loader = ({ request }: LoaderFunctionArgs) => rulesDataResponse(request, "csv");
