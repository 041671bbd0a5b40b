# syntax=docker/dockerfile:1
# The console's production image: `docker build -t wellness-console .`, then run it with every setting
# of the README's Configuration table given at run time (`docker run -e MAIN_API_URL=… -p 3000:3000 …`).
# Nothing is baked in: the build reads no .env file (.dockerignore) and the server validates its
# environment when it starts. `npm run test:container` (scripts/container/test.mjs) builds this file with
# Podman on every CI run (`--format docker`, which keeps the HEALTHCHECK; NODE_IMAGE pointing at a local
# Node 24 base, since CI cannot pull one) and runs compose.yaml and deploy/kubernetes with the image;
# scripts/standalone-smoke.mjs repeats these steps without an engine.
ARG NODE_IMAGE=node:24-bookworm-slim

# Dependencies, dev ones included: the build needs TypeScript. No install script is needed to build
# (esbuild serves only the sandbox and the tests, and the `node` devDependency only brings Node 24,
# which the image has), so none runs.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts

# The self-contained server (.next/standalone: server.js and only the traced production modules).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# public/ is optional; an empty one keeps the COPY below valid when the app has none.
RUN BUILD_STANDALONE=1 npx next build && mkdir -p public

# The runtime: the standalone server, the static assets beside it, and nothing else.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000
# Owned by root and read-only to the server; only Next's cache directory is writable. Its mode is 1777
# (like /tmp) as well as its owner node: a tmpfs mounted over it (compose.yaml) takes the mode Docker is
# given, but Podman gives it this directory's mode and root as owner, whatever the compose file says.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
RUN mkdir -p .next/cache && chown node:node .next/cache && chmod 1777 .next/cache
USER node
EXPOSE 3000
# Liveness only (GET /api/health never calls upstream); with node itself, as slim images have no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1: on SIGTERM it stops taking connections, finishes requests in flight within
# SHUTDOWN_GRACE_MS (default 8 s, under docker stop's 10 s) and exits 0 (lib/server/shutdown.ts).
CMD ["node", "server.js"]
