// Vite for the browser client: dev server proxies HTTP and the game WebSocket to the Flotilla server.
import { defineConfig } from 'vite';

const server = process.env.FLOTILLA_SERVER ?? 'http://localhost:2567';

export default defineConfig({
  build: { target: 'es2022', chunkSizeWarningLimit: 1600 },
  server: {
    proxy: {
      '/api': server,
      '/matchmake': server,
      '/healthz': server,
      // Colyseus opens its WebSocket at /<processId>/<roomId>?sessionId=…
      '^/[\\w-]+/[\\w-]+\\?sessionId=': { target: server, ws: true },
    },
  },
});
