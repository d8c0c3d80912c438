// Vite for the browser client: dev server proxies HTTP and the game WebSocket to the Flotilla server.
import { defineConfig, type Plugin } from 'vite';

const server = process.env.FLOTILLA_SERVER ?? 'http://localhost:2567';

/**
 * The Latin faces every page draws its first words in (Cinzel 700, Alegreya Sans 400 and 700), preloaded from the
 * page's head: otherwise a browser asks for them only once the lobby's script has put text on the page, and the
 * lobby waits one more round trip for its fonts (docs/art.md: interactive within 500 ms, fonts included).
 */
function preloadFirstFonts(): Plugin {
  return {
    name: 'flotilla-preload-first-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        Object.keys(context.bundle ?? {})
          .filter((file) =>
            /\/(cinzel-latin-700|alegreya-sans-latin-(400|700))-normal-[\w-]+\.woff2$/.test(file),
          )
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

export default defineConfig({
  build: { target: 'es2022', chunkSizeWarningLimit: 1600 },
  plugins: [preloadFirstFonts()],
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
