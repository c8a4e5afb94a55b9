import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Search } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { buttonClass } from "~/components/content/CallToAction";
import { PageHeader } from "~/components/layout/PageHeader";
import { IgnoredNote, PLAIN_LIST } from "~/components/ui/IgnoredNote";
import { breadcrumbsFor } from "~/content/pages";
import { SEARCH_PAGE } from "~/content/search";
import { pageHeaders } from "~/facts/page-headers.server";
import { pageMeta } from "~/components/layout/page-meta";
import { search } from "~/search/index.server";
import { MAX_QUERY_LENGTH } from "~/content/search-limits";
import { parseSearchParams } from "~/search/params.server";
import { SearchResults } from "~/search/SearchResults";

export async function loader({ request }: LoaderFunctionArgs) {
  const { values, ignored } = parseSearchParams(new URL(request.url).searchParams);
  const response = search(values.q);
  const notes = [
    ...(response.kind !== "empty" && response.truncated ? [SEARCH_PAGE.truncated] : []),
    ...(response.kind === "results" && response.wordsDropped ? [SEARCH_PAGE.wordsDropped] : []),
  ];
  return json({ response, ignored, notes }, { headers: pageHeaders() });
}

// The empty search page is a real page worth finding; result pages are not (search engines' own advice).
export const meta: MetaFunction = ({ matches, location }) => pageMeta({ path: SEARCH_PAGE.path, matches, noindex: location.search.length > 1 });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function SearchPage() {
  const { response, ignored, notes } = useLoaderData<typeof loader>();
  const query = response.kind === "empty" ? "" : response.query;
  // The box shows the query searched, after Back and Forward too. Kept rather than remounted (a key), so the
  // reader's focus stays in it after a search: the same page with another query moves no focus.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.value = query;
  }, [query]);
  return (
    <>
      <PageHeader title={SEARCH_PAGE.title} lead={SEARCH_PAGE.lead} accent="green" breadcrumbs={breadcrumbsFor(SEARCH_PAGE.path)}>
        <Form method="get" action={SEARCH_PAGE.path} discover="none" role="search" className="mt-6 max-w-2xl">
          <label htmlFor="site-search" className="mb-2 block font-semibold text-slate-900">{SEARCH_PAGE.inputLabel}</label>
          <div className="flex gap-2">
            <input
              ref={box}
              id="site-search"
              name="q"
              type="search"
              defaultValue={query}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-3 text-slate-900 focus:outline focus:outline-2 focus:outline-brand-700"
            />
            <button type="submit" className={buttonClass.primary}>
              <Search className="h-4 w-4" aria-hidden="true" /> {SEARCH_PAGE.button}
            </button>
          </div>
        </Form>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <IgnoredNote ignored={ignored} list={PLAIN_LIST} className="mb-6" notes={notes} />
        <SearchResults response={response} />
      </div>
    </>
  );
}
