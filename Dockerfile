# The mock API and the built front end, one port; the database and uploaded pictures live on a
# volume at /data. A second target, `contract`, is the contract suite alone, for pointing at
# any server.
#
# Node 24 LTS at its current release: the tag moves with Node's patch releases, and every build
# takes Debian's security updates (the base stage), so rebuilding gives a patched image.
# scripts/native-pairing.ts refuses a Node and better-sqlite3 known to crash together, and
# scripts/image-smoke.sh starts the image 20 times and fails while Debian has an update for it.
ARG NODE_IMAGE=node:24-bookworm-slim

# Debian's security updates over the Node image, for every stage below. A new APT_REFRESH (the
# smoke script passes the day's date) runs the upgrade again instead of taking a cached layer.
FROM ${NODE_IMAGE} AS base
ARG APT_REFRESH=
RUN echo "security updates of ${APT_REFRESH:-the first build}" && apt-get update && apt-get upgrade -y --no-install-recommends \
  && apt-get clean && rm -rf /var/lib/apt/lists/*

# The server's run-time dependencies only (no front-end, build or test packages). Nothing
# compiles: better-sqlite3 carries a prebuilt binary. Then what nothing runs goes: source maps,
# TypeScript sources and declarations, better-sqlite3's C sources and other platforms' binaries.
FROM base AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && rm -rf /root/.npm
COPY scripts/native-pairing.ts scripts/prune-modules.ts ./scripts/
RUN node scripts/native-pairing.ts && node scripts/prune-modules.ts node_modules

# Compiles the front end (dist/web), its server build for first paints (dist/ssr: every package
# bundled in, so the app stage needs none of them) and the server (dist/node). The build never
# opens a database, so no install script runs here.
FROM base AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# The contract suite alone (docker build --target contract): its own few packages
# (docker/contract/package.json), no database, no native module, not root.
#   docker run --rm -e API_BASE_URL=https://api.example.com -e API_TOKEN=... treasure-center-contract
FROM base AS contract
WORKDIR /app
ENV NODE_ENV=test
RUN chown node:node /app
USER node
COPY --chown=node:node docker/contract/package.json docker/contract/package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund --cache /tmp/npm-cache && rm -rf /tmp/npm-cache
COPY --chown=node:node tsconfig.json ./
COPY --chown=node:node contract ./contract
COPY --chown=node:node tests/contract ./tests/contract
CMD ["npx", "vitest", "run", "--config", "tests/contract/vitest.config.ts"]

# The app (the default target: keep it last): compiled JavaScript, run-time packages, not root.
# SECRETS_FILE: JWT_SECRET and ENCRYPTION_KEY are generated into the volume on the first start
# (unless set), so `docker run -v treasure-data:/data treasure-center` is all it takes.
FROM base AS app
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DB_FILE=/data/treasure.db UPLOAD_DIR=/data/uploads \
  SECRETS_FILE=/data/secrets.json
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/node/server/server.js"]
