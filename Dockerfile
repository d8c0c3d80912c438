# The Flotilla game server: HTTP, WebSocket and matchmaking on one port (2567 unless PORT says otherwise).
FROM node:20-slim

WORKDIR /app

# The whole workspace goes in before `npm ci`: every workspace's package.json must be there for the lockfile.
COPY . .
# Dev dependencies included: the server runs its TypeScript through tsx. The client is built once, here, so a
# container serves within a second of starting.
RUN npm ci && npm run build:client && mkdir -p /app/data && chown -R node:node /app

ENV NODE_ENV=production
ENV PORT=2567
# The tables are kept here (a SQLite file): mount a volume so they outlive the container (docker-compose.yml does).
ENV DATA_DIR=/app/data
EXPOSE 2567
USER node

# What `npm run serve` runs, without npm in between: npm does not pass SIGTERM on, and on SIGTERM the server writes
# what it keeps and tells its clients it restarts.
CMD ["node", "--max-semi-space-size=8", "--import", "tsx", "apps/server/src/main.ts"]
