import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SectionGuidePage } from "~/components/guide/SectionGuidePage";
import { firstTimeBuyerGuide } from "~/content/guides/first-time-buyer";
import { passThroughHeaders } from "~/lib/http.server";
import { pageHeaders } from "~/facts/page-headers.server";
import { pageMeta } from "~/components/layout/page-meta";
import { siteToday } from "~/lib/today.server";

export const loader = () => json({ guide: firstTimeBuyerGuide(siteToday()) }, { headers: pageHeaders() });
export const headers: HeadersFunction = passThroughHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/buying/first-time-buyer", matches });

export default function FirstTimeBuyer() {
  return <SectionGuidePage {...useLoaderData<typeof loader>()} />;
}
