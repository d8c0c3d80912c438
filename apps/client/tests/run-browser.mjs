// Runs the browser test end to end: builds the client if needed, serves it from a fresh server, then stops it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const client = path.resolve(here, '..');
const root = path.resolve(client, '../..');
const dist = path.join(client, 'dist');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function needsBuild() {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return (
    newest(path.join(client, 'src')) > built || statSync(path.join(client, 'index.html')).mtimeMs > built
  );
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

if (needsBuild()) {
  console.log('Building the client…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@flotilla/client'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    CLIENT_DIR: dist,
    BOT_DELAY_MS: process.env.BOT_DELAY_MS ?? '150',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let code = 1;
try {
  await waitForHealth(url, server, 30_000);
  const test = spawn(process.execPath, [path.join(here, 'browser.mjs')], {
    cwd: root,
    env: { ...process.env, FLOTILLA_URL: url },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => test.on('exit', (status) => resolve(status ?? 1)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill('SIGTERM');
}
process.exit(code);
