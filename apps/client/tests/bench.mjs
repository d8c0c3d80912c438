// Client budget: gzipped JavaScript of the lobby and of a whole Captains' War table (what the browser loads),
// and the lobby's time to interactive.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, buildIfNeeded, distDir, startServer } from './serve.mjs';

const GOALS = { lobbyKb: 80, tableKb: 450, lobbyMs: 500 };

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
  // A whole table: every script the browser loads from the lobby to a Captains' War table with a bot.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const match = /\/(assets\/[^/?]+\.js)/.exec(request.url());
    if (match) scripts.add(match[1]);
  });
  await page.goto(server.url);
  await page.locator('#private-players').selectOption('2');
  await page.getByRole('button', { name: 'Create table' }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('#table-canvas canvas').waitFor({ timeout: 30_000 });
  tableKb = [...scripts].reduce((sum, f) => sum + gzKb(f), 0);
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
  allJsGzipKb: Number(allJsKb.toFixed(1)),
  lobbyInteractiveMsMedian: lobbyMs,
  lobbyInteractiveMsSamples: samples,
  goals: GOALS,
  ok: lobbyKb <= GOALS.lobbyKb && tableKb <= GOALS.tableKb && lobbyMs <= GOALS.lobbyMs,
};
console.log(JSON.stringify(result));
process.exit(result.ok ? 0 : 1);
