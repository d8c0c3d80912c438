// Profiles of the measured window, written by the processes of the server benchmark.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

/**
 * V8's CPU profiler and heap sampler over the measured window only, when the parent asks for a profile
 * (`--profile DIR`): in each server under test and in the bots' processes.
 */
export class WindowProfile {
  private readonly session = new Session();
  private running = false;

  constructor(private readonly dir: string) {
    this.session.connect();
  }

  /** The profile the parent asked for through `BENCH_PROFILE_DIR` (set by `--profile DIR`), or null. */
  static requested(env: NodeJS.ProcessEnv = process.env): WindowProfile | null {
    const dir = env.BENCH_PROFILE_DIR;
    return dir === undefined || dir === '' ? null : new WindowProfile(dir);
  }

  private post(method: string, params: object = {}): Promise<unknown> {
    return new Promise((resolve, reject) =>
      this.session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  }

  async start(): Promise<void> {
    await this.post('Profiler.enable');
    await this.post('Profiler.start');
    // The heap sampler keeps what scavenges did not free: what is still alive when it stops, and what was
    // promoted and then freed by a major collection. That is what survived the scavenges, by allocation site.
    await this.post('HeapProfiler.enable');
    // `BENCH_HEAP_ALL=1` keeps the scavenged objects too: everything allocated in the window, by site.
    const all = process.env.BENCH_HEAP_ALL === '1';
    await this.post('HeapProfiler.startSampling', {
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: all,
    });
    this.running = true;
  }

  async stop(mode: string): Promise<void> {
    if (!this.running) return;
    this.running = false;
    const { profile } = (await this.post('Profiler.stop')) as { profile: unknown };
    const file = join(this.dir, `${mode}-${process.pid}-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    process.stderr.write(`[bench] ${mode}: CPU profile of the window in ${file}\n`);
    // Whatever the young generation holds at the stop is mostly garbage no scavenge has freed yet, and the
    // sampler would report it as kept: with `--expose-gc` in the process's flags, one scavenge frees it first.
    const collect = (globalThis as { gc?: (options: { type: 'minor' }) => void }).gc;
    collect?.({ type: 'minor' });
    const heap = (await this.post('HeapProfiler.stopSampling')) as { profile: unknown };
    const heapFile = file.replace(/\.cpuprofile$/, '.heapprofile');
    writeFileSync(heapFile, JSON.stringify(heap.profile));
    process.stderr.write(`[bench] ${mode}: heap sampling profile of the window in ${heapFile}\n`);
  }
}
