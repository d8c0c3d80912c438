// `--processes N`: the table phase on N server processes of one cluster, sharing the machine's Redis (a database of
// the run's own, emptied before and after) and PostgreSQL (a schema of the run's own). The bots reach the first
// process; matchmaking spreads the tables over all of them (`docs/scaling.md`).
import { scratchRedis, scratchStore } from '@flotilla/server/testing';
import type { Phase } from './args';
import { HOST, startServer, type ServerChild } from './child';

type Sample = Awaited<ReturnType<ServerChild['sample']>>;

export interface ClusterServers extends ServerChild {
  /** Each process's opening and closing samples of the last window, in process order. */
  readonly windows: Array<{ start: Sample | null; end: Sample | null }>;
}

export async function startCluster(
  phase: Phase,
  processes: number,
  profileDir: string | null,
): Promise<ClusterServers> {
  const redis = await scratchRedis();
  const store = await scratchStore('postgres');
  const members: ServerChild[] = [];
  for (let i = 0; i < processes; i++) {
    members.push(
      await startServer(phase, profileDir, 'postgres', (port) => ({
        ...store.env,
        REDIS_URL: redis.url,
        PUBLIC_ADDRESS: `${HOST}:${port}`,
      })),
    );
  }
  const windows = members.map(() => ({ start: null as Sample | null, end: null as Sample | null }));
  const first = members[0] as ServerChild;
  return {
    port: first.port,
    pid: first.pid,
    windows,
    async sample(reset) {
      const samples = await Promise.all(members.map((member) => member.sample(reset)));
      samples.forEach((sample, i) => {
        const window = windows[i] as { start: Sample | null; end: Sample | null };
        if (reset) window.start = sample;
        else window.end = sample;
      });
      // The cluster as one server: CPU summed, the worst loop delay, every collector pause.
      const cpu = samples.reduce(
        (sum, s) => ({ user: sum.user + s.cpu.user, system: sum.system + s.cpu.system }),
        {
          user: 0,
          system: 0,
        },
      );
      const worst = samples.reduce((a, b) => (b.gc.maxMs > a.gc.maxMs ? b : a));
      return {
        cpu,
        loopDelayP99Ms: Math.max(...samples.map((s) => s.loopDelayP99Ms)),
        gc: {
          ...worst.gc,
          pauses: samples.reduce((n, s) => n + s.gc.pauses, 0),
          major: samples.reduce((n, s) => n + s.gc.major, 0),
          majorMs: samples.reduce((n, s) => n + s.gc.majorMs, 0),
          totalMs: samples.reduce((n, s) => n + s.gc.totalMs, 0),
          heapMb: samples.reduce((n, s) => n + s.gc.heapMb, 0),
        },
        pauses: samples.flatMap((s) => s.pauses),
        memory: samples.every((s) => s.memory !== null)
          ? {
              liveHeapMb: samples.reduce((n, s) => n + (s.memory?.liveHeapMb ?? 0), 0),
              rssMb: samples.reduce((n, s) => n + (s.memory?.rssMb ?? 0), 0),
            }
          : null,
      };
    },
    async stop() {
      await Promise.all(members.map((member) => member.stop()));
      await redis.remove();
      await store.remove();
    },
  };
}
