/**
 * Any path no other route serves. The loader throws a real 404 (logged on the
 * server) and the ErrorBoundary renders the not-found page, which also logs the
 * path to the browser console. Pattern from epic-stack's app/routes/$.tsx.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import { NOT_FOUND } from "~/content/errors";

export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  // JSON.stringify escapes control characters, so a hostile path cannot forge log lines.
  console.warn(`[404] ${JSON.stringify(pathname.slice(0, 500))}`);
  throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
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
