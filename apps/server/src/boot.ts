// The server booted as a part of another program (the benchmark's server under test): bound to one address, on a
// store the caller chooses, without restoring tables. `main.ts` stays the way to run the product.
import { Server, matchMaker } from '@colyseus/core';
import config, { getTransport } from '@colyseus/tools';
import type { Server as HttpServer } from 'node:http';
import { MAX_FRAME_BYTES, appConfig } from './app';
import { joinCluster } from './cluster/cluster';
import { readConfig } from './config';
import { createTransport } from './heartbeat';
import { tableStore } from './store/current';
import { openStore, type StoreSettings } from './store/open';

export type { StoreSettings } from './store/open';

export interface Booted {
  /** Shuts the server down gracefully (without exiting the process) and closes its store. */
  close(): Promise<void>;
}

/**
 * The real app on `host:port`, keeping its tables in `store` (null: keeping nothing). With `REDIS_URL` set, a
 * member of that cluster like any served process (`PUBLIC_ADDRESS`, `DATABASE_URL` from the environment too).
 */
export async function bootServer(host: string, port: number, store: StoreSettings | null): Promise<Booted> {
  if (store !== null) tableStore.current = await openStore(store);
  const stop = await listen(appConfig, host, port);
  return { close: () => stop().finally(() => tableStore.current.close()) };
}

/**
 * A server of the given rooms only, on the app's transport (frame limit, heartbeat) and with its encoder settings:
 * a floor that differs from the app by its rooms alone.
 */
export async function bootRooms(
  host: string,
  port: number,
  defineRooms: (gameServer: Server) => void,
): Promise<Booted> {
  const options = config({
    displayLogs: false,
    initializeTransport: ({ server }: { server: HttpServer }) => createTransport(server, MAX_FRAME_BYTES),
    initializeGameServer: defineRooms,
  });
  return { close: await listen(options, host, port) };
}

/** Boots like `listen` from @colyseus/tools does, but bound to `host`. */
async function listen(options: typeof appConfig, host: string, port: number): Promise<() => Promise<void>> {
  const transport = await getTransport(options);
  const cluster = process.env.REDIS_URL ? (joinCluster(readConfig()) ?? {}) : {};
  const server = new Server({ transport, greet: false, ...cluster });
  await options.initializeGameServer?.(server);
  await matchMaker.onReady;
  await server.listen(port, host);
  return () => server.gracefullyShutdown(false);
}
