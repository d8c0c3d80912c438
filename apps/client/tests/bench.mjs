// Client budget: gzipped JavaScript of the lobby and of a whole Captains' War table (what the browser loads), the
// bytes a first visit to a table transfers over HTTP as the server sends them (pre-compressed), and the lobby's time
// to interactive.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, buildIfNeeded, distDir, startServer } from './serve.mjs';

const GOALS = { lobbyKb: 80, tableKb: 450, firstVisitKb: 500, lobbyMs: 500 };

function gzKb(file) {
  return gzipSync(readFileSync(path.join(distDir, file))).length / 1024;
}

buildIfNeeded();
const index = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const entry = /src="\/(assets\/[^"]+\.js)"/.exec(index)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html.');
const assets = readdirSync(path.join(distDir, 'assets')).map((f) => `assets/${f}`);
const lobbyKb = gzKb(entry);
// Every chunk there is (all games' tables, the rules pages): an upper bound, for the record.
const allJsKb = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzKb(f), 0);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});
const samples = [];
let tableKb = Infinity;
let firstVisit = { kb: Infinity, requests: 0, uncompressedScripts: [] };
try {
  for (let i = 0; i < 5; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(server.url);
    await page.locator('.lobby #profile-name').waitFor();
    samples.push(Date.now() - started);
    await context.close();
  }
  // A whole table: every script the browser loads from the lobby to a Captains' War table with a bot, and every
  // HTTP byte of that first visit (a fresh context: an empty cache), headers included, as Chromium counts them.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const match = /\/(assets\/[^/?]+\.js)/.exec(request.url());
    if (match) scripts.add(match[1]);
  });
  const network = await context.newCDPSession(page);
  await network.send('Network.enable');
  let transferred = 0;
  let requests = 0;
  const uncompressedScripts = [];
  const urls = new Map();
  network.on('Network.responseReceived', ({ requestId, response }) => {
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    if (response.url.endsWith('.js') && encoding === undefined) uncompressedScripts.push(response.url);
    urls.set(requestId, response.url);
  });
  network.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!urls.has(requestId)) return;
    transferred += encodedDataLength;
    requests += 1;
  });
  await page.goto(server.url);
  await page.locator('#private-players').selectOption('2');
  await page.getByRole('button', { name: 'Create table' }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('#table-canvas canvas').waitFor({ timeout: 30_000 });
  tableKb = [...scripts].reduce((sum, f) => sum + gzKb(f), 0);
  firstVisit = { kb: transferred / 1024, requests, uncompressedScripts };
  await context.close();
} finally {
  await browser.close();
  server.stop();
}
samples.sort((a, b) => a - b);
const lobbyMs = samples[Math.floor(samples.length / 2)] ?? 0;
const result = {
  lobbyJsGzipKb: Number(lobbyKb.toFixed(1)),
  tableJsGzipKb: Number(tableKb.toFixed(1)),
  firstTableVisitTransferKb: Number(firstVisit.kb.toFixed(1)),
  firstTableVisitRequests: firstVisit.requests,
  uncompressedScripts: firstVisit.uncompressedScripts,
  allJsGzipKb: Number(allJsKb.toFixed(1)),
  lobbyInteractiveMsMedian: lobbyMs,
  lobbyInteractiveMsSamples: samples,
  goals: GOALS,
  ok:
    lobbyKb <= GOALS.lobbyKb &&
    tableKb <= GOALS.tableKb &&
    firstVisit.kb <= GOALS.firstVisitKb &&
    firstVisit.uncompressedScripts.length === 0 &&
    lobbyMs <= GOALS.lobbyMs,
};
console.log(JSON.stringify(result));
process.exit(result.ok ? 0 : 1);
