import { ArrowLeft } from "~/components/ui/icons";
import type { GuideSection, SectionedGuide } from "~/content/guides/sectioned";
import { breadcrumbsFor } from "~/content/pages";
import { Blocks, NO_TOOLS, ToolEmbeds, type EmbeddedTools } from "~/components/content/Blocks";
import { CallToAction } from "~/components/content/CallToAction";
import { SourceNote } from "~/components/content/SourceNote";
import { PageHeader } from "~/components/layout/PageHeader";
import { Checklist } from "./Checklist";
import { Collapsible } from "./Collapsible";
import { TopicTabs } from "./TopicTabs";
import { SiteLink } from "~/components/ui/SiteLink";

function SectionBody({ section, activeTab }: { section: GuideSection; activeTab?: string }) {
  const { tabs } = section;
  return (
    <div className="space-y-6">
      {section.blocks.length > 0 ? <Blocks blocks={section.blocks} headingLevel={3} /> : null}
      {section.checklist ? <Checklist stages={section.checklist} /> : null}
      {tabs ? (
        <TopicTabs
          topics={tabs.topics}
          active={activeTab ?? tabs.defaultTab}
          param={tabs.param}
          label={tabs.label}
          anchor={section.id}
          renderPanel={(topic) => (
            <div className="space-y-6">
              {topic.sections.map((sub) => (
                <div key={sub.id} id={sub.id} className="space-y-3">
                  <h3 className="text-lg font-semibold text-slate-900">{sub.title}</h3>
                  <Blocks blocks={sub.blocks} headingLevel={4} />
                </div>
              ))}
            </div>
          )}
        />
      ) : null}
      {section.after ? <Blocks blocks={section.after} headingLevel={3} /> : null}
    </div>
  );
}

/**
 * A buying guide page (spec 2.4): header with breadcrumbs, an intro,
 * collapsible sections (one open at a time; each may hold a checklist or
 * tabs), a closing call to action and the page's sources. `activeTab` is the
 * tab the URL asked for; `openSection` overrides the guide's default open
 * section; `note` tells the reader what in the URL was ignored; `tools` are
 * the tools its content embeds.
 */
export function SectionGuidePage({
  guide,
  activeTab,
  openSection,
  note,
  tools = NO_TOOLS,
}: {
  guide: SectionedGuide;
  activeTab?: string;
  openSection?: string | null;
  note?: string | null;
  tools?: EmbeddedTools;
}) {
  return (
    <ToolEmbeds.Provider value={tools}>
      <PageHeader title={guide.title} tag={guide.tag} lead={guide.lead} accent={guide.accent} breadcrumbs={breadcrumbsFor(guide.path)}>
        {guide.backLink ? (
          <SiteLink to={guide.backLink.url} className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {guide.backLink.label}
          </SiteLink>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
        {note ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="ignored-params">{note}</p>
        ) : null}
        <section aria-labelledby="guide-intro" className="space-y-4">
          <h2 id="guide-intro" className="text-2xl font-bold text-slate-900">{guide.intro.title}</h2>
          <Blocks blocks={guide.intro.blocks} headingLevel={3} />
        </section>
        <Collapsible
          headingLevel={2}
          defaultOpen={openSection ?? guide.defaultOpen}
          items={guide.sections.map((section) => ({
            id: section.id,
            title: section.title,
            content: <SectionBody section={section} activeTab={section.tabs ? activeTab : undefined} />,
          }))}
        />
        <CallToAction cta={guide.cta} />
        <SourceNote sources={guide.sources} reviewed={guide.reviewed} />
      </div>
    </ToolEmbeds.Provider>
  );
}
