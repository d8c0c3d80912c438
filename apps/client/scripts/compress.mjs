// Pre-compresses the built client (brotli and gzip beside each text file) so the server sends bytes it never compresses.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * At build time rather than per request: brotli at its best quality takes about a second for the 1.4 MB Phaser
 * chunk, far too slow for each response, and a compression middleware at a lower level sends more bytes and spends
 * the game server's CPU. Node's zlib has both codecs: no build plugin, no dependency. Files already compressed
 * (images, fonts) are left alone, and so is a variant that would not be smaller.
 */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|md|map|wasm)$/;

/** Files of at least this size get variants: below it, headers outweigh the saving. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` for each text file under `dir`; returns the bytes before and after brotli. */
export function compressDir(dir) {
  let raw = 0;
  let brotli = 0;
  for (const file of [...files(dir)]) {
    if (!TEXT.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    raw += content.length;
    brotli += Math.min(br.length, content.length);
  }
  return { raw, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = process.argv[2] ?? path.resolve(here, '../dist');
  const { raw, brotli } = compressDir(dir);
  console.log(
    `compressed ${(raw / 1024).toFixed(0)} KB of text to ${(brotli / 1024).toFixed(0)} KB (brotli)`,
  );
}
