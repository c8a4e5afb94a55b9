import type { MetaFunction } from "@remix-run/node";
import { ArrowRight } from "~/components/ui/icons";
import { buttonClass } from "~/components/content/CallToAction";
import { LinkCardGrid } from "~/components/content/LinkCardGrid";
import { RecentArticles } from "~/components/home/RecentArticles";
import heroImage from "~/assets/images/hero.svg";
import { HOME } from "~/content/home";
import { webSiteLd } from "~/lib/jsonld";
import { pageMeta, siteFromMatches } from "~/components/layout/page-meta";
import { QuestionnaireButton } from "~/components/ui/QuestionnaireButton";
import { SiteLink } from "~/components/ui/SiteLink";

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta({ path: "/", matches, extra: [{ "script:ld+json": webSiteLd(site.url, site.name) }] });
};

export default function Home() {
  const { hero } = HOME;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-14 pt-24 sm:px-6 md:grid-cols-2 md:pt-28">
          {/* data-stagger: after a client navigation the hero's lines enter one after another (components/motion). */}
          <div data-stagger>
            <p className="mb-4 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm">{hero.tag}</p>
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{hero.title}</h1>
            <p className="mt-5 text-lg text-slate-700">{hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <QuestionnaireButton label={hero.primaryAction} className={buttonClass.primary} />
              <SiteLink to={hero.secondaryAction.url} className={buttonClass.secondary}>
                {hero.secondaryAction.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </SiteLink>
            </div>
          </div>
          <img src={heroImage} alt="" width={560} height={420} className="mx-auto hidden w-full max-w-md md:block" fetchPriority="high" />
        </div>
      </section>

      <section aria-labelledby="categories" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="categories" className="mb-8 text-2xl font-bold text-slate-900 sm:text-3xl">{HOME.categoriesTitle}</h2>
        <LinkCardGrid cards={HOME.categories} columns={4} />
      </section>

      <section aria-labelledby="home-tools" className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
        <h2 id="home-tools" className="mb-8 text-2xl font-bold text-slate-900 sm:text-3xl">{HOME.toolsTitle}</h2>
        <LinkCardGrid cards={HOME.tools} columns={3} />
      </section>

      <RecentArticles accent="blue" />

      <section aria-labelledby="closing-cta" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
        <div className="rounded-2xl bg-brand-800 p-8 text-center text-white shadow-lg sm:p-12">
          <h2 id="closing-cta" className="text-2xl font-bold sm:text-3xl">{HOME.closing.title}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">{HOME.closing.text}</p>
          <div className="mt-6 flex justify-center">
            <QuestionnaireButton
              label={HOME.closingButton}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            />
          </div>
        </div>
      </section>
    </>
  );
}
