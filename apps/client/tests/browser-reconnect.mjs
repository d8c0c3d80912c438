// Browser test: a dropped connection comes back by itself. A player's socket is closed under the table (a network
// blip), then closed with the code a server shutdown sends (4000, which the server also reads as a leave, so the
// seat must be reclaimed with the seat token); a spectator's too. Each comes back to the same table, says so, and
// keeps its game log and its session. Expects FLOTILLA_URL; run through run-browser.mjs.
import path from 'node:path';
import { chooseCaptainsWarAction } from './captains-war-choice.mjs';
import { openScenario } from './scenario.mjs';

const { url, browser, problems, step, shotsDir, watch, fail, finish } =
  await openScenario('reconnect browser test');

/** A fresh browser profile whose page records its WebSockets, so that the test can close one under the client. */
async function person(name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  // (A string: the script runs in the page, not here.)
  await context.addInitScript(`{
    const Native = window.WebSocket;
    window.__sockets = [];
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        window.__sockets.push(this);
      }
    };
  }`);
  const page = await context.newPage();
  watch(page, name);
  await page.goto(url);
  await page.getByLabel('Display name').fill(name);
  return page;
}

const session = (page) => page.evaluate("JSON.parse(sessionStorage.getItem('flotilla.session'))");
const logLines = (page) => page.locator('.game-log li').allTextContents();
/** Closes the table's socket from the page, as a dropped network or a stopping server would. */
const dropSocket = (page, code) =>
  page.evaluate(`window.__sockets.filter((s) => s.readyState === 1).forEach((s) => s.close(${code}))`);

/** Plays `count` of the offered actions (fewer if the bar stays empty). */
async function play(page, count) {
  for (let done = 0, tries = 0; done < count && tries < 200; tries += 1) {
    const list = await page.evaluate(
      "[...document.querySelectorAll('#action-bar button.act:not([disabled])')].map((b) => JSON.parse(b.dataset.action))",
    );
    if (list.length > 0) {
      const before = await page.locator('#action-bar').getAttribute('data-version');
      await page.locator('#action-bar button.act:not([disabled])').nth(chooseCaptainsWarAction(list)).click();
      await page
        .waitForFunction(
          `document.querySelector('#action-bar')?.getAttribute('data-version') !== ${JSON.stringify(before)}`,
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      done += 1;
    }
    await page.waitForTimeout(100);
  }
}

/** Drops `page`'s socket with `code` and checks what it says, its log, its seat and its session after. */
async function dropAndReturn(page, who, code, expected) {
  const logBefore = await logLines(page);
  const sessionBefore = await session(page);
  await dropSocket(page, code);
  await page.locator('#status', { hasText: /Connection lost — reconnecting… \(attempt \d+\)/ }).waitFor({
    timeout: 5_000,
  });
  if ((await page.locator('.table-holder.offline').count()) === 0)
    problems.push(`${who}: the table takes input while the connection is down`);
  await page.locator('#status', { hasText: expected }).waitFor({ timeout: 20_000 });
  if ((await page.locator('.table-holder.offline').count()) > 0)
    problems.push(`${who}: the table stays offline once back`);
  const logAfter = await logLines(page);
  // The log may have grown while away (a bot played on); what was there is still there, in order.
  const kept = logBefore.every((line, i) => logAfter[logAfter.length - logBefore.length + i] === line);
  if (logAfter.length < logBefore.length || !kept)
    problems.push(
      `${who}: the game log was not kept (${logBefore.length} lines before, ${logAfter.length} after)`,
    );
  const sessionAfter = await session(page);
  if (sessionAfter === null) problems.push(`${who}: the session was wiped by a close code ${code}`);
  else if (sessionAfter.roomId !== sessionBefore?.roomId || sessionAfter.seat !== sessionBefore?.seat)
    problems.push(`${who}: came back elsewhere (${JSON.stringify(sessionAfter)})`);
  step(`${who}, socket closed with ${code}: "${(await page.locator('#status').textContent())?.trim()}"`);
}

try {
  const anne = await person('Anne');
  await anne.locator('#private-players').selectOption('2');
  await anne.getByRole('button', { name: 'Create table' }).click();
  await anne.locator('.invite-code').waitFor({ timeout: 10_000 });
  const code = (await anne.locator('.invite-code').textContent())?.trim() ?? '';
  await anne.getByRole('button', { name: 'Start the game' }).click();
  await anne.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  // Someone else at the table keeps the room open while Anne's seat is away.
  const watcher = await person('Watcher');
  await watcher.locator('#invite-code').fill(code);
  await watcher.getByRole('button', { name: 'Watch' }).first().click();
  await watcher.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await play(anne, 4);
  step(`Anne plays against a bot at table ${code}; ${(await logLines(anne)).length} log lines`);

  // A blip: the server still holds the seat, the reconnection token brings the same session back.
  await dropAndReturn(anne, 'Anne', 3000, 'Back at your table.');
  const versionBefore = await anne.locator('#action-bar').getAttribute('data-version');
  await play(anne, 2);
  if ((await anne.locator('#action-bar').getAttribute('data-version')) === versionBefore)
    problems.push('Anne cannot play after coming back');
  await anne.screenshot({ path: path.join(shotsDir, 'reconnect-back.png') });

  // A shutdown's close (4000) is not a leave: the seat (a bot's meanwhile) is reclaimed with the seat token.
  await dropAndReturn(anne, 'Anne', 4000, 'The server restarted — back at your table.');
  await play(anne, 1);
  const seats = await anne.evaluate("JSON.parse(sessionStorage.getItem('flotilla.session')).seat");
  if (seats !== 0) problems.push(`Anne came back to seat ${seats}, not her own`);

  // A spectator watches on after either close.
  await dropAndReturn(watcher, 'Watcher', 3000, 'Back at your table.');
  await dropAndReturn(watcher, 'Watcher', 4000, 'The server restarted — back at your table.');
  if ((await watcher.locator('#action-bar button.act').count()) > 0)
    problems.push('the spectator came back with a seat');

  // Leaving on purpose is a leave: the session goes, nothing is retried.
  await anne.getByRole('button', { name: 'Leave table' }).click();
  await anne.getByRole('button', { name: 'Quick play' }).waitFor({ timeout: 10_000 });
  await anne.waitForTimeout(1_500);
  if ((await session(anne)) !== null) problems.push('leaving the table kept the session');
  if (/reconnecting/.test((await anne.locator('#status').textContent()) ?? ''))
    problems.push('leaving the table was retried as a dropped connection');
  step('leaving on purpose is not retried');
} catch (error) {
  fail(error);
} finally {
  await finish();
}
