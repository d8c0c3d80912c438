// Browser test: lobby → private Captains' War table with bots → start → play until the dice have landed.
// Expects FLOTILLA_URL to point at a server that serves the built client; run through run-browser.mjs.
import { openScenario } from './scenario.mjs';

const { url, browser, problems, step, watch, fail, finish } = await openScenario('browser test');
const screenshot = process.env.SCREENSHOT ?? '/tmp/flotilla-table.png';

try {
  // One context for the whole scenario: its storage outlives a closed tab, as a browser's does.
  const context = await browser.newContext({ viewport: { width: 1400, height: 1100 } });
  const page = await context.newPage();
  watch(page);

  await page.goto(url);
  step('lobby open');
  await page.getByLabel('Display name').fill('Tester');
  await page.getByRole('radio', { name: /Captains' War/ }).check();
  await page.locator('#private-players').selectOption('2');
  await page.getByLabel('Bots fill empty seats').check();
  await page.getByRole('button', { name: 'Create table' }).click();

  await page.locator('.invite-code').waitFor({ timeout: 10_000 });
  const code = (await page.locator('.invite-code').textContent())?.trim() ?? '';
  if (!/^[34679ACDEFGHJKMNPQRTUVWXY]{7}$/.test(code)) throw new Error(`unexpected invite code "${code}"`);
  step(`private table created, invite code ${code}`);
  await page.getByRole('button', { name: 'Start the game' }).click();

  await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  step('table canvas shown');
  await page.locator('#action-bar button.act').first().waitFor({ timeout: 20_000 });
  step(`actions offered: ${(await page.locator('#action-bar button.act').allTextContents()).join(' | ')}`);

  const rolls = () => page.locator('#table-canvas').getAttribute('data-rolls').then(Number);
  const deadline = Date.now() + 45_000;
  let clicks = 0;
  // While the dice tumble, the bar already names the faces they will land on: its buttons wait for the landing.
  let heldWhileRolling = false;
  const watchHold = page
    .locator('#action-bar.settling')
    .waitFor({ state: 'attached', timeout: 45_000 })
    .then(async () => {
      const enabled = await page.locator('#action-bar.settling button.act:not([disabled])').count();
      heldWhileRolling = (await rolls()) < 1 && enabled === 0;
    })
    .catch(() => undefined);
  while ((await rolls()) < 1) {
    if (Date.now() > deadline) throw new Error('the dice never landed');
    const button = page.locator('#action-bar button.act:not([disabled])').first();
    if ((await button.count()) > 0) {
      const label = await button.textContent();
      await button.click();
      clicks += 1;
      step(`clicked "${label}"`);
    }
    await page.waitForTimeout(300);
  }
  step(`dice landed after ${clicks} click(s)`);
  await watchHold;
  if (!heldWhileRolling) throw new Error('the offers could be taken while the dice were still tumbling');
  await page
    .locator('#action-bar:not(.settling) button.act:not([disabled])')
    .first()
    .waitFor({ timeout: 5000 });
  step('the offers waited for the dice to land');
  await page.waitForTimeout(400);
  await page.screenshot({ path: screenshot, fullPage: true });
  step(`screenshot saved to ${screenshot}`);

  // A reload mid-game reconnects to the same seat: the table comes back and offers this seat actions again.
  const before = JSON.parse(await page.evaluate("sessionStorage.getItem('flotilla.session')"));
  const logBefore = await page.locator('.game-log li').allTextContents();
  await page.reload();
  await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await page.locator('#action-bar button.act').first().waitFor({ timeout: 30_000 });
  const after = JSON.parse(await page.evaluate("sessionStorage.getItem('flotilla.session')"));
  if (after.roomId !== before.roomId || after.seat !== before.seat) {
    throw new Error(`reload lost the seat: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  }
  if (after.reconnectionToken === before.reconnectionToken)
    problems.push('the reconnection token was not renewed');
  step(`reload returned to seat ${after.seat} of ${after.roomId}`);
  // The log the tab had heard comes back with it (its events arrive only once).
  const logAfter = await page.locator('.game-log li').allTextContents();
  if (logBefore.length === 0 || !logBefore.every((line) => logAfter.includes(line)))
    throw new Error(
      `the reload lost the game log: ${logBefore.length} lines before, ${logAfter.length} after`,
    );
  step(`the game log came back with the reload (${logAfter.length} lines)`);

  // A closed tab: the next one opens on the lobby, which offers the way back to the seat.
  await page.close();
  const again = await context.newPage();
  watch(again);
  await again.goto(url);
  await again.locator('#return-to-table').click({ timeout: 10_000 });
  await again.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await again.locator('#action-bar button.act').first().waitFor({ timeout: 30_000 });
  const returned = JSON.parse(await again.evaluate("sessionStorage.getItem('flotilla.session')"));
  if (returned.roomId !== after.roomId || returned.seat !== after.seat) {
    throw new Error(`the way back lost the seat: ${JSON.stringify(after)} → ${JSON.stringify(returned)}`);
  }
  step(`a new tab returned to seat ${returned.seat} from the lobby`);
  // The log comes back there too: the new tab has not heard the events the old one did.
  await again.locator('.game-log li').first().waitFor({ timeout: 5000 });
  const logReturned = await again.locator('.game-log li').allTextContents();
  if (!logAfter.every((line) => logReturned.includes(line)))
    throw new Error(
      `the way back lost the game log: ${logAfter.length} lines before, ${logReturned.length} after`,
    );
  step(`the game log came back in the new tab (${logReturned.length} lines)`);
} catch (error) {
  fail(error);
} finally {
  await finish();
}
