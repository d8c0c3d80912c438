// The Captains' War table: sheets and dice on the canvas, its words for the action bar and log, the score table.
import type { TableState } from '@flotilla/protocol';
import type { GameTable, GameTableFactory } from '../game-table';
import { h } from '../../ui/dom';
import { tableModel, type DieFace, type SheetModel, type TableModel } from './model';
import { PHASE_WORDS, actionLabel, actionOrder, eventSentence } from './labels';
import { mountCaptainsWarTable, type PhaserTable } from './phaser-table';
import type { Reveal } from './art/boarding-art';

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

function scoreTable(state: TableState, model: TableModel | null): HTMLElement | null {
  const raw = state.captainsWar?.result ?? '';
  if (state.status !== 'over' || raw === '') return null;
  let result: { scores: ReadonlyArray<Record<string, number>> };
  try {
    result = JSON.parse(raw) as typeof result;
  } catch {
    return null;
  }
  const name = (s: Record<string, number>): string =>
    model?.sheets[s.captain ?? -1]?.name ?? `Captain ${(s.captain ?? 0) + 1}`;
  const cols = Object.keys(SCORE_WORDS).filter(
    (c) => c !== 'leftoverResources' || result.scores.some((s) => (s[c] ?? 0) !== 0),
  );
  const winners = result.scores.filter((s) => s.rank === 1).map(name);
  return h(
    'div',
    {},
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
          h('tr', {}, h('td', {}, name(s)), ...cols.map((c) => h('td', {}, String(s[c] ?? '')))),
        ),
      ),
    ),
  );
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : -1;
}

export const captainsWarTable: GameTableFactory = (context): GameTable => {
  const host = context.canvasHost;
  let table: PhaserTable | null = null;
  let model: TableModel | null = null;
  let rolls = 0;
  host.dataset.rolls = '0';
  const ensureCanvas = (captains: number): PhaserTable => {
    table ??= mountCaptainsWarTable(host, captains, {
      intent: (action) => context.intent(action),
      diceLanded: () => {
        rolls += 1;
        host.dataset.rolls = String(rolls);
      },
    });
    table.setReducedMotion(context.reducedMotion);
    return table;
  };

  return {
    update(state, legal) {
      model = tableModel(state, context.seat);
      if (model === null) return { status: `Status: ${state.status}`, summary: [] };
      ensureCanvas(model.sheets.length).show(model, legal);
      // Tests read what the viewer's own secret draft shows; it exists only for a side of the boarding.
      const draft = model.boarding?.winner === -1 ? model.boarding.yourDraft : null;
      if (draft === null || draft === undefined) delete host.dataset.draft;
      else host.dataset.draft = draft.join(',');
      const active = model.sheets[model.active];
      const whose = active?.you ? 'your turn' : `${active?.name ?? '?'}'s turn`;
      const status =
        state.status === 'over'
          ? `Game over after ${model.turn} turns`
          : `Turn ${model.turn} · ${whose} · ${PHASE_WORDS[model.phase] ?? model.phase}`;
      return { status, summary: model.sheets.map(sheetSentence) };
    },
    events(events) {
      for (const event of events) {
        if (event.type === 'diceRolled' && Array.isArray(event.faces)) {
          table?.roll(event.faces as ReadonlyArray<DieFace>);
        }
        if (
          event.type === 'diePicked' &&
          typeof event.captain === 'number' &&
          typeof event.die === 'number'
        ) {
          table?.fly(event.captain, event.die);
        }
        if (event.type === 'boardingRevealed') {
          table?.reveal(event as Reveal);
          host.dataset.reveal = `${num(event.attackerTotal)}-${num(event.defenderTotal)}`;
          window.setTimeout(() => delete host.dataset.reveal, context.reducedMotion ? 1500 : 3300);
        }
      }
    },
    label: (action) => (model ? actionLabel(action, model) : String(action.type)),
    order: actionOrder,
    sentence: (event) => eventSentence(event, model),
    results: (state) => scoreTable(state, model),
    setReducedMotion: (on) => table?.setReducedMotion(on),
    destroy: () => table?.destroy(),
  };
};
