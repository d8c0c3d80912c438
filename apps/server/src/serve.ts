// The production server, assembled from the same parts as the test servers, with @colyseus/core alone: no
// `.env` or `/etc/environment` read behind the settings' back, and no banner before the JSON log.
import { Server, matchMaker } from '@colyseus/core';
import express from 'express';
import http from 'node:http';
import { joinCluster } from './cluster/cluster';
import { afterListen, appParts } from './composition';
import { settings } from './config';

export async function serve(port: number): Promise<Server> {
  const app = express();
  const server = http.createServer(app);
  const transport = appParts.initializeTransport({ server });
  // Colyseus's SIGTERM handling stays on: it calls the shutdown hooks (drain, tables written), then exits.
  // With REDIS_URL, one of several processes sharing matchmaking through Redis (`docs/scaling.md`).
  const cluster = joinCluster(settings.current) ?? {};
  const gameServer = new Server({ ...appParts.options, ...cluster, transport, greet: false });
  appParts.initializeExpress(app);
  appParts.initializeGameServer(gameServer);
  await matchMaker.onReady;
  await appParts.beforeListen();
  await gameServer.listen(port);
  afterListen(gameServer);
  return gameServer;
}
