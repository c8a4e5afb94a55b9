import type { MetaFunction } from "@remix-run/node";
import { LinkCardGrid } from "~/components/content/LinkCardGrid";
import { PageHeader } from "~/components/layout/PageHeader";
import { breadcrumbsFor, getPage } from "~/content/pages";
import { TOOLS_HUB } from "~/content/tools/hub";
import { pageMeta } from "~/components/layout/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: TOOLS_HUB.path, matches });

export default function ToolsHub() {
  const page = getPage(TOOLS_HUB.path);
  return (
    <>
      <PageHeader title={page.title} tag={TOOLS_HUB.tag} lead={TOOLS_HUB.lead} accent="teal" breadcrumbs={breadcrumbsFor(TOOLS_HUB.path)} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
        <section aria-labelledby="tools-cards">
          <h2 id="tools-cards" className="mb-6 text-2xl font-bold text-slate-900">{TOOLS_HUB.cardsTitle}</h2>
          <LinkCardGrid cards={TOOLS_HUB.cards} columns={3} />
        </section>
        <p className="max-w-3xl text-slate-700">{TOOLS_HUB.note}</p>
      </div>
    </>
  );
}
