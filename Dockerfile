# The mock API and the built front end, one port; the database and uploaded pictures live on a
# volume at /data. A second target, `contract`, is the contract suite alone, for pointing at
# any server. Node 24 (LTS; the code also runs on Node 20 for local use).
ARG NODE_IMAGE=node:24-bookworm-slim

# Compiles the front end (dist/web), its server build for first paints (dist/ssr: every package
# bundled in, so the app stage needs none of them) and the server (dist/node) with every dependency.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's run-time dependencies only (no front-end, build or test packages).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund

# The contract suite alone (docker build --target contract): no database, no native module.
#   docker run --rm -e API_BASE_URL=https://api.example.com -e API_TOKEN=... treasure-center-contract
FROM ${NODE_IMAGE} AS contract
WORKDIR /app
ENV NODE_ENV=test
COPY package.json package-lock.json .npmrc ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json ./
COPY contract ./contract
COPY tests/contract ./tests/contract
CMD ["npx", "vitest", "run", "--config", "tests/contract/vitest.config.ts"]

# The app (the default target: keep it last): compiled JavaScript, run-time packages, not root.
FROM ${NODE_IMAGE} AS app
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DB_FILE=/data/treasure.db UPLOAD_DIR=/data/uploads
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
