// The bare WebSocket floor: each message goes back to every socket of its table, like a patch.
import { performance } from 'node:perf_hooks';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { jittered, type Recorder } from './measure';

export const ECHO_SEATS = 4;

export interface EchoServer {
  close(): Promise<void>;
}

/** A WebSocket server on `host:port` grouping sockets by `?t=<table>` and echoing to the whole group. */
export function startEcho(port: number, host: string): Promise<EchoServer> {
  const groups = new Map<string, Set<WebSocket>>();
  const server = new WebSocketServer({ port, host, maxPayload: 64 * 1024 });
  server.on('connection', (socket, request) => {
    const table = new URL(request.url ?? '/', 'http://localhost').searchParams.get('t') ?? '';
    let group = groups.get(table);
    if (group === undefined) {
      group = new Set();
      groups.set(table, group);
    }
    group.add(socket);
    socket.on('message', (data: RawData, binary) => {
      for (const peer of group) if (peer.readyState === WebSocket.OPEN) peer.send(data, { binary });
    });
    socket.on('close', () => {
      group.delete(socket);
      if (group.size === 0) groups.delete(table);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate();
            server.close(() => done());
          }),
      }),
    );
  });
}

interface EchoMessage {
  readonly n: number;
  readonly seat: number;
  /** Padding of the size of a typical `act` message. */
  readonly action: { readonly type: string; readonly die: number };
}

/**
 * Four sockets taking turns: the seat whose turn it is thinks, sends, and times the echo of its own
 * message; every socket then passes the turn on.
 */
export class EchoTable {
  private readonly sockets: WebSocket[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private sentAt = 0;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly table: number,
    private readonly thinkMs: number,
    private readonly recorder: Recorder,
    private readonly random: () => number,
  ) {}

  async start(): Promise<void> {
    for (let seat = 0; seat < ECHO_SEATS; seat++) {
      const socket = new WebSocket(`${this.url}/?t=${this.table}`);
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      socket.on('error', () => undefined);
      socket.on('message', (data: RawData) => this.receive(seat, data));
      this.sockets.push(socket);
    }
    this.schedule(0, 0);
  }

  private receive(seat: number, data: RawData): void {
    this.recorder.received(Array.isArray(data) ? Buffer.concat(data).byteLength : data.byteLength);
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString()
      : data instanceof ArrayBuffer
        ? Buffer.from(new Uint8Array(data)).toString()
        : data.toString();
    const message = JSON.parse(text) as EchoMessage;
    if (message.seat === seat) {
      this.recorder.latency(performance.now() - this.sentAt, performance.timeOrigin + this.sentAt);
    }
    const next = (message.seat + 1) % ECHO_SEATS;
    if (seat === next) this.schedule(next, message.n + 1);
  }

  private schedule(seat: number, n: number): void {
    if (this.stopped) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        const socket = this.sockets[seat];
        if (this.stopped || socket === undefined || socket.readyState !== WebSocket.OPEN) return;
        const message: EchoMessage = { n, seat, action: { type: 'pick', die: n % 6 } };
        this.sentAt = performance.now();
        socket.send(JSON.stringify(message));
      },
      jittered(this.thinkMs, this.random),
    );
    this.timers.add(timer);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const socket of this.sockets) socket.close();
  }
}
