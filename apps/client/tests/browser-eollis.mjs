// Browser test: a 3-player Eollis game (one person, two bots) from the lobby through all three Expeditions, with a
// spectator watching. The person steers into a mutiny and a tavern brawl; the Lookout's card must stay on the
// Lookout's screen; screenshots of the balloon track moving, a mutiny reveal and the final renown.
import path from 'node:path';
import { openScenario } from './scenario.mjs';
import { chooseFolded, foldedOffers } from './action-bar.mjs';

const { url, browser, problems, step, started, shotsDir, watch, fail, finish } =
  await openScenario('Eollis browser test');
// A guard against a game that never ends, not a timing goal: a whole three-Expedition game takes about 80 s on a
// quiet machine and more than twice that while the machine's two cores are busy with other work.
const LIMIT_MS = Number(process.env.EOLLIS_LIMIT_MS ?? 300_000);

async function person(name, viewport = { width: 1280, height: 900 }) {
  const page = await browser.newPage({ viewport });
  watch(page, name);
  await page.goto(url);
  await page.getByLabel('Display name').fill(name);
  return page;
}

const data = (page, key) => page.locator('#table-canvas').getAttribute(`data-${key}`);

try {
  const anne = await person('Anne');
  await anne.getByRole('radio', { name: /Eollis/ }).check();
  await anne.locator('#private-players').selectOption('3');
  await anne.getByLabel('Bots fill empty seats').check();
  await anne.locator('#private-timer').selectOption('30');
  await anne.getByRole('button', { name: 'Create table' }).click();
  await anne.locator('.invite-code').waitFor({ timeout: 10_000 });
  const code = (await anne.locator('.invite-code').textContent())?.trim() ?? '';
  step(`private Eollis table ${code}`);
  await anne.getByRole('button', { name: 'Start the game' }).click();
  await anne.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  step('table canvas shown');

  const watcher = await person('Watcher', { width: 1280, height: 720 });
  await watcher.locator('#invite-code').fill(code);
  await watcher.getByRole('button', { name: 'Watch' }).first().click();
  await watcher.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  step('Watcher spectates by code');

  let mutinyCalled = false;
  let brawled = false;
  let lookoutChecked = false;
  let balloonShot = false;
  let mutinyShot = false;
  let lastBalloonSteps = 0;
  let clicks = 0;
  let folds = 0;
  const labels = new Set();
  // The person's choices: call a mutiny and start a brawl when offered; otherwise play the phase's first move,
  // pass in response windows, and never give things away.
  const choose = (actions) => {
    const find = (pred) => actions.findIndex((a) => pred(a.action));
    let i = -1;
    if (!mutinyCalled) i = find((a) => a.type === 'mutiny');
    if (i < 0) i = find((a) => a.type === 'camp' && a.camp === 'mutineers');
    // Anne takes the Lookout's post when she can, to hold the drawn Event the others must not see.
    if (i < 0 && !lookoutChecked) i = find((a) => a.type === 'board' && a.post === 'lookout');
    if (i < 0 && !brawled) i = find((a) => a.type === 'brawl' && a.pirate === undefined);
    if (i < 0 && !brawled) i = find((a) => a.type === 'brawl');
    if (i < 0) i = find((a) => a.type === 'pass' || a.type === 'passBrawl' || a.type === 'noMutiny');
    if (i < 0) i = find((a) => a.type === 'decide' && a.choice === (mutinyCalled ? 'return' : 'continue'));
    if (i < 0) i = find((a) => !['giveGold', 'giveCard', 'accident'].includes(a.type));
    return i;
  };

  let expedition = '';
  let lastStatus = '';
  let canvasClicked = false;
  for (let round = 0; ; round++) {
    if (Date.now() - started > LIMIT_MS) throw new Error(`the game did not end in ${LIMIT_MS / 1000} s`);
    // One look at Anne's page per round: her enabled buttons and the canvas's data-* attributes.
    const seen = await anne.locator('#table-canvas').evaluate((host) => ({
      data: { ...host.dataset },
      buttons: [...host.ownerDocument.querySelectorAll('#action-bar button.act:not([disabled])')].map(
        (el) => ({
          action: JSON.parse(el.getAttribute('data-action') ?? '{}'),
          label: el.textContent ?? '',
        }),
      ),
    }));
    if (seen.data.over === 'true') break;
    if (seen.data.expedition !== expedition) {
      expedition = seen.data.expedition ?? '';
      step(`Expedition ${expedition}`);
      // Anne plays on with reduced motion; the spectator keeps every animation.
      if (expedition === '2') await anne.locator('#reduce-motion').check();
    }
    const raw = seen.buttons;
    if (process.env.EOLLIS_TRACE) {
      const now = Date.now();
      const status = await anne.locator('.table-status').textContent();
      if (status !== lastStatus) {
        console.log(`  ${now - started} ${raw.length} ${status}`);
        lastStatus = status;
      }
    }
    for (const { label } of raw) {
      if (labels.has(label)) continue;
      labels.add(label);
      if (/[{}[\]"]/.test(label) || /\bundefined\b|\bnull\b/.test(label))
        problems.push(`raw words in an action label: ${label}`);
    }

    // The Lookout's drawn Event: on Anne's screen while she holds it, never on the spectator's.
    const drawn = seen.data.lookoutDraw;
    if (drawn && !lookoutChecked) {
      const spied = await data(watcher, 'lookout-draw');
      if (spied) problems.push(`the spectator sees the Lookout's card ${spied}`);
      const watcherCanvas = await watcher.locator('#table-canvas').evaluate((el) => el.outerHTML);
      if (watcherCanvas.includes(drawn)) problems.push('the spectator page holds the Lookout card id');
      await anne.screenshot({ path: path.join(shotsDir, 'eollis-lookout.png') });
      lookoutChecked = true;
      step(`Anne is the Lookout and alone sees ${drawn}`);
    }

    if ((!balloonShot || round % 4 === 0) && !(balloonShot && mutinyShot)) {
      const watched = await watcher.locator('#table-canvas').evaluate((host) => ({ ...host.dataset }));
      const steps = Number(watched.balloonSteps);
      const moving = Number(watched.balloon) < Number(watched.balloonTarget);
      if (!balloonShot && steps > lastBalloonSteps && moving && Number(watched.balloonTarget) >= 2) {
        // Two shots a step apart: the token mid-way along the track, then where the damage left it.
        await watcher.screenshot({ path: path.join(shotsDir, 'eollis-balloon.png') });
        await watcher.waitForTimeout(700);
        await watcher.screenshot({ path: path.join(shotsDir, 'eollis-balloon-after.png') });
        const after = await data(watcher, 'balloon');
        balloonShot = true;
        step(`balloon token stepping (space ${watched.balloon} → ${after}), screenshots saved`);
      }
      lastBalloonSteps = steps;
      if (!mutinyShot && Number(watched.mutinyReveals) > 0) {
        await watcher.waitForTimeout(900);
        await watcher.screenshot({ path: path.join(shotsDir, 'eollis-mutiny.png') });
        mutinyShot = true;
        step('mutiny camps revealed, screenshot saved');
      }
    }

    // Once, answer a response window on the canvas itself: its stage's Pass button, where the canvas says it drew
    // it (`data-stage-buttons`, logical pixels of 1280×720). The canvas draws on its next frame, so wait for it.
    const passes = raw.filter((b) => b.action.type === 'pass');
    if (!canvasClicked && passes.length === 1 && ['trial', 'repair'].includes(seen.data.phase ?? '')) {
      const drawn = await anne
        .waitForFunction(
          () => {
            const spot = (globalThis.document.querySelector('#table-canvas')?.dataset.stageButtons ?? '')
              .split(' ')
              .find((b) => b.startsWith('pass@'));
            return spot ? spot.slice(5).split(',').map(Number) : null;
          },
          null,
          { timeout: 3_000 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      const box = await anne.locator('#table-canvas canvas').boundingBox();
      if (drawn === null) {
        problems.push('the canvas never drew the Pass button its seat was offered');
        canvasClicked = true;
      } else if (box) {
        const [x, y, w, h] = drawn;
        await anne.mouse.click(
          box.x + ((x + w / 2) / 1280) * box.width,
          box.y + ((y + h / 2) / 720) * box.height,
        );
        await anne
          .locator('#action-bar button.act-pass:not([disabled])')
          .waitFor({ state: 'detached', timeout: 3_000 })
          .catch(() => problems.push('a click on the canvas Pass button did not answer the response window'));
        canvasClicked = true;
        clicks += 1;
        step(`Anne passes by clicking the Pass button the canvas drew at ${x}, ${y}`);
        continue;
      }
    }

    // The offers behind folded rows (boarding's posts by pirate) count too: a person opens the row.
    const folded = await foldedOffers(anne);
    const offers = [...raw, ...folded.map((f) => ({ action: f.action, label: '', folded: true }))];
    const pick = choose(offers);
    if (pick >= 0 && offers[pick].folded) {
      await chooseFolded(anne, offers[pick].action).catch((error) => step(`folded row: ${error.message}`));
      folds += 1;
      clicks += 1;
    } else if (pick >= 0) {
      const chosen = raw[pick];
      if (chosen.action.type === 'mutiny') {
        mutinyCalled = true;
        step(`Anne calls a mutiny: "${chosen.label}"`);
      }
      if (chosen.action.type === 'brawl') {
        brawled = true;
        step(`Anne brawls: "${chosen.label}"`);
      }
      // Keys 1–9 take the bar's buttons; the rest are clicked.
      const buttons = anne.locator('#action-bar button.act:not([disabled])');
      if (pick < 9 && clicks % 2 === 0) await anne.keyboard.press(String(pick + 1));
      else
        await buttons
          .nth(pick)
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      clicks += 1;
    }
    await anne.waitForTimeout(40);
  }
  step(
    `game over after ${clicks} actions by Anne (${folds} from folded rows; reduced motion from Expedition 2)`,
  );
  await anne.locator('.scores:not([hidden])').waitFor({ timeout: 10_000 });
  await anne.waitForTimeout(500);
  await anne.screenshot({ path: path.join(shotsDir, 'eollis-final.png'), fullPage: true });
  step('final renown screenshot saved');

  const lastExpedition = Number(await data(watcher, 'expedition'));
  if (lastExpedition !== 3) problems.push(`the game ended in Expedition ${lastExpedition}`);
  if (Number(await data(watcher, 'mutinies')) < 1) problems.push('no mutiny was called');
  if (Number(await data(watcher, 'mutiny-reveals')) < 1 && Number(await data(watcher, 'mutinies')) > 0)
    step('note: the mutinies ended before camps were revealed (no Captain left)');
  if (Number(await data(watcher, 'brawls')) < 1) problems.push('no tavern brawl was played');
  if (!lookoutChecked) problems.push('Anne was never the Lookout holding a card');
  if (!canvasClicked) problems.push('Anne never answered on the canvas');
  if (!balloonShot) problems.push('the balloon token never moved two spaces');
  const log = (await watcher.locator('.game-log').textContent()) ?? '';
  if (!log.includes('tavern')) problems.push('the log never mentions the tavern');
  if (/eventSeen|You see/.test(log)) problems.push("the spectator's log shows the Lookout's private line");
  const ranking = (await anne.locator('.scores').textContent()) ?? '';
  if (!/wins|win/.test(ranking)) problems.push('no winner in the final ranking');
  step(`spectator log has ${log.length} characters; ${labels.size} distinct action labels`);
} catch (error) {
  fail(error);
} finally {
  await finish();
}
