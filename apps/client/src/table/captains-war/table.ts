// The Captains' War table: sheets and dice on the canvas, its words for the action bar and log, the score table.
import type { TableState } from '@flotilla/protocol';
import type { GameTableOf } from '../game-table';
import { h, mount } from '../../ui/dom';
import { whyNotList } from '../why-not-list';
import { tableModel, type TableModel } from './model';
import { sheetSentence } from './art/sheet-words';
import { offerGroup } from './offer-groups';
import { actionLabel, actionOrder, eventSentence, statusLine, whyNotLines } from './labels';
import { mountCaptainsWarTable, type CaptainsWarPhaserTable } from './phaser-table';
import { scoreBoard, winnerSentence } from './score-lines';
import { cw, youWord } from './terms';

/** The score table: each printed scoring line with its points per captain, the winner celebrated. */
function scoreTable(state: TableState, model: TableModel | null): HTMLElement | null {
  const raw = state.captainsWar?.result ?? '';
  if (state.status !== 'over' || raw === '') return null;
  const names = model?.sheets.map((s) => (s.you ? youWord(true) : s.name)) ?? [];
  const board = scoreBoard(raw, names);
  if (board === null) return null;
  const cell = (value: string, winner: boolean, tag: 'td' | 'th' = 'td') =>
    h(tag, winner ? { class: 'won' } : {}, value);
  return h(
    'div',
    { class: 'final' },
    h('h2', {}, cw('results.title')),
    h(
      'p',
      { class: 'winner', role: 'status' },
      h('span', { class: 'trophy', 'aria-hidden': 'true' }, '★'),
      ` ${cw('results.won', { sentence: winnerSentence(board.winners) })}`,
    ),
    board.reason ? h('p', { class: 'hint' }, cw('results.reason', { reason: board.reason })) : null,
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, cw('results.scoring')),
          ...board.columns.map((c) =>
            h('th', { scope: 'col', class: c.winner ? 'won' : null }, `${c.winner ? '★ ' : ''}${c.name}`),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        ...board.lines.map((line) =>
          h(
            'tr',
            { class: line.total ? 'total' : null, 'data-line': line.key },
            h('th', { scope: 'row' }, line.label),
            ...line.values.map((v, i) => cell(v, board.columns[i]?.winner === true)),
          ),
        ),
      ),
    ),
  );
}

export const captainsWarTable: GameTableOf<'captains-war'> = (context) => {
  const host = context.canvasHost;
  let phaser: CaptainsWarPhaserTable | null = null;
  let model: TableModel | null = null;
  let rolls = 0;
  /** The loot dice are tumbling: the bar already names the faces they will land on. */
  let rolling = false;
  let reducedMotion = context.reducedMotion;
  host.dataset.rolls = '0';

  // Keyboard access to every sheet: one button each opens it large; Escape closes it.
  const sheetButtons = h('div', { class: 'sheet-buttons', role: 'group', 'aria-label': cw('sheets.open') });
  // Why an acquisition, a purchase or an attack is not offered: the rules' reasons, said under the table (the
  // sheet says them on hover too).
  const whyNot = whyNotList();
  const controls = h(
    'div',
    { class: 'table-controls' },
    h('span', { class: 'hint' }, cw('sheets.label')),
    sheetButtons,
    whyNot.element,
  );
  let buttonsKey = '';
  const renderButtons = (m: TableModel): void => {
    const key = m.sheets.map((s) => `${s.name}${s.you}`).join('|');
    if (key === buttonsKey) return;
    buttonsKey = key;
    mount(
      sheetButtons,
      ...m.sheets.map((s) =>
        h(
          'button',
          {
            type: 'button',
            class: 'secondary small sheet-button',
            'aria-pressed': 'false',
            'data-captain': s.captain,
            onclick: () => phaser?.openSheet(s.captain),
          },
          cw('sheets.button', { name: s.name, context: s.you ? 'you' : undefined }),
        ),
      ),
    );
  };
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') phaser?.closeSheet();
  };
  document.addEventListener('keydown', onKey);

  const ensureCanvas = (captains: number): CaptainsWarPhaserTable => {
    phaser ??= mountCaptainsWarTable(host, captains, {
      intent: (action) => context.intent(action),
      diceRolled: () => {
        rolling = true;
      },
      diceLanded: () => {
        rolls += 1;
        host.dataset.rolls = String(rolls);
        rolling = false;
        context.settled();
      },
      revealed: (reveal, shown) => {
        host.dataset.reveal = `${reveal.attackerTotal}-${reveal.defenderTotal}`;
        window.setTimeout(() => delete host.dataset.reveal, shown - 200);
      },
      // What the overlay prints over each ship, for tests and screenshots.
      navalShown: (fleets) => {
        host.dataset.naval = fleets.map((f) => f.verdict).join(' | ');
      },
      sheetOpened: (captain) => {
        if (captain === null) delete host.dataset.open;
        else host.dataset.open = String(captain);
        for (const button of sheetButtons.querySelectorAll('button')) {
          button.setAttribute('aria-pressed', String(button.dataset.captain === String(captain)));
        }
      },
    });
    phaser.setReducedMotion(reducedMotion);
    return phaser;
  };

  return {
    controls,
    update(state, legal) {
      model = tableModel(state, context.seat);
      if (model === null) return { status: cw('status.raw', { status: state.status }), summary: [] };
      ensureCanvas(model.sheets.length).show(model, legal);
      renderButtons(model);
      whyNot.show(whyNotLines(model));
      // Tests read what the viewer's own secret draft shows; it exists only for a side of the boarding.
      const draft = model.boarding?.winner === -1 ? model.boarding.yourDraft : null;
      if (draft === null || draft === undefined) delete host.dataset.draft;
      else host.dataset.draft = draft.join(',');
      const status = statusLine(model);
      return { status, summary: model.sheets.map(sheetSentence) };
    },
    events: (events) => phaser?.hear(events),
    busy: () => rolling,
    label: (action) => (model ? actionLabel(action, model) : action.type),
    order: actionOrder,
    group: (action) => (model ? offerGroup(action, model) : null),
    sentence: (event) => eventSentence(event, model),
    results: (state) => scoreTable(state, model),
    setReducedMotion: (on) => {
      reducedMotion = on;
      phaser?.setReducedMotion(on);
    },
    destroy: () => {
      document.removeEventListener('keydown', onKey);
      phaser?.destroy();
    },
  };
};
