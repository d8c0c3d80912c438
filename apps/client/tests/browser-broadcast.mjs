// Browser test: a streamer. In streamer mode Anne's invite code and her offers stay off her screen until she holds
// H. She hosts a 15 Men table with bots and opens two links from the table's
// Broadcast dialog: the audience's view, live, and her own eyes, which the server holds at least 30 s behind. A
// second browser opens each at 1920×1080, as OBS would: the page has no controls and no scrollbars; the audience's
// link follows the table with captions; Anne's eyes show nothing until 30 s after the start; closing a link
// ends its page at once. Screenshots go to test-results/. This scenario runs a server of its own.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openScenario } from './scenario.mjs';
import { chooseFolded, foldedOffers } from './action-bar.mjs';
import { rootDir, startOwnServer } from './serve.mjs';

const { browser, problems, step, watch, fail, finish } = await openScenario('broadcast browser test');
// Anne plays her 15 Men game to the end here, beside the bots: up to four minutes.
const server = await startOwnServer('broadcast', { BOT_DELAY_MS: '150' });
const results = path.join(rootDir, 'test-results');
mkdirSync(results, { recursive: true });

const FULL_HD = { width: 1920, height: 1080 };
const text = async (page, selector) => ((await page.locator(selector).first().textContent()) ?? '').trim();

/** Plays Anne's offers for about `ms` (the 15 Men scenario's preferences), the bots playing theirs. */
async function play(page, ms) {
  const prefer = ['shoot', 'reveal', 'peek', 'target', 'swap', 'chooseVictim', 'endTurn', 'bribe'];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await page.locator('.scores .winner').count()) > 0) return;
    const offers = await page.evaluate(
      "[...document.querySelectorAll('#action-bar button.act:not([disabled])')].map((b) => JSON.parse(b.dataset.action).type)",
    );
    // Every offer folded into rows (the bribes of a crowded bar): open the first row and take its first.
    const folded = offers.length === 0 ? await foldedOffers(page) : [];
    if (folded.length > 0) await chooseFolded(page, folded[0].action).catch(() => undefined);
    if (offers.length > 0) {
      const index = Math.max(
        0,
        offers.findIndex((type) => type === prefer.find((p) => offers.includes(p))),
      );
      await page
        .locator('#action-bar button.act:not([disabled])')
        .nth(index)
        .click()
        .catch(() => undefined);
    }
    await page.waitForTimeout(150);
  }
}

/** What an OBS source must not have: scrollbars, buttons, inputs. */
const chrome = (page) =>
  page.evaluate(() => ({
    scrolls:
      globalThis.document.documentElement.scrollHeight > globalThis.innerHeight + 1 ||
      globalThis.document.documentElement.scrollWidth > globalThis.innerWidth + 1,
    controls: [...globalThis.document.querySelectorAll('button, input, select, a')].filter(
      (el) => el.offsetParent !== null,
    ).length,
  }));

async function viewer(url, name, watched = true) {
  const context = await browser.newContext({ viewport: FULL_HD });
  const page = await context.newPage();
  // A refused link is a failed request, which the console reports: only pages that should work are watched.
  if (watched) watch(page, name);
  await page.goto(url);
  return page;
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const anne = await context.newPage();
  watch(anne, 'Anne');
  await anne.goto(server.url);
  await anne.getByLabel('Display name').fill('Anne');
  await anne.getByRole('radio', { name: /15 Men/ }).check();
  await anne.locator('#private-players').selectOption('4');
  await anne.getByLabel('Bots fill empty seats').check();
  await anne.getByRole('button', { name: 'Create table' }).click();
  // Streamer mode: the invite code is hidden at once, and stays hidden at the table's offers until H is held.
  await anne.locator('.invite-code').waitFor({ timeout: 10_000 });
  const code = ((await anne.locator('.invite-code').textContent()) ?? '').trim();
  await anne.locator('.invite .streamer-mode').check();
  const hiddenCode = ((await anne.locator('.invite-code').textContent()) ?? '').trim();
  if (hiddenCode === code || /\w/.test(hiddenCode))
    problems.push(`streamer mode shows the code "${hiddenCode}"`);
  await anne.getByRole('button', { name: 'Start the game' }).click();
  await anne.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  const started = Date.now();
  // Her turn comes: no offer is on screen until she holds H, then her offers are.
  await anne.locator('#action-bar .idle', { hasText: 'Streamer mode' }).waitFor({ timeout: 20_000 });
  if ((await anne.locator('#action-bar button.act, #action-bar button.act-more').count()) > 0)
    problems.push('streamer mode shows the offers');
  await anne.keyboard.down('h');
  await anne
    .locator('#action-bar button.act, #action-bar button.act-more')
    .first()
    .waitFor({ timeout: 5_000 });
  await anne.keyboard.up('h');
  await anne.locator('#action-bar .idle', { hasText: 'Streamer mode' }).waitFor({ timeout: 5_000 });
  await anne.locator('.table-head .streamer-mode').uncheck();
  step(`streamer mode: the code "${code}" reads "${hiddenCode}", and the offers wait for a held H`);
  // A spectator predicts before the first round is over (the table waits for Anne's own moves meanwhile).
  const zed = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  watch(zed, 'Zed');
  await zed.goto(server.url);
  await zed.getByLabel('Display name').fill('Zed');
  await zed.locator('#invite-code').fill(code);
  await zed.getByRole('button', { name: 'Watch', exact: true }).first().click();
  await zed.locator('.predictions h2').waitFor({ timeout: 15_000 });
  const open = await zed.locator('#predict-lock').isVisible();
  if (open) {
    await zed.locator('#predict-winner').selectOption({ index: 1 });
    await zed.locator('#predict-lock').click();
    await zed.locator('.predictions .hint', { hasText: 'Locked:' }).waitFor({ timeout: 5_000 });
    step(
      `Zed predicts: ${(await zed.locator('.predictions .hint', { hasText: 'Locked:' }).textContent())?.trim()}`,
    );
  } else step('Zed came after the first round: predictions are closed');

  // The host opens the audience's view, live, and her own eyes: the form refuses less than 30 s (as the server would).
  await anne.locator('#open-broadcast').click();
  await anne.locator('#broadcast-lens').selectOption('audience');
  await anne.locator('#broadcast-delay').fill('0');
  await anne.locator('#broadcast-create').click();
  await anne.locator('#broadcast-lens').selectOption('seat');
  await anne.locator('#broadcast-delay').fill('5');
  await anne.locator('#broadcast-create').click();
  if ((await anne.locator('.broadcast-link').count()) > 1) problems.push('a seat link 5 s late was opened');
  await anne.locator('#broadcast-delay').fill('30');
  await anne.locator('#broadcast-create').click();
  await anne.locator('.broadcast-link').nth(1).waitFor({ timeout: 5_000 });
  const lines = await anne.locator('.broadcast-link strong').allTextContents();
  const [audienceUrl, seatUrl] = await anne
    .locator('.broadcast-link input')
    .evaluateAll((inputs) => inputs.map((input) => input.value));
  step(`Anne opens two links: ${lines.join(' / ')}`);
  if (!lines.some((l) => l === 'Anne’s eyes · 30 s late'))
    problems.push(`her own eyes are "${lines.join(' / ')}"`);
  await anne.locator('.broadcast-dialog .close').click();

  // A viewer of the stream predicts from the audience link's second screen (`?predict`), against what it shows.
  const fan = await viewer(`${audienceUrl}?predict`, 'viewer who predicts');
  await fan.locator('.predictions h2').waitFor({ timeout: 15_000 });
  if (open) {
    await fan.locator('#predict-name').fill('Fay');
    await fan.locator('#predict-winner').selectOption({ index: 2 });
    await fan.locator('#predict-lock').click();
    const locked = fan.locator('.predictions .hint', { hasText: /Locked:|Not taken:/ });
    await locked.waitFor({ timeout: 5_000 });
    const said = ((await locked.textContent()) ?? '').trim();
    if (!said.startsWith('Locked:')) problems.push(`the viewer's prediction: "${said}"`);
    step(`Fay, watching the stream, predicts: ${said}`);
  }
  await fan.screenshot({ path: path.join(results, 'broadcast-predict-1080.png') });
  await fan.context().close();

  const audience = await viewer(audienceUrl, 'audience broadcast');
  const seat = await viewer(seatUrl, 'seat broadcast');
  await audience.locator('.broadcast-stage canvas').waitFor({ timeout: 15_000 });
  const badge = await text(audience, '.broadcast-badge');
  if (badge !== 'The audience’s view · live') problems.push(`the audience's badge reads "${badge}"`);
  // The page says how late it runs once it has joined its broadcast.
  await seat
    .locator('.broadcast-status', { hasText: /begins|turn|·/ })
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  const waiting = await text(seat, '.broadcast-status');
  if (!/begins 30 s after the table starts/.test(waiting))
    problems.push(`Anne's eyes, at first: "${waiting}"`);
  if ((await seat.locator('.broadcast-stage canvas').count()) > 0 && Date.now() - started < 29_000)
    problems.push('the 30 s broadcast drew the table before 30 s had passed');
  step(`the audience's page follows the table live; Anne's eyes say "${waiting}"`);

  await play(anne, 12_000);
  const tableVersion = await anne.locator('#action-bar').getAttribute('data-version');
  await audience.waitForTimeout(1500);
  const shown = await text(audience, '.broadcast-status');
  const captions = await audience.locator('.broadcast-captions li').count();
  if (captions === 0) problems.push('the audience page shows no captions');
  const seatsShown = await audience.locator('.broadcast-seat').count();
  const deciding = await audience.locator('.broadcast-seat.deciding').count();
  if (seatsShown !== 4) problems.push(`the audience page shows ${seatsShown} seats, not 4`);
  if (deciding === 0 && (await audience.locator('.broadcast-results:not([hidden])').count()) === 0)
    problems.push('the audience page highlights nobody deciding');
  const look = await chrome(audience);
  if (look.scrolls) problems.push('the broadcast page scrolls at 1920×1080');
  if (look.controls > 0) problems.push(`the broadcast page has ${look.controls} controls`);
  await audience.screenshot({ path: path.join(results, 'broadcast-audience-1080.png') });
  step(
    `after 12 s of play (table at ${tableVersion}) the audience's page says "${shown}", ${captions} captions`,
  );

  // Anne's eyes: nothing before 30 s after the start.
  await seat.locator('.broadcast-stage canvas').waitFor({ timeout: 45_000 });
  const after = (Date.now() - started) / 1000;
  // Timed from Anne's first sight of the table, up to a second after the server's start: the exact bound is the
  // server's broadcast test's; this one catches a stream that is not held back at all.
  if (after < 29) problems.push(`Anne's eyes were drawn ${after.toFixed(1)} s after the start`);
  await seat.waitForTimeout(1000);
  const seatBadge = await text(seat, '.broadcast-badge');
  if (seatBadge !== 'Anne’s eyes · 30 s late') problems.push(`Anne's eyes' badge reads "${seatBadge}"`);
  const seatLook = await chrome(seat);
  if (seatLook.scrolls || seatLook.controls > 0)
    problems.push(`Anne's eyes' page: ${JSON.stringify(seatLook)}`);
  await seat.screenshot({ path: path.join(results, 'broadcast-seat-1080.png') });
  step(
    `Anne's eyes are drawn ${after.toFixed(1)} s after the start: "${await text(seat, '.broadcast-status')}"`,
  );

  // Closing a link ends its page at once.
  await anne.locator('#open-broadcast').click();
  await anne.locator('.broadcast-link[data-lens="audience"] .close-broadcast').click();
  await anne.locator('.broadcast-dialog .close').click();
  await audience
    .locator('.broadcast-stage[data-ended="revoked"]')
    .waitFor({ timeout: 5_000 })
    .catch(() => problems.push('the audience page did not end when its link was closed'));
  step(`closed: the audience page says "${await text(audience, '.broadcast-status')}"`);
  // The predictions are scored beside the final scores.
  await play(anne, 240_000);
  await anne.locator('.scores .winner').waitFor({ timeout: 30_000 });
  const told = (
    (await anne
      .locator('.prediction-results')
      .textContent()
      .catch(() => '')) ?? ''
  ).trim();
  if (open && !told.includes('Audience predictions (2)')) problems.push(`the final scores say "${told}"`);
  step(`the game ends; beside the scores: "${told.slice(0, 80)}"`);

  // A forged link opens nothing.
  const forged = await viewer(`${server.url}/#/broadcast/not-a-real-token-at-all`, 'forged broadcast', false);
  await forged.locator('.broadcast-stage[data-ended="unknown"]').waitFor({ timeout: 10_000 });
} catch (error) {
  fail(error);
} finally {
  await server.close();
  await finish();
}
