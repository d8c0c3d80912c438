// Browser test: the system's reduced-motion setting. A table opened with it checks its "Reduce motion" box; a table
// already open follows the setting when it changes; and the dice of a Captains' War table then land in a fraction
// of the time. Expects FLOTILLA_URL; run through run-browser.mjs.
import path from 'node:path';
import { chooseCaptainsWarAction } from './captains-war-choice.mjs';
import { openScenario } from './scenario.mjs';

const { url, browser, problems, step, shotsDir, watch, fail, finish } =
  await openScenario('motion browser test');

/** Opens a solo Captains' War table in a browser whose system asks for `reducedMotion`. */
async function soloTable(name, reducedMotion) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion });
  // Times each dice roll: the action bar is "settling" from the roll until the dice have landed.
  await context.addInitScript(`{
    window.__rolls = [];
    let since = null;
    new MutationObserver(() => {
      const settling = document.querySelector('#action-bar.settling') !== null;
      if (settling && since === null) since = performance.now();
      if (!settling && since !== null) {
        window.__rolls.push(performance.now() - since);
        since = null;
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  }`);
  const page = await context.newPage();
  watch(page, name);
  await page.goto(url);
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('radio', { name: /Captains' War/ }).check();
  await page.locator('#quick-players').selectOption('1');
  await page.getByRole('button', { name: 'Quick play' }).click();
  await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  return page;
}

const checked = (page) => page.locator('#reduce-motion').isChecked();
const rolls = (page) => page.evaluate('window.__rolls');

/** Plays until `count` more dice rolls have landed; returns how long the last one took, in ms. */
async function rollDice(page, count) {
  const target = (await rolls(page)).length + count;
  const until = Date.now() + 60_000;
  while ((await rolls(page)).length < target) {
    if (Date.now() > until) throw new Error('no dice roll within a minute of play');
    const list = await page.evaluate(
      "[...document.querySelectorAll('#action-bar button.act:not([disabled])')].map((b) => JSON.parse(b.dataset.action))",
    );
    if (list.length > 0)
      await page
        .locator('#action-bar button.act:not([disabled])')
        .nth(chooseCaptainsWarAction(list))
        .click()
        .catch(() => undefined);
    await page.waitForTimeout(100);
  }
  return (await rolls(page)).at(-1);
}

try {
  const calm = await soloTable('Calm', 'reduce');
  if (!(await checked(calm))) problems.push('the system asks for reduced motion and the box is unchecked');
  if ((await calm.locator('.table-screen.reduce-motion').count()) === 0)
    problems.push('the table is not in reduced motion');
  step(`system setting "reduce": the box is ${(await checked(calm)) ? 'checked' : 'unchecked'}`);
  await calm.screenshot({ path: path.join(shotsDir, 'motion-reduced.png') });
  await calm.context().close();

  const lively = await soloTable('Lively', 'no-preference');
  if (await checked(lively)) problems.push('the box is checked with no system preference');
  const full = await rollDice(lively, 1);
  // The setting changes while the table is open: the box follows, and so do the dice.
  await lively.emulateMedia({ reducedMotion: 'reduce' });
  await lively.waitForTimeout(200);
  if (!(await checked(lively)))
    problems.push('the box did not follow the system setting turned on at the table');
  const reduced = await rollDice(lively, 1);
  step(`dice land in ${Math.round(full)} ms, then ${Math.round(reduced)} ms with reduced motion`);
  if (!(reduced < full * 0.4))
    problems.push(`reduced motion did not shorten the dice (${full} → ${reduced} ms)`);
  // A hand-made choice holds until the system setting changes again.
  await lively.getByLabel('Reduce motion').uncheck();
  if ((await lively.locator('.table-screen.reduce-motion').count()) > 0)
    problems.push('unchecking the box left the table in reduced motion');
  await lively.emulateMedia({ reducedMotion: 'no-preference' });
  await lively.waitForTimeout(200);
  if (await checked(lively)) problems.push('the box is checked after the system preference went away');
  step('the box follows the system setting and stays the player’s to change');
} catch (error) {
  fail(error);
} finally {
  await finish();
}
