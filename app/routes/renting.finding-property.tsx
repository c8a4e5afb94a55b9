import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TabbedGuidePage } from "~/components/guide/TabbedGuidePage";
import { findingProperty } from "~/content/guides/finding-property";
import { parseGuideParams } from "~/lib/guide-params.server";
import { pageHeaders } from "~/content/page-headers.server";
import { pageMeta } from "~/components/layout/page-meta";
import { siteToday } from "~/lib/today.server";

/** The active topic comes from ?topic= (parsed, never trusted), so the server renders the chosen tab. */
export function loader({ request }: LoaderFunctionArgs) {
  const guide = findingProperty(siteToday());
  return json({ guide, state: parseGuideParams(new URL(request.url).searchParams, guide) }, { headers: pageHeaders() });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/renting/finding-property", matches });

export default function FindingProperty() {
  const { guide, state } = useLoaderData<typeof loader>();
  return <TabbedGuidePage guide={guide} state={state} />;
}
