// Runs the browser test end to end: builds the client if needed, serves it from a fresh server, then stops it.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded, rootDir, startServer } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Each scenario (`browser*.mjs`) drives Chromium against FLOTILLA_URL and exits non-zero on failure. */
const SCENARIOS = readdirSync(here)
  .filter((name) => /^browser[\w-]*\.mjs$/.test(name))
  // SCENARIO=browser-eollis runs the scenarios whose file name contains it.
  .filter((name) => name.includes(process.env.SCENARIO ?? ''))
  .sort();
let code = 1;
let stop = () => {};
try {
  buildIfNeeded();
  const server = await startServer();
  stop = server.stop;
  code = 0;
  for (const scenario of SCENARIOS) {
    console.log(`— ${scenario}`);
    const test = spawn(process.execPath, [path.join(here, scenario)], {
      cwd: rootDir,
      env: { ...process.env, FLOTILLA_URL: server.url },
      stdio: 'inherit',
    });
    const status = await new Promise((resolve) => test.on('exit', (exit) => resolve(exit ?? 1)));
    if (status !== 0) code = status;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
}
process.exit(code);
