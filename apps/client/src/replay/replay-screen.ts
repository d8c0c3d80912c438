// A finished game played back in the very table of live play: the replay bar (play, step, jump, speed, scrubber,
// keys), the lens (the audience, one seat, the whole truth), the log of the lens beside the table (a line jumps
// there), and the verdict on the dice. The rules rebuild every step in this tab (`Replay`); the table only draws.
import { gameCard } from '../lobby/games';
import { rulesButton } from '../lobby/rules-dialog';
import type { GameEvent } from '../net/connection';
import type { GameTable } from '../table/game-table';
import { followSystemMotion, systemMotionQuery } from '../table/motion';
import { loadTable, loadTableWords } from '../table/tables';
import { ensureNamespaces, t } from '../i18n/i18n';
import { h, mount } from '../ui/dom';
import type { ArchivedGame } from './archive';
import { chaptersOf, type Chapter } from './chapters';
import { hiddenFacts } from './hidden-facts';
import type { Lens } from './replay-model';
import { Replay, proofProblems } from './replay-model';
import { lensEvents, lensSeat, replayTableState } from './replay-table';

export interface ReplayScreen {
  readonly element: HTMLElement;
  close(): void;
}

export const SPEEDS = [0.5, 1, 2, 4] as const;
/** One action a second at 1×; a table still animating holds the next step until it settles. */
const STEP_MS = 1000;

function lensKey(lens: Lens): string {
  return lens.kind === 'seat' ? `seat-${lens.seat}` : lens.kind;
}

function lensOf(key: string): Lens {
  if (key === 'truth') return { kind: 'truth' };
  const seat = /^seat-(\d+)$/.exec(key);
  return seat?.[1] !== undefined ? { kind: 'seat', seat: Number(seat[1]) } : { kind: 'audience' };
}

/** Shown when the proof cannot be played back at all: why, and the way back. */
function unplayable(title: string, why: string): ReplayScreen {
  const element = h(
    'div',
    { class: 'replay-holder' },
    h('h1', {}, title),
    h('p', { class: 'verdict bad', role: 'alert' }, why),
    h('p', {}, h('a', { href: '#/' }, t('common:backToLobby'))),
  );
  return { element, close: () => undefined };
}

/**
 * The replay of a finished game, once its words are here: the replay's own and the game's table's (an Eollis
 * replay's truth names its Event cards from `eollisCards`).
 */
export async function replayScreen(
  archived: ArchivedGame,
  opened = performance.now(),
): Promise<ReplayScreen> {
  await Promise.all([ensureNamespaces(['replay']), loadTableWords(archived.game)]);
  return replayScreenNow(archived, opened);
}

/** The replay's screen, drawn at once: its namespaces are loaded (`replayScreen`). */
export function replayScreenNow(archived: ArchivedGame, opened = performance.now()): ReplayScreen {
  const title = t('replay:title', { game: gameCard(archived.game)?.title ?? archived.game });
  const built = Replay.open(archived.proof);
  if (!built.ok) return unplayable(title, t('replay:unplayable', { why: proofProblems(built.check) }));
  const replay = built.replay;
  const name = (seat: number): string => archived.seats[seat]?.name || t('replay:seat', { number: seat + 1 });

  let step = 0;
  let lens: Lens = { kind: 'audience' };
  let speed = 1;
  let playing = false;
  let playTimer = 0;
  let table: GameTable | null = null;
  let closed = false;
  let chapters: Chapter[] = [];
  /** Every step's events, whoever heard them, kept from one walk of the game (the log of any lens reads it). */
  let stepEvents: ReadonlyArray<ReadonlyArray<GameEvent & { readonly to: 'all' | number }>> | null = null;

  const verdict = h(
    'p',
    { class: `verdict ${replay.check.ok ? 'good' : 'bad'}`, role: replay.check.ok ? 'status' : 'alert' },
    `${replay.check.ok ? '✓' : '✗'} ${replay.verdict}`,
  );
  const statusLine = h('p', { class: 'table-status', 'aria-live': 'polite' });
  const lensPick = h(
    'select',
    { id: 'replay-lens', 'aria-label': t('replay:lens.label') },
    h('option', { value: 'audience' }, t('replay:lens.audience')),
    ...(archived.proof.seats > 0
      ? Array.from({ length: archived.proof.seats }, (_, seat) =>
          h('option', { value: `seat-${seat}` }, t('replay:lens.seat', { name: name(seat) })),
        )
      : []),
    h('option', { value: 'truth' }, t('replay:lens.truth')),
  );
  const motion = h('input', { type: 'checkbox', id: 'reduce-motion' });
  const canvasHost = h('div', {
    id: 'table-canvas',
    class: 'table-canvas',
    role: 'img',
    'aria-label': t('replay:screen.canvas'),
  });
  canvasHost.append(
    h('div', { class: 'loading', role: 'status' }, h('progress', {}), t('replay:screen.loading')),
  );
  const summary = h('ul', { class: 'visually-hidden', 'aria-label': t('replay:screen.summary') });
  const results = h('section', {
    class: 'scores',
    hidden: true,
    'aria-label': t('replay:screen.finalScores'),
  });
  const facts = h('section', {
    class: 'hidden-facts',
    hidden: true,
    'aria-label': t('replay:screen.hidden'),
  });

  // The bar.
  /** A bar button; `key` is the key that does the same (`aria-keyshortcuts`), named in the tooltip. */
  type BarButton = { id: string; text: string; label: string; key: string; onclick: () => void };
  const button = ({ id, text, label, key, onclick }: BarButton) =>
    h(
      'button',
      {
        type: 'button',
        id,
        class: 'secondary',
        'aria-label': label,
        title: t('replay:bar.tip', { label, keys: t(`replay:bar.keyNames.${key}`) }),
        'aria-keyshortcuts': key,
        onclick,
      },
      text,
    );
  const first = button({
    id: 'replay-first',
    text: '|◀',
    label: t('replay:bar.first'),
    key: 'Home',
    onclick: () => go(0),
  });
  const back = button({
    id: 'replay-back',
    text: '◀',
    label: t('replay:bar.back'),
    key: 'ArrowLeft',
    onclick: () => go(step - 1),
  });
  const play = button({
    id: 'replay-play',
    text: t('replay:bar.playButton'),
    label: t('replay:bar.play'),
    key: 'Space',
    onclick: () => setPlaying(!playing),
  });
  const forward = button({
    id: 'replay-forward',
    text: '▶',
    label: t('replay:bar.forward'),
    key: 'ArrowRight',
    onclick: () => go(step + 1, true),
  });
  const last = button({
    id: 'replay-last',
    text: '▶|',
    label: t('replay:bar.last'),
    key: 'End',
    onclick: () => go(replay.length),
  });
  const speedPick = h(
    'select',
    { id: 'replay-speed', 'aria-label': t('replay:bar.speed') },
    ...SPEEDS.map((s) => h('option', { value: String(s), selected: s === 1 }, `${s === 0.5 ? '½' : s}×`)),
  );
  const scrubber = h('input', {
    type: 'range',
    id: 'replay-scrubber',
    min: 0,
    max: replay.length,
    value: 0,
    'aria-label': t('replay:bar.step'),
  });
  const position = h('span', { class: 'replay-position', 'aria-live': 'off' });
  const jump = h(
    'select',
    { id: 'replay-jump', 'aria-label': t('replay:bar.jump'), disabled: true },
    h('option', { value: '' }, t('replay:bar.jumpPrompt')),
  );
  const keys = h('span', { class: 'hint replay-keys' }, t('replay:bar.keys'));
  const bar = h(
    'div',
    { class: 'replay-bar', role: 'toolbar', 'aria-label': t('replay:bar.label') },
    h('span', { class: 'replay-buttons' }, first, back, play, forward, last),
    scrubber,
    position,
    h('label', { class: 'replay-speed' }, t('replay:bar.speedField'), speedPick),
    jump,
    keys,
  );
  const log = h('ol', { class: 'game-log replay-log', 'aria-label': t('replay:screen.log') });

  const element = h(
    'div',
    { class: 'replay-holder table-screen' },
    h(
      'div',
      { class: 'table-head' },
      h('h1', { class: 'table-title' }, title),
      statusLine,
      h('label', { class: 'check' }, t('replay:lens.field'), lensPick),
      h('label', { class: 'check' }, motion, t('replay:screen.reduceMotion')),
      rulesButton(() => archived.game),
      h('a', { href: '#/', class: 'button secondary', id: 'replay-leave' }, t('replay:screen.lobby')),
    ),
    verdict,
    h(
      'div',
      { class: 'replay-layout' },
      h('div', { class: 'replay-main' }, canvasHost, summary, bar, results),
      h(
        'aside',
        { class: 'replay-side' },
        facts,
        h('details', { class: 'log-box', open: true }, h('summary', {}, t('replay:screen.log')), log),
      ),
    ),
  );

  const draw = (animate: boolean): void => {
    const frame = replayTableState(replay, step, lens, archived.seats);
    element.dataset.step = String(step);
    element.dataset.lens = lensKey(lens);
    scrubber.value = String(step);
    position.textContent = t('replay:bar.position', { step, total: replay.length });
    first.disabled = back.disabled = step === 0;
    forward.disabled = last.disabled = step === replay.length;
    if (lens.kind === 'truth') {
      const at = replay.at(step).state;
      const lines = hiddenFacts(
        archived.game,
        replay.game.truth(at),
        replay.game.view(at, 'spectator'),
        name,
      );
      mount(
        facts,
        h('h2', {}, t('replay:screen.truth')),
        lines.length === 0
          ? h('p', { class: 'hint' }, t('replay:screen.nothingHidden'))
          : h('ul', {}, ...lines.map((line) => h('li', {}, line))),
      );
    }
    facts.hidden = lens.kind !== 'truth';
    markLog();
    if (table === null) return;
    const shown = table.update(frame.state, []);
    statusLine.textContent = shown.status;
    canvasHost.setAttribute('aria-label', t('replay:screen.canvasStatus', { title, status: shown.status }));
    mount(summary, ...shown.summary.map((line) => h('li', {}, line)));
    const box = table.results(frame.state);
    results.hidden = box === null;
    if (box !== null) mount(results, box);
    if (animate) table.events(frame.events);
  };

  function go(to: number, animate = false): void {
    const target = Math.max(0, Math.min(replay.length, Math.round(to)));
    if (target === step && !animate) return draw(false);
    if (target === step) return;
    // Only one step forward animates, as it would have live; a jump shows where it lands.
    const oneForward = target === step + 1;
    step = target;
    draw(animate && oneForward && !motion.checked);
    if (step === replay.length) setPlaying(false);
  }

  const tick = (): void => {
    if (!playing || closed) return;
    // A table still animating (the dice) holds the next step: a replay reads like the game did.
    if (table?.busy?.() !== true) go(step + 1, true);
    if (playing) playTimer = window.setTimeout(tick, STEP_MS / speed);
  };
  function setPlaying(on: boolean): void {
    playing = on && step < replay.length;
    window.clearTimeout(playTimer);
    play.textContent = playing ? t('replay:bar.pauseButton') : t('replay:bar.playButton');
    play.setAttribute('aria-label', playing ? t('replay:bar.pause') : t('replay:bar.play'));
    if (playing) playTimer = window.setTimeout(tick, STEP_MS / speed);
  }

  // The log of the lens: every line of the game, numbered line by line as the live table's log is (by action, an
  // action's several lines would repeat its number: 4, 4, 5, 5…); each line keeps the action it follows for its
  // tooltip and its jump. The lines after the current step are dimmed, so a click can jump forward as
  // well as back.
  function fillLog(): void {
    if (table === null || stepEvents === null) return;
    const filled: Array<{ step: number; element: HTMLElement }> = [];
    stepEvents.forEach((events, index) => {
      for (const event of lensEvents(events, lens)) {
        const sentence = (table as GameTable).sentence(event);
        if (sentence === null) continue;
        const element = h(
          'li',
          {
            'data-step': String(index),
            tabindex: 0,
            title: t('replay:screen.jumpToAction', { step: index }),
          },
          sentence,
        );
        filled.push({ step: index, element });
      }
    });
    lines = filled;
    mount(log, ...filled.map((line) => line.element));
    markLog(true);
  }
  /** The log's lines in order, with the step each follows; and the step they were last marked for. */
  let lines: Array<{ readonly step: number; readonly element: HTMLElement }> = [];
  let marked = -1;
  /** The index of the first line after `at`. */
  const firstAfter = (at: number): number => {
    let lo = 0;
    let hi = lines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((lines[mid]?.step ?? 0) <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // Only the lines between the old step and the new change their marks: a jump over a long game restyles a few.
  function markLog(all = false): void {
    const from = all ? 0 : firstAfter(Math.min(marked, step) - 1);
    const to = all ? lines.length : firstAfter(Math.max(marked, step));
    for (let i = from; i < to; i++) {
      const line = lines[i];
      if (line === undefined) continue;
      line.element.classList.toggle('now', line.step === step);
      line.element.classList.toggle('later', line.step > step);
    }
    marked = step;
    // The log scrolls itself to the step (never the page), in the next frame's layout rather than a forced one.
    const now = lines[firstAfter(step) - 1];
    window.requestAnimationFrame(() => {
      if (now !== undefined) log.scrollTop = Math.max(0, now.element.offsetTop - log.clientHeight / 2);
    });
  }
  const jumpToLine = (event: Event): void => {
    const line = (event.target as HTMLElement).closest('li');
    if (line === null || line.dataset.step === undefined) return;
    if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
    setPlaying(false);
    go(Number(line.dataset.step));
  };
  log.addEventListener('click', jumpToLine);
  log.addEventListener('keydown', jumpToLine);

  // One walk of the whole game, after the first frame is on screen: the chapters to jump to and the log.
  const index = (): void => {
    if (closed) return;
    chapters = chaptersOf(replay, name);
    const events: Array<ReadonlyArray<GameEvent & { readonly to: 'all' | number }>> = [];
    for (let s = 0; s <= replay.length; s++)
      events.push(replay.at(s).events as ReadonlyArray<GameEvent & { readonly to: 'all' | number }>);
    stepEvents = events;
    replay.at(step);
    mount(
      jump,
      h('option', { value: '' }, t('replay:bar.jumpPrompt')),
      ...chapters.map((c) => h('option', { value: String(c.step) }, c.label)),
    );
    jump.disabled = false;
    fillLog();
  };

  const mountTable = (): void => {
    const seat = lensSeat(lens);
    void loadTable(archived.game).then((factory) => {
      if (closed) return;
      table?.destroy();
      element.querySelector('.table-controls')?.remove();
      canvasHost.replaceChildren();
      table = factory({
        seat,
        canvasHost,
        intent: () => undefined,
        settled: () => undefined,
        reducedMotion: motion.checked,
      });
      if (table.controls) {
        table.controls.classList.add('table-controls');
        canvasHost.after(table.controls);
      }
      draw(false);
      fillLog();
      if (element.dataset.firstFrameMs === undefined) {
        element.dataset.firstFrameMs = String(Math.round(performance.now() - opened));
        window.setTimeout(index, 0);
      }
    });
  };

  lensPick.addEventListener('change', () => {
    lens = lensOf(lensPick.value);
    mountTable();
  });
  speedPick.addEventListener('change', () => {
    speed = Number(speedPick.value) || 1;
    if (playing) setPlaying(true);
  });
  scrubber.addEventListener('input', () => {
    setPlaying(false);
    go(Number(scrubber.value));
  });
  jump.addEventListener('change', () => {
    if (jump.value === '') return;
    setPlaying(false);
    go(Number(jump.value));
    jump.value = '';
  });
  const applyMotion = (): void => table?.setReducedMotion(motion.checked);
  motion.addEventListener('change', applyMotion);
  const stopFollowingMotion = followSystemMotion(systemMotionQuery(), (reduced) => {
    motion.checked = reduced;
    applyMotion();
  });

  const onKey = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (document.querySelector('dialog[open]') !== null) return;
    // A focused list or slider keeps its own arrow keys.
    const target = event.target;
    if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return;
    if (target instanceof HTMLInputElement && target.type !== 'checkbox') return;
    const keyed: Record<string, () => void> = {
      ' ': () => setPlaying(!playing),
      ArrowLeft: () => go(step - 1),
      ArrowRight: () => go(step + 1, true),
      Home: () => go(0),
      End: () => go(replay.length),
    };
    const act = keyed[event.key];
    if (act === undefined) return;
    // Space on a focused button would click it as well.
    event.preventDefault();
    if (event.key !== ' ') setPlaying(false);
    act();
  };
  document.addEventListener('keydown', onKey);

  mountTable();
  return {
    element,
    close() {
      closed = true;
      window.clearTimeout(playTimer);
      stopFollowingMotion();
      document.removeEventListener('keydown', onKey);
      table?.destroy();
    },
  };
}
