import type { LoaderFunctionArgs } from "@remix-run/node";
import { rulesSchemaResponse } from "~/content/rules-data.server";

/** /data/rules.schema.json: the JSON Schema of /data/rules.json (content/rules-data-schema.server.ts). */
export const loader = ({ request }: LoaderFunctionArgs) => rulesSchemaResponse(request);
