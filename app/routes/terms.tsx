import type { MetaFunction } from "@remix-run/node";
import { TextPage } from "~/components/content/TextPage";
import { TERMS } from "~/content/legal/terms";
import { pageMeta } from "~/components/layout/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: TERMS.path, matches });

export default function TermsPage() {
  return <TextPage content={TERMS} />;
}
