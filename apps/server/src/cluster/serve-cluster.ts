// `npm run serve:cluster -- --processes N`: the cluster of the compose profile on one machine, without containers.
// N server processes share the local Redis and PostgreSQL; one entry point on PORT (http-proxy-3, a maintained
// fork of node-http-proxy) sends a WebSocket to the process its path names (`/p2/…`, each process's PUBLIC_ADDRESS)
// and any other request to the next process that answers. A process that dies is started again; meanwhile the
// others take over its tables.
import { spawn, type ChildProcess } from 'node:child_process';
import http, { type IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { JoinRefusal } from '@flotilla/protocol';
import { createProxyServer } from 'http-proxy-3';

const ROOT = path.resolve(__dirname, '../../../..');

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at < 0 ? undefined : Number(process.argv[at + 1]);
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} takes a whole number, not ${process.argv[at + 1]}`);
  return value;
}

const processes = argument('processes', 2);
const port = argument('port', Number(process.env.PORT ?? 2567));
/** The host name browsers use to reach the entry point: each process's address is this host, then its path. */
const publicHost = process.env.PUBLIC_HOST ?? `localhost:${port}`;
const shared = {
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  // The entry point appends the browser's address to X-Forwarded-For: the per-address limits count that one.
  TRUST_PROXY: '1',
  CLIENT_DIR: process.env.CLIENT_DIR ?? path.join(ROOT, 'apps/client/dist'),
};

interface Member {
  readonly index: number;
  readonly port: number;
  child: ChildProcess | null;
}

const members: Member[] = Array.from({ length: processes }, (_, i) => ({
  index: i + 1,
  port: port + i + 1,
  child: null,
}));
let stopping = false;

function log(msg: string, extra: Record<string, unknown> = {}): void {
  process.stdout.write(
    `${JSON.stringify({ time: Date.now(), service: 'flotilla-cluster', ...extra, msg })}\n`,
  );
}

function startMember(member: Member): void {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...shared,
      PORT: String(member.port),
      PUBLIC_ADDRESS: `${publicHost}/p${member.index}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  member.child = child;
  child.once('exit', (code, signal) => {
    member.child = null;
    if (stopping) return;
    log('process ended: starting it again', { process: member.index, code, signal });
    setTimeout(() => startMember(member), 1000);
  });
}

const proxy = createProxyServer({ xfwd: true, ws: true });
proxy.on('error', (error, _req, res) => {
  if (res instanceof http.ServerResponse && !res.headersSent) {
    res.writeHead(502, { 'Content-Type': 'application/json' });
    // That server process does not answer: try again.
    res.end(JSON.stringify({ error: 'process-unavailable' satisfies JoinRefusal }));
  } else if (res !== undefined && 'destroy' in res) (res as Duplex).destroy();
  log('proxy error', { error: error.message });
});

/** The process a path names (`/p2/…`), with the path it serves; null for any other path. */
function named(url: string): { member: Member; rest: string } | null {
  const match = /^\/p(\d+)(\/.*)?$/.exec(url);
  const member = match === null ? undefined : members[Number(match[1]) - 1];
  return member === undefined ? null : { member, rest: match?.[2] ?? '/' };
}

let next = 0;
/** The next process that is running, in turn. */
function anyMember(): Member | undefined {
  for (let tries = 0; tries < members.length; tries++) {
    const member = members[next++ % members.length] as Member;
    if (member.child !== null) return member;
  }
  return undefined;
}

const target = (member: Member) => `http://127.0.0.1:${member.port}`;

const entry = http.createServer((req, res) => {
  const route = named(req.url ?? '/');
  const member = route?.member ?? anyMember();
  if (member === undefined) {
    res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '2' });
    // No server process is running yet.
    return void res.end(JSON.stringify({ error: 'no-process' satisfies JoinRefusal }));
  }
  if (route !== null) req.url = route.rest;
  proxy.web(req, res, { target: target(member) });
});

entry.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
  const route = named(req.url ?? '/');
  const member = route?.member ?? anyMember();
  if (member === undefined) return void socket.destroy();
  if (route !== null) req.url = route.rest;
  proxy.ws(req, socket, head, { target: target(member) });
});

function stop(): void {
  if (stopping) return;
  stopping = true;
  log('stopping every process');
  entry.close();
  for (const member of members) member.child?.kill('SIGTERM');
  const waiting = setInterval(() => {
    if (members.every((m) => m.child === null)) {
      clearInterval(waiting);
      process.exit(0);
    }
  }, 100);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

for (const member of members) startMember(member);
entry.listen(port, () =>
  log(`Flotilla (${processes} processes) is listening on http://localhost:${port}`, {
    port,
    processes: members.map((m) => ({ process: m.index, port: m.port, address: `${publicHost}/p${m.index}` })),
    redis: shared.REDIS_URL,
  }),
);
