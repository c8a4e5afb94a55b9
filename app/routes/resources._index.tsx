import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HubPage } from "~/components/home/HubPage";
import { RESOURCES_HUB } from "~/content/hubs";
import { pageMeta } from "~/components/layout/page-meta";

// The hub's words come as loader data, so its module (and the dated figures it shares with the Buying hub) stays off the browser's files.
export const loader = () => json({ hub: RESOURCES_HUB });
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/resources", matches });

export default function ResourcesHub() {
  return <HubPage {...useLoaderData<typeof loader>()} />;
}
