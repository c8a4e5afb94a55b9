import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { TextPage } from "~/components/content/TextPage";
import { PRIVACY } from "~/content/legal/privacy";
import { CACHE_CONTROL } from "~/lib/http.server";
import { pageMeta } from "~/components/layout/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: PRIVACY.path, matches });
export const headers: HeadersFunction = () => ({ "Cache-Control": CACHE_CONTROL.page });

export default function PrivacyPage() {
  return <TextPage content={PRIVACY} />;
}
