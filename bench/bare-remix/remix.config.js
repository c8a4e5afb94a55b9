/**
 * The bare-Remix reference page (see README.md here). The bench passes where
 * to build (BARE_BUILD_DIR) and where the captured page is (BARE_PAGE_DIR);
 * nothing is written inside the repository.
 * @type {import('@remix-run/dev').AppConfig}
 */
const out = process.env.BARE_BUILD_DIR || "/tmp/bare-remix-build";
export default {
  serverBuildPath: `${out}/build/index.js`,
  assetsBuildDirectory: `${out}/public/build`,
  cacheDirectory: `${out}/.cache`,
  publicPath: "/build/",
  serverModuleFormat: "esm",
  tailwind: false,
  postcss: false,
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: false },
};
