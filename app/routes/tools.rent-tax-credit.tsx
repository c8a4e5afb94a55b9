import { toolLoader } from "~/tools/route.server";
import { toolPage } from "~/tools/ui/ToolPage";

/** /tools/rent-tax-credit: made as every tool page is (tools/ui/ToolPage, tools/route.server). */
export const loader = toolLoader("rent-tax-credit");
export { headers, meta } from "~/tools/ui/ToolPage";
export default toolPage("rent-tax-credit");
