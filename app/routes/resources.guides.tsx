import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CallToAction } from "~/components/content/CallToAction";
import { PageHeader } from "~/components/layout/PageHeader";
import { IgnoredNote, PLAIN_LIST } from "~/components/ui/IgnoredNote";
import { ResourceDirectory } from "~/components/resources/ResourceDirectory";
import { breadcrumbsFor } from "~/content/pages";
import { resourceDirectoryData } from "~/content/resources";
import { pageHeaders } from "~/facts/page-headers.server";
import { pageMeta } from "~/components/layout/page-meta";
import { parseResourceFilter } from "~/loaders/resource-filters.server";

/** A plain string, not RESOURCES_PAGE.path: meta runs in the browser too, and the content module stays in the loader. */
const PATH = "/resources/guides";

// The page's words, categories and links travel as loader data, so content/resources.ts and
// facts/sources.ts stay out of the browser's files (README: "Page words reach the browser as loader data").
export async function loader({ request }: LoaderFunctionArgs) {
  const filter = parseResourceFilter(new URL(request.url).searchParams);
  return json({ ...filter, directory: resourceDirectoryData() }, { headers: pageHeaders() });
}

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: PATH, matches });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function GovernmentResourceLinks() {
  const { category, ignored, directory } = useLoaderData<typeof loader>();
  const { words } = directory;
  return (
    <>
      <PageHeader title={words.title} tag={words.tag} lead={words.lead} accent="blue" breadcrumbs={breadcrumbsFor(PATH)} />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6">
        <div>
          <IgnoredNote ignored={ignored} list={PLAIN_LIST} className="mb-6" />
          <ResourceDirectory initialCategory={category} directory={directory} />
        </div>
        <CallToAction cta={{ ...words.moreInfo, actions: [...words.moreInfo.actions] }} />
      </div>
    </>
  );
}
