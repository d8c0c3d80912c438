// Browser test: "How to play". For each game the page renders from the lobby's link, its contents list every
// section, each link lands on its section (heading in view, address updated), every figure is drawn, and the
// developers' rules are only a link at the bottom. Then a solo Captains' War table: the first-game hint shows,
// the table's "How to play" opens at the phase's section, and "Got it" hides the hint for good (after a reload
// too) while the next phase brings its own. Expects FLOTILLA_URL; run through run-browser.mjs.
import path from 'node:path';
import { openScenario } from './scenario.mjs';

const { url, browser, problems, step, shotsDir, watch, fail, finish } =
  await openScenario('how to play browser test');

const GAMES = [
  { id: 'captains-war', title: "Captains' War", sections: 11 },
  { id: 'fifteen-men', title: '15 Men', sections: 10 },
  { id: 'eollis', title: 'Eollis: Pirates des Vents', sections: 14 },
];

/** Where the heading of section `id` stands: in view (below the top edge, above the bottom) in its scroller. */
function headingInView(page, id, scroller = null) {
  return page.evaluate(`(() => {
    const heading = document.querySelector('.learn-section[data-section="${id}"] h2');
    if (heading === null) return false;
    const rect = heading.getBoundingClientRect();
    const frame = ${scroller ? `document.querySelector('${scroller}').getBoundingClientRect()` : '{ top: 0, bottom: innerHeight }'};
    return rect.top >= frame.top - 1 && rect.bottom <= frame.bottom + 1;
  })()`);
}

async function checkPage(page, game) {
  await page.goto(url);
  await page.getByRole('link', { name: `How to play ${game.title}` }).click();
  await page.locator(`.how-to-play[data-game="${game.id}"]`).waitFor({ timeout: 10_000 });
  if ((await page.evaluate('location.hash')) !== `#/how-to-play/${game.id}`)
    problems.push(`${game.id}: the lobby's link went to ${await page.evaluate('location.hash')}`);
  await page.evaluate('document.fonts.ready');
  await page.screenshot({ path: path.join(shotsDir, `how-to-play-${game.id}.png`) });
  const links = await page
    .locator('.learn-contents a[data-section]')
    .evaluateAll((as) => as.map((a) => a.dataset.section));
  const sections = await page.locator('.learn-section').evaluateAll((ss) => ss.map((s) => s.dataset.section));
  if (links.length !== game.sections || JSON.stringify(links) !== JSON.stringify(sections))
    problems.push(`${game.id}: contents ${links.join(',')} vs sections ${sections.join(',')}`);
  for (const id of links) {
    await page.locator(`.learn-contents a[data-section="${id}"]`).click();
    await page.waitForTimeout(60);
    const hash = await page.evaluate('location.hash');
    if (hash !== `#/how-to-play/${game.id}/${id}`)
      problems.push(`${game.id}: link ${id} left the address at ${hash}`);
    if (!(await headingInView(page, id)))
      problems.push(`${game.id}: link ${id} did not bring its heading into view`);
  }
  const figures = await page.locator('.learn-figure').evaluateAll((fs) =>
    fs.map((f) => {
      const svg = f.querySelector('svg');
      const box = svg?.getBoundingClientRect();
      return {
        ok: !!svg && box.width > 200 && box.height > 50,
        caption: f.querySelector('figcaption')?.textContent,
      };
    }),
  );
  if (figures.length < 8) problems.push(`${game.id}: only ${figures.length} figures`);
  for (const figure of figures)
    if (!figure.ok) problems.push(`${game.id}: figure "${figure.caption}" is not drawn`);
  const words = (await page.locator('.how-to-play').textContent()) ?? '';
  if (/Content that is ours|rulebook is silent|Throughput/i.test(words))
    problems.push(`${game.id}: the developers' document shows on the players' page`);
  const devLink = page.locator('.learn-foot a.learn-dev-link');
  if ((await devLink.getAttribute('href')) !== `#/rules/${game.id}`)
    problems.push(`${game.id}: no "Rules details for developers" link at the bottom`);
  // A section's own address opens the page there.
  const deep = links.at(-2);
  await page.goto(`${url}#/how-to-play/${game.id}/${deep}`);
  await page.locator(`.how-to-play[data-game="${game.id}"]`).waitFor();
  await page.waitForTimeout(300);
  if (!(await headingInView(page, deep)))
    problems.push(`${game.id}: #/how-to-play/${game.id}/${deep} did not open there`);
  step(
    `${game.id}: ${links.length} sections, each link lands on its heading; ${figures.length} figures drawn`,
  );
}

/** The hint card on screen, as "game:hint", or null. */
const shownHint = (page) =>
  page.evaluate("document.querySelector('.phase-hint:not([hidden])')?.dataset.hint ?? null");

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  watch(page);
  for (const game of GAMES) await checkPage(page, game);

  // A first game: a solo Captains' War table.
  await page.goto(url);
  await page.getByLabel('Display name').fill('Learner');
  await page.getByRole('radio', { name: /Captains' War/ }).check();
  await page.locator('#quick-players').selectOption('1');
  await page.getByRole('button', { name: 'Quick play' }).click();
  await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await page
    .locator('.phase-hint:not([hidden])')
    .waitFor({ timeout: 10_000 })
    .catch(async (error) => {
      await page.screenshot({ path: path.join(shotsDir, 'how-to-play-no-hint.png') });
      const seen = await page.evaluate(
        "JSON.stringify({ hint: document.querySelector('.phase-hint')?.outerHTML ?? null, store: localStorage.getItem('flotilla.hints') })",
      );
      throw new Error(`no first-game hint: ${seen}; ${error.message}`);
    });
  const first = await shownHint(page);
  if (first !== 'captains-war:roll') problems.push(`the first hint is ${first}, not the roll's`);
  await page.screenshot({ path: path.join(shotsDir, 'how-to-play-first-hint.png') });
  step(`first game: the hint "${(await page.locator('.phase-hint-title').textContent())?.trim()}" shows`);

  // The table's button opens "How to play" at the phase's section (the roll is taught in "Loot").
  await page.getByRole('button', { name: 'How to play' }).click();
  const dialog = page.locator('dialog.how-to-play-dialog[open]');
  await dialog.waitFor({ timeout: 10_000 });
  await page.waitForTimeout(400);
  if (!(await headingInView(page, 'loot', 'dialog.how-to-play-dialog')))
    problems.push('the table\'s "How to play" did not open at the Loot section');
  if (!(await page.evaluate('location.hash')).startsWith('#/table/'))
    problems.push('opening "How to play" over the table changed its address');
  await page.screenshot({ path: path.join(shotsDir, 'how-to-play-over-the-table.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  step('the table\'s "How to play" opens at the current phase (Loot)');

  // "Got it": gone, and still gone after a reload in the same phase.
  await page.locator('.phase-hint-ok').click();
  if ((await shownHint(page)) !== null) problems.push('"Got it" left the hint on screen');
  await page.reload();
  await page.locator('#table-canvas canvas').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(1_500);
  if ((await shownHint(page)) !== null)
    problems.push(`after a reload the dismissed hint is back: ${await shownHint(page)}`);
  step('"Got it" hides the hint, and it stays hidden after a reload');

  // The next phase brings its own hint.
  const roll = page.locator('#action-bar button.act-roll:not([disabled])');
  await roll.waitFor({ timeout: 10_000 });
  await roll.click();
  await page.waitForFunction(
    "document.querySelector('.phase-hint:not([hidden])')?.dataset.hint === 'captains-war:loot'",
    null,
    { timeout: 15_000 },
  );
  step(`after the roll: "${(await page.locator('.phase-hint-title').textContent())?.trim()}"`);
  await context.close();
} catch (error) {
  fail(error);
} finally {
  await finish();
}
