// Compiles the server into one JavaScript file, `apps/server/dist/main.js`, for the production image: the rules
// and protocol packages (TypeScript sources) are bundled in with their own dependencies, and the server's npm
// dependencies stay a `require` of its node_modules (better-sqlite3 is a native addon; @colyseus/schema must be
// the very copy Colyseus uses). esbuild reads the TypeScript settings the sources need
// (legacy decorators, no define semantics for class fields: @colyseus/schema relies on both).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dependencies = (file) =>
  Object.keys(JSON.parse(readFileSync(path.join(root, file), 'utf8')).dependencies ?? {});
const external = dependencies('apps/server/package.json')
  .filter((name) => !name.startsWith('@flotilla/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outfile: path.join(root, 'apps/server/dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  tsconfig: path.join(root, 'apps/server/tsconfig.json'),
  external,
  logLevel: 'warning',
});
console.log('built apps/server/dist/main.js');
