import type { MetaFunction } from "@remix-run/node";
import { ArticleListPage } from "~/components/blog/ArticleListPage";
import { BLOG_INDEX } from "~/content/blog/listing";
import { pageMeta } from "~/components/layout/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: BLOG_INDEX.path, matches });

export default function BlogIndex() {
  return <ArticleListPage content={BLOG_INDEX} />;
}
