// Pings WebSocket clients a slice at a time: thousands of sockets never get their pings in one tick.
import type { Server as HttpServer } from 'node:http';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { transportSockets } from './rooms/colyseus-internals';

/** What the heartbeat needs of a `ws` socket; `pingCount` is the field Colyseus's pong handler resets. */
export interface PingedSocket {
  readonly readyState: number;
  pingCount?: number;
  ping(data?: unknown, mask?: boolean, cb?: (error?: Error) => void): void;
  terminate(): void;
}

const OPEN = 1;
const noop = () => undefined;

/**
 * Every socket is pinged once per `intervalMs`, as Colyseus's own heartbeat does, but spread over `slices`
 * ticks instead of all in one: Colyseus pings every socket of the process in a single callback, which at
 * 2,000 sockets stalls the event loop (and every table's patch) for tens of milliseconds every 3 s. Ten
 * slices still sent 200 pings at once every 300 ms, by estimate ≈ 3 ms in which no patch left: at 500 tables
 * that set both rooms' p99 in the server benchmark. A hundred slices send 20 every 30 ms. A socket that missed
 * `maxRetries` pongs is terminated. Returns a function that stops the heartbeat.
 */
export function spreadHeartbeat(
  clients: Set<PingedSocket>,
  intervalMs: number,
  maxRetries: number,
  slices = 100,
): () => void {
  let cursor: Iterator<PingedSocket> = clients.values();
  let roundStarted = Date.now();
  const tick = () => {
    // A Set's iterator stays valid while sockets join and leave; a new round starts when it is spent.
    const count = Math.ceil(clients.size / slices);
    for (let i = 0; i < count; i++) {
      let next = cursor.next();
      if (next.done === true) {
        // Fewer sockets than slices finish a round in a few ticks: the next round still waits for the interval,
        // or three players would each be pinged every 90 ms and dropped when two pongs took longer than that.
        if (Date.now() - roundStarted < intervalMs) return;
        roundStarted = Date.now();
        cursor = clients.values();
        next = cursor.next();
        if (next.done === true) return;
      }
      const socket = next.value;
      if ((socket.pingCount ?? 0) >= maxRetries) {
        socket.terminate();
        continue;
      }
      if (socket.readyState !== OPEN) continue;
      socket.pingCount = (socket.pingCount ?? 0) + 1;
      socket.ping(undefined, undefined, noop);
    }
  };
  const timer = setInterval(tick, Math.max(1, Math.round(intervalMs / slices)));
  timer.unref();
  return () => clearInterval(timer);
}

/** Colyseus's default heartbeat: a ping every 3 s, terminated after 2 unanswered. */
export const PING_INTERVAL_MS = 3000;
export const PING_MAX_RETRIES = 2;

/** The WebSocket transport of every server we run (the app and the benchmark's bare floor). */
export function createTransport(server: HttpServer, maxPayload: number): WebSocketTransport {
  // pingInterval 0 turns Colyseus's all-at-once heartbeat off; ours replaces it.
  const transport = new WebSocketTransport({ server, maxPayload, pingInterval: 0 });
  const stop = spreadHeartbeat(transportSockets(transport), PING_INTERVAL_MS, PING_MAX_RETRIES);
  server.on('close', stop);
  return transport;
}
