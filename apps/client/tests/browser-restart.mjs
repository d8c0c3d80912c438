// Browser test: the server stops (SIGTERM, then SIGKILL) and starts again at the same address on the same store. The
// table's tab must keep its session and keep trying, saying so; once the server is back it returns to its table at
// the same seat and says "The server restarted — back at your table", log intact, and play goes on to the final
// score, whose game is then in the archive (`/api/games/:id`). This scenario runs a server of its own (the shared
// one must not be stopped under the others). Run through run-browser.mjs.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooseCaptainsWarAction } from './captains-war-choice.mjs';
import { openScenario } from './scenario.mjs';
import { startServer } from './serve.mjs';

const { browser, problems, step, shotsDir, watch, fail, finish } = await openScenario('restart browser test');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flotilla-restart-'));
const env = { DATA_DIR: dataDir };
let server = await startServer({ env });

const session = (page) => page.evaluate("JSON.parse(sessionStorage.getItem('flotilla.session'))");
const logLines = (page) => page.locator('.game-log li').allTextContents();
const status = async (page) => ((await page.locator('#status').textContent()) ?? '').trim();

/** Plays up to `count` offered actions, or until the final score. */
async function play(page, count) {
  for (let done = 0, tries = 0; done < count && tries < 100; tries += 1) {
    if ((await page.locator('.scores .winner').count()) > 0) return;
    const list = await page.evaluate(
      "[...document.querySelectorAll('#action-bar button.act:not([disabled])')].map((b) => JSON.parse(b.dataset.action))",
    );
    if (list.length > 0) {
      await page.locator('#action-bar button.act:not([disabled])').nth(chooseCaptainsWarAction(list)).click();
      done += 1;
    }
    await page.waitForTimeout(100);
  }
}

/** While the server is down the browser logs every refused request as an error: those are expected here. */
function forgetDowntimeErrors() {
  for (let i = problems.length - 1; i >= 0; i--) {
    if (/ERR_CONNECTION_REFUSED|WebSocket connection to|Failed to load resource/.test(problems[i]))
      problems.splice(i, 1);
  }
}

/** Stops the server with `signal`, checks the tab while it is down, starts it again; true if the tab is back. */
async function restart(page, signal) {
  const logBefore = await logLines(page);
  const sessionBefore = await session(page);
  server.stop(signal);
  await server.exited;
  await page.locator('#status', { hasText: '(attempt 3)' }).waitFor({ timeout: 20_000 });
  step(`${signal}: the tab says "${await status(page)}" while the server is down`);
  if ((await session(page)) === null)
    problems.push(`${signal}: the session was wiped while the server was down`);
  server = await startServer({ port: server.port, env });
  const outcome = page.locator('#status', { hasText: /back at your table|over or gone/ });
  // Up to four refused attempts 8 s apart before a tab gives a table up, after the server's own start.
  await outcome.waitFor({ timeout: 60_000 });
  forgetDowntimeErrors();
  const said = await status(page);
  step(`${signal}: after the restart the tab says "${said}"`);
  if (!said.includes('The server restarted — back at your table')) {
    problems.push(`${signal}: the table did not come back ("${said}")`);
    return false;
  }
  const logAfter = await logLines(page);
  if (!logBefore.every((line, i) => logAfter[logAfter.length - logBefore.length + i] === line))
    problems.push(`${signal}: the game log was not kept`);
  if ((await session(page))?.seat !== sessionBefore?.seat) problems.push(`${signal}: back at another seat`);
  await play(page, 1);
  return true;
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const anne = await context.newPage();
  watch(anne, 'Anne');
  await anne.goto(server.url);
  await anne.getByLabel('Display name').fill('Anne');
  await anne.locator('#private-players').selectOption('2');
  await anne.getByRole('button', { name: 'Create table' }).click();
  await anne.getByRole('button', { name: 'Start the game' }).click();
  await anne.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await play(anne, 3);
  step(`Anne plays against a bot; ${(await logLines(anne)).length} log lines`);

  if ((await restart(anne, 'SIGTERM')) && (await restart(anne, 'SIGKILL'))) {
    await anne.screenshot({ path: path.join(shotsDir, 'restart-after.png') });
    // The game restored twice goes on to its end, and is archived with its whole log.
    const started = Date.now();
    while ((await anne.locator('.scores .winner').count()) === 0) {
      if (Date.now() - started > 180_000) throw new Error('no final score within 3 minutes of the restarts');
      await play(anne, 1);
    }
    step(
      `after both restarts the game ends: ${((await anne.locator('.scores .winner').textContent()) ?? '').trim()}`,
    );
    await anne.locator('.scores .archived a').waitFor({ timeout: 10_000 });
    const href = (await anne.locator('.scores .archived a').getAttribute('href')) ?? '';
    const archived = await anne.evaluate((at) => fetch(at).then((r) => r.json()), href);
    const logged = archived?.proof?.log?.length ?? 0;
    if (logged === 0) problems.push(`the archive has no log for ${href}`);
    else step(`the archive serves the game at ${href}: ${logged} actions`);
  }
} catch (error) {
  fail(error);
} finally {
  server.stop();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
  await finish();
}
