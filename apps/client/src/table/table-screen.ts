// A table in play: status line, the Phaser canvas (loaded on demand), the action bar, the log, the final scores.
import type { TableState } from '@flotilla/protocol';
import type { GameEvent, TableConnection } from '../net/connection';
import { gameCard } from '../lobby/games';
import { announce, h, mount } from '../ui/dom';
import {
  legalActions,
  tableModel,
  type DieFace,
  type SheetModel,
  type TableModel,
} from './captains-war-model';
import { PHASE_WORDS, actionLabel, actionOrder, eventSentence } from './captains-war-labels';
import type { PhaserTable } from './phaser-table';
import type { Reveal } from './art/boarding-art';

export interface TableScreen {
  readonly element: HTMLElement;
  update(state: TableState): void;
  events(events: ReadonlyArray<GameEvent>): void;
  /** The server refused our last action: offer the same choices again. */
  refused(): void;
  close(): void;
}

function genericLabel(action: Record<string, unknown>): string {
  const rest = Object.entries(action)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key} ${String(value)}`);
  return [String(action.type), ...rest].join(' · ');
}

const SCORE_WORDS: Record<string, string> = {
  acquisitions: 'Acquisitions',
  attributeTrack: 'Attribute track',
  boatTrack: 'Boat track',
  attacksInitiated: 'Attacks',
  warBonus: 'War bonus',
  commandBonuses: 'Command bonuses',
  leftoverResources: 'Leftovers',
  total: 'Total RP',
  rank: 'Rank',
};

/** One sentence per sheet: what the canvas shows, for screen readers. */
function sheetSentence(sheet: SheetModel): string {
  const chest = ['pearl', 'wood', 'gem', 'barrel'].map((r, i) => `${sheet.chest[i] ?? 0} ${r}`).join(', ');
  const crew = sheet.crew
    .map((n, i) => (n > 0 ? `${n} of Strength ${i + 1}` : ''))
    .filter(Boolean)
    .join(', ');
  return (
    `${sheet.name}${sheet.you ? ' (you)' : ''}: ${sheet.gold} GP; chest ${chest}; crew ${crew || 'none'}; ` +
    `${sheet.acquired.attributes} attribute and ${sheet.acquired.boats} boat acquisitions; ` +
    `Attribute track ${sheet.track.attributes}, Boat track ${sheet.track.boats}; ${sheet.battles} battles.`
  );
}

const reducedMotionQuery =
  typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

export function tableScreen(conn: TableConnection, onLeave: () => void): TableScreen {
  const heading = h('h1', { class: 'table-title' }, 'Table');
  const statusLine = h('p', { class: 'table-status', 'aria-live': 'polite' });
  const clock = h('span', { class: 'turn-clock', 'aria-label': 'Time left to decide' });
  const canvasHost = h('div', {
    id: 'table-canvas',
    class: 'table-canvas',
    role: 'img',
    'aria-label': 'The table',
    'data-rolls': '0',
  });
  const loading = h('p', { class: 'loading' }, 'Setting the table…');
  canvasHost.append(loading);
  const bar = h('div', {
    id: 'action-bar',
    class: 'action-bar',
    role: 'toolbar',
    'aria-label': 'Your actions',
  });
  const log = h('ol', { class: 'game-log', 'aria-label': 'Game log' });
  const summary = h('ul', {
    class: 'visually-hidden',
    id: 'sheet-summary',
    'aria-label': "Captains' sheets",
  });
  const scores = h('section', { class: 'scores', hidden: true, 'aria-label': 'Final scores' });
  const motion = h('input', {
    type: 'checkbox',
    id: 'reduce-motion',
    checked: reducedMotionQuery?.matches === true,
  });
  const leave = h('button', { type: 'button', class: 'secondary' }, 'Leave table');
  leave.addEventListener('click', () => {
    void conn.leave().finally(onLeave);
  });
  const element = h(
    'div',
    { class: 'table-screen' },
    h(
      'div',
      { class: 'table-head' },
      heading,
      statusLine,
      h('label', { class: 'check' }, motion, ' Reduce motion'),
      leave,
    ),
    canvasHost,
    summary,
    bar,
    scores,
    h('details', { class: 'log-box', open: true }, h('summary', {}, 'Game log'), log),
  );

  let table: PhaserTable | null = null;
  let loadingTable = false;
  let closed = false;
  let model: TableModel | null = null;
  let legal: ReadonlyArray<Record<string, unknown>> = [];
  let sentKey = '';
  let currentKey = '';
  let rolls = 0;
  let deadline = 0;
  let lastState: TableState | null = null;
  const tick = (): void => {
    const left = Math.ceil((deadline - Date.now()) / 1000);
    clock.textContent = deadline > 0 && left >= 0 ? `⏱ ${left} s` : '';
    clock.classList.toggle('urgent', deadline > 0 && left <= 10);
  };
  const clockTimer = window.setInterval(tick, 500);
  const queuedRolls: Array<ReadonlyArray<DieFace>> = [];

  // Digits 1–9 take the action bar's buttons in order, unless typing in a field.
  const onKey = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    const n = Number(event.key);
    if (!Number.isInteger(n) || n < 1 || n > 9) return;
    bar.querySelectorAll<HTMLButtonElement>('button.act')[n - 1]?.click();
  };
  document.addEventListener('keydown', onKey);

  motion.addEventListener('change', () => table?.setReducedMotion(motion.checked));

  const ensureTable = (): void => {
    if (table !== null || loadingTable) return;
    loadingTable = true;
    void import('./phaser-table').then(({ mountCaptainsWarTable }) => {
      if (closed) return;
      loading.remove();
      table = mountCaptainsWarTable(canvasHost, model?.sheets.length ?? 2, {
        intent: (action) => send(action),
        diceLanded: () => {
          rolls += 1;
          canvasHost.dataset.rolls = String(rolls);
        },
      });
      table.setReducedMotion(motion.checked);
      if (model) table.show(model, legal);
      for (const faces of queuedRolls.splice(0)) table.roll(faces);
    });
  };

  const send = (action: Record<string, unknown>): void => {
    // One action per offer: several patches can carry the same legal actions.
    if (sentKey === currentKey) return;
    sentKey = currentKey;
    conn.send('act', { action });
    for (const button of bar.querySelectorAll('button')) button.disabled = true;
  };

  const renderBar = (state: TableState): void => {
    const words = model ? (a: Record<string, unknown>) => actionLabel(a, model as TableModel) : genericLabel;
    const sorted = [...legal].sort((a, b) => actionOrder(a) - actionOrder(b));
    const buttons = sorted.map((action, i) =>
      h(
        'button',
        {
          type: 'button',
          class: `act act-${String(action.type)}`,
          'data-action': JSON.stringify(action),
          'aria-keyshortcuts': i < 9 ? String(i + 1) : null,
          title: i < 9 ? `Key ${i + 1}` : null,
          disabled: sentKey === currentKey,
          onclick: () => send(action),
        },
        words(action),
      ),
    );
    const idle =
      conn.seat === null
        ? 'You are watching.'
        : state.status === 'over'
          ? 'The game is over.'
          : 'Waiting for the other captains…';
    const hadFocus = bar.contains(document.activeElement);
    mount(bar, ...(buttons.length > 0 ? buttons : [h('p', { class: 'idle' }, idle)]));
    if (hadFocus) bar.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  };

  const renderScores = (state: TableState): void => {
    const raw = state.captainsWar?.result ?? '';
    if (state.status !== 'over' || raw === '') return;
    try {
      const result = JSON.parse(raw) as { scores: ReadonlyArray<Record<string, number>> };
      const cols = Object.keys(SCORE_WORDS).filter(
        (c) => c !== 'leftoverResources' || result.scores.some((s) => (s[c] ?? 0) !== 0),
      );
      const winners = result.scores
        .filter((s) => s.rank === 1)
        .map((s) => model?.sheets[s.captain ?? -1]?.name ?? `Captain ${(s.captain ?? 0) + 1}`);
      scores.hidden = false;
      mount(
        scores,
        h('h2', {}, 'Final scores'),
        h(
          'p',
          { class: 'winner' },
          `★ ${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'win'} the Captains' War!`,
        ),
        h(
          'table',
          {},
          h(
            'thead',
            {},
            h('tr', {}, h('th', {}, 'Captain'), ...cols.map((c) => h('th', {}, SCORE_WORDS[c] ?? c))),
          ),
          h(
            'tbody',
            {},
            ...result.scores.map((s) =>
              h(
                'tr',
                {},
                h('td', {}, model?.sheets[s.captain ?? -1]?.name ?? `Captain ${(s.captain ?? 0) + 1}`),
                ...cols.map((c) => h('td', {}, String(s[c] ?? ''))),
              ),
            ),
          ),
        ),
      );
    } catch {
      scores.hidden = true;
    }
  };

  return {
    element,
    update(state) {
      lastState = state;
      deadline = state.status === 'playing' ? state.deadline : 0;
      tick();
      const card = gameCard(state.game);
      heading.textContent = card?.title ?? state.game;
      model = state.game === 'captains-war' ? tableModel(state, conn.seat) : null;
      legal = legalActions(state, conn.seat);
      currentKey = `${state.version}:${JSON.stringify(legal)}`;
      if (model) {
        const active = model.sheets[model.active];
        const whose = active?.you ? 'your turn' : `${active?.name ?? '?'}'s turn`;
        statusLine.textContent =
          state.status === 'over'
            ? `Game over after ${model.turn} turns`
            : `Turn ${model.turn} · ${whose} · ${PHASE_WORDS[model.phase] ?? model.phase}`;
        canvasHost.setAttribute('aria-label', `Captains' War table: ${statusLine.textContent}`);
        mount(summary, ...model.sheets.map((sheet) => h('li', {}, sheetSentence(sheet))));
        ensureTable();
        table?.show(model, legal);
      } else {
        statusLine.textContent = `Status: ${state.status}`;
        loading.textContent = 'This game has no table drawing yet: use the action bar.';
      }
      renderBar(state);
      renderScores(state);
    },
    events(events) {
      for (const event of events) {
        if (event.type === 'diceRolled' && Array.isArray(event.faces)) {
          const faces = event.faces as ReadonlyArray<DieFace>;
          if (table) table.roll(faces);
          else queuedRolls.push(faces);
        }
        if (
          event.type === 'diePicked' &&
          typeof event.captain === 'number' &&
          typeof event.die === 'number'
        ) {
          table?.fly(event.captain, event.die);
        }
        if (event.type === 'boardingRevealed') table?.reveal(event as Reveal);
        const sentence = eventSentence(event, model);
        if (sentence !== null) {
          log.prepend(h('li', {}, sentence));
          while (log.children.length > 80) log.lastElementChild?.remove();
        }
        if (event.type === 'gameOver') announce('The game is over.');
      }
    },
    refused() {
      sentKey = '';
      if (lastState) renderBar(lastState);
    },
    close() {
      closed = true;
      window.clearInterval(clockTimer);
      document.removeEventListener('keydown', onKey);
      table?.destroy();
    },
  };
}
