import { toolFileLoader } from "~/tools/route.server";

/** /tools/rent-tax-credit.pdf?…: the page's result as a PDF made on the server (tools/route.server). */
export const loader = toolFileLoader("rent-tax-credit", "pdf");
