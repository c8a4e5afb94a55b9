# The Irish Housing Guide: a production image of the server-rendered site.
#   docker build -t irish-housing-guide .
#   docker run -p 3000:3000 -e SITE_URL=https://your.domain irish-housing-guide
# Stages: deps (all dependencies) -> prod-deps (pruned to production) and build (the site) -> a small
# runtime that runs as the unprivileged `node` user, with node itself as the
# main process running the site's server (server/index.mjs), so SIGTERM
# reaches it: it drains (/healthz 503, every accepted request answered) and
# exits within 10 s, before the engine's SIGKILL.

ARG NODE_IMAGE=node:22-bookworm-slim

# The dependencies alone, in a stage of their own: it changes only with the lockfile, so a builder
# that keeps layers (Docker's default; the container test's buildah too) reuses it from build to build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Only for builds behind a TLS-inspecting proxy (see README); empty by default.
ARG NODE_EXTRA_CA_CERTS=
ENV NODE_EXTRA_CA_CERTS=${NODE_EXTRA_CA_CERTS}
COPY package.json package-lock.json ./
# Install scripts are not needed (esbuild and Rollup ship their binaries as
# packages) and some try to download tools at install time.
RUN npm ci --no-audit --no-fund --ignore-scripts

# What the server needs at run time: the same install, less the development dependencies (a prune,
# not a second install from the registry). It too changes only with the lockfile.
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund --ignore-scripts

FROM deps AS build
COPY vite.config.ts postcss.config.js tailwind.config.ts tsconfig.json remix.env.d.ts ./
COPY app ./app
COPY public ./public
# remix vite:build: the server in build/server, the browser's files and public/ in build/client.
RUN NODE_ENV=production npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node package.json ./
COPY --chown=node:node server ./server
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the main process (not npm), so SIGTERM reaches the server.
# stdout: the access log (JSON lines, paths without their query); stderr: the rest.
CMD ["node", "server/index.mjs", "build/server/index.js"]
