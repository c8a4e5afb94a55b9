/**
 * The six article summaries of the Housing Articles page. The first three are
 * the site's blog posts and are also the Recent Articles block on the home
 * page and hubs: one list, used everywhere.
 */
// Imported, not linked from public/: the build fingerprints them under
// /assets/, so they are cached for a year like the scripts.
import budgetImage from "~/assets/images/articles/budget.svg";
import tenantToHomeownerImage from "~/assets/images/articles/tenant-to-homeowner.svg";
import dublinAreasImage from "~/assets/images/articles/dublin-areas.svg";
import firstHomeImage from "~/assets/images/articles/first-home.svg";
import costRentalImage from "~/assets/images/articles/cost-rental.svg";
import helpToBuyImage from "~/assets/images/articles/help-to-buy.svg";
import { LAST_REVIEWED } from "~/facts/reviewed";

export interface ArticleSummary {
  title: string;
  excerpt: string;
  /** ISO date shown as the article's date. */
  date: string;
  /** Self-hosted illustration (app/assets/images/articles), as its built URL. */
  image: string;
  imageAlt: string;
  slug: string;
  tag: string;
}

export const BLOG_ARTICLES: ArticleSummary[] = [
  {
    title: "How the Budget Affects Housing",
    excerpt: "Rent tax credits, the First Home Scheme, local authority loans, grants and new taxes: what the budget's housing measures mean for renters and buyers.",
    date: "2025-04-02",
    image: budgetImage,
    imageAlt: "Illustration of a house beside a rising bar chart",
    slug: "/resources/blog/2023-budget-housing-impact",
    tag: "Budget Analysis",
  },
  {
    title: "From Tenant to Homeowner",
    excerpt: "A practical path from renting to owning: saving while you rent, the schemes that help first-time buyers, and the steps to your own front door.",
    date: "2023-03-15",
    image: tenantToHomeownerImage,
    imageAlt: "Illustration of a key passing from an apartment block to a house",
    slug: "/resources/blog/tenant-to-homeowner",
    tag: "Housing Strategy",
  },
  {
    title: "Affordable Areas to Buy in Dublin",
    excerpt: "Where first-time buyers can still find value in and around Dublin, and what to weigh up beyond the asking price: commute, schools and future plans.",
    date: "2023-01-15",
    image: dublinAreasImage,
    imageAlt: "Illustration of a map pin over a row of Dublin houses",
    slug: "/resources/blog/affordable-dublin-areas",
    tag: "Market Analysis",
  },
];

export const SCHEME_ARTICLES: ArticleSummary[] = [
  {
    title: "The First Home Scheme Explained",
    excerpt: "How the State's equity share bridges the gap between your mortgage and deposit and the price of a new home, and how it is repaid.",
    date: LAST_REVIEWED,
    image: firstHomeImage,
    imageAlt: "Illustration of a new home with a share symbol",
    slug: "/schemes/first-home",
    tag: "Government Schemes",
  },
  {
    title: "Cost Rental: Secure Homes Below Market Rent",
    excerpt: "Cost Rental homes charge rent that covers the cost of building and running them, well below the market, with long, secure tenancies.",
    date: LAST_REVIEWED,
    image: costRentalImage,
    imageAlt: "Illustration of an apartment building with a lower price tag",
    slug: "/schemes/cost-rental",
    tag: "Government Schemes",
  },
  {
    title: "Help to Buy: Claiming Your Refund",
    excerpt: "Who qualifies for the Help to Buy refund on a new home, how much it is, and how to claim it through Revenue in two stages.",
    date: LAST_REVIEWED,
    image: helpToBuyImage,
    imageAlt: "Illustration of a new house with a euro coin",
    slug: "/schemes/help-to-buy",
    tag: "Government Schemes",
  },
];

export const ALL_ARTICLES: ArticleSummary[] = [...BLOG_ARTICLES, ...SCHEME_ARTICLES];

/** The Recent Articles block (home and hubs). */
export const RECENT_ARTICLES: ArticleSummary[] = BLOG_ARTICLES;

/**
 * The Renting hub's Recent Articles (issue 36: it showed the buying ones):
 * the three articles a renter reads, Cost Rental, the budget's renters'
 * measures and the path from renting to owning.
 */
export const RENTING_ARTICLES: ArticleSummary[] = [
  SCHEME_ARTICLES.find((a) => a.slug === "/schemes/cost-rental")!,
  BLOG_ARTICLES.find((a) => a.slug === "/resources/blog/2023-budget-housing-impact")!,
  BLOG_ARTICLES.find((a) => a.slug === "/resources/blog/tenant-to-homeowner")!,
];

/** Which three articles a Recent Articles block shows. */
export const RECENT_ARTICLE_SETS = { general: RECENT_ARTICLES, renting: RENTING_ARTICLES } as const;
export type RecentArticleSet = keyof typeof RECENT_ARTICLE_SETS;

/** The words on every article card (components/blog/ArticleGrid.tsx). */
export const ARTICLE_CARD_TEXT = {
  readArticle: "Read article",
};

/** Every illustration is drawn at this size (explicit dimensions: no layout shift). */
export const ARTICLE_IMAGE_SIZE = { width: 640, height: 360 } as const;
