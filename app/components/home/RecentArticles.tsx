import { ArrowRight } from "~/components/ui/icons";
import { RECENT_ARTICLE_SETS, type RecentArticleSet } from "~/content/articles";
import { ArticleGrid } from "~/components/blog/ArticleGrid";
import { ACCENT } from "~/components/ui/accent";
import { SiteLink } from "~/components/ui/SiteLink";

/** Spec 2.9: three fixed articles and a link to all of them. `id` lets blog pages link back here. */
export function RecentArticles({ accent = "blue", articles = "general" }: { accent?: "blue" | "green" | "purple"; articles?: RecentArticleSet }) {
  const a = ACCENT[accent];
  return (
    <section id="recent-articles" aria-labelledby="recent-articles-title" className={`scroll-mt-20 py-14 ${a.soft}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id="recent-articles-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">Recent Articles</h2>
          <SiteLink to="/resources/articles" className={`inline-flex items-center gap-1 font-semibold ${a.text} underline-offset-2 hover:underline`}>
            View all articles <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </SiteLink>
        </div>
        <ArticleGrid articles={RECENT_ARTICLE_SETS[articles]} headingLevel={3} accentText={a.text} />
      </div>
    </section>
  );
}
