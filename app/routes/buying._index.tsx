import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HubPage } from "~/components/home/HubPage";
import { buyingHub } from "~/content/hubs";
import { passThroughHeaders } from "~/lib/http.server";
import { pageHeaders } from "~/facts/page-headers.server";
import { pageMeta } from "~/components/layout/page-meta";
import { siteToday } from "~/lib/today.server";

// The hub's borrowing card states the Central Bank's dated limits, so it is built for today on the server.
export const loader = () => json({ hub: buyingHub(siteToday()) }, { headers: pageHeaders() });
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/buying", matches });
export const headers: HeadersFunction = passThroughHeaders;

export default function BuyingHub() {
  return <HubPage {...useLoaderData<typeof loader>()} />;
}
