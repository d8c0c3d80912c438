// Audience predictions at the table, for spectators: who wins and, in 15 Men, the factions, locked on the server
// until the end of the first round; and the scored predictions beside the final scores, for everyone.
import type { FinalPredictions, PredictionPayload, TableState } from '@flotilla/protocol';
import type { TableConnection } from '../net/connection';
import { loadProfile } from '../net/storage';
import { h, mount } from '../ui/dom';

const FACTIONS = [
  ['', '—'],
  ['loyalist', 'Loyalist'],
  ['mutineer', 'Mutineer'],
] as const;

/** The sentence of a locked prediction. */
export function predictionWords(p: PredictionPayload, name: (seat: number) => string): string {
  const parts: string[] = [];
  if (p.winner !== undefined) parts.push(`${name(p.winner)} wins`);
  for (const [seat, faction] of Object.entries(p.factions ?? {}))
    parts.push(`${name(Number(seat))} is ${faction === 'loyalist' ? 'the Loyalist' : `a ${faction}`}`);
  return parts.join('; ');
}

export function predictionPanel(conn: TableConnection): {
  element: HTMLElement;
  update(state: TableState): void;
  locked(p: PredictionPayload): void;
} {
  const name = h('input', { type: 'text', id: 'predict-name', maxlength: 24, 'aria-label': 'Your name' });
  name.value = loadProfile().name;
  const winner = h('select', { id: 'predict-winner', 'aria-label': 'Who wins' });
  const factions = h('span', { class: 'predict-factions' });
  const said = h('p', { class: 'hint', 'aria-live': 'polite' });
  const form = h(
    'form',
    { class: 'predict-form' },
    h('label', {}, 'Name ', name),
    h('label', {}, 'Who wins? ', winner),
    factions,
    h('button', { type: 'submit', id: 'predict-lock' }, 'Lock my prediction'),
  );
  const element = h(
    'section',
    { class: 'predictions', 'aria-label': 'Predict', hidden: true },
    h('h2', {}, 'Predict'),
    h(
      'p',
      { class: 'hint' },
      'Until the end of the first round. Nobody at the table sees it before the end.',
    ),
    form,
    said,
  );
  let last: TableState | null = null;
  const seatName = (seat: number): string => last?.seats[seat]?.name || `Seat ${seat + 1}`;
  let built = '';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const picks: Record<string, string> = {};
    for (const select of factions.querySelectorAll('select'))
      if (select.value !== '') picks[select.dataset.seat ?? ''] = select.value;
    conn.room.send('predict', {
      name: name.value.trim(),
      ...(winner.value === '' ? {} : { winner: Number(winner.value) }),
      ...(Object.keys(picks).length === 0 ? {} : { factions: picks }),
    });
  });
  return {
    element,
    update(state) {
      last = state;
      element.hidden = conn.seat !== null || state.status !== 'playing';
      form.hidden = !state.predictionsOpen;
      if (!state.predictionsOpen && said.textContent === '')
        said.textContent = 'Predictions closed at the end of the first round.';
      const key = `${state.seatCount}:${state.seats.map((s) => s.name).join(',')}`;
      if (key === built) return;
      built = key;
      const seats = Array.from({ length: state.seatCount }, (_, seat) => seat);
      mount(
        winner,
        h('option', { value: '' }, '—'),
        ...seats.map((s) => h('option', { value: String(s) }, seatName(s))),
      );
      // 15 Men: the Captain is known to all; the others' factions are the guess.
      const captain = state.fifteenMen?.captain ?? -1;
      mount(
        factions,
        ...(state.game !== 'fifteen-men'
          ? []
          : seats
              .filter((s) => s !== captain)
              .map((s) =>
                h(
                  'label',
                  {},
                  `${seatName(s)} is `,
                  h(
                    'select',
                    { 'data-seat': String(s), 'aria-label': `${seatName(s)}’s faction` },
                    ...FACTIONS.map(([value, words]) => h('option', { value }, words)),
                  ),
                ),
              )),
      );
    },
    locked(p) {
      said.textContent = `Locked: ${predictionWords(p, seatName)}.`;
    },
  };
}

/** The scored predictions under the final scores; null when nobody predicted. */
export function predictionResults(state: TableState): HTMLElement | null {
  if (state.predictions === '') return null;
  let scored: FinalPredictions;
  try {
    scored = JSON.parse(state.predictions) as FinalPredictions;
  } catch {
    return null;
  }
  if (scored.count === 0) return null;
  return h(
    'div',
    { class: 'prediction-results' },
    h('h3', {}, `Audience predictions (${scored.count})`),
    h(
      'ol',
      {},
      ...scored.top.map((p) =>
        h(
          'li',
          {},
          `${p.name}: ${p.points} point${p.points === 1 ? '' : 's'}${p.rightWinner ? ' · called the winner' : ''}`,
        ),
      ),
    ),
  );
}
