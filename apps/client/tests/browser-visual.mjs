// Browser test: each game's table in fixed states from a seed (the sample tables, #/sample/…, drawn without a
// server), photographed at 1280×720 and 1920×1080 (some also on a phone held sideways and upright, in English and
// French) into test-results/visual/,
// with the checks that matter to a player: the page does not scroll, the action bar keeps to two rows with every
// offer in sight or one click away (a folded row, opened, shows all its offers in sight), no DOM text is drawn
// over other text or cut by the screen's edge, every image and both fonts are loaded, the latest log line (and at
// the end the final scores) are on screen, and nothing is logged as an error.
// Each state is also drawn in French and in the pseudo-locale (English accented and 40% longer, in brackets) at
// 1280×720: the same checks, no canvas word cut by the canvas's edge, and in the pseudo-locale no words left
// unextracted (plain English where every message is accented).
// Expects FLOTILLA_URL; run through run-browser.mjs (SCENARIO=browser-visual). VISUAL_DIR moves the pictures;
// VISUAL_ONLY=<game>[-<state>] takes only some states; VISUAL_LANGUAGES=en,fr,en-XA (the default) some languages.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openScenario } from './scenario.mjs';
import { rootDir } from './serve.mjs';

const { url, browser, problems, step, watch, fail, finish } = await openScenario('visual browser test');
const shots = process.env.VISUAL_DIR ?? path.join(rootDir, 'test-results', 'visual');
mkdirSync(shots, { recursive: true });

const DESKTOPS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];
/** A phone held sideways, and upright (one column: the page may scroll down, the log may sit below). */
const PHONES = [
  { width: 844, height: 390, label: ' (phone, landscape)' },
  { width: 390, height: 844, label: ' (phone, portrait)', upright: true },
];
/** English at every size; the other languages at the tightest desktop. `en-XA` is the pseudo-locale. */
const LANGUAGES = (process.env.VISUAL_LANGUAGES ?? 'en,fr,en-XA').split(',');
const PSEUDO = 'en-XA';
/** Words a person reads that were never extracted: lowercase English words, none of the pseudo-locale's marks. */
const PLAIN_ENGLISH = /\b[a-z]{2,} [a-z]{2,}\b/;
/** A message key shown instead of its words ("captainsWar.roll.title"): its namespace was not loaded in time. */
const MESSAGE_KEY = /\b[a-z][A-Za-z]+(?:\.[A-Za-z]\w*){2,}\b/;
const PSEUDO_MARKS = /[[\]áéîöûçñšýžţĝĥķďÅÉÎÖÛÇÑŠÝŽŦĜĤĶĎ]/;
/**
 * Seed "visual": the start, a moment where seat 0 chooses among many offers, and the end (5000 steps play past
 * the last one). The step counts are where these states fall with today's rules and bots.
 */
const STATES = [
  { game: 'captains-war', players: 3, name: 'start', steps: 0 },
  { game: 'captains-war', players: 3, name: 'offers', steps: 47, phone: true },
  // The loot row alone, eight dice choices: on a phone in French it takes the crowded grid, every one in sight.
  { game: 'captains-war', players: 3, name: 'loot', steps: 21, phone: true },
  { game: 'captains-war', players: 3, name: 'over', steps: 5000 },
  { game: 'fifteen-men', players: 4, name: 'start', steps: 2 },
  { game: 'fifteen-men', players: 4, name: 'offers', steps: 25, phone: true },
  { game: 'fifteen-men', players: 4, name: 'over', steps: 5000 },
  { game: 'eollis', players: 3, name: 'start', steps: 0 },
  { game: 'eollis', players: 3, name: 'offers', steps: 13, phone: true },
  // The Captain's decision with a dozen long swaps (seed "phone"): the crowded grid must not squeeze their words.
  { game: 'eollis', players: 3, name: 'swaps', steps: 51, phone: true, seed: 'phone' },
  { game: 'eollis', players: 3, name: 'over', steps: 5000 },
];
/**
 * The smallest canvas text a person must read, in CSS pixels at the desktop sizes (the canvas is scaled to its
 * box: a table designed 1280 units wide shows at about 0.7 of its size at 1280×720).
 */
const MIN_TEXT_PX = Number(process.env.VISUAL_MIN_TEXT_PX ?? 10.5);
/** How long a table gets, once its offers are settled, for the last tween to land (motion is reduced). */
const SETTLE_MS = 1500;

/**
 * Everything the page can tell about its layout, measured in the page: scrolling, the action bar's rows, visible
 * text drawn over other text, images, fonts. Returns plain figures; the verdicts are made below.
 */
function measure() {
  // It runs in the page: the window's globals, named for the linter, which sees a Node file.
  const { document, getComputedStyle, innerHeight, innerWidth, NodeFilter } = globalThis;
  const describe = (el) => {
    const parts = [];
    for (let at = el; at && at !== document.body && parts.length < 3; at = at.parentElement) {
      const id = at.id ? `#${at.id}` : '';
      const cls = [...at.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      parts.unshift(`${at.tagName.toLowerCase()}${id}${cls}`);
    }
    return parts.join(' > ');
  };
  const round = (r) => [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)];

  /**
   * The part of `rect` left visible by every ancestor that clips its overflow, then by the screen; null when
   * nothing is. With `cuts`, text left partly visible is listed there: past the screen's edge, or past the box of
   * an ancestor that hides its overflow (an ellipsis, a label too long for its box). A scrolling box may show half
   * a line; wholly off screen is a place to hide (the skip link).
   */
  const clipped = (el, rect, cuts = null) => {
    let { left, top, right, bottom } = rect;
    let cut = null;
    // Text a scrolling box holds past its edge is scrolled out of sight, not cut: it scrolls into view.
    let scrolls = false;
    const over = (box) =>
      Math.max(rect.right - box.right, rect.bottom - box.bottom, box.left - rect.left, box.top - rect.top);
    for (let at = el.parentElement; at && at !== document.documentElement; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = at.getBoundingClientRect();
      const hides = [style.overflowX, style.overflowY].some((o) => o === 'hidden' || o === 'clip');
      if (hides && cut === null && over(box) > 2) cut = { by: describe(at), past: over(box) };
      if (!hides && over(box) > 0) scrolls = true;
      left = Math.max(left, box.left);
      top = Math.max(top, box.top);
      right = Math.min(right, box.right);
      bottom = Math.min(bottom, box.bottom);
    }
    const screen = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    if (cut === null && !scrolls && over(screen) > 2) cut = { by: "the screen's edge", past: over(screen) };
    right = Math.min(right, innerWidth);
    bottom = Math.min(bottom, innerHeight);
    left = Math.max(left, 0);
    top = Math.max(top, 0);
    const visible = right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
    if (cuts !== null && visible !== null && cut !== null) cuts.push(cut);
    return visible;
  };
  const shown = (el) => {
    for (let at = el; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0)
        return false;
    }
    return true;
  };

  // Visible leaf text: each element's own text nodes, measured as drawn (a range), clipped by its ancestors.
  const texts = [];
  /** Visible text cut by a box that hides its overflow, or by the screen's edge. */
  const edges = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const el = node.parentElement;
    if (text === '' || !el || ['SCRIPT', 'STYLE', 'OPTION', 'NOSCRIPT'].includes(el.tagName)) continue;
    if (!shown(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const cuts = [];
      const box = clipped(el, rect, cuts);
      if (box !== null) texts.push({ el, text: text.slice(0, 40), box });
      // The action bar's own edges are the offers check's to report.
      const barCut = cuts[0]?.by.includes('#action-bar') === true;
      if (cuts.length > 0 && !barCut && !edges.some((edge) => edge.el === el))
        edges.push({ el, text: text.slice(0, 40), ...cuts[0] });
    }
  }
  const overlaps = [];
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i];
      const b = texts[j];
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      // Glyph boxes of neighbouring lines touch by a pixel or two; text over text overlaps by more.
      if (w > 2 && h > 2)
        overlaps.push(
          `"${a.text}" (${describe(a.el)}) and "${b.text}" (${describe(b.el)}) overlap by ${Math.round(w)}×${Math.round(h)} px at ${Math.round(Math.max(a.box.left, b.box.left))},${Math.round(Math.max(a.box.top, b.box.top))}`,
        );
    }
  }

  // The action bar: its rows of buttons (tops more than half a button apart start a new row); its height against
  // two of its rows (its tallest item, a grouped row with its frame included) with the gap, padding and border;
  // and the offers it does not show (cut off by its edges, or scrolled out of sight).
  const bar = document.querySelector('#action-bar');
  const buttons = bar ? [...bar.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0) : [];
  const rows = [];
  for (const button of buttons) {
    const r = button.getBoundingClientRect();
    if (!rows.some((top) => Math.abs(top - r.top) < r.height / 2)) rows.push(r.top);
  }
  let barBox = null;
  let twoRows = null;
  let allowed = 2;
  const hidden = [];
  // The fade on the bar's last column says "more to the right": a bar that does not scroll must not wear it.
  const spilled = [];
  let fades = false;
  let scrolls = false;
  if (bar) {
    const style = getComputedStyle(bar);
    fades = [style.maskImage, style.webkitMaskImage].some((mask) => mask !== undefined && mask !== 'none');
    scrolls = bar.scrollWidth > bar.clientWidth + 1;
    const px = (v) => Number.parseFloat(v) || 0;
    barBox = round(bar.getBoundingClientRect());
    const frame =
      px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth);
    // Its items, and those of a frame that lends them to the bar's rows (display: contents, no box of its own).
    const items = bar.querySelectorAll(':scope > *, :scope > .act-flow > *');
    const tallest = Math.max(0, ...[...items].map((child) => child.getBoundingClientRect().height));
    allowed = Number(style.getPropertyValue('--bar-rows')) || 2;
    twoRows = Math.ceil(allowed * tallest + (allowed - 1) * px(style.rowGap) + frame);
    for (const button of buttons) {
      // Words taller than their button are cut at its bottom edge (a column squeezed to its longest word). Half a
      // line of slack: a line box a pixel or two taller than a tight button's content cuts nothing that shows.
      const slack = px(getComputedStyle(button).fontSize) / 2;
      if (button.scrollHeight > button.clientHeight + slack)
        spilled.push(button.getAttribute('aria-label') ?? button.textContent.trim());
      const r = button.getBoundingClientRect();
      const box = clipped(button, r);
      if (box === null || box.right - box.left < r.width - 1 || box.bottom - box.top < r.height - 1)
        hidden.push(button.getAttribute('aria-label') ?? button.textContent.trim());
    }
  }

  const latestLog = document.querySelector('.game-log li');
  const scores = document.querySelector('.scores:not([hidden])');
  const onScreen = (el) => {
    if (!el || !shown(el)) return null;
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.left >= 0 && r.right <= innerWidth + 0.5;
  };

  return {
    scroll: {
      scrollHeight: document.documentElement.scrollHeight,
      scrollWidth: document.documentElement.scrollWidth,
      innerHeight,
      innerWidth,
    },
    bar: {
      box: barBox,
      rows: rows.length,
      buttons: buttons.length,
      twoRows,
      allowed,
      hidden,
      fades,
      scrolls,
      spilled,
    },
    overlaps,
    edges: edges.map((e) => `"${e.text}" (${describe(e.el)}) runs ${Math.round(e.past)} px past ${e.by}`),
    images: [...document.images]
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => `${img.currentSrc || img.src || '(no src)'} (${describe(img)})`),
    fonts: {
      cinzel: document.fonts.check('700 16px Cinzel'),
      alegreya: document.fonts.check('16px "Alegreya Sans"'),
      loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
    },
    latestLogOnScreen: onScreen(latestLog),
    scoresOnScreen: onScreen(scores),
    status: document.querySelector('.table-status')?.textContent ?? '',
  };
}

/**
 * What is wrong with the action bar as measured: more than two rows, offers cut off or out of sight, or the fade
 * that means "scroll for more" on a bar that does not scroll.
 */
function barProblems(bar, what) {
  const found = [];
  if (bar.box === null) found.push('no action bar');
  else if (bar.rows > bar.allowed || (bar.buttons > 0 && bar.box[3] > bar.twoRows))
    found.push(
      `${what} runs to ${bar.rows} rows (${bar.buttons} buttons), ${bar.box[3]} px tall where ${bar.allowed} rows take ${bar.twoRows}`,
    );
  if (bar.fades && !bar.scrolls) found.push(`${what} fades out its last column, but nothing scrolls`);
  if (bar.spilled.length > 0)
    found.push(
      `${bar.spilled.length} buttons' words run past their button in ${what}: ${bar.spilled.slice(0, 3).join(', ')}`,
    );
  if (bar.hidden.length > 0)
    found.push(
      `${bar.hidden.length} of ${bar.buttons} buttons are cut off or out of sight in ${what}: ${bar.hidden.slice(0, 6).join(', ')}${bar.hidden.length > 6 ? ', …' : ''}`,
    );
  return found;
}

/** The visible text of the page's elements (their own text nodes), for the pseudo-locale's check. */
function visibleTexts() {
  const { document, NodeFilter } = globalThis;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const words = node.textContent.trim();
    const box = node.parentElement?.getBoundingClientRect();
    if (
      words !== '' &&
      box &&
      box.width > 0 &&
      box.height > 0 &&
      node.parentElement.checkVisibility?.() !== false
    )
      texts.push(words);
  }
  return texts;
}

/** Opens one sample at one size, waits for it to settle, photographs it and checks it. */
async function check(state, size, label, language = 'en') {
  const where = `${state.game} ${state.name} (${state.steps} steps) at ${size.width}×${size.height}${label}${language === 'en' ? '' : ` in ${language}`}`;
  const phone = size.label !== undefined;
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    ...(phone ? { deviceScaleFactor: 3, isMobile: true, hasTouch: true } : {}),
    reducedMotion: 'reduce',
    locale: language === 'fr' ? 'fr-FR' : 'en-GB',
  });
  // This device's choice of language, as the switch in the top bar keeps it.
  await context.addInitScript((chosen) => localStorage.setItem('flotilla.language', chosen), language);
  const page = await context.newPage();
  watch(page, where);
  const route = `#/sample/${state.game}/${state.players}/${state.seed ?? 'visual'}/${state.steps}`;
  try {
    await page.goto(`${url}/${route}`);
    await page.locator('.table-screen').waitFor({ timeout: 20_000 });
    // A table that fails to draw is photographed and measured all the same: its page still shows.
    const drawn = await page
      .locator('#table-canvas canvas')
      .waitFor({ timeout: 20_000 })
      // At the end an idle bar may give its row to the table: settled is enough, seen or not.
      .then(() => page.locator('#action-bar:not(.settling)').waitFor({ state: 'attached', timeout: 20_000 }))
      .then(
        () => true,
        () => false,
      );
    await page.evaluate('document.fonts.ready.then(() => undefined)');
    await page.waitForTimeout(SETTLE_MS);
    const file = `${state.game}-${state.name}-${size.width}x${size.height}${language === 'en' ? '' : `-${language}`}.png`;
    await page.screenshot({ path: path.join(shots, file) });
    const m = await page.evaluate(measure);
    // The canvas's smallest visible words, in CSS pixels as drawn (the table answers `measure-text`).
    const smallest = await page.locator('#table-canvas').evaluate((host) => {
      host.dispatchEvent(new Event('measure-text'));
      return {
        px: Number(host.dataset.smallestText),
        words: host.dataset.smallestTextWords ?? '',
        texts: JSON.parse(host.dataset.canvasTexts ?? '[]'),
      };
    });
    const found = drawn ? [] : ['the table did not draw (no canvas, or its offers never settled)'];
    const spoken = await page.evaluate(() => globalThis.document.documentElement.lang);
    if (spoken !== language) found.push(`the page speaks "${spoken}", not "${language}"`);
    for (const cut of smallest.texts.filter((text) => text.cut).slice(0, 5))
      found.push(`canvas text cut by the canvas's edge: "${cut.text}"`);
    const allTexts = [...(await page.evaluate(visibleTexts)), ...smallest.texts.map((text) => text.text)];
    for (const key of [...new Set(allTexts.filter((text) => MESSAGE_KEY.test(text)))].slice(0, 5))
      found.push(`a message key shown instead of its words: "${key.slice(0, 80)}"`);
    if (language === PSEUDO) {
      const plain = allTexts.filter((text) => PLAIN_ENGLISH.test(text) && !PSEUDO_MARKS.test(text));
      for (const text of [...new Set(plain)].slice(0, 8))
        found.push(`words not extracted: "${text.slice(0, 80)}"`);
    }
    const { scrollHeight, scrollWidth, innerHeight, innerWidth } = m.scroll;
    if (scrollHeight > innerHeight && size.upright !== true)
      found.push(`the page scrolls down: ${scrollHeight} px tall in ${innerHeight}`);
    if (scrollWidth > innerWidth)
      found.push(`the page scrolls sideways: ${scrollWidth} px wide in ${innerWidth}`);
    found.push(...barProblems(m.bar, 'the action bar'));
    // A row folded into one button (too many offers for two rows): opened, its offers are all in sight.
    const folded = page.locator('#action-bar button.act-more');
    const folds = await folded.count();
    for (let i = 0; i < folds; i++) {
      const opener = folded.nth(i);
      const name = (await opener.getAttribute('aria-label')) ?? '';
      const behind = JSON.parse((await opener.getAttribute('data-actions')) ?? '[]').length;
      await opener.click();
      await page.locator('#action-bar button.act-back').waitFor({ timeout: 2_000 });
      if (i === 0) await page.screenshot({ path: path.join(shots, file.replace('.png', '-opened.png')) });
      const opened = await page.evaluate(measure);
      // A family opened shows its rows, some folded again: each of those opened has its offers in sight too.
      const inSight = await page.locator('#action-bar button.act').count();
      const inner = page.locator('#action-bar button.act-more');
      let nested = 0;
      for (let j = 0; j < (await inner.count()); j++) {
        const row = inner.nth(j);
        const rowName = (await row.getAttribute('aria-label')) ?? '';
        const rowBehind = JSON.parse((await row.getAttribute('data-actions')) ?? '[]').length;
        nested += rowBehind;
        await row.click();
        await page.locator('#action-bar button.act-back').waitFor({ timeout: 2_000 });
        const rowOffers = await page.locator('#action-bar button.act').count();
        if (rowOffers !== rowBehind)
          found.push(`"${rowName}" opened shows ${rowOffers} of its ${rowBehind} offers`);
        found.push(
          ...barProblems((await page.evaluate(measure)).bar, `the action bar with "${rowName}" opened`),
        );
        await page.keyboard.press('Escape');
        await inner.nth(j).waitFor({ timeout: 2_000 });
      }
      if (inSight + nested !== behind)
        found.push(`"${name}" opened shows ${inSight + nested} of its ${behind} offers`);
      found.push(...barProblems(opened.bar, `the action bar with "${name}" opened`));
      await page.keyboard.press('Escape');
      await folded.nth(i).waitFor({ timeout: 2_000 });
    }
    if (folds > 0) step(`${where}: ${folds} folded row(s) each opened with every offer in sight`);
    for (const overlap of m.overlaps) found.push(`text over text: ${overlap}`);
    // Upright, the page scrolls down: text below the screen's edge is out of sight, not cut.
    const edges = m.edges.filter((e) => size.upright !== true || !e.endsWith("past the screen's edge"));
    for (const edge of edges.slice(0, 5)) found.push(`text cut: ${edge}`);
    if (edges.length > 5) found.push(`… and ${edges.length - 5} more texts cut`);
    for (const image of m.images) found.push(`image not loaded: ${image}`);
    if (!m.fonts.cinzel || !m.fonts.loaded.includes('Cinzel'))
      found.push(`Cinzel is not loaded (loaded: ${m.fonts.loaded.join(', ') || 'none'})`);
    if (!m.fonts.alegreya || !m.fonts.loaded.includes('Alegreya Sans'))
      found.push(`Alegreya Sans is not loaded (loaded: ${m.fonts.loaded.join(', ') || 'none'})`);
    if (m.latestLogOnScreen === false && size.upright !== true)
      found.push('the latest log line is off screen');
    if (state.name === 'over' && m.scoresOnScreen !== true && size.upright !== true)
      found.push(`the final scores are ${m.scoresOnScreen === null ? 'not shown' : 'off screen'}`);
    if (drawn && label === '' && !(smallest.px >= MIN_TEXT_PX))
      found.push(`canvas text at ${smallest.px} px, under ${MIN_TEXT_PX}: "${smallest.words}"`);
    for (const problem of found) problems.push(`${where}: ${problem}`);
    step(
      `${where}: ${file}, smallest canvas text ${smallest.px} px ("${smallest.words}"), ${m.bar.rows} bar row(s), page ${scrollWidth}×${scrollHeight}, ${found.length} problem(s) · ${m.status}`,
    );
  } catch (error) {
    problems.push(`${where} (${route}): ${error instanceof Error ? error.message : error}`);
  } finally {
    await context.close();
  }
}

try {
  // VISUAL_ONLY=eollis (or eollis-offers) photographs only the states whose name contains it.
  const only = process.env.VISUAL_ONLY ?? '';
  for (const state of STATES.filter((s) => `${s.game}-${s.name}`.includes(only))) {
    if (LANGUAGES.includes('en')) for (const size of DESKTOPS) await check(state, size, '');
    for (const language of LANGUAGES.filter((l) => l !== 'en')) await check(state, DESKTOPS[0], '', language);
    // Phones in English and French (longer words): every offer in sight or one or two clicks away, no scrolling.
    if (state.phone)
      for (const language of LANGUAGES.filter((l) => l !== PSEUDO))
        for (const size of PHONES) await check(state, size, size.label, language);
  }
} catch (error) {
  fail(error);
} finally {
  await finish();
}
