// A free port on loopback, for tests (and the benchmark) that start a server in another process.
import { createServer } from 'node:net';

/** A port free on loopback right now: the OS picks it, the caller's server binds it a moment later. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
