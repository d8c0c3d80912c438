// Client budget (docs/art.md): the lobby's gzipped JavaScript (everything it loads with no click, its table list's
// connection included) and its time to interactive with its fonts; for each game, a whole table's gzipped bytes
// (JS, CSS, art and fonts, from the lobby through a table with bots) and the bytes that first visit transfers over
// HTTP as the server sends them (pre-compressed). Prints one JSON line; exits 1 when a goal is missed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, buildIfNeeded, distDir, startServer } from './serve.mjs';

const GOALS = { lobbyKb: 80, lobbyMs: 500, tableKb: 600, firstVisitKb: 500 };
const TABLES = [
  { game: 'captains-war', radio: /Captains' War/, players: '2' },
  { game: 'fifteen-men', radio: /15 Men/, players: '4' },
  { game: 'eollis', radio: /Eollis/, players: '3' },
];
const LOBBY_SAMPLES = 5;

const gzipped = new Map();
/** The gzipped size in KB of a file the server sent from the build (null for anything else: the API, sockets). */
function gzKbOf(url) {
  const { pathname } = new URL(url);
  const file = path.join(distDir, pathname === '/' ? 'index.html' : pathname);
  if (!file.startsWith(distDir) || !existsSync(file)) return null;
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)).length / 1024);
  return gzipped.get(file);
}

/** A built file's size in bytes as it lies in the build (Infinity for anything else). */
function fileBytes(url) {
  const file = path.join(distDir, new URL(url).pathname);
  return file.startsWith(distDir) && existsSync(file) ? statSync(file).size : Infinity;
}

/** What kind of bytes a file is, for the table's breakdown. */
function kindOf(url) {
  const ext = path.extname(new URL(url).pathname);
  if (ext === '.js') return 'js';
  if (ext === '.css') return 'css';
  if (['.woff2', '.woff', '.ttf'].includes(ext)) return 'fonts';
  if (ext === '.html' || ext === '') return 'html';
  return 'art';
}

/** The build's files a page loaded, by kind, in gzipped KB. */
function weigh(urls) {
  const kb = { js: 0, css: 0, fonts: 0, art: 0, html: 0, total: 0 };
  for (const url of new Set(urls)) {
    const size = gzKbOf(url);
    if (size === null) continue;
    kb[kindOf(url)] += size;
    kb.total += size;
  }
  return Object.fromEntries(Object.entries(kb).map(([k, v]) => [k, Number(v.toFixed(1))]));
}

/**
 * Resolves, in the page, once the lobby's name field is on screen and the fonts its first frame asked for have
 * loaded: the time since navigation and the faces loaded.
 */
const LOBBY_READY = `window.__lobbyReady = new Promise((resolve) => {
  const ready = () => document.querySelector('.lobby #profile-name') !== null;
  const settle = () =>
    requestAnimationFrame(() =>
      document.fonts.ready.then(() =>
        resolve({
          ms: performance.now(),
          fonts: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
        }),
      ),
    );
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    settle();
  });
  observer.observe(document, { subtree: true, childList: true });
});`;

buildIfNeeded();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});

/** A fresh context (an empty cache) that records every URL requested, and every HTTP byte over CDP. */
async function freshPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(LOBBY_READY);
  const page = await context.newPage();
  const urls = [];
  page.on('request', (request) => urls.push(request.url()));
  const network = await context.newCDPSession(page);
  await network.send('Network.enable');
  const transfer = { bytes: 0, requests: 0, uncompressedScripts: [] };
  const seen = new Map();
  network.on('Network.responseReceived', ({ requestId, response }) => {
    const encoding = Object.keys(response.headers).find((name) => name.toLowerCase() === 'content-encoding');
    // Under compress.mjs's 1 KB the headers outweigh any saving: such scripts go as they are, rightly.
    if (response.url.endsWith('.js') && encoding === undefined && fileBytes(response.url) >= 1024)
      transfer.uncompressedScripts.push(response.url);
    seen.set(requestId, response.url);
  });
  network.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!seen.has(requestId)) return;
    transfer.bytes += encodedDataLength;
    transfer.requests += 1;
  });
  return { context, page, urls, transfer };
}

const lobbySamples = [];
let lobby = null;
const tables = {};
try {
  for (let i = 0; i < LOBBY_SAMPLES; i += 1) {
    const { context, page, urls } = await freshPage();
    await page.goto(server.url);
    const ready = await page.evaluate('window.__lobbyReady');
    lobbySamples.push(Math.round(ready.ms));
    if (i === 0) {
      const atReady = urls.slice();
      // Then what it loads on its own with no click (the open tables' live list, its connection's code).
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      lobby = {
        interactive: weigh(atReady),
        settled: weigh(urls),
        scripts: [...new Set(urls)].filter((u) => kindOf(u) === 'js').map((u) => new URL(u).pathname),
        fonts: ready.fonts,
      };
    }
    await context.close();
  }
  // A whole table of each game: from the lobby (a fresh cache) to a table with bots, and its art loaded.
  for (const table of TABLES) {
    const { context, page, urls, transfer } = await freshPage();
    await page.goto(server.url);
    await page.getByRole('radio', { name: table.radio }).check();
    await page.locator('#private-players').selectOption(table.players);
    await page.getByLabel('Bots fill empty seats').check();
    await page.getByRole('button', { name: 'Create table' }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('#table-canvas canvas').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    tables[table.game] = {
      gzipKb: weigh(urls),
      transferKb: Number((transfer.bytes / 1024).toFixed(1)),
      requests: transfer.requests,
      uncompressedScripts: transfer.uncompressedScripts,
    };
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}

lobbySamples.sort((a, b) => a - b);
const lobbyMs = lobbySamples[Math.floor(lobbySamples.length / 2)] ?? Infinity;
const fontDisplay = (() => {
  const index = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const css = [...index.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) =>
    readFileSync(path.join(distDir, m[1]), 'utf8'),
  );
  const faces = css.flatMap((text) => text.match(/@font-face\s*{[^}]*}/g) ?? []);
  return { faces: faces.length, swap: faces.filter((face) => /font-display:\s*swap/.test(face)).length };
})();
const tablesOk = Object.values(tables).every(
  (t) =>
    t.gzipKb.total <= GOALS.tableKb &&
    t.transferKb <= GOALS.firstVisitKb &&
    t.uncompressedScripts.length === 0,
);
const result = {
  lobbyJsGzipKb: lobby?.settled.js ?? null,
  lobbyJsGzipKbAtInteractive: lobby?.interactive.js ?? null,
  lobbyScripts: lobby?.scripts ?? [],
  lobbyInteractiveMsMedian: lobbyMs,
  lobbyInteractiveMsSamples: lobbySamples,
  lobbyFontsLoaded: lobby?.fonts ?? [],
  fontFaces: fontDisplay,
  tables,
  goals: GOALS,
  ok:
    lobby !== null &&
    lobby.settled.js <= GOALS.lobbyKb &&
    lobbyMs <= GOALS.lobbyMs &&
    fontDisplay.faces > 0 &&
    fontDisplay.swap === fontDisplay.faces &&
    Object.keys(tables).length === TABLES.length &&
    tablesOk,
};
console.log(JSON.stringify(result));
process.exit(result.ok ? 0 : 1);
