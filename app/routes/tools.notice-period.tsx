import { toolLoader } from "~/tools/route.server";
import { toolPage } from "~/tools/ui/ToolPage";

/** /tools/notice-period: made as every tool page is (tools/ui/ToolPage, tools/route.server). */
export const loader = toolLoader("notice-period");
export { headers, meta } from "~/tools/ui/ToolPage";
export default toolPage("notice-period");
