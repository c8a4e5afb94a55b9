/**
 * Classic Remix compiler. BUILD_DIR lets several builds (parallel work, the
 * bench) live side by side; the public path stays /build/ for all of them.
 * @type {import('@remix-run/dev').AppConfig}
 */
const buildRoot = process.env.BUILD_DIR || ".";
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverBuildPath: `${buildRoot}/build/index.js`,
  assetsBuildDirectory: `${buildRoot}/public/build`,
  cacheDirectory: `${buildRoot}/.cache`,
  publicPath: "/build/",
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    // Off on purpose: with single fetch on, loader data is streamed after
    // </html> and the page no longer validates (STACK.md pitfall 8).
    v3_singleFetch: false,
  },
};
