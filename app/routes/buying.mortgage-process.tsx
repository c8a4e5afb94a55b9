import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SectionGuidePage } from "~/components/guide/SectionGuidePage";
import { MORTGAGE_PROCESS } from "~/content/guides/mortgage-process";
import { pageHeaders, passThroughHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";

export const loader = () => json({ guide: MORTGAGE_PROCESS }, { headers: pageHeaders() });
export const headers: HeadersFunction = passThroughHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: MORTGAGE_PROCESS.path, matches });

export default function MortgageProcess() {
  const { guide } = useLoaderData<typeof loader>();
  return <SectionGuidePage guide={guide} />;
}
