// Development: the Flotilla server (PORT, default 2567) and Vite with hot reload, proxying to it; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(client, '../..');
const port = process.env.PORT ?? '2567';
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: port },
    stdio: 'inherit',
  }),
  spawn(bin('vite'), [], {
    cwd: client,
    env: { ...process.env, FLOTILLA_SERVER: `http://localhost:${port}` },
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
