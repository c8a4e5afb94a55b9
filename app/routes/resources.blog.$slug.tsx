/**
 * The three blog posts. Any other slug is a real 404 (not cached), rendered
 * by this route's ErrorBoundary with the site's not-found page, the pattern
 * of routes/$.tsx.
 */
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { ArticlePage } from "~/components/blog/ArticlePage";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import { findBlogPost } from "~/content/blog/lookup.server";
import { postOn } from "~/content/blog/updates";
import { NOT_FOUND } from "~/content/errors";
import { notFound, passThroughHeaders } from "~/lib/http.server";
import { pageHeaders } from "~/facts/page-headers.server";
import { articleLd } from "~/lib/jsonld";
import { pageMeta, siteFromMatches } from "~/components/layout/page-meta";
import { siteToday } from "~/lib/today.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const post = findBlogPost(params.slug);
  if (!post) throw notFound(request);
  // The article as published, with the Updated box for today (the rules in force today).
  return json({ post: postOn(post, siteToday()) }, { headers: pageHeaders() });
}

export const headers: HeadersFunction = passThroughHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: `${NOT_FOUND.title} | ${siteFromMatches(matches).name}` }, { name: "robots", content: "noindex" }];
  const { post } = data;
  const site = siteFromMatches(matches);
  return pageMeta({
    path: post.path,
    matches,
    description: post.description,
    type: "article",
    extra: [
      { property: "article:published_time", content: post.publishDate },
      { property: "article:section", content: post.tag },
      // The post's path, title, description and image, as published.
      { "script:ld+json": articleLd(site.url, { ...post, datePublished: post.publishDate, publisher: site.name }) },
    ],
  });
};

export default function BlogPostRoute() {
  const { post } = useLoaderData<typeof loader>();
  return <ArticlePage post={post} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-28 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-lg text-slate-700">Sorry, this article could not be shown. Please try again, or go back to the home page.</p>
    </div>
  );
}
