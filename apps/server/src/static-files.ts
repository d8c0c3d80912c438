// Serves the built client: its pre-compressed variants by Accept-Encoding, hashed assets cached for good.
import express, { type Express, type Request } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Vite names every file under /assets/ after a hash of its content: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and anything else not hashed) is checked with the server each time, so a new build is seen at once. */
const REVALIDATE = 'no-cache';

/** The codings the build writes beside each text file (`apps/client/scripts/compress.mjs`), best first. */
const CODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The URL path of every file under `dir` (`/assets/app-1a2b.js`), read once: a request never touches the disk to look. */
function listFiles(dir: string, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const url = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) for (const inner of listFiles(dir, url)) found.add(inner);
    else found.add(url);
  }
  return found;
}

/** The coding to send `file` in: the best one the client accepts and the build wrote, or null for the file itself. */
export function pickCoding(
  req: Request,
  file: string,
  files: ReadonlySet<string>,
): (typeof CODINGS)[number] | null {
  for (const coding of CODINGS) {
    if (files.has(file + coding.suffix) && req.acceptsEncodings(coding.name) === coding.name) return coding;
  }
  return null;
}

/**
 * Mounts the client in `dir`. The build's brotli (else gzip) variant is sent in place of a file when the request
 * accepts it, with the file's own type and `Vary: Accept-Encoding`; nothing is compressed per request. Hashed
 * assets are cached for a year as immutable; the rest must be revalidated.
 */
export function serveClient(app: Express, dir: string): void {
  const files = existsSync(dir) ? listFiles(dir) : new Set<string>();
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = req.path.endsWith('/') ? `${req.path}index.html` : req.path;
    if (!files.has(file)) return next();
    if (!CODINGS.some((coding) => files.has(file + coding.suffix))) return next();
    res.vary('Accept-Encoding');
    const coding = pickCoding(req, file, files);
    if (coding === null) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', coding.name);
    req.url = file + coding.suffix + req.url.slice(req.path.length);
    next();
  });
  app.use(
    express.static(dir, {
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const inAssets = path.relative(dir, filePath).split(path.sep)[0] === 'assets';
        res.setHeader('Cache-Control', inAssets ? IMMUTABLE : REVALIDATE);
      },
    }),
  );
}
