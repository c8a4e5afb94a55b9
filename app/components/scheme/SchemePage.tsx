import type { MetaDescriptor } from "@remix-run/node";
import { ArrowLeft } from "~/components/ui/icons";
import { Fragment, useMemo } from "react";
import { Blocks, NO_TOOLS, ToolEmbeds, type EmbeddedTools } from "~/components/content/Blocks";
import { ContentSection } from "~/components/content/ContentSection";
import { buttonClass, CallToAction } from "~/components/content/CallToAction";
import { LinkCardGrid } from "~/components/content/LinkCardGrid";
import { linkClass, RichText } from "~/components/content/RichText";
import { SourceNote } from "~/components/content/SourceNote";
import { Collapsible, questionItems } from "~/components/guide/Collapsible";
import { PageHeader } from "~/components/layout/PageHeader";
import { breadcrumbsFor } from "~/content/pages";
import { outlineOf, type SchemePage } from "~/content/schemes/types";
import { faqPageLd } from "~/lib/jsonld";
import { toPlainText } from "~/lib/rich-text";
import { pageMeta } from "~/components/layout/page-meta";
import { QuestionnaireButton } from "~/components/ui/QuestionnaireButton";
import { SiteLink } from "~/components/ui/SiteLink";

const SCHEMES_HUB = "/schemes";


/** Meta tags for a scheme page, with FAQPage JSON-LD when the page has questions. */
export function schemePageMeta(page: SchemePage | undefined, path: string, matches: Parameters<typeof pageMeta>[0]["matches"]): MetaDescriptor[] {
  const faq = page?.faq;
  const extra: MetaDescriptor[] = faq
    ? [{ "script:ld+json": faqPageLd(faq.items.map((item) => ({ question: item.question, answer: item.answer.map(toPlainText).join(" ") }))) }]
    : [];
  return pageMeta({ path, matches, extra });
}

/**
 * The shared layout of the scheme pages: header with breadcrumbs, an
 * optional "On this page" list, the sections under h2s, the common
 * questions (collapsible), help links, the call to action, a way back to
 * the schemes hub and the sources. `tools`: the tools its content embeds.
 */
export function SchemePageView({ page, tools = NO_TOOLS }: { page: SchemePage; tools?: EmbeddedTools }) {
  const outline = outlineOf(page);
  const faq = page.faq;
  // Stable items, so the accordion's hash listener is not re-run on every render.
  const faqItems = useMemo(() => questionItems(faq?.items ?? [], "space-y-3 leading-relaxed text-slate-700"), [faq]);

  const faqSection = faq ? (
    <ContentSection id={faq.id} title={faq.title} spacing="mb-5">
      <Collapsible items={faqItems} headingLevel={3} />
    </ContentSection>
  ) : null;

  return (
    <ToolEmbeds.Provider value={tools}>
      <PageHeader {...page.header} breadcrumbs={breadcrumbsFor(page.path)}>
        {page.header.backButton ? (
          <div className="mt-6">
            <SiteLink to={SCHEMES_HUB} className={buttonClass.secondary}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Schemes
            </SiteLink>
          </div>
        ) : null}
      </PageHeader>

      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10 sm:px-6">
        {page.contents ? (
          <nav aria-label="On this page" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="mb-3 font-semibold text-slate-900">On this page</p>
            <ol className="grid list-decimal gap-x-8 gap-y-1.5 pl-6 marker:text-slate-500 sm:grid-cols-2">
              {outline.map((entry) => (
                <li key={entry.id}>
                  <SiteLink to={`#${entry.id}`} className={linkClass}>{entry.title}</SiteLink>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        {page.sections.map((section) => (
          <Fragment key={section.id}>
            <ContentSection id={section.id} title={section.title} spacing="mb-5">
              <Blocks blocks={section.blocks} headingLevel={3} />
            </ContentSection>
            {faq?.after === section.id ? faqSection : null}
          </Fragment>
        ))}
        {faq && !faq.after ? faqSection : null}

        {page.links ? (
          <ContentSection id={page.links.id} title={page.links.title}>
            {page.links.intro ? <p className="mb-5 text-slate-700"><RichText text={page.links.intro} /></p> : null}
            <LinkCardGrid cards={page.links.items} headingLevel={3} columns={page.links.items.length % 3 === 0 ? 3 : 2} />
          </ContentSection>
        ) : null}

        <CallToAction
          cta={page.cta}
          extra={
            page.cta.questionnaire ? (
              <QuestionnaireButton className="inline-flex items-center justify-center gap-2 rounded-lg border border-white px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white" />
            ) : undefined
          }
        />

        <div className="space-y-4 border-t border-slate-200 pt-6">
          <p>
            <SiteLink to={SCHEMES_HUB} className={`inline-flex items-center gap-2 ${linkClass}`}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to all schemes
            </SiteLink>
          </p>
          <SourceNote sources={page.sources} reviewed={page.reviewed} />
        </div>
      </div>
    </ToolEmbeds.Provider>
  );
}
