import type { ReactNode } from "react";
import { breadcrumbsFor } from "~/content/pages";
import type { TextPage as TextPageContent } from "~/content/legal/types";
import type { Block } from "~/content/types";
import { formatDate } from "~/lib/format";
import { PageHeader } from "~/components/layout/PageHeader";
import { Blocks } from "./Blocks";
import { ContentSection } from "./ContentSection";

/** Headed sections of content blocks, one after another: a page of prose, a blog post. */
export function BlockSections({ sections }: { sections: readonly { id: string; title: string; blocks: Block[] }[] }) {
  return (
    <>
      {sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title}>
          <Blocks blocks={section.blocks} headingLevel={3} />
        </ContentSection>
      ))}
    </>
  );
}

/** A page of headed prose: privacy, terms, cookies. */
export function TextPage({ content, children }: { content: TextPageContent; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={content.title} tag={content.tag} lead={content.lead} breadcrumbs={breadcrumbsFor(content.path)}>
        <p className="mt-4 text-sm text-slate-600">
          Last updated <time dateTime={content.updated}>{formatDate(content.updated)}</time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6">
        <BlockSections sections={content.sections} />
        {children}
      </div>
    </>
  );
}
