// Browser test: replays. Anne finishes a Captains' War duel against a bot and opens its replay from the final
// screen: she steps, jumps, plays, and switches between the audience, her own eyes and the whole truth. Then a
// 15 Men and a 5-player Eollis game, played from Node, are opened by their shared links in fresh browsers: the
// whole truth names the face-down pirates, hands and decks; a seat's lens shows only what that seat had seen; the
// lobby lists the games this device played. Prints how long the first frame and a jump take. This scenario runs a
// server of its own, with quick bots. Run through run-browser.mjs.
import path from 'node:path';
import { playArchivedGame } from './archived-game.mjs';
import { chooseCaptainsWarAction } from './captains-war-choice.mjs';
import { openScenario } from './scenario.mjs';
import { startOwnServer } from './serve.mjs';

const { browser, problems, step, shotsDir, watch, fail, finish } = await openScenario('replay browser test');
const server = await startOwnServer('replay', { BOT_DELAY_MS: '10' });
const shot = (page, name) => page.screenshot({ path: path.join(shotsDir, `replay-${name}.png`) });

const replayed = (page) =>
  page.locator('.replay-holder.table-screen').evaluate((el) => ({
    step: Number(el.dataset.step),
    lens: el.dataset.lens,
    firstFrameMs: Number(el.dataset.firstFrameMs),
  }));
const position = async (page) => ((await page.locator('.replay-position').textContent()) ?? '').trim();
const facts = (page) => page.locator('.hidden-facts li').allTextContents();
const summaryLines = (page) => page.locator('.replay-main ul.visually-hidden li').allTextContents();
async function expectStep(page, wanted, what) {
  const at = (await replayed(page)).step;
  if (at !== wanted) problems.push(`${what}: the replay is at step ${at}, not ${wanted}`);
}
/** Milliseconds from a key press to the next painted frame, measured in the page. */
const timedKey = (page, key) =>
  page.evaluate(
    (pressed) =>
      new Promise((resolve) => {
        const start = performance.now();
        globalThis.document.dispatchEvent(
          new globalThis.KeyboardEvent('keydown', { key: pressed, bubbles: true }),
        );
        globalThis.requestAnimationFrame(() => resolve(performance.now() - start));
      }),
    key,
  );

/** Opens a replay by its shared link in a fresh browser; resolves once its first frame is drawn. */
async function openShared(gameId, name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  watch(page, name);
  await page.goto(`${server.url}/#/replay/${gameId}`);
  await page.locator('.replay-holder[data-first-frame-ms]').waitFor({ timeout: 15_000 });
  await page.locator('#replay-jump:not([disabled])').waitFor({ timeout: 15_000 });
  return page;
}

async function playDuel(page) {
  const started = Date.now();
  while ((await page.locator('.scores .winner').count()) === 0) {
    if (Date.now() - started > 180_000) throw new Error('no final score within 3 minutes');
    const list = await page.evaluate(
      "[...document.querySelectorAll('#action-bar button.act:not([disabled])')].map((b) => JSON.parse(b.dataset.action))",
    );
    if (list.length > 0)
      await page.locator('#action-bar button.act:not([disabled])').nth(chooseCaptainsWarAction(list)).click();
    await page.waitForTimeout(60);
  }
}

try {
  // The games opened by link are played from Node while Anne plays her duel.
  const played = Promise.all([
    playArchivedGame(server.url, 'fifteen-men', 4),
    playArchivedGame(server.url, 'eollis', 5),
  ]);

  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const anne = await context.newPage();
  watch(anne, 'Anne');
  await anne.goto(server.url);
  await anne.getByLabel('Display name').fill('Anne');
  await anne.locator('#private-players').selectOption('2');
  await anne.getByRole('button', { name: 'Create table' }).click();
  await anne.getByRole('button', { name: 'Start the game' }).click();
  await anne.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await playDuel(anne);
  step(`Anne's duel ends: ${((await anne.locator('.scores .winner').textContent()) ?? '').trim()}`);

  // From the final screen to the replay, in the same tab.
  await anne.locator('#watch-replay').click();
  await anne.locator('.replay-holder[data-first-frame-ms]').waitFor({ timeout: 15_000 });
  const route = new URL(anne.url()).hash;
  if (!/^#\/replay\/[\w-]+$/.test(route)) problems.push(`the replay's address is "${route}"`);
  const verdict = ((await anne.locator('.verdict').textContent()) ?? '').trim();
  if (!verdict.startsWith('✓ Dice verified')) problems.push(`the duel's replay says "${verdict}"`);
  step(`the Replay button opens ${route}: ${await position(anne)}; "${verdict.slice(0, 60)}…"`);
  await anne.locator('#replay-jump:not([disabled])').waitFor({ timeout: 15_000 });
  const total = Number(/of (\d+)/.exec(await position(anne))?.[1] ?? 0);
  if (total < 10) problems.push(`the duel's replay has ${total} actions`);

  // Step, back, to the end and the start, by the bar's buttons and by the keys it shows.
  await anne.locator('#replay-forward').click();
  await anne.locator('#replay-forward').click();
  await expectStep(anne, 2, 'two steps forward');
  await anne.locator('#replay-back').click();
  await expectStep(anne, 1, 'one step back');
  await anne.locator('body').press('End');
  await expectStep(anne, total, 'End');
  if ((await anne.locator('.replay-main .scores .winner').count()) === 0)
    problems.push('the end of the replay shows no final scores');
  await anne.locator('body').press('Home');
  await expectStep(anne, 0, 'Home');
  await anne.locator('body').press('ArrowRight');
  await expectStep(anne, 1, 'the right arrow');
  // Jump to the third chapter (a turn), then play at 4× for a moment.
  const chapter = await anne.locator('#replay-jump option').nth(3);
  const chapterStep = Number(await chapter.getAttribute('value'));
  const chapterLabel = (await chapter.textContent()) ?? '';
  await anne.locator('#replay-jump').selectOption(String(chapterStep));
  await expectStep(anne, chapterStep, `the jump to "${chapterLabel}"`);
  if (!/^Turn \d+ · /.test(chapterLabel)) problems.push(`a duel's chapter reads "${chapterLabel}"`);
  await anne.locator('#replay-speed').selectOption('4');
  await anne.locator('#replay-play').click();
  await anne.waitForTimeout(1500);
  await anne.locator('#replay-play').click();
  const afterPlay = (await replayed(anne)).step;
  if (afterPlay <= chapterStep)
    problems.push(`playing at 4× for 1.5 s moved from ${chapterStep} to ${afterPlay}`);
  step(`stepped, jumped to "${chapterLabel}" (step ${chapterStep}), played at 4× to step ${afterPlay}`);

  // A log line jumps to its step.
  const line = anne.locator('.replay-log li').nth(4);
  const lineStep = Number(await line.getAttribute('data-step'));
  await line.click();
  await expectStep(anne, lineStep, 'a click on a log line');

  // Lenses keep the position: Anne's own eyes name her "you"; the audience's do not.
  await anne.locator('#replay-lens').selectOption('seat-0');
  await anne.waitForFunction(
    () =>
      globalThis.document.querySelector('.replay-holder.table-screen')?.getAttribute('data-lens') ===
      'seat-0',
  );
  await anne.waitForTimeout(300);
  await expectStep(anne, lineStep, 'a change of lens');
  if (!(await summaryLines(anne)).some((l) => l.startsWith('Anne (you)')))
    problems.push("Anne's lens does not show her sheet as hers");
  await anne.locator('#replay-lens').selectOption('audience');
  await anne.waitForTimeout(300);
  if ((await summaryLines(anne)).some((l) => l.includes('(you)'))) problems.push('the audience is somebody');
  await shot(anne, 'duel');

  // The lobby lists the game this device played; its link opens the replay again.
  await anne.locator('#replay-leave').click();
  const mine = anne.locator('.recent-yours a.replay-link').first();
  await mine.waitFor({ timeout: 10_000 });
  const listed = (await mine.textContent()) ?? '';
  if (!listed.includes("Captains' War") || !listed.includes('Anne'))
    problems.push(`the lobby lists Anne's game as "${listed}"`);
  await mine.click();
  await anne.locator('.replay-holder[data-first-frame-ms]').waitFor({ timeout: 15_000 });
  step(`the lobby's Recent games lists "${listed}" and opens its replay`);

  // 15 Men by its shared link: the whole truth and one seat's eyes.
  const [fifteenMenId, eollisId] = await played;
  const fm = await openShared(fifteenMenId, '15 Men viewer');
  await fm.locator('#replay-lens').selectOption('truth');
  await fm.locator('.hidden-facts li').first().waitFor({ timeout: 5_000 });
  const startFacts = await facts(fm);
  const faceDown = startFacts.filter((l) => /^#\d+, face down, is /.test(l));
  if (faceDown.length !== 15)
    problems.push(`the whole truth at the start names ${faceDown.length} of 15 pirates`);
  if (startFacts.filter((l) => / is (Loyalist|Mutineer)\.$/.test(l)).length !== 3)
    problems.push(`the whole truth names the factions as ${JSON.stringify(startFacts)}`);
  // Halfway: what Anne's eyes saw face down must be what the truth says lies there.
  await fm.locator('#replay-scrubber').evaluate((el) => {
    el.value = String(Math.floor(Number(el.max) / 2));
    el.dispatchEvent(new globalThis.Event('input', { bubbles: true }));
  });
  const truthNow = new Map(
    (await facts(fm))
      .map((l) => /^#(\d+), face down, is (.+)\.$/.exec(l))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
  await fm.locator('#replay-lens').selectOption('seat-0');
  await fm.waitForTimeout(500);
  const seen = (await summaryLines(fm))
    .map((l) => /^#(\d+): face down .*, you saw (.+?);/.exec(l))
    .filter(Boolean);
  for (const [, at, pirate] of seen)
    if (truthNow.get(at) !== pirate)
      problems.push(`Anne's eyes saw ${pirate} at #${at}, the truth says ${truthNow.get(at)}`);
  if (!(await fm.locator('.hidden-facts').isHidden())) problems.push("the truth's facts stay on Anne's lens");
  await fm.locator('#replay-lens').selectOption('audience');
  await fm.waitForTimeout(500);
  if ((await summaryLines(fm)).some((l) => l.includes('you saw')))
    problems.push('the audience saw a face-down pirate');
  step(
    `15 Men by link: the truth names 15 face-down pirates and 3 factions; Anne's eyes saw ${seen.length} at half-time, each as the truth says`,
  );
  await fm.locator('#replay-lens').selectOption('truth');
  await fm.waitForTimeout(500);
  await shot(fm, 'fifteen-men-truth');

  // Eollis, 5 Clans, by its shared link: hands and decks in the truth, and the figures of the issue.
  const eo = await openShared(eollisId, 'Eollis viewer');
  const opened = await replayed(eo);
  const eoTotal = Number(/of (\d+)/.exec(await position(eo))?.[1] ?? 0);
  await eo.locator('#replay-lens').selectOption('truth');
  await eo.locator('.hidden-facts li').first().waitFor({ timeout: 5_000 });
  const hands = (await facts(eo)).filter((l) => / holds /.test(l));
  if (hands.length !== 5) problems.push(`the Eollis truth names ${hands.length} hands of 5`);
  if (!(await facts(eo)).some((l) => l.startsWith('Action deck')))
    problems.push('the Eollis truth does not show the Action deck');
  const jumps = [];
  for (const key of ['End', 'Home', 'End', 'Home']) jumps.push(await timedKey(eo, key));
  await expectStep(eo, 0, 'Home after the timed jumps');
  await eo.locator('#replay-scrubber').evaluate((el) => {
    el.value = String(Math.floor(Number(el.max) * 0.7));
    el.dispatchEvent(new globalThis.Event('input', { bubbles: true }));
  });
  await eo.waitForTimeout(500);
  await shot(eo, 'eollis-truth');
  step(
    `Eollis by link (${eoTotal} actions): first frame in ${opened.firstFrameMs} ms; jumps End/Home/End/Home in ${jumps
      .map((ms) => ms.toFixed(0))
      .join(' / ')} ms`,
  );
  if (opened.firstFrameMs > 5_000)
    problems.push(`the Eollis replay's first frame took ${opened.firstFrameMs} ms`);

  // A game in progress has no replay.
  const missing = await openMissing();
  if (!missing.includes('No finished game')) problems.push(`an unknown game's replay says "${missing}"`);
} catch (error) {
  fail(error);
} finally {
  await server.close();
  await finish();
}

async function openMissing() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/#/replay/not-a-game`);
  const said = page.locator('.verdict.bad');
  await said.waitFor({ timeout: 10_000 });
  return (await said.textContent()) ?? '';
}
