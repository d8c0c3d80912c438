// Runs the browser test end to end: builds the client if needed, serves it from a fresh server, then stops it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded, rootDir, startServer } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
let code = 1;
let stop = () => {};
try {
  buildIfNeeded();
  const server = await startServer();
  stop = server.stop;
  const test = spawn(process.execPath, [path.join(here, 'browser.mjs')], {
    cwd: rootDir,
    env: { ...process.env, FLOTILLA_URL: server.url },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => test.on('exit', (status) => resolve(status ?? 1)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
}
process.exit(code);
