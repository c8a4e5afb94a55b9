/**
 * schema.org JSON-LD builders. Pure functions of content, tested for shape.
 * Rendered through route `meta` as { "script:ld+json": ... }.
 */
/** One step of a breadcrumb trail (content/pages.ts builds them from the registry). */
export interface Crumb {
  label: string;
  path: string;
  isCurrent?: boolean;
}

type Json = Record<string, unknown>;

/** A schema.org node of `type`. */
const node = (type: string, fields: Json): Json => ({ "@context": "https://schema.org", "@type": type, ...fields });

const absolute = (siteUrl: string, path: string) => (path.startsWith("http") ? path : `${siteUrl}${path === "/" ? "/" : path}`);

export function breadcrumbListLd(siteUrl: string, crumbs: Crumb[]): Json {
  return node("BreadcrumbList", {
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: absolute(siteUrl, c.path),
    })),
  });
}

export function webSiteLd(siteUrl: string, name: string): Json {
  return node("WebSite", {
    name,
    url: `${siteUrl}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  });
}

export function articleLd(
  siteUrl: string,
  a: { path: string; title: string; description: string; datePublished: string; dateModified?: string; image?: string; publisher: string },
): Json {
  const publisher = { "@type": "Organization", name: a.publisher, url: `${siteUrl}/` };
  return node("Article", {
    headline: a.title,
    description: a.description,
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    mainEntityOfPage: absolute(siteUrl, a.path),
    ...(a.image ? { image: [absolute(siteUrl, a.image)] } : {}),
    author: publisher,
    publisher,
  });
}

export function faqPageLd(items: { question: string; answer: string }[]): Json {
  return node("FAQPage", {
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  });
}
