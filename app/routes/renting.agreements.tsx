import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { tabbedGuideLoader } from "~/loaders/tabbed-guide.server";
import { TabbedGuidePage } from "~/components/guide/TabbedGuidePage";
import { rentalAgreements } from "~/content/guides/rental-agreements";
import { pageMeta } from "~/components/layout/page-meta";

export const loader = tabbedGuideLoader(rentalAgreements);
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/renting/agreements", matches });

export default function RentalAgreements() {
  return <TabbedGuidePage {...useLoaderData<typeof loader>()} />;
}
