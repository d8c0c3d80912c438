// The CI entry point and workflow: .ci/run runs with fakes of npm, curl, apt-get and sudo on its PATH.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const run = path.join(root, '.ci/run');

/** The real tools .ci/run needs besides the faked ones, linked into a PATH of their own (no chromium there). */
// pg_isready and node are the real ones: .ci/run checks the machine's PostgreSQL and Redis before anything else.
const TOOLS = ['bash', 'cat', 'dirname', 'env', 'grep', 'mkdir', 'node', 'pg_isready', 'seq', 'sleep', 'sh'];

interface Sandbox {
  readonly bin: string;
  readonly log: string;
  readonly dir: string;
}

function sandbox(fakes: Record<string, string>): Sandbox {
  const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-ci-'));
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  const log = path.join(dir, 'calls.log');
  writeFileSync(log, '');
  for (const tool of TOOLS) {
    const real = execFileSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
    symlinkSync(real, path.join(bin, tool));
  }
  for (const [name, body] of Object.entries(fakes)) {
    const file = path.join(bin, name);
    writeFileSync(file, `#!/bin/bash\necho "${name} $*" >> "${log}"\n${body}\n`);
    chmodSync(file, 0o755);
  }
  return { bin, log, dir };
}

/** Runs .ci/run in the sandbox (from a copy of the repo's script, in a scratch folder as its checkout). */
function ciRun(box: Sandbox, env: Record<string, string>): { status: number | null; calls: string[] } {
  const checkout = path.join(box.dir, 'checkout');
  mkdirSync(path.join(checkout, '.ci'), { recursive: true });
  writeFileSync(path.join(checkout, '.ci/run'), readFileSync(run));
  let status: number | null = 0;
  try {
    execFileSync(path.join(box.bin, 'bash'), [path.join(checkout, '.ci/run')], {
      env: { PATH: box.bin, HOME: box.dir, ...env },
      stdio: 'pipe',
      timeout: 20_000,
    });
  } catch (error) {
    status = (error as { status: number | null }).status;
  }
  return { status, calls: readFileSync(box.log, 'utf8').trim().split('\n').filter(Boolean) };
}

/** Whether the process runs: a zombie (ended, not yet reaped by whoever adopted it) does not. */
const alive = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

/** Waits up to `ms` for `test`: a loaded machine delivers a signal and ends a process late. */
async function within(ms: number, test: () => boolean): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (test()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return test();
}

/** npm: `npm start` leaves a server process behind it (as tsx and node do), whose pid it writes down. */
const fakeNpm = (pids: string) => `if [ "$1" = start ]; then sleep 300 & echo $! > "${pids}"; wait; fi`;
const fakeCurl = `echo '<html>'`;

describe('.ci/run', () => {
  let boxes: Sandbox[] = [];
  afterEach(() => {
    for (const box of boxes) rmSync(box.dir, { recursive: true, force: true });
    boxes = [];
  });

  it('ends the server it started, and no other process that looks like one', async () => {
    const pids = path.join(tmpdir(), `flotilla-ci-server-${process.pid}`);
    // pkill is a fake that only logs: the real one would end every matching process on this machine.
    const box = sandbox({ npm: fakeNpm(pids), curl: fakeCurl, pkill: 'true' });
    boxes.push(box);
    // Another server on the machine, not this run's: `pkill -f apps/server/src/main.ts` used to end it too.
    const other = spawn('bash', ['-c', 'exec -a "node apps/server/src/main.ts" sleep 300'], {
      stdio: 'ignore',
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { status, calls } = ciRun(box, { CHROMIUM_PATH: '/bin/true' });
      expect(status).toBe(0);
      expect(calls).toEqual(expect.arrayContaining(['npm test', 'npm run test:browser', 'npm start']));
      expect(calls.filter((call) => call.startsWith('pkill'))).toEqual([]);
      const server = Number(readFileSync(pids, 'utf8'));
      expect(await within(10_000, () => !alive(server))).toBe(true);
      expect(other.pid !== undefined && alive(other.pid)).toBe(true);
    } finally {
      other.kill();
      // A .ci/run that leaves its server behind must not leave it on this machine too.
      const server = Number(readFileSync(pids, { encoding: 'utf8', flag: 'a+' }));
      if (server > 0 && alive(server)) process.kill(server);
      rmSync(pids, { force: true });
    }
  });

  it('installs Debian’s chromium through sudo when it is not root, and directly as root without sudo', () => {
    // .ci/run installs chromium on Debian only (elsewhere it asks for CHROMIUM_PATH): this runs where CI does.
    const debian = readFileSync('/etc/os-release', 'utf8').split('\n').includes('ID=debian');
    if (!debian) return;
    const pids = path.join(tmpdir(), `flotilla-ci-apt-${process.pid}`);
    const install = (bin: string) =>
      `if [ "$1" = install ]; then printf '#!/bin/bash\\n' > "${bin}/chromium"; chmod +x "${bin}/chromium"; fi`;

    const user = sandbox({ npm: fakeNpm(pids), curl: fakeCurl, id: 'echo 1000', sudo: '"$@"' });
    boxes.push(user);
    writeFileSync(
      path.join(user.bin, 'apt-get'),
      `#!/bin/bash\necho "apt-get $*" >> "${user.log}"\n${install(user.bin)}\n`,
    );
    chmodSync(path.join(user.bin, 'apt-get'), 0o755);
    symlinkSync(
      execFileSync('bash', ['-c', 'command -v chmod'], { encoding: 'utf8' }).trim(),
      path.join(user.bin, 'chmod'),
    );
    const asUser = ciRun(user, {});
    expect(asUser.status).toBe(0);
    const userApt = asUser.calls.filter((call) => call.includes('apt-get'));
    expect(userApt.length).toBeGreaterThan(0);
    expect(userApt.every((call) => call.startsWith('sudo ') || call.startsWith('apt-get '))).toBe(true);
    expect(asUser.calls.filter((call) => call.startsWith('sudo ')).length).toBe(2);

    const rootBox = sandbox({ npm: fakeNpm(pids), curl: fakeCurl, id: 'echo 0' });
    boxes.push(rootBox);
    writeFileSync(
      path.join(rootBox.bin, 'apt-get'),
      `#!/bin/bash\necho "apt-get $*" >> "${rootBox.log}"\n${install(rootBox.bin)}\n`,
    );
    chmodSync(path.join(rootBox.bin, 'apt-get'), 0o755);
    symlinkSync(
      execFileSync('bash', ['-c', 'command -v chmod'], { encoding: 'utf8' }).trim(),
      path.join(rootBox.bin, 'chmod'),
    );
    const asRoot = ciRun(rootBox, {});
    expect(asRoot.status).toBe(0);
    expect(asRoot.calls.filter((call) => call.startsWith('apt-get ')).length).toBe(2);
    rmSync(pids, { force: true });
  });
});

describe('the GitHub workflow', () => {
  const workflow = readFileSync(path.join(root, '.github/workflows/ci.yml'), 'utf8');

  it('gives the run a PostgreSQL, a Redis and a browser of its own', () => {
    expect(workflow).toMatch(/services:\n\s+postgres:\n\s+image: postgres:/);
    expect(workflow).toMatch(/\n\s+redis:\n\s+image: redis:/);
    expect(workflow).toMatch(/DATABASE_URL: postgres:\/\//);
    expect(workflow).toMatch(/REDIS_URL: redis:\/\//);
    expect(workflow).toMatch(/CHROMIUM_PATH: \$\{\{ steps\.chrome\.outputs\.chrome-path \}\}/);
  });
});
