import type { MetaFunction } from "@remix-run/node";
import { ArticleListPage } from "~/components/blog/ArticleListPage";
import { ARTICLES_PAGE } from "~/content/blog/listing";
import { pageMeta } from "~/components/layout/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: ARTICLES_PAGE.path, matches });

export default function HousingArticles() {
  return <ArticleListPage content={ARTICLES_PAGE} />;
}
