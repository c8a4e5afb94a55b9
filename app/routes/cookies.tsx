import type { MetaFunction } from "@remix-run/node";
import { TextPage } from "~/components/content/TextPage";
import { COOKIES } from "~/content/legal/cookies";
import { pageMeta } from "~/components/layout/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: COOKIES.path, matches });

export default function CookiesPage() {
  return <TextPage content={COOKIES} />;
}
