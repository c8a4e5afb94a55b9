import { ArrowRight } from "~/components/ui/icons";
import { SiteLink } from "~/components/ui/SiteLink";
import { SEARCH_PAGE } from "~/content/search";
import type { SearchResponse } from "./engine";
import type { Segment } from "./highlight";

/** Matched words in <mark>, everything as React text: nothing here is parsed as HTML. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.mark ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-slate-900">{s.text}</mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}

/** With no result, links to browse the site's sections. */
function Browse() {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {SEARCH_PAGE.browse.map((link) => (
        <li key={link.url}>
          <SiteLink
            to={link.url}
            className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {link.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The summary above the results: a helpful message for empty or unusable input or no match, else the count. */
function summary(response: SearchResponse): { title: string; text: string | null } {
  if (response.kind === "empty") return SEARCH_PAGE.empty;
  if (response.kind === "no-words") return SEARCH_PAGE.noWords;
  if (response.hits.length === 0) return { title: SEARCH_PAGE.noResults.title(response.query), text: SEARCH_PAGE.noResults.text };
  return { title: SEARCH_PAGE.count(response.total, response.query), text: response.total > response.hits.length ? SEARCH_PAGE.shownOf(response.hits.length) : null };
}

/** The outcome of a search: the summary, then the ranked results, or (with none) links to browse the sections. */
export function SearchResults({ response }: { response: SearchResponse }) {
  const { title, text } = summary(response);
  const hits = response.kind === "results" ? response.hits : [];
  return (
    <section aria-labelledby="search-summary">
      <div aria-live="polite">
        <h2 id="search-summary" className="break-words text-xl font-bold text-slate-900">{title}</h2>
        {text ? <p className="mt-2 text-slate-700">{text}</p> : null}
      </div>
      {hits.length === 0 ? (
        <Browse />
      ) : (
        <ol className="mt-6 space-y-4">
          {hits.map((hit) => (
            <li key={hit.path} data-search-result className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-sm font-medium text-slate-700">{hit.section}</p>
              <h3 className="mt-1 text-lg font-semibold">
                <SiteLink
                  to={hit.path}
                  className="rounded text-brand-800 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  <Highlighted segments={hit.titleSegments} />
                </SiteLink>
              </h3>
              <p className="mt-2 text-slate-700">
                <Highlighted segments={hit.snippet} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
