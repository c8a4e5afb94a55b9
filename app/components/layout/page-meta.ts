/**
 * A registered page's <head> tags: its title and description from the page
 * registry (content/pages.ts), the site's name and address from the root
 * loader, built by lib/seo. Routes call this from `meta`.
 */
import type { MetaDescriptor } from "@remix-run/node";
import { breadcrumbsFor, getPage } from "~/content/pages";
import { SITE_DEFAULTS, type SiteConfig } from "~/content/site";
import { metaTags, rootDataFrom, type MetaInput } from "~/lib/seo";

type MetaMatches = Parameters<typeof rootDataFrom>[0];

/** The resolved site configuration, from the root loader's data. */
export function siteFromMatches(matches: MetaMatches): SiteConfig {
  return rootDataFrom<{ site?: SiteConfig }>(matches)?.site ?? { ...SITE_DEFAULTS };
}

export function pageMeta({ path, matches, title, description, ...rest }: { matches: MetaMatches; title?: string; description?: string } & Pick<MetaInput, "path" | "type" | "extra" | "noindex">): MetaDescriptor[] {
  const page = getPage(path);
  return metaTags({
    site: siteFromMatches(matches),
    path,
    title: title ?? page.title,
    description: description ?? page.description,
    crumbs: breadcrumbsFor(path),
    ...rest,
  });
}
