import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { capturedBody } from "../capture.server";
import { renderTree } from "../tree";

export const meta = () => [{ title: "Bare Remix reference" }];

/** The captured page ?page=NAME, as data: the browser gets it the way the site sends a page's words. */
export async function loader({ request }) {
  const body = capturedBody(new URL(request.url).searchParams.get("page") ?? "");
  if (!body) throw new Response("No such captured page", { status: 404 });
  return json({ body });
}

/** The page's header, main and footer, as plain React elements: the same DOM the site's server sent. */
export default function Page() {
  const { body } = useLoaderData();
  return <>{body.map((node, i) => renderTree(node, i))}</>;
}
