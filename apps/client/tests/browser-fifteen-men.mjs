// Browser test: a 4-player 15 Men table (two people invited by code, two bots, a spectator) played to the final
// tally; each person's screen shows exactly the identities that person looked at, the spectator's none.
// Expects FLOTILLA_URL to point at a server that serves the built client; run through run-browser.mjs.
import path from 'node:path';
import { openScenario } from './scenario.mjs';
import { chooseFolded, foldedOffers } from './action-bar.mjs';

const { url, browser, problems, step, started, shotsDir, watch, fail, finish } =
  await openScenario('15 Men browser test');
const shotPath = (name) => path.join(shotsDir, `fifteen-men-${name}.png`);

/** A fresh browser profile with the lobby open. */
async function person(name, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  watch(page, name);
  await page.goto(url);
  await page.getByLabel('Display name').fill(name);
  return page;
}

const data = (page) => page.locator('#table-canvas').evaluate((el) => ({ ...el.dataset }));
const list = (value) => (value ? value.split(',').filter(Boolean) : []);

/** The screen point of a canvas point. */
async function onScreen(page, x, y) {
  const box = await page.locator('#table-canvas canvas').boundingBox();
  return { x: box.x + (x / 1280) * box.width, y: box.y + (y / 720) * box.height };
}

/** The canvas point of a 1-based ring position (the scene's ellipse, scaled to the canvas on screen). */
async function slotOnScreen(page, position) {
  const box = await page.locator('#table-canvas canvas').boundingBox();
  const a = -Math.PI / 2 + ((position - 1) * 2 * Math.PI) / 15;
  const x = 458 + Math.cos(a) * 370;
  const y = 362 + Math.sin(a) * 276;
  return { x: box.x + (x / 1280) * box.width, y: box.y + (y / 720) * box.height };
}

/**
 * What a person's screen shows must be exactly what that person looked at: every identity drawn as privately
 * known was in one of their own looks, and every look is still drawn (privately, publicly, or among the dead).
 */
function knowledgeProblem(name, d) {
  const known = list(d.known);
  const peeked = list(d.peeked);
  const shown = new Set([...known, ...list(d.public), ...list(d.killed)]);
  const extra = known.filter((id) => !peeked.includes(id));
  const lost = peeked.filter((id) => !shown.has(id));
  if (extra.length > 0) return `${name} sees ${extra.join(', ')} without having looked`;
  if (lost.length > 0) return `${name} looked at ${lost.join(', ')} but the table no longer shows it`;
  return null;
}

/** One look at a page: what its canvas exposes and the actions its bar offers now. */
const snapshot = (page) =>
  page.locator('body').evaluate((body) => ({
    data: { ...(body.querySelector('#table-canvas')?.dataset ?? {}) },
    actions: [...body.querySelectorAll('#action-bar button.act:not([disabled])')].map((el) =>
      JSON.parse(el.getAttribute('data-action') ?? '{}'),
    ),
  }));

/** The state and its events arrive in two messages: a mismatch counts only when the next look still has it. */
const suspects = new Map();
function checkKnowledge(name, d) {
  const problem = knowledgeProblem(name, d);
  if (problem !== null && suspects.get(name) === problem) problems.push(problem);
  suspects.set(name, problem);
}

/**
 * Lets the page settle before a click on the canvas: a pointer over it wakes the sleeping table, which then
 * notices any change of the canvas's box (the head row rewraps, the action bar grows) before we aim.
 */
async function settle(page) {
  const box = await page.locator('#table-canvas canvas').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.waitForTimeout(700);
}

/** One move for a person whose bar offers `actions`: looks by clicking the card, else shots, reveals, bribes. */
async function play(page, actions, data, state) {
  const peek = actions.findIndex((a) => a.type === 'peek');
  if (peek >= 0 && state.canvasClicks < 4) {
    // Pointer play: click the card itself; a look maps to exactly one offered action.
    await settle(page);
    const at = await slotOnScreen(page, actions[peek].position);
    await page.mouse.click(at.x, at.y);
    state.canvasClicks += 1;
    return;
  }
  const folded = await foldedOffers(page);
  const bribe = [...actions, ...folded.map((f) => f.action)].find((a) => a.type === 'bribe');
  const hits = JSON.parse(data.hits ?? '{}');
  const coin = bribe === undefined ? undefined : hits[`coin:${bribe.value}`];
  if (bribe !== undefined && coin !== undefined && state.coinClicks < 3) {
    // Pointer play: a doubloon from the hand, then the pirate it goes on.
    await settle(page);
    const from = await onScreen(page, coin.x, coin.y);
    await page.mouse.click(from.x, from.y);
    const to = await slotOnScreen(page, bribe.position);
    await page.mouse.click(to.x, to.y);
    state.coinClicks += 1;
    const accepted = await page
      .locator('#action-bar button.act-bribe')
      .first()
      .waitFor({ state: 'detached', timeout: 8_000 })
      .then(() => true)
      .catch(() => false);
    if (!accepted) {
      const status = await page.locator('.table-status').textContent();
      problems.push(
        `a doubloon then a pirate clicked on the canvas did not bribe (${JSON.stringify(bribe)}, coin at ${JSON.stringify(coin)}, status "${status}")`,
      );
    }
    return;
  }
  const prefer = ['shoot', 'reveal', 'peek', 'target', 'swap', 'bribe', 'chooseVictim', 'endTurn'];
  // Every offer behind folded rows (a bar too small for each bribe's row): open the first row, take its first.
  if (actions.length === 0) {
    await chooseFolded(page, folded[0].action);
    state.folded += 1;
    return;
  }
  let index = 0;
  for (const type of prefer) {
    const i = actions.findIndex((a) => a.type === type);
    if (i >= 0) {
      index = i;
      break;
    }
  }
  if (index < 9) {
    // Keyboard play: the bar's digits.
    await page.keyboard.press(String(index + 1));
    state.keys += 1;
  } else {
    await page.locator('#action-bar button.act').nth(index).click();
  }
}

try {
  const anne = await person('Anne', { width: 1280, height: 720 });
  await anne.getByRole('radio', { name: /15 Men/ }).check();
  await anne.locator('#private-players').selectOption('4');
  await anne.getByLabel('Bots fill empty seats').check();
  await anne.getByRole('button', { name: 'Create table' }).click();
  await anne.locator('.invite-code').waitFor({ timeout: 10_000 });
  const code = (await anne.locator('.invite-code').textContent())?.trim() ?? '';
  step(`Anne hosts a private 15 Men table for 4, code ${code}`);

  const bart = await person('Bart', { width: 1920, height: 1080 });
  await bart.locator('#invite-code').fill(code);
  await bart.getByRole('button', { name: 'Join', exact: true }).first().click();
  await bart.getByRole('button', { name: 'I am ready' }).click();
  await anne
    .locator('ol.seats li', { hasText: 'Bart' })
    .locator('.seat-flags', { hasText: /^ready$/ })
    .waitFor({ timeout: 10_000 });
  step('Bart joined with the code and is ready');

  await anne.getByRole('button', { name: 'Start the game' }).click();
  await anne.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await bart.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  step('the game started with two bots');

  const watcher = await person('Watcher', { width: 1280, height: 720 });
  await watcher.locator('#invite-code').fill(code);
  await watcher.getByRole('button', { name: 'Watch' }).first().click();
  await watcher.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  step('Watcher spectates by code');

  for (const [name, page] of [
    ['Anne', anne],
    ['Bart', bart],
  ]) {
    const faction = await page.locator('.fm-faction-name').getAttribute('data-faction');
    if (!['captain', 'loyalist', 'mutineer'].includes(faction ?? ''))
      problems.push(`${name} does not see a faction`);
  }
  if (await watcher.locator('.fm-faction:not([hidden])').count())
    problems.push('the spectator is shown a faction');
  // Streamers hide their faction: the words go, from the page and from their own panel on the canvas (whose
  // loop sleeps when nothing moves: it left "Mutineer" drawn there), and come back on demand.
  const ownPanel = async (page) => {
    const box = await page.locator('#table-canvas canvas').boundingBox();
    const clip = { x: box.x + box.width * 0.72, y: box.y, width: box.width * 0.26, height: box.height * 0.3 };
    await page.mouse.move(1, 1);
    await page.waitForTimeout(1_200);
    return page.screenshot({ clip });
  };
  const panelShown = await ownPanel(anne);
  await anne.getByRole('button', { name: 'Hide faction' }).click();
  if ((await anne.locator('.fm-faction-name').getAttribute('data-faction')) !== '')
    problems.push('"Hide faction" left the faction on screen');
  if ((await ownPanel(anne)).equals(panelShown))
    problems.push('"Hide faction" left the faction in the player\'s own panel on the canvas');
  await anne.getByRole('button', { name: 'Show faction' }).click();
  step('Anne hid her faction for the stream and showed it again');
  // Bart plays with reduced motion: the same table, its animations cut short.
  // (The shell ignores digits while an input has focus, a checkbox included: give the focus back to the page.)
  const motion = bart.getByLabel('Reduce motion');
  await motion.check();
  await motion.blur();

  // Screenshots of a look and a shot while they play (the canvas marks those moments).
  // Watched for the whole game: a game can run past any fixed window, and its last shot with it.
  const moment = (page, name, file) =>
    page
      .locator(`#table-canvas[data-${name}]`)
      .waitFor({ timeout: 300_000 })
      .then(() => page.waitForTimeout(name === 'peeking' ? 750 : 60))
      .then(() => page.screenshot({ path: shotPath(file) }))
      .then(() => step(`screenshot ${shotPath(file)}`))
      .then(() => true)
      .catch(() => false);
  const peekShot = moment(anne, 'peeking', 'peek');
  // A look shows the pirate's face large, and it stays until its player puts it back (issue 32 item 9: it showed
  // the back enlarged, then a tiny name tag). Checked once, while the game goes on around it.
  const peekHeld = anne
    .locator('#table-canvas[data-peek-card]')
    .waitFor({ timeout: 300_000 })
    .then(async () => {
      const first = (await data(anne)).peekCard;
      await anne.waitForTimeout(3_000);
      const later = await data(anne);
      // Another look may take its place; nothing else puts it away before the Showdown.
      if (later.peekCard === undefined && later.phase !== 'showdown' && later.phase !== 'over')
        problems.push(`the look's card of ${first} went away by itself`);
      await anne.screenshot({ path: shotPath('peek-held') });
      step(`screenshot ${shotPath('peek-held')}: ${first} still shown after 3 s`);
      const putBack = Number(later.peekPutBack ?? 0);
      const at = await onScreen(anne, 458, 362);
      await anne.mouse.click(at.x, at.y);
      await anne.waitForTimeout(600);
      // The game goes on meanwhile: Anne's next look may show the same pirate again (a bribe and its neighbour,
      // again), so what counts is whether this click put back the card that was up.
      const after = await data(anne);
      if (after.peekCard !== undefined && Number(after.peekPutBack ?? 0) <= putBack)
        problems.push('a click on the look card did not put it back');
      return true;
    })
    .catch(() => false);
  const shotShot = moment(watcher, 'firing', 'shot');
  const state = { canvasClicks: 0, coinClicks: 0, keys: 0, folded: 0 };
  const deadline = Date.now() + 80_000;
  let moves = 0;
  while (Date.now() < deadline) {
    const seen = await snapshot(watcher);
    if (seen.data.phase === 'over') break;
    if (list(seen.data.known).length > 0 || list(seen.data.peeked).length > 0)
      problems.push(`the spectator sees identities: ${seen.data.known} / ${seen.data.peeked}`);
    if (seen.data.peekCard !== undefined)
      problems.push(`the spectator sees a look card: ${seen.data.peekCard}`);
    for (const [name, page] of [
      ['Anne', anne],
      ['Bart', bart],
    ]) {
      const { data: before, actions } = await snapshot(page);
      checkKnowledge(name, before);
      if (actions.length === 0 && (await foldedOffers(page)).length === 0) continue;
      await play(page, actions, before, state).catch(() => undefined);
      moves += 1;
    }
    await anne.waitForTimeout(100);
  }
  step(
    `${moves} moves by the people (${state.canvasClicks} looks and ${state.coinClicks} bribes on the canvas, ${state.keys} by keys, ${state.folded} from folded rows)`,
  );
  if (state.canvasClicks === 0) problems.push('no card was clicked on the canvas');
  if (state.coinClicks === 0) problems.push('no doubloon was played on the canvas');

  await watcher.locator('#table-canvas[data-phase="over"]').waitFor({ timeout: 10_000 });
  await watcher.locator('.scores:not([hidden]) .fm-results').waitFor({ timeout: 10_000 });
  const summary = (await watcher.locator('#sheet-summary').textContent()) ?? '';
  if (summary.includes('you saw')) problems.push('the spectator’s summary names a card it never saw');
  // Once the game is over, its animations have a few seconds to catch up.
  const seenWithin = (seen, ms) =>
    Promise.race([seen, new Promise((resolve) => setTimeout(() => resolve(false), ms))]);
  if (!(await seenWithin(peekShot, 10_000))) problems.push('Anne never saw a card lift and turn');
  if (!(await seenWithin(peekHeld, 10_000))) problems.push('Anne’s look card was never shown large and held');
  // Shots heard before the spectator's canvas was ready are not animated, only drawn: count those it played.
  const { shots: fired, shotsShown } = await data(watcher);
  if (Number(shotsShown) > 0 && !(await seenWithin(shotShot, 10_000)))
    problems.push('a shot was played on the canvas but never animated');
  if (Number(fired) === 0) step('nobody fired in this game');
  else step(`${fired} shots, ${shotsShown} of them animated on the spectator's canvas`);
  await anne.locator('.scores:not([hidden]) .fm-results').waitFor({ timeout: 10_000 });
  for (const page of [anne, bart, watcher])
    await page.locator('#table-canvas[data-tally]').waitFor({ timeout: 20_000 });
  await anne.waitForTimeout(2_500);
  await anne.locator('body').evaluate((body) => body.ownerDocument.defaultView?.scrollTo(0, 0));
  await anne.screenshot({ path: shotPath('tally') });
  await bart.screenshot({ path: shotPath('tally-1080') });
  const tally = (await anne.locator('.fm-results').textContent()) ?? '';
  if (!/Total/.test(tally) || !/wins?!/.test(tally))
    problems.push(`the tally reads oddly: ${tally.slice(0, 120)}`);
  const end = await data(anne);
  if (list(end.public).length + list(end.killed).length < 15)
    problems.push('not every pirate is shown at the end');
  step(`final tally screenshots: ${shotPath('tally')}, ${shotPath('tally-1080')}`);
  step(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  fail(error);
} finally {
  await finish();
}
