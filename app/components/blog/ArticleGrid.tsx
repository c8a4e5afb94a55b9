import { ArrowRight, Calendar } from "~/components/ui/icons";
import { ARTICLE_CARD_TEXT, ARTICLE_IMAGE_SIZE, type ArticleSummary } from "~/content/articles";
import { formatDate } from "~/lib/format";
import { SiteLink } from "~/components/ui/SiteLink";

/**
 * One article summary, the same card wherever articles are listed (Recent
 * Articles on the home page and hubs, /resources/articles, the blog index,
 * "More articles" under a post): image, date, title, excerpt and a visible
 * "Read article" link (spec 2.8, 2.9).
 *
 * "Read article" is the card's one link and one tab stop. Its box is stretched
 * over the whole card, so the title and image are clickable too, without a
 * second link to the same place for keyboard and screen-reader users to pass.
 * Its accessible name (aria-label) adds the title ("Read article: …"), so a list of links
 * tells the six apart; it begins with the visible words (WCAG 2.5.3).
 */
function ArticleCard({ article, accentText, headingLevel, eager }: { article: ArticleSummary; accentText: string; headingLevel: 2 | 3; eager: boolean }) {
  const H = `h${headingLevel}` as "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md motion-reduce:transition-none">
      <img
        src={article.image}
        alt={article.imageAlt}
        width={ARTICLE_IMAGE_SIZE.width}
        height={ARTICLE_IMAGE_SIZE.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Calendar className="h-4 w-4" aria-hidden="true" />
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.tag}</span>
        </p>
        <H className="mt-2 text-lg font-semibold text-slate-900 underline-offset-2 group-hover:underline">{article.title}</H>
        <p className="mt-2 flex-1 text-slate-700">{article.excerpt}</p>
        <SiteLink
          to={article.slug}
          // One name, read as written: a visually hidden ": title" inside this flex link was read with a
          // stray space ("Read article : …"), as flex items are separate blocks to the accessibility tree.
          aria-label={`${ARTICLE_CARD_TEXT.readArticle}: ${article.title}`}
          className={`mt-4 inline-flex items-center gap-1 self-start rounded text-sm font-semibold ${accentText} after:absolute after:inset-0 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
        >
          {ARTICLE_CARD_TEXT.readArticle}
          <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5 motion-reduce:transition-none" aria-hidden="true" />
        </SiteLink>
      </div>
    </article>
  );
}

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
  accentText = "text-brand-800",
}: {
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
  eagerCount?: number;
  label?: string;
  /** 2 for a short list (no empty third column on wide screens). */
  columns?: 2 | 3;
  /** The colour of the cards' "Read article" links (a hub's accent). */
  accentText?: string;
}) {
  return (
    <ul aria-label={label} className={`grid grid-cols-1 gap-6 md:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {articles.map((article, i) => (
        <li key={article.slug}>
          <ArticleCard article={article} accentText={accentText} headingLevel={headingLevel} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
