import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CallToAction } from "~/components/content/CallToAction";
import { PageHeader } from "~/components/layout/PageHeader";
import { FaqBrowser } from "~/components/resources/FaqBrowser";
import { IgnoredNote, PLAIN_LIST } from "~/components/ui/IgnoredNote";
import { FAQ_PAGE } from "~/content/faq";
import { faqItems } from "~/content/faq-items";
import { breadcrumbsFor } from "~/content/pages";
import { pageHeaders } from "~/facts/page-headers.server";
import { faqPageLd } from "~/lib/jsonld";
import { toPlainText } from "~/lib/rich-text";
import { pageMeta } from "~/components/layout/page-meta";
import { siteToday } from "~/lib/today.server";
import { parseFaqFilter } from "~/loaders/resource-filters.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const filter = parseFaqFilter(new URL(request.url).searchParams);
  return json({ ...filter, items: faqItems(siteToday()) }, { headers: pageHeaders() });
}

// Every question is in the structured data, whatever the filter shows, as it reads today.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta({
    path: FAQ_PAGE.path,
    matches,
    extra: [{ "script:ld+json": faqPageLd((data?.items ?? []).map((item) => ({ question: item.question, answer: item.answer.map(toPlainText).join(" ") }))) }],
  });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Faq() {
  const { category, q, ignored, truncated, items } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={FAQ_PAGE.title} tag={FAQ_PAGE.tag} lead={FAQ_PAGE.lead} accent="purple" breadcrumbs={breadcrumbsFor(FAQ_PAGE.path)} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-10 sm:px-6">
        <div>
          <IgnoredNote ignored={ignored} list={PLAIN_LIST} className="mb-6" notes={truncated ? [FAQ_PAGE.truncated] : []} />
          <FaqBrowser initial={{ category, q }} items={items} />
        </div>
        <CallToAction cta={{ ...FAQ_PAGE.stillHaveQuestions, actions: [...FAQ_PAGE.stillHaveQuestions.actions] }} />
      </div>
    </>
  );
}
