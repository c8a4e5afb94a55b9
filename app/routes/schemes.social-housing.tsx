import { json, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchemePageView, schemePageMeta } from "~/components/scheme/SchemePage";
import { socialHousingPage } from "~/content/schemes/social-housing";
import { pageHeaders } from "~/facts/page-headers.server";
import { siteToday } from "~/lib/today.server";

export const loader = () => json(socialHousingPage(siteToday()), { headers: pageHeaders() });
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => schemePageMeta(data, "/schemes/social-housing", matches);

export default function SocialHousingPage() {
  return <SchemePageView page={useLoaderData<typeof loader>()} />;
}
