import type { MetaDescriptor } from "@remix-run/node";
import { breadcrumbsFor, getPage } from "~/content/pages";
import { SITE_DEFAULTS, type SiteConfig } from "~/content/site";
import { breadcrumbListLd } from "./jsonld";

/** The share image that ships with the site (public/). */
export const DEFAULT_SHARE_IMAGE = { path: "/images/share-default.png", width: 1200, height: 630, alt: "Irish Housing Guide" };

interface MatchLike {
  id: string;
  data?: unknown;
}

/** The resolved site configuration, from the root loader's data. */
export function siteFromMatches(matches: readonly MatchLike[] | undefined): SiteConfig {
  const root = matches?.find((m) => m.id === "root")?.data as { site?: SiteConfig } | undefined;
  return root?.site ?? { ...SITE_DEFAULTS };
}

/**
 * Title, description, canonical URL, Open Graph (property=) and Twitter card
 * (name=) tags, and BreadcrumbList JSON-LD for a registered page. Routes
 * call this from `meta`; `extra` adds page-specific tags such as JSON-LD.
 */
export function pageMeta({
  path,
  matches,
  title,
  description,
  type = "website",
  extra = [],
  noindex = false,
}: {
  path: string;
  matches: readonly MatchLike[];
  title?: string;
  description?: string;
  type?: "website" | "article";
  extra?: MetaDescriptor[];
  noindex?: boolean;
}): MetaDescriptor[] {
  const page = getPage(path);
  const site = siteFromMatches(matches);
  const fullTitle = path === "/" ? `${site.name}: ${title ?? page.title}` : `${title ?? page.title} | ${site.name}`;
  const desc = description ?? page.description;
  const url = `${site.url}${path === "/" ? "/" : path}`;
  const image = `${site.url}${DEFAULT_SHARE_IMAGE.path}`;
  const crumbs = breadcrumbsFor(path);
  return [
    { title: fullTitle },
    { name: "description", content: desc },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title ?? page.title },
    { property: "og:description", content: desc },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IE" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(DEFAULT_SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(DEFAULT_SHARE_IMAGE.height) },
    { property: "og:image:alt", content: DEFAULT_SHARE_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title ?? page.title },
    { name: "twitter:description", content: desc },
    { name: "twitter:image", content: image },
    ...(crumbs.length > 1 ? [{ "script:ld+json": breadcrumbListLd(site.url, crumbs) }] : []),
    ...extra,
  ];
}
