// The spread heartbeat pings every socket once per interval, a slice per tick, and drops silent sockets.
import { createServer } from 'node:http';
import { PING_INTERVAL_MS, createTransport, spreadHeartbeat, type PingedSocket } from './heartbeat';
import { transportSockets } from './rooms/colyseus-internals';

class FakeSocket implements PingedSocket {
  readyState = 1;
  pingCount?: number;
  pings = 0;
  terminated = false;
  ping(): void {
    this.pings++;
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('spreadHeartbeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pings each socket once per interval, never all in the same tick', () => {
    const sockets = new Set(Array.from({ length: 100 }, () => new FakeSocket()));
    const stop = spreadHeartbeat(sockets, 1000, 2, 10);
    jest.advanceTimersByTime(100);
    expect([...sockets].filter((s) => s.pings === 1)).toHaveLength(10);
    jest.advanceTimersByTime(900);
    expect([...sockets].every((s) => s.pings === 1)).toBe(true);
    stop();
    jest.advanceTimersByTime(5000);
    expect([...sockets].every((s) => s.pings === 1)).toBe(true);
  });

  it('terminates a socket that missed its pongs and keeps one that answers', () => {
    const silent = new FakeSocket();
    const alive = new FakeSocket();
    const sockets = new Set([silent, alive]);
    const stop = spreadHeartbeat(sockets, 100, 2, 1);
    for (let i = 0; i < 3; i++) {
      jest.advanceTimersByTime(100);
      alive.pingCount = 0; // its pong arrived
    }
    expect(silent.terminated).toBe(true);
    expect(alive.terminated).toBe(false);
    expect(alive.pings).toBe(3);
    stop();
  });

  it('pings each of a few sockets once per interval, not once per tick', () => {
    const sockets = new Set(Array.from({ length: 3 }, () => new FakeSocket()));
    const stop = spreadHeartbeat(sockets, 3000, 2, 100);
    jest.advanceTimersByTime(2990);
    expect([...sockets].map((s) => s.pings)).toEqual([1, 1, 1]);
    jest.advanceTimersByTime(3000);
    expect([...sockets].map((s) => s.pings)).toEqual([2, 2, 2]);
    stop();
  });

  it('keeps a socket whose pongs take most of the interval to come back', () => {
    const slow = new FakeSocket();
    let lastPing = -1;
    const ping = slow.ping.bind(slow);
    slow.ping = () => {
      ping();
      lastPing = Date.now();
    };
    const stop = spreadHeartbeat(new Set([slow]), 3000, 2, 100);
    for (let step = 0; step < 60; step++) {
      jest.advanceTimersByTime(500);
      // Its pong arrives 2.5 s after each ping, half a second before the next.
      if (lastPing >= 0 && Date.now() - lastPing >= 2500) slow.pingCount = 0;
    }
    expect(slow.terminated).toBe(false);
    expect(slow.pings).toBe(11); // at 0 s (the first tick), 3 s, 6 s … 30 s
    stop();
  });

  it('follows sockets that join and leave between ticks', () => {
    const first = new FakeSocket();
    const sockets = new Set([first]);
    const stop = spreadHeartbeat(sockets, 100, 2, 2);
    jest.advanceTimersByTime(50);
    const later = new FakeSocket();
    sockets.add(later);
    sockets.delete(first);
    jest.advanceTimersByTime(100);
    expect(later.pings).toBeGreaterThan(0);
    expect(first.pings).toBe(1);
    stop();
  });

  it("pings the transport's own sockets, until its server closes", () => {
    const server = createServer();
    const socket = new FakeSocket();
    transportSockets(createTransport(server, 1024)).add(socket);
    jest.advanceTimersByTime(PING_INTERVAL_MS / 2);
    expect(socket.pings).toBe(1);
    server.emit('close');
    jest.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(socket.pings).toBe(1);
  });
});
