# The Flotilla game server: HTTP, WebSocket and matchmaking on one port (2567 unless PORT says otherwise).
FROM node:20-slim

WORKDIR /app

# The whole workspace goes in before `npm ci`: every workspace's package.json must be there for the lockfile.
COPY . .
# Dev dependencies included: the server runs its TypeScript through tsx.
RUN npm ci && chown -R node:node /app

ENV NODE_ENV=production
ENV PORT=2567
EXPOSE 2567
USER node

# `npm start` runs `tsx --max-semi-space-size=8 apps/server/src/main.ts` (its `prestart` only installs on a fresh clone).
CMD ["npm", "start"]
