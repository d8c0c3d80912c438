// Browser test: quick play of a solo Captains' War from the lobby, against a Legendary Captain, to the final
// score: the legend's sheet is drawn, the naval battle plays, the score table celebrates the winner.
// Expects FLOTILLA_URL to point at a server that serves the built client; run through run-browser.mjs.
import path from 'node:path';
import { openScenario } from './scenario.mjs';

const { url, browser, problems, step, started, shotsDir, watch, fail, finish } =
  await openScenario('solo browser test');
const LIMIT_MS = Number(process.env.SOLO_LIMIT_MS ?? 120_000);

/** Send one pirate then lock; in command acquire or recruit when offered, else end it; else the first offer. */
function choose(actions) {
  const has = (type) => actions.findIndex((a) => a.type === type);
  if (has('withdraw') >= 0 && has('lock') >= 0) return has('lock');
  if (has('commit') >= 0) return has('commit');
  if (has('lock') >= 0) return has('lock');
  if (has('endCommand') >= 0 && has('acquire') < 0 && has('recruit') < 0) return has('endCommand');
  return 0;
}

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  watch(page);
  await page.goto(url);
  await page.getByLabel('Display name').fill('Solo');
  await page.getByRole('radio', { name: /Captains' War/ }).check();
  await page.locator('#quick-players').selectOption('1');
  await page.getByRole('button', { name: 'Quick play' }).click();
  await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  const legend = (await page.locator('.sheet-button').allTextContents()).find((t) => !t.startsWith('Your'));
  if (!legend) problems.push('no Legendary Captain sheet at the table');
  step(`quick play solo: against ${legend?.replace(/'s sheet$/, '')}`);

  let actions = 0;
  let naval = false;
  while ((await page.locator('.scores .winner').count()) === 0) {
    if (Date.now() - started > LIMIT_MS) throw new Error(`no final score after ${actions} actions`);
    if (!naval && (await page.locator('#table-canvas[data-naval]').count()) > 0) {
      naval = true;
      await page.waitForTimeout(1_500);
      await page.screenshot({ path: path.join(shotsDir, 'solo-naval-battle.png') });
    }
    const list = await page.evaluate(
      "[...document.querySelectorAll('#action-bar button.act:not([disabled])')].map((b) => JSON.parse(b.dataset.action))",
    );
    if (list.length > 0) {
      await page.locator('#action-bar button.act:not([disabled])').nth(choose(list)).click();
      actions += 1;
    }
    await page.waitForTimeout(50);
  }
  if ((await page.locator('#table-canvas[data-naval]').count()) === 0)
    problems.push('no naval battle was played');
  const winner = (await page.locator('.scores .winner').textContent()) ?? '';
  step(`${winner.trim()} after ${actions} actions`);
  const names = await page.locator('.scores thead th').allTextContents();
  if (names.length !== 3) problems.push(`the score table shows ${names.length - 1} captains, not 2`);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shotsDir, 'solo-final-scores.png'), fullPage: true });
} catch (error) {
  fail(error);
} finally {
  await finish();
}
