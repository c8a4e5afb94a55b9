import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { capturedMain } from "../capture.server";
import { renderTree } from "../tree";

export const meta = () => [{ title: "Bare Remix reference" }];

/** The captured <main>, as data: the browser gets it the way the site sends a page's words. */
export async function loader() {
  return json({ tree: capturedMain() });
}

export default function Page() {
  const { tree } = useLoaderData();
  return renderTree(tree);
}
