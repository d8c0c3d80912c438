// Browser test: a French-speaking newcomer. A browser in French opens the lobby in French, plays a solo Captains'
// War in French, switches to English in the middle of the game without leaving the table (same table, same log,
// the next move accepted), comes back after a reload still in English (the choice is kept on the device), and
// switches the lobby back to French. The How to play page reads in French too.
// Expects FLOTILLA_URL to point at a server that serves the built client; run through run-browser.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseCaptainsWarAction } from './captains-war-choice.mjs';
import { openScenario } from './scenario.mjs';

const { url, browser, problems, step, shotsDir, watch, fail, finish } =
  await openScenario('language browser test');

const locales = path.join(import.meta.dirname, '..', 'src', 'i18n', 'locales');
/** A message as the app's files say it (the test reads the same files the app is built from). */
function said(language, namespace, key) {
  const messages = JSON.parse(readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8'));
  const value = key.split('.').reduce((node, part) => node?.[part], messages);
  if (typeof value !== 'string') throw new Error(`no message ${language}/${namespace}:${key}`);
  return value;
}

async function expectLanguage(page, language, where) {
  const spoken = await page.evaluate(() => globalThis.document.documentElement.lang);
  if (spoken !== language) problems.push(`${where}: the page speaks "${spoken}", not "${language}"`);
  const picked = await page.locator('#language').inputValue();
  if (picked !== language) problems.push(`${where}: the language switch shows "${picked}"`);
}

/** Takes `count` offered actions (the first the choice helper prefers). */
async function play(page, count) {
  for (let taken = 0; taken < count;) {
    const offers = page.locator('#action-bar button.act:not([disabled])');
    await offers.first().waitFor({ timeout: 20_000 });
    const list = await page.evaluate(
      "[...document.querySelectorAll('#action-bar button.act:not([disabled])')].map((b) => JSON.parse(b.dataset.action))",
    );
    if (list.length === 0) continue;
    await offers.nth(chooseCaptainsWarAction(list)).click();
    taken += 1;
    await page.waitForTimeout(150);
  }
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  const page = await context.newPage();
  watch(page);
  await page.goto(url);
  await page.getByRole('button', { name: said('fr', 'lobby', 'quick.submit') }).waitFor({ timeout: 10_000 });
  await expectLanguage(page, 'fr', 'the lobby');
  step('a browser in French opens the lobby in French');

  await page.getByLabel(said('fr', 'lobby', 'profile.name')).fill('Aline');
  await page.getByRole('radio', { name: /Captains' War/ }).check();
  await page.locator('#quick-players').selectOption('1');
  await page.getByRole('button', { name: said('fr', 'lobby', 'quick.submit') }).click();
  await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: said('fr', 'table', 'screen.leave') }).waitFor({ timeout: 10_000 });
  await play(page, 4);
  await expectLanguage(page, 'fr', 'the table');
  const route = new URL(page.url()).hash;
  const linesBefore = await page.locator('.game-log li').count();
  await page.screenshot({ path: path.join(shotsDir, 'language-table-fr.png') });
  step(`a solo game in French at ${route}: ${linesBefore} log lines`);

  // Mid-game, to English: the same table, drawn again in English, its log kept, the game going on.
  await page.locator('#language').selectOption('en');
  await page.getByRole('button', { name: said('en', 'table', 'screen.leave') }).waitFor({ timeout: 10_000 });
  await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await expectLanguage(page, 'en', 'the table after the switch');
  if (new URL(page.url()).hash !== route) problems.push(`the switch left the table for ${page.url()}`);
  const linesAfter = await page.locator('.game-log li').count();
  if (linesAfter < linesBefore) problems.push(`the log lost lines: ${linesBefore} → ${linesAfter}`);
  await play(page, 3);
  const linesLater = await page.locator('.game-log li').count();
  if (linesLater <= linesAfter) problems.push('no new log line after the switch: the game did not go on');
  await page.screenshot({ path: path.join(shotsDir, 'language-table-en.png') });
  step(`switched to English at the same table: log ${linesBefore} → ${linesAfter} → ${linesLater} lines`);

  // The choice is this device's: a reload comes back in English although the browser speaks French.
  await page.reload();
  await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await expectLanguage(page, 'en', 'the table after a reload');
  step('a reload keeps English');

  await page.getByRole('button', { name: said('en', 'table', 'screen.leave') }).click();
  await page.getByRole('button', { name: said('en', 'lobby', 'quick.submit') }).waitFor({ timeout: 10_000 });
  await page.locator('#language').selectOption('fr');
  await page.getByRole('button', { name: said('fr', 'lobby', 'quick.submit') }).waitFor({ timeout: 10_000 });
  await expectLanguage(page, 'fr', 'the lobby switched back');
  step('the lobby switches back to French in place');

  await page.goto(`${url}/#/how-to-play/eollis`);
  const title = said('fr', 'learnEollis', 'titles.goal');
  await page.getByRole('heading', { name: title }).first().waitFor({ timeout: 10_000 });
  await page.screenshot({ path: path.join(shotsDir, 'language-how-to-play-fr.png') });
  step(`How to play reads in French ("${title}")`);
} catch (error) {
  fail(error);
} finally {
  await finish();
}
