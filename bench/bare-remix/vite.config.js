/**
 * The bare-Remix reference page (see scripts/bench.mjs), built as the site is:
 * Remix's Vite plugin with the same future flags. The bench passes where to
 * build (BARE_BUILD_DIR) and where the captured page is (BARE_PAGE_DIR);
 * nothing is written inside the repository.
 */
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

const out = process.env.BARE_BUILD_DIR || "/tmp/bare-remix-build";

export default defineConfig({
  // The site's public files (favicon, web manifest), served as the site serves them.
  publicDir: "../../public",
  // The build folder is outside this folder; the bench makes it afresh each run.
  build: { emptyOutDir: true },
  plugins: [
    remix({
      buildDirectory: `${out}/build`,
      future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: false },
    }),
  ],
});
