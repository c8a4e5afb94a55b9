import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CallToAction } from "~/components/content/CallToAction";
import { PageHeader } from "~/components/layout/PageHeader";
import { FaqBrowser } from "~/components/resources/FaqBrowser";
import { IgnoredNote } from "~/components/resources/IgnoredNote";
import { FAQ_PAGE, faqItems } from "~/content/faq";
import { breadcrumbsFor } from "~/content/pages";
import { pageHeaders } from "~/lib/http.server";
import { faqPageLd } from "~/lib/jsonld";
import { toPlainText } from "~/lib/rich-text";
import { pageMeta } from "~/lib/seo";
import { siteToday } from "~/lib/today.server";
import { parseFaqFilter } from "~/resources/filter.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const filter = parseFaqFilter(new URL(request.url).searchParams);
  // The renting answers state today's rules, so the questions are built on the server for today.
  return json({ ...filter, items: faqItems(siteToday()) }, { headers: pageHeaders() });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  // Every question is in the structured data, whatever the filter shows.
  const ld = faqPageLd((data?.items ?? []).map((item) => ({ question: item.question, answer: item.answer.map(toPlainText).join(" ") })));
  return pageMeta({ path: FAQ_PAGE.path, matches, extra: [{ "script:ld+json": ld }] });
};
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Faq() {
  const { category, q, ignored, truncated, items } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={FAQ_PAGE.title} tag={FAQ_PAGE.tag} lead={FAQ_PAGE.lead} accent="purple" breadcrumbs={breadcrumbsFor(FAQ_PAGE.path)} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-10 sm:px-6">
        <div>
          <IgnoredNote ignored={ignored} notes={truncated ? [FAQ_PAGE.truncated] : []} />
          <FaqBrowser all={items} initial={{ category, q }} />
        </div>
        <CallToAction cta={{ ...FAQ_PAGE.stillHaveQuestions, actions: [...FAQ_PAGE.stillHaveQuestions.actions] }} />
      </div>
    </>
  );
}
