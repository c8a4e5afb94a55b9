/**
 * Any path no other route serves. The loader throws a real 404 (logged on the
 * server) and the ErrorBoundary renders the not-found page, which also logs the
 * path to the browser console. Pattern from epic-stack's app/routes/$.tsx.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import { NOT_FOUND } from "~/content/errors";
import { notFound } from "~/lib/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}

export const meta: MetaFunction = () => [
  { title: `${NOT_FOUND.title} | Irish Housing Guide` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
