// The browser's side of a replay (issue 26's figures): a 5-player Eollis game is played from Node on a server of
// its own, then its replay is opened by its link in Chromium. Prints the first frame's time (from the route to the
// table drawn) over fresh tabs, and jumps to random steps (a scrubber move to the next painted frame), p50 / p95 /
// max, and how much of a jump is the page's own work before the frame (the rest is drawing it). Goals: first frame ≤ 1000 ms, jump ≤ 100 ms. `npm run bench:replay` runs it after the rules' side.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { playArchivedGame } from './archived-game.mjs';
import { CHROMIUM_ARGS, buildIfNeeded, startServer } from './serve.mjs';

const TABS = 5;
const JUMPS = 40;

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
const figures = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(0)} · p95 ${quantile(sorted, 0.95).toFixed(0)} · max ${sorted.at(-1).toFixed(0)} ms`;
};

buildIfNeeded();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flotilla-bench-replay-'));
const server = await startServer({ env: { DATA_DIR: dataDir, BOT_DELAY_MS: '0' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  const gameId = await playArchivedGame(server.url, 'eollis', 5);
  const firstFrames = [];
  const jumps = { audience: [], truth: [] };
  const handled = { audience: [], truth: [] };
  let actions = 0;
  for (let tab = 0; tab < TABS; tab++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/#/replay/${gameId}`);
    const holder = page.locator('.replay-holder.table-screen[data-first-frame-ms]');
    await holder.waitFor({ timeout: 20_000 });
    firstFrames.push(Number(await holder.getAttribute('data-first-frame-ms')));
    if (tab === 0) {
      await page.locator('#replay-jump:not([disabled])').waitFor({ timeout: 20_000 });
      actions = Number(await page.locator('#replay-scrubber').getAttribute('max'));
      for (const lens of ['audience', 'truth']) {
        await page.locator('#replay-lens').selectOption(lens);
        await page.waitForFunction(
          (want) =>
            globalThis.document.querySelector('.replay-holder.table-screen')?.getAttribute('data-lens') ===
            want,
          lens,
        );
        for (let i = 0; i < JUMPS; i++) {
          const to = Math.floor(Math.random() * (actions + 1));
          const [sync, frame] = await page.evaluate(
            (target) =>
              new Promise((resolve) => {
                const scrubber = globalThis.document.getElementById('replay-scrubber');
                const start = performance.now();
                scrubber.value = String(target);
                scrubber.dispatchEvent(new globalThis.Event('input', { bubbles: true }));
                const sync = performance.now() - start;
                globalThis.requestAnimationFrame(() => resolve([sync, performance.now() - start]));
              }),
            to,
          );
          handled[lens].push(sync);
          jumps[lens].push(frame);
          await page.waitForTimeout(50);
        }
      }
    }
    await context.close();
  }
  console.log(`replay of a 5-player Eollis game, ${actions} actions, in headless Chromium`);
  console.log(`first frame over ${TABS} fresh tabs: ${figures(firstFrames)} (goal ≤ 1000 ms)`);
  console.log(
    `jump to a random step, audience lens, ${JUMPS} jumps: ${figures(jumps.audience)} (goal ≤ 100 ms)`,
  );
  console.log(`jump to a random step, whole truth, ${JUMPS} jumps: ${figures(jumps.truth)} (goal ≤ 100 ms)`);
  console.log(
    `of which the page's own work (rules, projection, table update, log marks), audience: ${figures(handled.audience)}; whole truth: ${figures(handled.truth)}`,
  );
} finally {
  await browser.close();
  server.stop();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
