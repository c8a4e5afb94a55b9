import { Links, Meta, Outlet, Scripts } from "@remix-run/react";
import { capturedCss } from "./capture.server";

/**
 * The site's stylesheet, inlined as the site does it: read from the capture
 * on the server; in the browser the element already holds it, so it is not
 * sent twice (once as CSS, once as data).
 */
function Styles() {
  const css = typeof document === "undefined" ? capturedCss() : document.getElementById("site-css")?.textContent ?? "";
  return <style id="site-css" dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * The document around the captured body: the same head as the site (the
 * `js` class script, the inlined stylesheet); no header, footer, toasts or
 * overlay.
 */
export default function Root() {
  return (
    <html lang="en-IE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <Meta />
        <Styles />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
