# The mock API and the built front end, one port. The database lives on a volume at /data.
# A second target, `contract`, is the contract suite alone, for pointing at any server.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The contract suite alone (docker build --target contract): no database, no native module.
#   docker run --rm -e API_BASE_URL=https://api.example.com -e API_TOKEN=... treasure-center-contract
FROM node:20-bookworm-slim AS contract
WORKDIR /app
ENV NODE_ENV=test
COPY package.json package-lock.json .npmrc ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json ./
COPY contract ./contract
COPY tests/contract ./tests/contract
CMD ["npx", "vitest", "run", "--config", "tests/contract/vitest.config.ts"]

# The app (the default target: keep it last)
FROM node:20-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DB_FILE=/data/treasure.db
COPY --from=build /app /app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/server.ts"]
