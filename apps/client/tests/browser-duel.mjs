// Browser test: two players create and join a private Captains' War table by code and play a whole duel
// through real clicks (action bar and dice on the canvas) and keys (1–9) to the final score; a third context
// watches and is checked for hidden information, on screen and in every WebSocket frame it received. Then the two
// play again at a new table, whose id the spectator is neither told nor offered.
// Expects FLOTILLA_URL to point at a server that serves the built client; run through run-browser.mjs.
import path from 'node:path';
import { chooseCaptainsWarAction } from './captains-war-choice.mjs';
import { openScenario } from './scenario.mjs';

const { url, browser, problems, step, started, shotsDir, watch, fail, finish } =
  await openScenario('duel browser test');
const shot = (name) => path.join(shotsDir, `duel-${name}.png`);
const LIMIT_MS = Number(process.env.DUEL_LIMIT_MS ?? 150_000);

/** Every frame a page receives, as text (colyseus' msgpack keeps strings as plain UTF-8 bytes). */
function recordFrames(page, into) {
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) =>
      into.push(typeof payload === 'string' ? payload : Buffer.from(payload).toString('latin1')),
    ),
  );
}

/** A fresh browser profile with the lobby open, motion reduced so the game moves at test speed. */
async function person(name, frames) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, name);
  if (frames) recordFrames(page, frames);
  await page.goto(url);
  await page.getByLabel('Display name').fill(name);
  return page;
}

/** The enabled buttons of the action bar, as the actions they send. */
const offered = (page) =>
  page.evaluate(
    "[...document.querySelectorAll('#action-bar button.act:not([disabled])')].map((b) => JSON.parse(b.dataset.action))",
  );
/** Resolves when this page offers an action or shows the final scores. */
const turnOrEnd = (page) =>
  page.waitForFunction(
    "document.querySelector('#action-bar button.act:not([disabled])') || document.querySelector('.scores:not([hidden])')",
    null,
    { polling: 25, timeout: 30_000 },
  );

const watcherFrames = [];
const playerFrames = [];
try {
  const anne = await person('Anne', playerFrames);
  await anne.getByRole('radio', { name: /Captains' War/ }).check();
  await anne.locator('#private-players').selectOption('2');
  await anne.getByLabel('Bots fill empty seats').uncheck();
  await anne.getByRole('button', { name: 'Create table' }).click();
  await anne.locator('.invite-code').waitFor({ timeout: 10_000 });
  const code = (await anne.locator('.invite-code').textContent())?.trim() ?? '';
  step(`Anne hosts a private duel, code ${code}`);

  const bart = await person('Bart');
  await bart.locator('#invite-code').fill(code);
  await bart.getByRole('button', { name: 'Join', exact: true }).click();
  await bart.getByRole('button', { name: 'I am ready' }).click();
  const watcher = await person('Watcher', watcherFrames);
  await watcher.locator('#invite-code').fill(code);
  await watcher.getByRole('button', { name: 'Watch' }).first().click();
  await watcher.locator('.waiting').waitFor({ timeout: 10_000 });
  step('Bart joined by the code and is ready; Watcher watches by the code');

  await anne
    .locator('ol.seats li', { hasText: 'Bart' })
    .locator('.seat-flags', { hasText: /^ready$/ })
    .waitFor({ timeout: 10_000 });
  await anne.getByRole('button', { name: 'Start the game' }).click();
  for (const page of [anne, bart, watcher]) {
    await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
    await page.getByLabel('Reduce motion').check();
    // Keys 1–9 are ignored while a form field has the focus.
    await page.evaluate('document.activeElement.blur()');
  }
  step('the duel started for all three');

  let actions = 0;
  let keys = 0;
  let canvasClicks = 0;
  let draftsChecked = 0;
  let over = false;
  const deadline = started + LIMIT_MS;

  /** One player's loop: wait for an offer, take it by key, click or on the canvas, until the scores show. */
  const play = async (page, seat) => {
    while (!over) {
      if (Date.now() > deadline) throw new Error(`no final score after ${actions} actions`);
      await turnOrEnd(page);
      const list = await offered(page);
      if (list.length === 0) {
        if ((await page.locator('.scores:not([hidden])').count()) > 0) return;
        continue;
      }
      const version = await page.locator('#action-bar').getAttribute('data-version');
      const pick = chooseCaptainsWarAction(list);
      const action = list[pick];
      // Mid-draft (a pirate sent, not locked yet): the player sees their party, the spectator nothing of it.
      if (action.type === 'lock' && list.some((a) => a.type === 'withdraw')) {
        const [mine, theirs] = await Promise.all(
          [page, watcher].map((p) => p.locator('#table-canvas').getAttribute('data-draft')),
        );
        if (theirs !== null) problems.push(`the spectator saw a boarding party before the reveal: ${theirs}`);
        if (mine === null) problems.push('a player could not see their own party');
        draftsChecked += 1;
      }
      // Some actions on the table itself (920-wide scene units; layout.ts and sheet-art.ts place them): the
      // die, the "⚔ Attack" button on the rival's sheet, the crew row of the pirate to send.
      const spot =
        action.type === 'setAside'
          ? [225 + action.die * 80, 60]
          : action.type === 'attack'
            ? [854, 155]
            : action.type === 'commit'
              ? [122, 252 + (action.strength - 1) * 22]
              : null;
      if (spot !== null && canvasClicks < 12) {
        const box = await page.locator('#table-canvas canvas').boundingBox();
        const scale = box.width / 920;
        await page.mouse.click(box.x + spot[0] * scale, box.y + spot[1] * scale);
        canvasClicks += 1;
      } else if (pick < 9 && (actions + seat) % 2 === 0) {
        await page.keyboard.press(String(pick + 1));
        keys += 1;
      } else {
        await page.locator('#action-bar button.act:not([disabled])').nth(pick).click();
      }
      actions += 1;
      if (process.env.DEBUG) step(`${seat}: ${JSON.stringify(action)}`);
      // The next offer comes with the next accepted action (the bar counts them).
      await page
        .waitForFunction(
          (before) =>
            globalThis.document.querySelector('#action-bar')?.dataset.version !== before ||
            globalThis.document.querySelector('.scores:not([hidden])'),
          version,
          { polling: 25, timeout: 5_000 },
        )
        .catch(() => undefined);
    }
  };

  /** The spectator's camera: the first landed dice and the first boarding reveal. */
  const film = async () => {
    await watcher.locator('#table-canvas:not([data-rolls="0"])').waitFor({ timeout: 60_000 });
    await watcher.screenshot({ path: shot('dice-landed') });
    await watcher.locator('#table-canvas[data-reveal]').waitFor({ timeout: 100_000 });
    await watcher.screenshot({ path: shot('boarding-reveal') });
  };

  const filming = film().catch((error) => problems.push(`screenshots: ${error.message}`));
  await Promise.all([play(anne, 0), play(bart, 1)]).finally(() => (over = true));
  await filming;
  step(`final score after ${actions} actions (${keys} by key, ${canvasClicks} on the canvas)`);
  if (draftsChecked === 0) problems.push('no boarding happened: hidden drafts were never checked');

  for (const page of [anne, bart, watcher]) {
    await page.locator('.scores .winner').waitFor({ timeout: 10_000 });
  }
  const winner = (await watcher.locator('.scores .winner').textContent()) ?? '';
  const columns = await watcher.locator('.scores thead th').count();
  if (!/wins|win/.test(winner)) problems.push(`no winner celebrated: "${winner}"`);
  if (columns !== 3) problems.push(`the score table has ${columns} columns, not scoring + 2 captains`);
  const lines = await watcher.locator('.scores tbody th').allTextContents();
  for (const line of ['Acquisitions', 'Attribute track', 'Boat track', 'Attacks', 'war bonus', 'Total RP']) {
    if (!lines.some((l) => l.includes(line))) problems.push(`the score table misses "${line}"`);
  }
  const [anneScores, watcherScores] = await Promise.all(
    [anne, watcher].map((p) => p.locator('.scores tbody td').allTextContents()),
  );
  if (anneScores.join('|') !== watcherScores.join('|'))
    problems.push('a player and the spectator see different scores');
  step(`${winner.trim()} (${lines.join(' · ')})`);
  // Each tab checks the proof against the log hashes it saw, and shows the archived game's id.
  for (const page of [anne, bart, watcher]) {
    const archived = page.locator('.scores .archived');
    await archived.waitFor({ timeout: 10_000 });
    const text = (await archived.textContent()) ?? '';
    if (!text.startsWith('✓ Game '))
      problems.push(`the final screen does not show a checked game id: "${text}"`);
    const checked = await page.locator('.game-log li', { hasText: 'Fairness checked' }).count();
    if (checked !== 1) problems.push(`the log tells the fairness check ${checked} times, not once`);
  }
  const gameHref = (await anne.locator('.scores .archived a').getAttribute('href')) ?? '';
  const archivedGame = await anne.evaluate((href) => fetch(href).then((r) => r.json()), gameHref);
  if (!Array.isArray(archivedGame?.proof?.log) || archivedGame.proof.log.length === 0)
    problems.push(`the archive does not serve the game at ${gameHref}`);
  await watcher.waitForTimeout(300);
  await watcher.screenshot({ path: shot('final-scores'), fullPage: true });
  await anne.screenshot({ path: shot('final-scores-anne'), fullPage: true });

  // "Play again with the same people": both players follow to one new table. The spectator is not told its id (it
  // could sit there first, as its host) and is offered no way to follow.
  const oldRoom = await anne.evaluate("JSON.parse(sessionStorage.getItem('flotilla.session')).roomId");
  await anne.getByRole('button', { name: 'Play again with the same people' }).click();
  await bart.getByRole('button', { name: 'Play again with the same people' }).click();
  for (const page of [anne, bart]) {
    await page.locator('ol.seats li', { hasText: 'Bart' }).waitFor({ timeout: 15_000 });
    await page.locator('ol.seats li', { hasText: 'Anne' }).waitFor({ timeout: 15_000 });
  }
  const rooms = await Promise.all(
    [anne, bart].map((p) => p.evaluate("JSON.parse(sessionStorage.getItem('flotilla.session')).roomId")),
  );
  if (new Set(rooms).size !== 1 || rooms[0] === oldRoom)
    problems.push(`play again split the table: ${rooms}`);
  const followable = await watcher.locator('#play-again:visible').count();
  if (followable > 0) problems.push('the spectator is offered to follow to the new table');
  const watcherRoom = await watcher.evaluate("JSON.parse(sessionStorage.getItem('flotilla.session')).roomId");
  if (watcherRoom !== oldRoom) problems.push('the spectator was taken to the new table');
  if (watcherFrames.some((frame) => frame.includes(String(rooms[0]))))
    problems.push('the spectator received the new table’s id');
  if (!playerFrames.some((frame) => frame.includes(String(rooms[0]))))
    problems.push('the room id check is blind: Anne never received the new table’s id');
  step('both players are at the new table; the spectator was not told where it is');

  // What the spectator received: never a secret draft, while a player does receive theirs.
  const secretWords = ['boardingDraft', 'yourDraft'];
  const leaked = secretWords.filter((word) => watcherFrames.some((frame) => frame.includes(word)));
  if (leaked.length > 0) problems.push(`the spectator received ${leaked.join(', ')}`);
  if (!playerFrames.some((frame) => frame.includes('boardingDraft')))
    problems.push('the frame check is blind: Anne never received her own boardingDraft');
  step(`spectator frames checked: ${watcherFrames.length}, nothing secret`);
} catch (error) {
  fail(error);
} finally {
  await finish();
}
