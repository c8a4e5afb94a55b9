# The Irish Housing Guide: a production image of the server-rendered site.
#   docker build -t irish-housing-guide .
#   docker run -p 3000:3000 -e SITE_URL=https://your.domain irish-housing-guide
# Stages: build (all dependencies, then pruned to production) -> a small
# runtime that runs as the unprivileged `node` user, with node itself as the
# main process running the site's server (server/index.mjs), so SIGTERM
# reaches it: it drains (/healthz 503, every accepted request answered) and
# exits within 10 s, before the engine's SIGKILL.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Only for builds behind a TLS-inspecting proxy (see README); empty by default.
ARG NODE_EXTRA_CA_CERTS=
ENV NODE_EXTRA_CA_CERTS=${NODE_EXTRA_CA_CERTS}
COPY package.json package-lock.json ./
# Install scripts are not needed (esbuild and Rollup ship their binaries as
# packages) and some try to download tools at install time.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY vite.config.ts postcss.config.js tailwind.config.ts tsconfig.json remix.env.d.ts ./
COPY app ./app
COPY public ./public
# remix vite:build: the server in build/server, the browser's files and public/ in build/client.
# Then the development dependencies are removed in the same stage (one install, not a second from the
# registry): the runtime stage only copies from this one, so the builder never has to store this stage
# as an image of its own, as it must for a stage that another stage starts FROM.
RUN NODE_ENV=production npm run build && npm prune --omit=dev --no-audit --no-fund --ignore-scripts

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
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
