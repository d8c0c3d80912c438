// Audience predictions, for spectators at the table and viewers of an audience broadcast: who wins and, in 15 Men,
// the factions, locked on the server until the host's deadline (the end of the first round unless changed); in
// Eollis, each mutiny's winner until its camps are revealed. And the scored predictions beside the final scores.
import type { MutinyCamp, PredictionPayload, TableState } from '@flotilla/protocol';
import { finalPredictions } from '@flotilla/protocol/wire';
import { loadProfile } from '../net/storage';
import { language, t } from '../i18n/i18n';
import { h, mount } from '../ui/dom';

/** The factions one may guess in 15 Men, with their words (read when the choices are drawn). */
function factionChoices(): ReadonlyArray<readonly [string, string]> {
  return [
    ['', '—'],
    ['loyalist', t('table:predict.loyalist')],
    ['mutineer', t('table:predict.mutineer')],
  ];
}

const FACTION_KEYS = {
  captain: 'table:predict.isCaptain',
  loyalist: 'table:predict.isLoyalist',
  mutineer: 'table:predict.isMutineer',
} as const;

/** The sentence of a locked prediction. */
export function predictionWords(p: PredictionPayload, name: (seat: number) => string): string {
  const parts: string[] = [];
  if (p.winner !== undefined) parts.push(t('table:predict.wins', { name: name(p.winner) }));
  for (const [seat, faction] of Object.entries(p.factions ?? {}))
    parts.push(t(FACTION_KEYS[faction], { name: name(Number(seat)) }));
  if (p.mutiny !== undefined)
    parts.push(
      t(p.mutiny.camp === 'mutineers' ? 'table:predict.mutineersWin' : 'table:predict.captainWins', {
        call: p.mutiny.call,
      }),
    );
  return parts.join(t('table:predict.separator'));
}

/** Where a prediction goes, and whether this client may predict (a spectator, or an audience broadcast's viewer). */
export interface PredictionLine {
  send(prediction: PredictionPayload): void;
  mayPredict(): boolean;
}

/** When predictions of the winner close, in words. */
export function deadlineWords(rounds: number): string {
  return rounds <= 1 ? t('table:predict.firstRound') : t('table:predict.round', { rounds });
}

export function predictionPanel(line: PredictionLine): {
  element: HTMLElement;
  update(state: TableState): void;
  locked(p: PredictionPayload): void;
  refused(why: string): void;
} {
  const name = h('input', { type: 'text', id: 'predict-name', maxlength: 24 });
  name.value = loadProfile().name;
  const winner = h('select', { id: 'predict-winner' });
  const factions = h('span', { class: 'predict-factions' });
  const said = h('p', { class: 'hint', 'aria-live': 'polite' });
  const deadline = h('p', { class: 'hint' });
  // The fixed words come with the first update, in the language of the moment: a broadcast page builds this panel
  // (hidden) before the table's words have loaded.
  const title = h('h2', {});
  const nameWords = document.createTextNode('');
  const winnerWords = document.createTextNode('');
  const lock = h('button', { type: 'submit', id: 'predict-lock' });
  const form = h('form', { class: 'predict-form' }, h('label', {}, winnerWords, winner), factions, lock);
  const mutinyCall = h('span', {});
  const mutinyCamp = (camp: MutinyCamp) =>
    h('button', {
      type: 'button',
      class: 'secondary',
      'data-camp': camp,
      onclick: () => {
        const call = last?.mutinyCall ?? 0;
        if (call > 0) line.send({ name: name.value.trim(), mutiny: { call, camp } });
      },
    });
  const mutineers = mutinyCamp('mutineers');
  const captainCamp = mutinyCamp('captain');
  const mutiny = h('div', { class: 'predict-mutiny', hidden: true }, mutinyCall, mutineers, captainCamp);
  const element = h(
    'section',
    { class: 'predictions', hidden: true },
    title,
    deadline,
    h('label', {}, nameWords, name),
    form,
    mutiny,
    said,
  );
  let last: TableState | null = null;
  const seatName = (seat: number): string => last?.seats[seat]?.name || t('table:seat', { number: seat + 1 });
  let built = '';
  let labelled = '';
  const label = (): void => {
    if (labelled === language()) return;
    labelled = language();
    element.setAttribute('aria-label', t('table:predict.title'));
    title.textContent = t('table:predict.title');
    nameWords.data = t('table:predict.name');
    name.setAttribute('aria-label', t('table:predict.yourName'));
    winnerWords.data = t('table:predict.whoWinsField');
    winner.setAttribute('aria-label', t('table:predict.whoWins'));
    lock.textContent = t('table:predict.lock');
    mutineers.textContent = t('table:predict.mutineers');
    captainCamp.textContent = t('table:predict.captain');
    // The seats' choices say their words too.
    built = '';
  };
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
      label();
      element.hidden = !line.mayPredict() || state.status !== 'playing';
      form.hidden = !state.predictionsOpen;
      deadline.textContent = state.predictionsOpen
        ? t('table:predict.open', { deadline: deadlineWords(state.predictionRounds) })
        : t('table:predict.closed');
      mutiny.hidden = state.mutinyCall === 0;
      mutinyCall.textContent = t('table:predict.mutiny', { call: state.mutinyCall });
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
                  t('table:predict.isField', { name: seatName(s) }),
                  h(
                    'select',
                    {
                      'data-seat': String(s),
                      'aria-label': t('table:predict.factionOf', { name: seatName(s) }),
                    },
                    ...factionChoices().map(([value, words]) => h('option', { value }, words)),
                  ),
                ),
              )),
      );
    },
    locked(p) {
      said.textContent = t('table:predict.locked', { prediction: predictionWords(p, seatName) });
    },
    refused(why) {
      said.textContent = t('table:predict.refused', { why });
    },
  };
}

/** The scored predictions under the final scores; null when nobody predicted. */
export function predictionResults(state: TableState): HTMLElement | null {
  const scored = finalPredictions(state.predictions);
  if (scored === null) return null;
  return h(
    'div',
    { class: 'prediction-results' },
    h('h3', {}, t('table:predict.results', { count: scored.count })),
    h(
      'ol',
      {},
      ...scored.top.map((p) =>
        h(
          'li',
          {},
          t('table:predict.points', { name: p.name, count: p.points }),
          p.rightWinner && t('table:predict.calledWinner'),
          p.mutinies > 0 && t('table:predict.mutinies', { right: p.rightMutinies, total: p.mutinies }),
        ),
      ),
    ),
  );
}
