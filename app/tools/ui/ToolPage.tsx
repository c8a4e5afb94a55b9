import type { ReactNode } from "react";
import { PageHeader } from "~/components/layout/PageHeader";
import { breadcrumbsFor, getPage } from "~/content/pages";
import { TOOLS_TAG } from "~/content/tools/tag";

/** A tool's own page: breadcrumbs, the page's one h1 and lead, then the tool. */
export function ToolPage({ path, lead, children }: { path: string; lead: string; children: ReactNode }) {
  const page = getPage(path);
  return (
    <>
      <PageHeader title={page.title} tag={TOOLS_TAG} lead={lead} accent="teal" breadcrumbs={breadcrumbsFor(path)} />
      {children}
    </>
  );
}
