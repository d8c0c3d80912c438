// The real server (`main.ts`) as a child process on a store of the test's choice: started, killed, restarted.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { until } from './clients';

const ROOT = path.resolve(__dirname, '../../../..');

export class ServerChild {
  private output = '';
  private exited: Promise<number | null>;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /**
   * Starts `main.ts` in one node process (no tsx wrapper: a SIGKILL must reach the server itself), or the compiled
   * server (`npm run build:server`), as the image runs it.
   */
  static async start(
    port: number,
    env: Record<string, string>,
    entry: 'sources' | 'compiled' = 'sources',
  ): Promise<ServerChild> {
    const args =
      entry === 'sources'
        ? ['--import', 'tsx', 'apps/server/src/main.ts']
        : ['--enable-source-maps', 'apps/server/dist/main.js'];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerChild(child, `http://127.0.0.1:${port}`);
    let up = false;
    let gone = false;
    void server.exited.then(() => (gone = true));
    const poll = async (): Promise<void> => {
      while (!up && !gone) {
        up = await fetch(`${server.url}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (!up) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    void poll();
    await until(() => up || gone, 30_000, 'the server to start');
    if (!up) throw new Error(`the server did not start:\n${server.output}`);
    return server;
  }

  get log(): string {
    return this.output;
  }

  /** SIGKILL: no shutdown code runs at all, as in a crash. */
  async crash(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM: the graceful shutdown; resolves with the exit code. */
  async terminate(): Promise<number | null> {
    this.child.kill('SIGTERM');
    return this.exited;
  }
}
