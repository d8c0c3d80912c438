// Browser test: the TV. A quick-play table is played from Node while the TV (`#/tv`, at 1920×1080) shows it, 10 s
// late; at its end the final scores stay up, a card announces the next table, and the TV moves on to a second
// quick-play table, started during the card (with none in play, the TV keeps looking). This scenario runs a server of its own.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { playArchivedGame } from './archived-game.mjs';
import { openScenario } from './scenario.mjs';
import { rootDir, startOwnServer } from './serve.mjs';

const { browser, problems, step, watch, fail, finish } = await openScenario('TV browser test');
const server = await startOwnServer('tv', { BOT_DELAY_MS: '250', QUICK_PLAY_BOTS_SECONDS: '1' });
const results = path.join(rootDir, 'test-results');
mkdirSync(results, { recursive: true });

try {
  const first = playArchivedGame(server.url, 'captains-war', 2, 'Anne', { quickPlay: true });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tv = await context.newPage();
  watch(tv, 'TV');
  await tv.goto(`${server.url}/#/tv`);
  const stage = tv.locator('.tv-holder .broadcast-stage[data-lens="audience"]');
  await stage.waitFor({ timeout: 20_000 });
  const firstToken = await tv.locator('.tv-holder').getAttribute('data-token');
  await tv
    .locator('.broadcast-badge', { hasText: /·/ })
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  const badge = ((await tv.locator('.broadcast-badge').textContent()) ?? '').trim();
  if (badge !== 'The audience’s view · 10 s late') problems.push(`the TV's badge reads "${badge}"`);
  await tv.locator('.tv-holder canvas').waitFor({ timeout: 30_000 });
  step(`the TV tunes in to the quick-play table: "${badge}"`);

  await first;
  await tv.locator('.tv-holder .broadcast-stage[data-over="true"]').waitFor({ timeout: 60_000 });
  await tv.screenshot({ path: path.join(results, 'tv-final-1080.png') });
  // Nothing past the right edge: a wide table once pushed the badge and the scores off a 1920-wide capture.
  for (const selector of ['.broadcast-badge', '.broadcast-results']) {
    const box = await tv.locator(selector).boundingBox();
    if (box === null || box.x + box.width > 1920)
      problems.push(`${selector} runs past the right edge: ${JSON.stringify(box)}`);
  }
  step(
    `the TV reaches the first table's end: "${(await tv.locator('.broadcast-status').textContent())?.trim()}"`,
  );
  await tv.locator('.tv-holder[data-showing="card"]').waitFor({ timeout: 20_000 });
  step(`a card between tables: "${(await tv.locator('.tv-card p').textContent())?.trim()}"`);
  const second = playArchivedGame(server.url, 'fifteen-men', 2, 'Bart', { quickPlay: true });
  await tv.locator('.tv-holder[data-showing="table"]').waitFor({ timeout: 30_000 });
  const secondToken = await tv.locator('.tv-holder').getAttribute('data-token');
  if (secondToken === firstToken) problems.push('the TV came back to the table that had ended');
  await tv.locator('.tv-holder .broadcast-stage canvas').waitFor({ timeout: 30_000 });
  const title = ((await tv.locator('.broadcast-title').textContent()) ?? '').trim();
  if (title !== '15 Men') problems.push(`the TV's second table is "${title}"`);
  step(`the TV moves on to the next table: ${title}`);
  await second;
} catch (error) {
  fail(error);
} finally {
  await server.close();
  await finish();
}
