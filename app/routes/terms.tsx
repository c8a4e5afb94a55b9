import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { TextPage } from "~/components/content/TextPage";
import { TERMS } from "~/content/legal/terms";
import { CACHE_CONTROL } from "~/lib/http.server";
import { pageMeta } from "~/components/layout/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: TERMS.path, matches });
export const headers: HeadersFunction = () => ({ "Cache-Control": CACHE_CONTROL.page });

export default function TermsPage() {
  return <TextPage content={TERMS} />;
}
