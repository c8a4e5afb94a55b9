import type { ArticleSummary } from "~/content/articles";
import { ARTICLE_IMAGE_SIZE } from "~/content/articles";
import { ArticleCard } from "~/components/home/ArticleCard";

/**
 * Article cards in 1, 2 or 3 columns by width (spec 2.8). `eagerCount`
 * images load eagerly, the rest lazily: listing pages pass 1, as only the
 * first card is above the fold at every width (on a phone the rest are not).
 */
export function ArticleGrid({
  articles,
  headingLevel = 2,
  eagerCount = 0,
  label,
  columns = 3,
}: {
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
  eagerCount?: number;
  label?: string;
  /** 2 for a short list (no empty third column on wide screens). */
  columns?: 2 | 3;
}) {
  return (
    <ul aria-label={label} className={`grid grid-cols-1 gap-6 md:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {articles.map((article, i) => (
        <li key={article.slug}>
          <ArticleCard article={article} size={ARTICLE_IMAGE_SIZE} headingLevel={headingLevel} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
