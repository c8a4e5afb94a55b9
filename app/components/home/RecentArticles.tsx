import { ArrowRight } from "lucide-react";
import { ARTICLE_IMAGE_SIZE, RECENT_ARTICLE_SETS, type RecentArticleSet } from "~/content/articles";
import { ArticleCard } from "./ArticleCard";
import { SiteLink } from "~/components/ui/SiteLink";

const ACCENTS = {
  blue: { band: "bg-blue-50", text: "text-blue-800" },
  green: { band: "bg-emerald-50", text: "text-emerald-800" },
  purple: { band: "bg-purple-50", text: "text-purple-800" },
} as const;

/** Spec 2.9: three fixed articles and a link to all of them. `id` lets blog pages link back here. */
export function RecentArticles({ accent = "blue", articles = "general" }: { accent?: keyof typeof ACCENTS; articles?: RecentArticleSet }) {
  const a = ACCENTS[accent];
  return (
    <section id="recent-articles" aria-labelledby="recent-articles-title" className={`scroll-mt-20 py-14 ${a.band}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id="recent-articles-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">Recent Articles</h2>
          <SiteLink to="/resources/articles" className={`inline-flex items-center gap-1 font-semibold ${a.text} underline-offset-2 hover:underline`}>
            View all articles <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </SiteLink>
        </div>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {RECENT_ARTICLE_SETS[articles].map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} accentText={a.text} size={ARTICLE_IMAGE_SIZE} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
