import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { HubPage } from "~/components/home/HubPage";
import { RENTING_HUB } from "~/content/hubs";
import { CACHE_CONTROL } from "~/lib/http.server";
import { pageMeta } from "~/components/layout/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: RENTING_HUB.path, matches });
export const headers: HeadersFunction = () => ({ "Cache-Control": CACHE_CONTROL.page });

export default function RentingHub() {
  return <HubPage hub={RENTING_HUB} />;
}
