import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SectionGuidePage } from "~/components/guide/SectionGuidePage";
import { PROPERTY_SEARCH, VIEWING_TABS } from "~/content/guides/property-search";
import { ignoredTabNote } from "~/content/guides/sectioned";
import { parseTabParam } from "~/lib/guide-params.server";
import { passThroughHeaders } from "~/lib/http.server";
import { pageHeaders } from "~/facts/page-headers.server";
import { pageMeta } from "~/components/layout/page-meta";

/** `?view=<tab>` opens Viewing Properties on that tab; anything else is ignored and named. */
export function loader({ request }: LoaderFunctionArgs) {
  const state = parseTabParam(new URL(request.url).searchParams, VIEWING_TABS);
  return json(
    {
      guide: PROPERTY_SEARCH,
      activeTab: state.tab,
      openSection: state.requested ? "viewing-properties" : null,
      note: ignoredTabNote(state, VIEWING_TABS),
    },
    { headers: pageHeaders() },
  );
}
export const headers: HeadersFunction = passThroughHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/buying/property-search", matches });

export default function PropertySearch() {
  return <SectionGuidePage {...useLoaderData<typeof loader>()} />;
}
