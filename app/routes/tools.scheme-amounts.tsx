import { toolLoader } from "~/tools/route.server";
import { toolPage } from "~/tools/ui/ToolPage";

/** /tools/scheme-amounts: made as every tool page is (tools/ui/ToolPage, tools/route.server). */
export const loader = toolLoader("scheme-amounts");
export { headers, meta } from "~/tools/ui/ToolPage";
export default toolPage("scheme-amounts");
