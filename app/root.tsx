import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { memo, useContext, type ReactNode } from "react";
import { Footer, type FooterData } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { PageShell } from "~/components/layout/PageShell";
import { QuestionnaireOverlayContext } from "~/components/ui/QuestionnaireButton";
import { ToastProvider } from "~/components/ui/Toast";
import { NOT_FOUND, SERVER_ERROR } from "~/content/errors";
import { FOOTER } from "~/content/nav";
import { FOOTER_OFFICIAL_RESOURCES } from "~/content/official-resources";
import { SITE_DEFAULTS, type SiteConfig } from "~/content/site";
import { siteConfig } from "~/content/site.server";
import { later } from "~/lib/later";
import { rootDayHasEnded, useRootDayEndsAt } from "~/lib/root-day";
import { dublinDayEndsAt } from "~/lib/today";
import { siteToday } from "~/lib/today.server";
import { SiteCss } from "~/lib/site-css";
import { widgetConfig } from "~/questionnaire/config.server";

/**
 * The tab's icon is the 32 px favicon.ico alone, not also favicon.svg. Chromium fetches and decodes the
 * page's icon again each time the address changes in place, and the tools, the calculator, the planner,
 * tabs and filters all write the address as the reader works (lib/address.ts): with the SVG icon listed,
 * each write cost 45 ms of the page's main-thread CPU at 4× and a request for the SVG (decoded as an SVG
 * document on the main thread), against 22 ms and no request with the ICO alone (Debian's Chromium 156,
 * 412 px, /privacy, 5 writes a visit, median of 6 visits each, 29 November 2026). The SVG stays in the
 * web app manifest, which only an installed icon reads.
 */
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const meta: MetaFunction = () => [
  { title: SITE_DEFAULTS.name },
  { name: "description", content: SITE_DEFAULTS.tagline },
];

export async function loader() {
  // widget: the optional questionnaire widget's public settings (null: the built-in questionnaire).
  // One today for the request: the date in Ireland (lib/today.server), for the footer's year and the overlay.
  const now = new Date();
  const today = siteToday(now);
  // today: the date in Ireland, for the questionnaire overlay that any page can open (the browser never makes
  // its own). The overlay uses it only to pick the rules in force, and every page's cache ends at the next
  // change of any rule (facts/page-headers.server), so a page kept in a cache still picks the same rules.
  // todayEndsAt: when that date ends, so a tab left open past midnight asks again (lib/root-day).
  return json({ site: siteConfig, widget: widgetConfig, footer: footerData(siteConfig, today), today, todayEndsAt: dublinDayEndsAt(now) });
}

/**
 * The footer's words, sent as data (components/layout/Footer). Its year is
 * today's in Ireland (lib/today.server, which SITE_TODAY sets), the date every
 * page's rules use: Date's getFullYear() would read the server's own time
 * zone, and the browser's clock may be another's.
 */
function footerData(site: SiteConfig, today: string): FooterData {
  const { brand, headings, quickLinks, bottomLine, changes, data, policies } = FOOTER;
  const year = Number(today.slice(0, 4));
  return { brand, headings, quickLinks, official: FOOTER_OFFICIAL_RESOURCES, bottomLine: bottomLine(year, site.name), bottomLinks: [changes, data, ...policies] };
}

/**
 * Root data depends only on configuration and the date, so a page change does not fetch it again, except
 * once the date in Ireland it was given has ended (lib/root-day).
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => rootDayHasEnded();

/**
 * The stylesheet, inlined (see lib/site-css). The server render is given its
 * text by entry.server; in the browser the element already holds it, so
 * hydration reuses that text, React never rewrites it, and the browser's
 * JavaScript never carries the CSS.
 */
function SiteStyles() {
  const serverCss = useContext(SiteCss);
  const css = typeof document === "undefined" ? serverCss : document.getElementById("site-css")?.textContent ?? "";
  return <style id="site-css" dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * The header depends only on its props and the location, so it is memoised:
 * after hydration, Remix's lazy route discovery patches the router with the
 * routes the page links to, and each patch re-renders everything that reads
 * the router's state, this layout included. Memoised, the header skips those
 * renders.
 */
const SiteHeader = memo(Header);

/**
 * The questionnaire overlay's code, fetched the first time a questionnaire
 * button is used. The shell provides it to the shared button
 * (components/ui/QuestionnaireButton), which cannot import a feature.
 */
const questionnaireOverlay = later(() => import("~/questionnaire/QuestionnaireOverlay").then((m) => m.default));

/** Runs before first paint so CSS can tell JavaScript is on (see tailwind.css). */
const JS_FLAG = "document.documentElement.classList.add('js')";

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const site: SiteConfig = data?.site ?? { ...SITE_DEFAULTS };
  useRootDayEndsAt(data?.todayEndsAt);
  return (
    <html lang="en-IE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6446" />
        <script dangerouslySetInnerHTML={{ __html: JS_FLAG }} />
        <Meta />
        <SiteStyles />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <ToastProvider>
          <QuestionnaireOverlayContext.Provider value={questionnaireOverlay}>
            <SiteHeader siteName={site.name} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <Footer site={site} footer={data?.footer} />
          </QuestionnaireOverlayContext.Provider>
        </ToastProvider>
        {/* Back, Forward and a reload put the reader where they were; a followed link goes to the top or its #target. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The page: Remix's outlet, in the shell that changes one page for the next (components/layout/PageShell). */
export default function App() {
  return <PageShell />;
}

/** Last-resort error page: the header and footer stay, the message is plain. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const words = status === 404 ? NOT_FOUND : SERVER_ERROR;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-28 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{words.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{words.message}</p>
      <p className="mt-6"><a href="/" className="font-semibold text-brand-700 underline">Return to Home</a></p>
    </div>
  );
}
