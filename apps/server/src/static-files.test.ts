// The built client as a browser receives it: the build's brotli or gzip variant by Accept-Encoding, and cache headers.
import express from 'express';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serveClient } from './static-files';

const script = path.resolve(__dirname, '../../client/scripts/compress.mjs');
const js = `export const words = ${JSON.stringify('pirates of the wind '.repeat(800))};\n`;
const html = `<!doctype html><html><head><title>Flotilla</title></head><body>${'<p>ahoy</p>'.repeat(200)}</body></html>`;

let dir = '';
let url = '';
let close = (): void => undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'flotilla-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'assets', 'table-1a2b3c.js'), js);
  writeFileSync(path.join(dir, 'assets', 'tiny-4d5e.css'), 'a{}');
  // The build's own step writes the variants.
  execFileSync(process.execPath, [script, dir]);
  const app = express();
  serveClient(app, dir);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

/** The raw response: node:http decodes nothing, unlike fetch. */
function raw(
  pathname: string,
  acceptEncoding?: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    get(`${url}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the built client', () => {
  it('is sent as the build’s brotli, else gzip, variant when the browser accepts it, with its own type', async () => {
    const br = await raw('/assets/table-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toBe(js);
    expect(br.body.length).toBeLessThan(js.length / 10);

    const gz = await raw('/assets/table-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(js);
    const refused = await raw('/assets/table-1a2b3c.js', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await raw('/assets/table-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.toString()).toBe(js);
  });

  it('caches hashed assets for good and has index.html revalidated', async () => {
    const asset = await raw('/assets/table-1a2b3c.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const tiny = await raw('/assets/tiny-4d5e.css', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/index.html']) {
      const index = await raw(page, 'br');
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(index.headers['content-type']).toMatch(/html/);
      expect(brotliDecompressSync(index.body).toString()).toBe(html);
    }
  });
});
