import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";

// The whole page as one string, as the site renders it (compression is remix-serve's).
export default function handleRequest(request, status, headers, context) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${renderToString(<RemixServer context={context} url={request.url} />)}`, { status, headers });
}
