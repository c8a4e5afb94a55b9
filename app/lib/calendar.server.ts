import { setSecurityHeaders } from "./security.server";

/**
 * A calendar file as a download (lib/calendar writes the text), with the
 * site's security headers and the caller's cache policy.
 */
export function icsResponse(text: string, fileName: string, cacheControl: string): Response {
  return new Response(text, {
    status: 200,
    headers: setSecurityHeaders(
      new Headers({
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": cacheControl,
      }),
    ),
  });
}

/**
 * A `.ics` address whose query gives no date: a 400 with a short message in
 * plain text (never an empty calendar, never the query echoed back).
 */
export function icsProblem(message: string): Response {
  return new Response(`${message}\n`, {
    status: 400,
    headers: setSecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })),
  });
}
