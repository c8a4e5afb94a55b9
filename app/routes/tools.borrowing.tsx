import { toolLoader } from "~/tools/route.server";
import { toolPage } from "~/tools/ui/ToolPage";

/** /tools/borrowing: made as every tool page is (tools/ui/ToolPage, tools/route.server). */
export const loader = toolLoader("borrowing");
export { headers, meta } from "~/tools/ui/ToolPage";
export default toolPage("borrowing");
