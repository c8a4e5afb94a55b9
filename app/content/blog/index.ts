/**
 * The blog's posts. The article route's loader, tests and search read them
 * from here; listings and links between posts are in listing.ts.
 */
import { DUBLIN_AREAS_POST } from "./affordable-dublin-areas";
import { BUDGET_POST } from "./budget-housing-impact";
import type { BlogPost } from "./post";
import { TENANT_TO_HOMEOWNER_POST } from "./tenant-to-homeowner";

export type { BlogPost } from "./post";
export { postPlainText, postWordCount } from "./post";

export const BLOG_POSTS: readonly BlogPost[] = [BUDGET_POST, DUBLIN_AREAS_POST, TENANT_TO_HOMEOWNER_POST];

const bySlug = new Map(BLOG_POSTS.map((p) => [p.slug, p]));

/** The post at /resources/blog/<slug>, or undefined for any other slug. */
export function findBlogPost(slug: string | undefined): BlogPost | undefined {
  return slug ? bySlug.get(slug) : undefined;
}

export { ARTICLES_PAGE, BACK_TO_ARTICLES, BLOG_INDEX, newestFirst, otherPosts, type ArticleListing } from "./listing";
