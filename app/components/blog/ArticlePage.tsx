import { ArrowLeft, Calendar, Clock } from "~/components/ui/icons";
import { ARTICLE_IMAGE_SIZE } from "~/content/articles";
import { BACK_TO_ARTICLES, otherPosts } from "~/content/blog/listing";
import { readingMinutes, type BlogPost } from "~/content/blog/post";
import { breadcrumbsFor, findPage } from "~/content/pages";
import { formatDate } from "~/lib/format";
import { BlockSections } from "~/components/content/TextPage";
import { SourceNote } from "~/components/content/SourceNote";
import { PageHeader } from "~/components/layout/PageHeader";
import { ArticleGrid } from "./ArticleGrid";
import { UpdatedBox } from "./UpdatedBox";
import { SiteLink } from "~/components/ui/SiteLink";

/**
 * One blog post: header (breadcrumbs Home > Resources > Blog > title, tag,
 * publish date), a contents list, the body, its sources, the "Back to all
 * articles" link (spec 2.10) and the other posts.
 */
export function ArticlePage({ post }: { post: BlogPost }) {
  const reviewed = findPage(post.path)?.reviewed ?? post.publishDate;
  return (
    <>
      <article>
        <PageHeader
          title={post.title}
          tag={post.tag}
          lead={post.description}
          accent={post.accent}
          breadcrumbs={breadcrumbsFor(post.path, post.title)}
        >
          <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">Published</span>
              <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="h-4 w-4" aria-hidden="true" />
              {readingMinutes(post)} min read
            </span>
          </p>
        </PageHeader>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {post.updated ? <div className="mb-8"><UpdatedBox note={post.updated} /></div> : null}
          {/* The Updated box pushes the picture below the fold on a phone, so it then loads lazily. */}
          <img
            src={post.image}
            alt={post.imageAlt}
            loading={post.updated ? "lazy" : undefined}
            width={ARTICLE_IMAGE_SIZE.width}
            height={ARTICLE_IMAGE_SIZE.height}
            className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
          />
          <nav aria-labelledby="article-contents" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="article-contents" className="font-semibold text-slate-900">In this article</h2>
            <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-700 marker:text-slate-500">
              {post.sections.map((s) => (
                <li key={s.id}>
                  <SiteLink to={`#${s.id}`} className="text-brand-700 underline-offset-2 hover:underline">{s.title}</SiteLink>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-10 space-y-10">
            <BlockSections sections={post.sections} />
          </div>
          <footer className="mt-10 space-y-6 border-t border-slate-200 pt-6">
            <SourceNote sources={post.sources} reviewed={reviewed} />
            <SiteLink
              to={BACK_TO_ARTICLES.href}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {BACK_TO_ARTICLES.label}
            </SiteLink>
          </footer>
        </div>
      </article>
      <section aria-labelledby="more-articles" className="border-t border-slate-200 bg-white py-12">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="more-articles" className="mb-6 text-2xl font-bold text-slate-900">More articles</h2>
          <ArticleGrid articles={otherPosts(post.path)} headingLevel={3} columns={2} />
        </div>
      </section>
    </>
  );
}
