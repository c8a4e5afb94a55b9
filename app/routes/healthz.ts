import { CACHE_CONTROL } from "~/lib/http.server";
import { setSecurityHeaders } from "~/lib/security.server";

/** Container and load-balancer health check: the process is up and rendering. */
export function loader() {
  return new Response("ok", {
    status: 200,
    headers: setSecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.health })),
  });
}
