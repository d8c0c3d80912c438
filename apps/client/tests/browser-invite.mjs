// Browser test: a host invites a friend by link, a spectator watches by code, both players click through turns.
// Expects FLOTILLA_URL to point at a server that serves the built client; run through run-browser.mjs.
import { openScenario } from './scenario.mjs';

const { url, browser, problems, step, watch, fail, finish } = await openScenario('invite browser test');
const screenshot = process.env.SPECTATOR_SCREENSHOT ?? '/tmp/flotilla-spectator.png';

/** A fresh browser profile (its own localStorage and sessionStorage) with the lobby open. */
async function person(name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  watch(page, name);
  await page.goto(url);
  await page.getByLabel('Display name').fill(name);
  return page;
}

const session = (page) => page.evaluate("JSON.parse(sessionStorage.getItem('flotilla.session'))");

try {
  const anne = await person('Anne');
  await anne.locator('#private-players').selectOption('2');
  await anne.getByLabel('Bots fill empty seats').uncheck();
  await anne.getByRole('button', { name: 'Create table' }).click();
  await anne.locator('.invite-code').waitFor({ timeout: 10_000 });
  const code = (await anne.locator('.invite-code').textContent())?.trim() ?? '';
  step(`Anne hosts a private table, code ${code}`);

  // A first visit by the link chooses a name before it sits down (it joined under the default name at once before).
  const stranger = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const first = await stranger.newPage();
  watch(first, 'First visit');
  await first.goto(`${url}/#/join/${code}`);
  await first.locator('#join-invite').waitFor({ timeout: 10_000 });
  if ((await anne.locator('ol.seats li', { hasText: 'Deckhand' }).count()) > 0)
    problems.push('a first visit by the invite link sat down before choosing a name');
  await stranger.close();
  step('a first visit by the link is asked for a name before it joins');

  const bart = await person('Bart');
  await bart.goto(`${url}/#/join/${code}`);
  await bart.getByRole('button', { name: 'I am ready' }).click();
  await anne
    .locator('ol.seats li', { hasText: 'Bart' })
    .locator('.seat-flags', { hasText: /^ready$/ })
    .waitFor({ timeout: 10_000 });
  step('Bart joined by the invite link and is ready');

  await anne.getByRole('button', { name: 'Hide code' }).click();
  if ((await anne.locator('.invite-code').textContent())?.includes(code))
    problems.push('"Hide code" left the code on screen');
  await anne.getByRole('button', { name: 'Start the game' }).click();
  await anne.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await bart.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  step('the game started for both');

  // The link opened once the game is under way: no seat is left, and the table can be watched from there.
  const late = await person('Late');
  await late.goto(`${url}/#/join/${code}`);
  await late.locator('#watch-invite').click({ timeout: 10_000 });
  await late.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  if ((await session(late))?.seat !== null) problems.push('a late visitor by the link was given a seat');
  await late.context().close();
  step('the link, opened after the start, offers to watch the table');

  const watcher = await person('Watcher');
  // A wrong code is answered beside the form where it was typed.
  await watcher.locator('#invite-code').fill('ZZZZZZZ');
  await watcher.getByRole('button', { name: 'Watch' }).first().click();
  await watcher.locator('#invite-problem', { hasText: /code/i }).waitFor({ timeout: 10_000 });
  step(`a wrong code: "${await watcher.locator('#invite-problem').textContent()}"`);
  // The lookup's 404 is the documented answer to a code no table has; Chromium logs every 404 as an error.
  await watcher.waitForTimeout(200);
  for (let i = problems.length - 1; i >= 0; i--) {
    if (/^Watcher: console error: Failed to load resource: .* 404 /.test(problems[i])) problems.splice(i, 1);
  }
  await watcher.locator('#invite-code').fill(code);
  await watcher.getByRole('button', { name: 'Watch' }).first().click();
  await watcher.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  const watching = await session(watcher);
  if (watching?.seat !== null || watching?.seatToken !== null)
    problems.push('the spectator was given a seat');
  step('Watcher spectates by code');

  const deadline = Date.now() + 60_000;
  let clicks = 0;
  while (Date.now() < deadline) {
    const log = (await watcher.locator('.game-log').textContent()) ?? '';
    if (log.includes('Boarding:') || (await watcher.locator('.scores:not([hidden])').count()) > 0) break;
    for (const page of [anne, bart]) {
      const buttons = page.locator('#action-bar button.act:not([disabled])');
      const lock = page.locator('#action-bar button.act-lock:not([disabled])');
      const count = await buttons.count();
      if (count === 0) continue;
      const button = (await lock.count()) > 0 ? lock.first() : buttons.nth(clicks % count);
      await button.click().catch(() => undefined);
      clicks += 1;
    }
    await anne.waitForTimeout(150);
  }
  step(`${clicks} clicks by the players`);
  await watcher.waitForTimeout(1_000);
  await watcher.screenshot({ path: screenshot });
  step(`spectator screenshot saved to ${screenshot}`);

  const rolls = Number(await watcher.locator('#table-canvas').getAttribute('data-rolls'));
  if (rolls < 1) problems.push('the spectator saw no dice roll');
  if ((await watcher.locator('#action-bar button.act').count()) > 0)
    problems.push('the spectator was offered actions');
  const [anneStatus, watcherStatus] = await Promise.all(
    [anne, watcher].map((page) => page.locator('.table-status').textContent()),
  );
  // A player and the audience see the same turn and phase; only who is named "you" differs (the helm, the awaited).
  const publicPart = (status) => {
    const [turn = '', phase = ''] = (status ?? '').split(' · ');
    return `${turn.replace(/ \(.*\)$/, '')} · ${phase}`;
  };
  if (publicPart(anneStatus) !== publicPart(watcherStatus)) {
    problems.push(`the spectator's table differs: "${watcherStatus}" vs "${anneStatus}"`);
  }
  // The log lists the newest line first, numbered in the order things happened.
  const numbers = await watcher
    .locator('.game-log li')
    .evaluateAll((items) => items.map((item) => item.value));
  const descending = numbers.every((n, i) => i === 0 || n === numbers[i - 1] - 1);
  // The log keeps the whole game: its last line is the first thing that happened.
  if (numbers.length < 2 || !descending || numbers[numbers.length - 1] !== 1)
    problems.push(`the game log is not numbered newest first: ${numbers.slice(0, 5).join(', ')}…`);
  step(`game log: ${numbers.length} lines, the top one numbered ${numbers[0]}`);
  const watcherText = (await watcher.locator('#main').textContent()) ?? '';
  if (watcherText.includes('Your party')) problems.push('the spectator sees a secret boarding party');
  step(`spectator status: ${watcherStatus}`);

  // Bart's tab closes mid-game: the others read it in their log (his seat waits for him, then a bot plays it).
  if ((await watcher.locator('.scores:not([hidden])').count()) === 0) {
    await bart.context().close();
    await watcher
      .locator('.game-log li', { hasText: 'Bart lost their connection' })
      .waitFor({ timeout: 15_000 });
    step('the audience read that Bart lost his connection');
  }
} catch (error) {
  fail(error);
} finally {
  await finish();
}
