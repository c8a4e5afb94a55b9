import { Links, Meta, Outlet, Scripts } from "@remix-run/react";
import { useContext } from "react";
import { CapturedCss } from "./css";

/**
 * The site's stylesheet, inlined as the site does it: given by entry.server
 * on the server; in the browser the element already holds it, so it is not
 * sent twice (once as CSS, once as data).
 */
function Styles() {
  const serverCss = useContext(CapturedCss);
  const css = typeof document === "undefined" ? serverCss : document.getElementById("site-css")?.textContent ?? "";
  return <style id="site-css" dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * The document around the captured body: the same head as the site (the
 * `js` class script, the inlined stylesheet) and the same body element; the
 * route draws the page's header, main and footer as plain elements, with
 * none of the site's components, listeners, effects or lazily loaded parts.
 */
export default function Root() {
  return (
    <html lang="en-IE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6446" />
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
