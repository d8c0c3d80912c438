// Audience predictions, for spectators at the table and viewers of an audience broadcast: who wins and, in 15 Men,
// the factions, locked on the server until the host's deadline (the end of the first round unless changed); in
// Eollis, each mutiny's winner until its camps are revealed. And the scored predictions beside the final scores.
import type { FinalPredictions, MutinyCamp, PredictionPayload, TableState } from '@flotilla/protocol';
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
  if (p.mutiny !== undefined)
    parts.push(
      `the ${p.mutiny.camp === 'mutineers' ? 'mutineers win' : 'Captain wins'} mutiny ${p.mutiny.call}`,
    );
  return parts.join('; ');
}

/** Where a prediction goes, and whether this client may predict (a spectator, or an audience broadcast's viewer). */
export interface PredictionLine {
  send(prediction: PredictionPayload): void;
  mayPredict(): boolean;
}

/** When predictions of the winner close, in words. */
export function deadlineWords(rounds: number): string {
  return rounds <= 1 ? 'the end of the first round' : `the end of round ${rounds}`;
}

export function predictionPanel(line: PredictionLine): {
  element: HTMLElement;
  update(state: TableState): void;
  locked(p: PredictionPayload): void;
  refused(why: string): void;
} {
  const name = h('input', { type: 'text', id: 'predict-name', maxlength: 24, 'aria-label': 'Your name' });
  name.value = loadProfile().name;
  const winner = h('select', { id: 'predict-winner', 'aria-label': 'Who wins' });
  const factions = h('span', { class: 'predict-factions' });
  const said = h('p', { class: 'hint', 'aria-live': 'polite' });
  const deadline = h('p', { class: 'hint' });
  const form = h(
    'form',
    { class: 'predict-form' },
    h('label', {}, 'Who wins? ', winner),
    factions,
    h('button', { type: 'submit', id: 'predict-lock' }, 'Lock my prediction'),
  );
  const mutinyCall = h('span', {});
  const mutinyCamp = (camp: MutinyCamp, words: string) =>
    h(
      'button',
      {
        type: 'button',
        class: 'secondary',
        'data-camp': camp,
        onclick: () => {
          const call = last?.mutinyCall ?? 0;
          if (call > 0) line.send({ name: name.value.trim(), mutiny: { call, camp } });
        },
      },
      words,
    );
  const mutiny = h(
    'div',
    { class: 'predict-mutiny', hidden: true },
    mutinyCall,
    mutinyCamp('mutineers', 'The mutineers'),
    mutinyCamp('captain', 'The Captain'),
  );
  const element = h(
    'section',
    { class: 'predictions', 'aria-label': 'Predict', hidden: true },
    h('h2', {}, 'Predict'),
    deadline,
    h('label', {}, 'Name ', name),
    form,
    mutiny,
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
    line.send({
      name: name.value.trim(),
      ...(winner.value === '' ? {} : { winner: Number(winner.value) }),
      ...(Object.keys(picks).length === 0 ? {} : { factions: picks as PredictionPayload['factions'] }),
    });
  });
  return {
    element,
    update(state) {
      last = state;
      element.hidden = !line.mayPredict() || state.status !== 'playing';
      form.hidden = !state.predictionsOpen;
      deadline.textContent = state.predictionsOpen
        ? `Who wins: until ${deadlineWords(state.predictionRounds)}. Nobody at the table sees a prediction before the end.`
        : 'Predictions of the winner are closed.';
      mutiny.hidden = state.mutinyCall === 0;
      mutinyCall.textContent = `Mutiny ${state.mutinyCall}: who wins it? `;
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
    refused(why) {
      said.textContent = `Not taken: ${why}`;
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
          `${p.name}: ${p.points} point${p.points === 1 ? '' : 's'}${p.rightWinner ? ' · called the winner' : ''}${
            p.mutinies > 0 ? ` · ${p.rightMutinies} of ${p.mutinies} mutinies` : ''
          }`,
        ),
      ),
    ),
  );
}
