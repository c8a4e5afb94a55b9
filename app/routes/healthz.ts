import type { LoaderFunctionArgs } from "@remix-run/node";
import { CACHE_CONTROL } from "~/lib/http.server";
import { setSecurityHeaders } from "~/lib/security.server";

/**
 * Container and load-balancer health check: the process is up and rendering.
 * From SIGTERM until it exits, the server (server/drain.mjs) sets `draining`
 * in the load context: the check then fails with 503 "draining", so a
 * balancer stops sending while the requests already here are answered.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const draining = context.draining === true;
  return new Response(draining ? "draining" : "ok", {
    status: draining ? 503 : 200,
    headers: setSecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.health })),
  });
}
