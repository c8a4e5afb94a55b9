/**
 * The HTTP side of the rules data (/data/rules.json, .csv, .schema.json):
 * the thin routes call these. Caching as for pages, never kept past the
 * next day a rule starts or ends (facts/page-headers.server.ts), a strong
 * ETag, and Access-Control-Allow-Origin: * so any site or notebook may read
 * the files from a browser. ?date=, ?rule= and ?topic= choose what a copy
 * holds (facts/rules-data.ts dataQuery); a bad or unknown value is a 400
 * that names no input.
 */
import { CACHE_CONTROL, entityResponse } from "~/lib/http.server";
import { setSecurityHeaders } from "~/lib/security.server";
import { siteToday } from "~/lib/today.server";
import { pageHeaders } from "./page-headers.server";
import { dataQuery, DATA_PATHS, rulesCsv, rulesData, type DataQueryError, type RulesDataOptions } from "./rules-data";
import { rulesJsonSchema } from "./rules-data-schema.server";

/** When this server built the data: its start. Fixed for the process, so the ETag changes only with the data or a new deploy. */
const BUILT_AT = new Date().toISOString();

const TYPES = {
  json: "application/json; charset=utf-8",
  csv: "text/csv; charset=utf-8; header=present",
  schema: "application/schema+json; charset=utf-8",
} as const;

function dataHeaders(type: string): Headers {
  const headers = setSecurityHeaders(pageHeaders({ "Content-Type": type }));
  headers.set("Access-Control-Allow-Origin", "*");
  return headers;
}

function badQuery(format: "json" | "csv", error: DataQueryError): Response {
  const headers = setSecurityHeaders(new Headers({ "Cache-Control": CACHE_CONTROL.none, "Access-Control-Allow-Origin": "*" }));
  if (format === "json") {
    headers.set("Content-Type", TYPES.json);
    return new Response(JSON.stringify({ error }, null, 2), { status: 400, headers });
  }
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(`400 Bad Request: ${error.message}\n`, { status: 400, headers });
}

/** /data/rules.json or /data/rules.csv: ?date= for the periods in force that day, ?rule= and ?topic= for some rules only. */
/** `site` and `titles` come from the route: the site's configuration (content/site.server.ts) and its page titles (content/pages.ts). */
export function rulesDataResponse(request: Request, format: "json" | "csv", { site, titles }: Pick<RulesDataOptions, "site" | "titles">): Response {
  const query = dataQuery(new URL(request.url).searchParams);
  if (!query.ok) return badQuery(format, query.error);
  const data = rulesData({ on: query.on, selection: query.selection, today: siteToday(), builtAt: BUILT_AT, site: { name: site.name, url: site.url }, titles });
  const body = format === "json" ? `${JSON.stringify(data, null, 2)}\n` : rulesCsv(data);
  return entityResponse(request, body, dataHeaders(TYPES[format]));
}

/** /data/rules.schema.json. */
export function rulesSchemaResponse(request: Request, siteUrl: string): Response {
  const body = `${JSON.stringify(rulesJsonSchema(`${siteUrl}${DATA_PATHS.schema}`), null, 2)}\n`;
  return entityResponse(request, body, dataHeaders(TYPES.schema));
}
