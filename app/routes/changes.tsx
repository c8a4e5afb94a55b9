import { json, type HeadersFunction, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChangeLogView } from "~/components/changes/ChangeLogView";
import { changeLog } from "~/facts/changes";
import { CHANGES_FEED, CHANGES_PAGE } from "~/content/changes-page";
import { pageTitle } from "~/content/pages";
import { ALL_RULES } from "~/facts/dated-rules";
import { pageHeaders } from "~/facts/page-headers.server";
import { pageMeta } from "~/components/layout/page-meta";
import { siteToday } from "~/lib/today.server";

const FEED = `${CHANGES_PAGE.path}.atom`;

/** The log as it stands today in Ireland: what has changed, what is coming, what is due to end. */
export const loader = () => json(changeLog(ALL_RULES, siteToday(), pageTitle), { headers: pageHeaders() });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: CHANGES_PAGE.path, matches });
// Feed readers and browsers find the feed from the page.
export const links: LinksFunction = () => [{ rel: "alternate", type: "application/atom+xml", title: CHANGES_FEED.title, href: FEED }];

export default function ChangesPage() {
  return <ChangeLogView log={useLoaderData<typeof loader>()} feedUrl={FEED} />;
}
