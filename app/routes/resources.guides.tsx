import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CallToAction } from "~/components/content/CallToAction";
import { PageHeader } from "~/components/layout/PageHeader";
import { IgnoredNote, PLAIN_LIST } from "~/components/ui/IgnoredNote";
import { ResourceDirectory } from "~/components/resources/ResourceDirectory";
import { breadcrumbsFor } from "~/content/pages";
import { RESOURCES_PAGE } from "~/content/resources";
import { pageHeaders } from "~/content/page-headers.server";
import { pageMeta } from "~/components/layout/page-meta";
import { parseResourceFilter } from "~/components/resources/filter.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const filter = parseResourceFilter(new URL(request.url).searchParams);
  return json(filter, { headers: pageHeaders() });
}

export const meta: MetaFunction = ({ matches }) => pageMeta({ path: RESOURCES_PAGE.path, matches });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function GovernmentResourceLinks() {
  const { category, ignored } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={RESOURCES_PAGE.title}
        tag={RESOURCES_PAGE.tag}
        lead={RESOURCES_PAGE.lead}
        accent="blue"
        breadcrumbs={breadcrumbsFor(RESOURCES_PAGE.path)}
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6">
        <div>
          <IgnoredNote ignored={ignored} list={PLAIN_LIST} className="mb-6" />
          <ResourceDirectory initialCategory={category} />
        </div>
        <CallToAction cta={{ ...RESOURCES_PAGE.moreInfo, actions: [...RESOURCES_PAGE.moreInfo.actions] }} />
      </div>
    </>
  );
}
