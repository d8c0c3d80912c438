// Shared by the browser test runner and the client benchmark: build the client if needed, serve it on a free port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const clientDir = path.resolve(here, '..');
export const rootDir = path.resolve(clientDir, '../..');
// CLIENT_DIST builds and serves elsewhere: engineers working side by side each test their own build.
export const distDir = process.env.CLIENT_DIST
  ? path.resolve(process.env.CLIENT_DIST)
  : path.join(clientDir, 'dist');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function needsBuild() {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  // A build from before the pre-compression step has no variants to serve.
  if (!readdirSync(path.join(distDir, 'assets')).some((name) => name.endsWith('.br'))) return true;
  return (
    newest(path.join(clientDir, 'src')) > built ||
    statSync(path.join(clientDir, 'index.html')).mtimeMs > built
  );
}

/** Builds `apps/client/dist` when it is missing or older than the sources. */
export function buildIfNeeded() {
  if (!needsBuild()) return;
  console.log('Building the client…');
  const own = process.env.CLIENT_DIST !== undefined;
  const build = own
    ? spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
        cwd: clientDir,
        stdio: 'inherit',
      })
    : spawnSync('npm', ['run', 'build', '-w', '@flotilla/client'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The client build failed.');
  if (own) spawnSync('node', [path.join(clientDir, 'scripts/compress.mjs'), distDir], { stdio: 'inherit' });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not answer /healthz in time.');
}

/**
 * Starts the Flotilla server serving the built client; returns its URL, a stop function (SIGTERM by default, or
 * the signal given) and a promise of its exit. `port` and `env` let a scenario restart a server of its own at the
 * same address.
 */
export async function startServer({ port, env = {} } = {}) {
  const at = port ?? (await freePort());
  const url = `http://127.0.0.1:${at}`;
  // Node itself, with tsx as its loader: one process, so a signal reaches the server (SIGKILL included).
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(at),
      CLIENT_DIR: distDir,
      BOT_DELAY_MS: process.env.BOT_DELAY_MS ?? '150',
      QUICK_PLAY_BOTS_SECONDS: process.env.QUICK_PLAY_BOTS_SECONDS ?? '3',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = (signal = 'SIGTERM') => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  };
  try {
    await waitForHealth(url, server, 30_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, port: at, stop, exited };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A server of a scenario's own, on a fresh store in a temporary folder (`env` on top of the defaults); `close`
 * stops it and removes the folder.
 */
export async function startOwnServer(name, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `flotilla-${name}-`));
  const server = await startServer({ env: { DATA_DIR: dataDir, ...env } });
  return {
    ...server,
    async close() {
      server.stop();
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
