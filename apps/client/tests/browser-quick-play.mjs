// Browser test: quick play from the lobby, twice, to the final score. A solo Captains' War against a Legendary
// Captain (the legend's sheet is drawn, the naval battle plays, the score table celebrates the winner); then a
// 2-player quick play that no stranger joins: its countdown shows, and "Start the game" gives the open seat to a bot
// at once (it was refused until the countdown ran out, the refusal left on screen).
// Expects FLOTILLA_URL to point at a server that serves the built client; run through run-browser.mjs.
import path from 'node:path';
import { chooseCaptainsWarAction } from './captains-war-choice.mjs';
import { openScenario } from './scenario.mjs';

const { url, browser, problems, step, started, shotsDir, watch, fail, finish } =
  await openScenario('quick play browser test');
const LIMIT_MS = Number(process.env.QUICK_PLAY_LIMIT_MS ?? 180_000);

/** Plays the offered actions until the score table names a winner; checks the naval battle and the table. */
async function playToTheEnd(page, what) {
  let actions = 0;
  let naval = false;
  while ((await page.locator('.scores .winner').count()) === 0) {
    if (Date.now() - started > LIMIT_MS) throw new Error(`${what}: no final score after ${actions} actions`);
    if (!naval && (await page.locator('#table-canvas[data-naval]').count()) > 0) {
      naval = true;
      await page.waitForTimeout(1_500);
      await page.screenshot({ path: path.join(shotsDir, `${what.replace(/\W+/g, '-')}-naval-battle.png`) });
    }
    const list = await page.evaluate(
      "[...document.querySelectorAll('#action-bar button.act:not([disabled])')].map((b) => JSON.parse(b.dataset.action))",
    );
    if (list.length > 0) {
      await page.locator('#action-bar button.act:not([disabled])').nth(chooseCaptainsWarAction(list)).click();
      actions += 1;
    }
    await page.waitForTimeout(50);
  }
  if ((await page.locator('#table-canvas[data-naval]').count()) === 0)
    problems.push(`${what}: no naval battle was played`);
  const winner = (await page.locator('.scores .winner').textContent()) ?? '';
  step(`${what}: ${winner.trim()} after ${actions} actions`);
  const names = await page.locator('.scores thead th').allTextContents();
  if (names.length !== 3) problems.push(`${what}: the score table shows ${names.length - 1} captains, not 2`);
  await page.waitForTimeout(300);
}

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  watch(page);
  await page.goto(url);
  // A refused name keeps the player in the lobby and says why (it sat down under the last accepted name).
  await page.getByLabel('Display name').fill('Bot Jack');
  await page.getByRole('button', { name: 'Quick play' }).click();
  await page.waitForTimeout(1_000);
  const problem = (await page.locator('#profile-problem').textContent()) ?? '';
  if (!problem.includes('Bot')) throw new Error(`a refused name says "${problem}"`);
  if ((await page.locator('#table-canvas').count()) > 0)
    throw new Error('a refused name sat down at a table');
  step(`a refused name stays in the lobby: "${problem}"`);
  await page.getByLabel('Display name').fill('Solo');
  await page.getByRole('radio', { name: /Captains' War/ }).check();
  await page.locator('#quick-players').selectOption('1');
  await page.getByRole('button', { name: 'Quick play' }).click();
  await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  const legend = (await page.locator('.sheet-button').allTextContents()).find((t) => !t.startsWith('Your'));
  if (!legend) problems.push('no Legendary Captain sheet at the table');
  step(`quick play solo: against ${legend?.replace(/'s sheet$/, '')}`);

  await playToTheEnd(page, 'solo');
  await page.screenshot({ path: path.join(shotsDir, 'solo-final-scores.png'), fullPage: true });

  // Quick play for two: nobody else comes; the waiting room counts down, and the host need not wait for it.
  await page.getByRole('button', { name: 'Leave table' }).click();
  await page.getByRole('button', { name: 'Quick play' }).waitFor({ timeout: 10_000 });
  await page.locator('#quick-players').selectOption('2');
  await page.getByRole('button', { name: 'Quick play' }).click();
  const countdown = page.locator('.bots-in:not([hidden])');
  await countdown.waitFor({ timeout: 10_000 });
  step(`waiting room: "${(await countdown.textContent())?.trim()}"`);
  const clicked = Date.now();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForTimeout(300);
  const refusal = await page.evaluate(
    "document.getElementById('status')?.dataset.kind === 'error' ? document.getElementById('status').textContent : ''",
  );
  if (refusal.trim() !== '') throw new Error(`"Start the game" was refused: "${refusal.trim()}"`);
  await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  step(`"Start the game" gave the open seat to a bot and started in ${Date.now() - clicked} ms`);
  await playToTheEnd(page, 'duel against a bot');
  await page.screenshot({ path: path.join(shotsDir, 'quick-play-final-scores.png'), fullPage: true });
} catch (error) {
  fail(error);
} finally {
  await finish();
}
