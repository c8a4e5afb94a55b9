import type { Hub } from "~/content/hubs";
import { breadcrumbsFor } from "~/content/pages";
import { PageHeader } from "~/components/layout/PageHeader";
import { LinkCardGrid } from "~/components/content/LinkCardGrid";
import { buttonClass } from "~/components/content/CallToAction";
import { QuestionnaireButton } from "~/components/ui/QuestionnaireButton";
import { RecentArticles } from "./RecentArticles";

/** A section hub: header, cards to its pages, related tools, recent articles. */
export function HubPage({ hub }: { hub: Hub }) {
  return (
    <>
      <PageHeader title={hub.title} tag={hub.tag} lead={hub.lead} accent={hub.accent} breadcrumbs={breadcrumbsFor(hub.path)}>
        <div className="mt-6">
          <QuestionnaireButton className={buttonClass.primary} />
        </div>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12 sm:px-6">
        <section aria-labelledby="hub-cards">
          <h2 id="hub-cards" className="mb-6 text-2xl font-bold text-slate-900">{hub.cardsTitle}</h2>
          <LinkCardGrid cards={hub.cards} columns={hub.cards.length === 3 ? 3 : hub.cards.length === 5 ? 3 : 4} />
        </section>
        {hub.tools ? (
          <section aria-labelledby="hub-tools">
            <h2 id="hub-tools" className="mb-6 text-2xl font-bold text-slate-900">Tools</h2>
            <LinkCardGrid cards={hub.tools} columns={hub.tools.length === 3 ? 3 : 2} />
          </section>
        ) : null}
      </div>
      {hub.recentArticles ? <RecentArticles accent={hub.recentArticles} articles={hub.articles} /> : null}
    </>
  );
}
