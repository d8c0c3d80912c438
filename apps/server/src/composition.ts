// The server's composition: one HTTP port for Express, WebSocket and matchmaking.
import { LobbyRoom, matchMaker } from '@colyseus/core';
import { Encoder } from '@colyseus/schema';
import { installSha256, recycleEncoderBookkeeping } from '@flotilla/protocol';
import { createHash } from 'node:crypto';
import type { Server } from '@colyseus/core';
import type { Express } from 'express';
import type { Server as HttpServer } from 'node:http';
import { createTransport } from './heartbeat';
import { mountHttp } from './http';
import { colyseusLog } from './colyseus-log';
import { logger } from './logger';
import { guardMatchmaking } from './matchmaking-guard';
import { TableRoom } from './rooms/table-room';
import { BroadcastRoom } from './broadcast/broadcast-room';
import { settings } from './config';
import { tableStore } from './store/current';
import { openStore } from './store/open';
import { restoreTables } from './store/restore';
import { startDraining, startServing } from './readiness';
import { currentCluster, leaveCluster } from './cluster/cluster';
import { Takeover } from './cluster/takeover';

/**
 * A full table state (Eollis and 15 Men views as JSON) exceeds schema's 8 KB default buffer, and its overflow
 * path truncates long strings: give every encoder room to spare. Every room allocates two buffers of this
 * size (its encoder's and its serializer's full-state buffer), outside the JS heap: at 512 KB they took 1 MB
 * of memory per table. The largest full state with a seat's view seen in random games is about 7 KB (15 Men,
 * five seats); the projection test keeps every full state under a quarter of this.
 */
export const ENCODER_BUFFER_BYTES = 64 * 1024;
Encoder.BUFFER_SIZE = ENCODER_BUFFER_BYTES;
recycleEncoderBookkeeping();
// Every accepted action extends the table's log hash: Node's SHA-256 takes ≈ 2 µs where @noble's took ≈ 25.
installSha256((text) => createHash('sha256').update(text, 'utf8').digest('hex'));

/** Frames above this close the connection; below it, oversized messages get an error reply. */
export const MAX_FRAME_BYTES = 64 * 1024;

/**
 * The server's parts, in the shape of @colyseus/tools' options. The test servers (`@colyseus/testing`'s `boot`)
 * take them through `appConfig`; the entry point assembles them itself (`serve.ts`), without @colyseus/tools,
 * which reads `.env` and `/etc/environment` into the environment on import and prints lines that are not JSON.
 */
export const appParts = {
  // Colyseus's own lines (a room's uncaught error, a refused seat) in the same structured log, not beside it.
  options: { logger: colyseusLog(logger) },
  initializeTransport: ({ server }: { server: HttpServer }) => createTransport(server, MAX_FRAME_BYTES),
  initializeGameServer: (gameServer: Server) => {
    const server = gameServer.transport.server as HttpServer | undefined;
    if (server !== undefined) guardMatchmaking(server);
    gameServer.define('lobby', LobbyRoom);
    // Quick play: joinOrCreate('table', { game, players }) finds a waiting public table of that game and size.
    gameServer.define('table', TableRoom).filterBy(['game', 'players']).enableRealtimeListing();
    gameServer.define('broadcast', BroadcastRoom).filterBy(['token']);
    gameServer.onBeforeShutdown(() => {
      startDraining();
      return closeTables();
    });
    gameServer.onShutdown(() => tableStore.current.close());
  },
  initializeExpress: (app: Express) => mountHttp(app),
  // Before the port opens: the store is migrated and every unfinished table is back under its room id.
  beforeListen: async () => {
    startServing();
    tableStore.current = await openStore(settings.current);
    // One process restores every unfinished table now; in a cluster, the others' tables are theirs: this one takes
    // over only those no live process holds, once it listens (`afterListen`).
    if (currentCluster() === null) await restoreTables(tableStore.current, openRestored);
  },
};

/** Once the port is open, in a cluster: this process takes over the tables that no live process holds. */
export function afterListen(gameServer: Server): void {
  const cluster = currentCluster();
  if (cluster === null) return;
  const takeover = new Takeover(cluster.redis, () => tableStore.current, openRestored);
  takeover.start();
  gameServer.onBeforeShutdown(() => takeover.stop());
  gameServer.onShutdown(() => leaveCluster());
}

/** A kept table's room, opened in this process under its old id. */
async function openRestored(roomId: string, options: object): Promise<void> {
  await matchMaker.createRoom('table', { ...options, restore: roomId });
}

/** SIGTERM: every table of this process stops taking joins, writes what it was keeping and tells its clients. */
async function closeTables(): Promise<void> {
  const listings = await matchMaker.query({ name: 'table', processId: matchMaker.processId });
  await Promise.all(
    listings.map(async (listing) => {
      const room = matchMaker.getLocalRoomById(listing.roomId);
      if (room instanceof TableRoom) await room.closeForRestart().catch(() => undefined);
    }),
  );
}
