/**
 * Loads app modules (TypeScript, with the `~/` alias) into a Node script,
 * through Vite's own module runner: the scripts that read the content (the
 * editor's report, the bench's list of routes) need no bundler of their own.
 *
 *   const [pages] = await loadAppModules(["/app/content/pages.ts"]);
 */
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = fileURLToPath(new URL("../..", import.meta.url));

export async function loadAppModules(paths) {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    resolve: { alias: { "~": `${root}app` } },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const modules = [];
    for (const path of paths) modules.push(await server.ssrLoadModule(path));
    return modules;
  } finally {
    await server.close();
  }
}
