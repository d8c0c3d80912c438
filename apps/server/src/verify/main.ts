// `npm run verify -- <proof.json>`: checks a saved `proof` message and prints one JSON line; exit 0 when fair.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { verifyProof, type VerifyReport } from './verify';

function fail(error: string): VerifyReport {
  return {
    ok: false,
    game: null,
    actions: 0,
    setupMatches: false,
    logMatches: false,
    outcomeMatches: false,
    error,
  };
}

function verifyFile(file: string | undefined): VerifyReport {
  if (file === undefined || file === '') return fail('Usage: npm run verify -- <proof.json>');
  let text: string;
  try {
    // npm runs scripts from the repo root; a relative path means the caller's directory (INIT_CWD).
    text = readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  } catch (error) {
    return fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(`${file} is not JSON.`);
  }
  return verifyProof(json);
}

const report = verifyFile(process.argv[2]);
process.stdout.write(`${JSON.stringify(report)}\n`);
process.exitCode = report.ok ? 0 : 1;
