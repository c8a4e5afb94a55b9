import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteConfig } from "~/content/site.server";
import { rulesSchemaResponse } from "~/facts/rules-data.server";

/** /data/rules.schema.json: the JSON Schema of /data/rules.json (facts/rules-data-schema.server.ts). */
export const loader = ({ request }: LoaderFunctionArgs) => rulesSchemaResponse(request, siteConfig.url);
