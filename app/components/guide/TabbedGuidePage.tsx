import type { TabbedGuide, GuideClosing } from "~/content/guides/types";
import { breadcrumbsFor } from "~/content/pages";
import { Blocks, NO_TOOLS, ToolEmbeds, type EmbeddedTools } from "~/components/content/Blocks";
import { CallToAction, buttonClass } from "~/components/content/CallToAction";
import { LinkCardGrid } from "~/components/content/LinkCardGrid";
import { RichText } from "~/components/content/RichText";
import { SourceNote } from "~/components/content/SourceNote";
import { PageHeader } from "~/components/layout/PageHeader";
import { SmartLink } from "~/components/ui/SmartLink";
import { ignoredNote, type GuideState } from "~/lib/guide-params";
import { Collapsible } from "./Collapsible";
import { TopicTabs } from "./TopicTabs";

/**
 * A tabbed guide page (spec 2.4): breadcrumbs and header, an intro panel,
 * topic cards acting as tabs with the active topic's collapsible sections,
 * a closing block and the page's sources. `state` comes from the loader
 * (lib/guide-params), so the server renders the topic the URL asks for.
 *
 * Outline: h1 (header) > h2 intro, h2 topics > h3 topic > h4 sections > h5
 * headings inside sections; h2 closing. `tools`: the tools its content embeds.
 */
export function TabbedGuidePage({ guide, state, tools = NO_TOOLS }: { guide: TabbedGuide; state: GuideState; tools?: EmbeddedTools }) {
  const note = ignoredNote(state, guide);
  const openFor = (topicId: string) =>
    topicId === state.topic ? state.openSection ?? undefined : topicId === guide.defaultTopic ? guide.defaultOpenSection : undefined;

  return (
    <ToolEmbeds.Provider value={tools}>
      <PageHeader {...guide.header} breadcrumbs={breadcrumbsFor(guide.path)} />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10 sm:px-6">
        <section aria-labelledby="guide-intro" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="guide-intro" className="mb-4 text-2xl font-bold text-slate-900">{guide.intro.title ?? "Introduction"}</h2>
          <Blocks blocks={guide.intro.blocks} headingLevel={3} />
        </section>

        <section aria-labelledby="guide-topics">
          <h2 id="guide-topics" className="mb-6 scroll-mt-24 text-2xl font-bold text-slate-900">{guide.topicsTitle}</h2>
          {note ? (
            <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">{note}</p>
          ) : null}
          <TopicTabs
            topics={guide.topics}
            active={state.topic}
            label={guide.topicsTitle}
            anchor="guide-topics"
            renderPanel={(topic) => {
              const open = openFor(topic.id);
              return (
                <div data-topic-panel={topic.id}>
                  <h3 className="text-xl font-bold text-slate-900">{topic.title}</h3>
                  <p className="mb-5 mt-1 text-slate-700">{topic.description}</p>
                  <Collapsible
                    key={`${topic.id}:${open ?? ""}`}
                    headingLevel={4}
                    defaultOpen={open}
                    items={topic.sections.map((section) => ({
                      id: section.id,
                      title: section.title,
                      content: <Blocks blocks={section.blocks} headingLevel={5} />,
                    }))}
                  />
                </div>
              );
            }}
          />
        </section>

        <GuideClosingBlock closing={guide.closing} />

        <SourceNote sources={guide.sources} reviewed={guide.reviewed} />
      </div>
    </ToolEmbeds.Provider>
  );
}

function GuideClosingBlock({ closing }: { closing: GuideClosing }) {
  if (closing.kind === "cta") return <CallToAction cta={closing.cta} />;
  return (
    <section aria-labelledby="guide-closing" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="guide-closing" className="text-2xl font-bold text-slate-900">{closing.title}</h2>
      {closing.text ? <p className="mt-2 text-slate-700"><RichText text={closing.text} /></p> : null}
      <div className="mt-6">
        <LinkCardGrid cards={closing.links} headingLevel={3} columns={closing.links.length === 3 ? 3 : 2} />
      </div>
      {closing.action ? (
        <div className="mt-6">
          <SmartLink href={closing.action.url} className={buttonClass.primary}>{closing.action.label}</SmartLink>
        </div>
      ) : null}
    </section>
  );
}
