import type { ArticleSummary } from "~/content/articles";
import { breadcrumbsFor } from "~/content/pages";
import { PageHeader } from "~/components/layout/PageHeader";
import { ArticleGrid } from "./ArticleGrid";

/** A listing of article cards under a page header: /resources/articles and /resources/blog. */
export function ArticleListPage({
  content,
}: {
  content: { path: string; tag?: string; title: string; lead: string; articles: readonly ArticleSummary[] };
}) {
  return (
    <>
      <PageHeader title={content.title} tag={content.tag} lead={content.lead} accent="blue" breadcrumbs={breadcrumbsFor(content.path)} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <ArticleGrid articles={content.articles} label={content.title} eagerCount={1} />
      </div>
    </>
  );
}
