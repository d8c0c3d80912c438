# The Flotilla game server: HTTP, WebSocket and matchmaking on one port (2567 unless PORT says otherwise).
FROM node:20-slim

WORKDIR /app

# The whole workspace goes in before `npm ci`: every workspace's package.json must be there for the lockfile.
COPY . .
# Dev dependencies included: the server runs its TypeScript through tsx. The client is built once, here, so a
# container serves within a second of starting.
RUN npm ci && npm run build:client && chown -R node:node /app

ENV NODE_ENV=production
ENV PORT=2567
EXPOSE 2567
USER node

# `npm run serve` runs `tsx --max-semi-space-size=8 apps/server/src/main.ts`: what `npm start` runs once it has
# built the client.
CMD ["npm", "run", "serve"]
