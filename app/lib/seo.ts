import type { MetaDescriptor } from "@remix-run/node";
import { breadcrumbListLd, type Crumb } from "./jsonld";

/** The share image that ships with the site (public/). */
export const DEFAULT_SHARE_IMAGE = { path: "/images/share-default.png", width: 1200, height: 630, alt: "Irish Housing Guide" };

interface MatchLike {
  id: string;
  data?: unknown;
}

/** The root loader's data among a route's matches, for `meta` functions. */
export function rootDataFrom<T>(matches: readonly MatchLike[] | undefined): T | undefined {
  return matches?.find((m) => m.id === "root")?.data as T | undefined;
}

export interface MetaInput {
  /** The site's name and public origin, as the root loader sends them (content/site.ts). */
  site: { name: string; url: string };
  path: string;
  title: string;
  description: string;
  /** Home > … > the page, for the BreadcrumbList JSON-LD (left out when there is only the page). */
  crumbs: readonly Crumb[];
  type?: "website" | "article";
  /** Page-specific tags, such as JSON-LD. */
  extra?: MetaDescriptor[];
  noindex?: boolean;
}

/**
 * Title, description, canonical URL, Open Graph (property=) and Twitter card
 * (name=) tags, and BreadcrumbList JSON-LD for a page
 * (components/layout/page-meta.ts fills it from the page registry).
 */
export function metaTags({ site, path, title, description: desc, crumbs, type = "website", extra = [], noindex = false }: MetaInput): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${site.name}: ${title}` : `${title} | ${site.name}`;
  const url = `${site.url}${path === "/" ? "/" : path}`;
  const image = `${site.url}${DEFAULT_SHARE_IMAGE.path}`;
  return [
    { title: fullTitle },
    { name: "description", content: desc },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: desc },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IE" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(DEFAULT_SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(DEFAULT_SHARE_IMAGE.height) },
    { property: "og:image:alt", content: DEFAULT_SHARE_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: desc },
    { name: "twitter:image", content: image },
    ...(crumbs.length > 1 ? [{ "script:ld+json": breadcrumbListLd(site.url, [...crumbs]) }] : []),
    ...extra,
  ];
}
