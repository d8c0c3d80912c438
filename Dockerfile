# The Flotilla game server: HTTP, WebSocket and matchmaking on one port (2567 unless PORT says otherwise).
# Three stages: the build (every dependency, the client built, the server compiled), the server's production
# dependencies alone, then the image: those dependencies, the compiled server, the built client, a non-root user.

FROM node:20-slim AS build
WORKDIR /app
# The whole workspace goes in before `npm ci`: every workspace's package.json must be there for the lockfile.
COPY . .
RUN npm ci && npm run build:client && npm run build:server

FROM node:20-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/client/package.json apps/client/
COPY apps/simulator/package.json apps/simulator/
COPY packages/rules/package.json packages/rules/
COPY packages/protocol/package.json packages/protocol/
# The server's own dependencies only (better-sqlite3 fetches or builds its native addon here).
RUN npm ci --omit=dev --workspace=@flotilla/server

FROM node:20-slim
ENV NODE_ENV=production
ENV PORT=2567
# The tables are kept here (a SQLite file): mount a volume so they outlive the container (docker-compose.yml does).
ENV DATA_DIR=/app/data
WORKDIR /app
COPY --from=dependencies /app /app
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/client/dist apps/client/dist
RUN mkdir -p /app/data && chown node:node /app/data
EXPOSE 2567
USER node
# Ready, not just alive: the store answers at its version and the server is not draining.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Node itself, no npm in between: npm does not pass SIGTERM on, and on SIGTERM the server drains (no new tables
# or joins, every table written, its clients told it restarts) and exits within DRAIN_SECONDS.
CMD ["node", "--max-semi-space-size=8", "--enable-source-maps", "apps/server/dist/main.js"]
