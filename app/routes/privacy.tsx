import type { MetaFunction } from "@remix-run/node";
import { TextPage } from "~/components/content/TextPage";
import { PRIVACY } from "~/content/legal/privacy";
import { pageMeta } from "~/components/layout/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: PRIVACY.path, matches });

export default function PrivacyPage() {
  return <TextPage content={PRIVACY} />;
}
