// Installs the workspace's dependencies the first time a fresh clone runs `npm start` or `npm test`.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
if (!existsSync(marker)) {
  console.log('First run: installing dependencies (npm ci)…');
  execSync('npm ci', { stdio: 'inherit' });
}
