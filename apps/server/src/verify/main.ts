// `npm run verify -- <proof.json | game id>`: checks a saved proof or an archived game; one JSON line, exit 0 when fair.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config';
import { looksLikeGameId, verifyStored } from './stored';
import { notAProof, verifyProof, type VerifyReport } from './verify';

const fail = notAProof;

function verifyFile(file: string): VerifyReport {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
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

async function verify(argument: string | undefined): Promise<VerifyReport> {
  if (argument === undefined || argument === '')
    return fail('Usage: npm run verify -- <proof.json | game id>');
  // npm runs scripts from the repo root; a relative path means the caller's directory (INIT_CWD).
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  if (existsSync(file) || !looksLikeGameId(argument)) return verifyFile(file);
  try {
    // The store the server uses, from the same settings (DATA_DIR, DATABASE_URL).
    return await verifyStored(argument, readConfig());
  } catch (error) {
    return fail(`Cannot read the store: ${error instanceof Error ? error.message : String(error)}`);
  }
}

void verify(process.argv[2]).then((report) => {
  process.stdout.write(`${JSON.stringify(report)}\n`);
  process.exitCode = report.ok ? 0 : 1;
});
