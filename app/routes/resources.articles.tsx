import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { ArticleListPage } from "~/components/blog/ArticleListPage";
import { ARTICLES_PAGE } from "~/content/blog/listing";
import { CACHE_CONTROL } from "~/lib/http.server";
import { pageMeta } from "~/components/layout/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: ARTICLES_PAGE.path, matches });
export const headers: HeadersFunction = () => ({ "Cache-Control": CACHE_CONTROL.page });

export default function HousingArticles() {
  return <ArticleListPage content={ARTICLES_PAGE} />;
}
