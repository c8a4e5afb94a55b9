import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { tabbedGuideLoader } from "~/loaders/tabbed-guide.server";
import { TabbedGuidePage } from "~/components/guide/TabbedGuidePage";
import { findingProperty } from "~/content/guides/finding-property";
import { pageMeta } from "~/components/layout/page-meta";

export const loader = tabbedGuideLoader(findingProperty);
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/renting/finding-property", matches });

export default function FindingProperty() {
  return <TabbedGuidePage {...useLoaderData<typeof loader>()} />;
}
