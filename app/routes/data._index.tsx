import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TextPage } from "~/components/content/TextPage";
import { ContentSection } from "~/components/content/ContentSection";
import { RichText } from "~/components/content/RichText";
import { pageMeta } from "~/components/layout/page-meta";
import { dataPage } from "~/content/data-page";
import { pageTitle } from "~/content/pages";
import { pageHeaders } from "~/facts/page-headers.server";
import { rulesData } from "~/facts/rules-data";
import { siteConfig } from "~/content/site.server";
import { siteToday } from "~/lib/today.server";

/** /data: the rules data explained, with today's stamp duty rates as the example of every field, and the line to cite it by. */
export const loader = () => {
  const today = siteToday();
  const data = rulesData({ on: today, today, builtAt: new Date().toISOString(), site: { name: siteConfig.name, url: siteConfig.url }, titles: pageTitle });
  return json(dataPage(data, siteConfig.url), { headers: pageHeaders() });
};

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction = ({ matches }) => pageMeta({ path: "/data", matches });

export default function DataPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <TextPage content={page}>
      <ContentSection id="cite" title={page.cite.title}>
        <p className="text-slate-700"><RichText text={page.cite.lead} /></p>
        {/* Its own block, whole and selectable, as the curl commands below: ready to copy. */}
        <pre className="mt-3 whitespace-pre-wrap break-words rounded-md bg-slate-900 p-3 text-sm text-slate-50" tabIndex={0} data-testid="citation">
          <code>{page.cite.text}</code>
        </pre>
      </ContentSection>
      <ContentSection id="curl" title={page.curlTitle}>
        <ul className="space-y-4">
          {page.curl.map((c) => (
            <li key={c.command}>
              <p className="text-slate-700">{c.label}</p>
              <pre className="mt-1 overflow-x-auto rounded-md bg-slate-900 p-3 text-sm text-slate-50" tabIndex={0}>
                <code>{c.command}</code>
              </pre>
            </li>
          ))}
        </ul>
      </ContentSection>
    </TextPage>
  );
}
