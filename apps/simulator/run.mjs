// `npm run simulate` and `npm run bench`: bundles the simulator with the rules into one module, then runs it.
// Run through tsx instead, every call between the rules' modules goes through an export getter, which cost
// about 15 % of a simulated game; one bundle calls them directly, as a production build of the server would.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const entry = fileURLToPath(new URL('./src/main.ts', import.meta.url));
const outfile = fileURLToPath(new URL('./dist/simulate.mjs', import.meta.url));
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
});
await import(pathToFileURL(outfile).href);
