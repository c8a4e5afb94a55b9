import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ToolEmbeds } from "~/components/content/Blocks";
import { SectionGuidePage } from "~/components/guide/SectionGuidePage";
import { MORTGAGE_PROCESS } from "~/content/guides/mortgage-process";
import { pageHeaders, passThroughHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { BorrowingTool } from "~/tools/ui/BorrowingTool";

export const loader = () => json({ guide: MORTGAGE_PROCESS }, { headers: pageHeaders() });
export const headers: HeadersFunction = passThroughHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: MORTGAGE_PROCESS.path, matches });

/** The tool this page's content embeds (only its code loads here; see ToolEmbeds). */
const TOOLS = { "borrowing": () => <BorrowingTool mode="embed" /> };

export default function MortgageProcess() {
  const { guide } = useLoaderData<typeof loader>();
  return (
    <ToolEmbeds.Provider value={TOOLS}>
      <SectionGuidePage guide={guide} />
    </ToolEmbeds.Provider>
  );
}
