import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { capturedCss } from "./capture.server";
import { CapturedCss } from "./css";

// The whole page as one string, as the site renders it (compression is remix-serve's).
export default function handleRequest(request, status, headers, context) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  const html = renderToString(
    <CapturedCss.Provider value={capturedCss()}>
      <RemixServer context={context} url={request.url} />
    </CapturedCss.Provider>,
  );
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}
