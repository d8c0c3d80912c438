// The 15 Men table: the Round Robin on the canvas, its words for the action bar and log, your faction, the final tally.
import type { FinalCount } from '@flotilla/rules/fifteen-men';
import type { HeardEvent } from '@flotilla/protocol/wire';
import type { GameTableOf } from '../game-table';
import { h } from '../../ui/dom';
import { whyNotList } from '../why-not-list';
import { readFlag, saveFlag } from '../../ui/device-flag';
import { tableModel, type FifteenMenModel } from './model';
import {
  FACTION_WORDS,
  PHASE_WORDS,
  actionLabel,
  backWords,
  offerGroup,
  actionOrder,
  eventSentence,
  pirateName,
  scoreLineName,
  whyNotLines,
  w,
  who,
  winnersLine,
} from './labels';
import { mountFifteenMenTable, type FifteenMenPhaserTable } from './phaser-table';
import './fifteen-men.css';
import { awaitedWords } from '../awaited-words';

const HIDE_KEY = 'flotilla.fifteenMen.hideFaction';

type Event = HeardEvent<'fifteen-men'>;

/**
 * The status line: the phase, whose turn it is, and exactly the seat the table waits for (the rules' `waitingFor`,
 * as the panels mark it): "your choice" or "Bart is choosing" for a prompt, "your turn" when the turn's own seat
 * is awaited.
 */
export function statusLine(model: FifteenMenModel): string {
  if (model.phase === 'over') return w('status.over');
  const phase = PHASE_WORDS[model.phase] ?? model.phase;
  const turn =
    model.turn === null
      ? ''
      : model.turn.seat === model.you
        ? w('status.turn', { context: 'you' })
        : w('status.turn', { name: who(model, model.turn.seat) });
  const key = model.prompt === null ? 'status.turn' : 'status.choosing';
  const phrases = { yours: w(key, { context: 'you' }), theirs: (name: string) => w(key, { name }) };
  const waiting = awaitedWords(model.awaiting, model.you, (seat) => who(model, seat), phrases);
  return [phase, turn === waiting ? '' : turn, waiting].filter(Boolean).join(' · ');
}

/** One sentence per position and per player: what the canvas shows, for screen readers. */
function summary(model: FifteenMenModel): string[] {
  const ring = model.ring.map((s) => {
    const position = s.position;
    if (s.empty || s.back === null) return w('summary.empty', { position });
    const back = backWords(s.back.flag, s.back.role);
    const pirate = pirateName(s.pirate);
    const face = s.faceUp
      ? w('summary.faceUp', { pirate })
      : w(s.privatelyKnown ? 'summary.faceDownSeen' : 'summary.faceDown', { back, pirate });
    const youOr = (seat: number): Record<string, unknown> => (seat === model.you ? { context: 'you' } : {});
    const control =
      s.controller === null
        ? w('summary.nobodys')
        : w('summary.controls', { name: who(model, s.controller), ...youOr(s.controller) });
    const coins = s.doubloons
      .map((d) => w('summary.coin', { value: d.value, name: who(model, d.seat, false), ...youOr(d.seat) }))
      .join(', ');
    return w(coins ? 'summary.slotCoins' : 'summary.slot', { position, face, control, coins });
  });
  const players = model.players.map((p) => {
    const you = p.you ? w('summary.you', { name: p.name }) : p.name;
    const name = p.captain ? w('summary.captain', { name: you }) : you;
    const coins = p.doubloons.join(', ') || w('summary.none');
    return w('summary.player', { name, coins, bullet: w(`summary.bullet.${p.bullet}`) });
  });
  return [...ring, ...players];
}

function resultsBox(model: FifteenMenModel | null, final: FinalCount): HTMLElement {
  const name = (seat: number): string => who(model, seat);
  return h(
    'div',
    { class: 'fm-results' },
    h('h2', {}, w('results.counted')),
    h('p', { class: 'winner' }, winnersLine(final, name)),
    final.loyalist !== null
      ? h(
          'p',
          {},
          w('results.loyalist', {
            name: name(final.loyalist),
            ...(final.loyalist === model?.you ? { context: 'you' } : {}),
          }),
        )
      : null,
    h(
      'div',
      { class: 'fm-teams' },
      ...final.teams.map((team) =>
        h(
          'table',
          { class: `fm-team${team.seats.some((s) => final.winners.includes(s)) ? ' won' : ''}` },
          h(
            'caption',
            {},
            w('results.caption', {
              crew: w(
                team.captainTeam
                  ? 'results.captainsCrew'
                  : final.teams.length === 2
                    ? 'results.mutineers'
                    : 'results.crew',
              ),
              names: team.seats.map(name).join(', '),
            }),
          ),
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', {}, w('results.pirate')),
              h('th', {}, w('results.vp')),
              h('th', {}, w('results.skill')),
              h('th', {}, w('results.vessel')),
              h('th', {}, w('results.sum')),
            ),
          ),
          h(
            'tbody',
            {},
            ...team.lines.map((line) =>
              h(
                'tr',
                {},
                h('td', {}, scoreLineName(line.what)),
                h('td', {}, String(line.vp)),
                h('td', {}, line.bonus === 0 ? '' : String(line.bonus)),
                h('td', {}, line.vessel === 0 ? '' : String(line.vessel)),
                h('td', {}, String(line.vp + line.bonus + line.vessel)),
              ),
            ),
          ),
          h(
            'tfoot',
            {},
            h(
              'tr',
              {},
              h('th', { colspan: 4 }, w('results.total')),
              h('th', {}, w('card.vp', { vp: team.total })),
            ),
          ),
        ),
      ),
    ),
  );
}

export const fifteenMenTable: GameTableOf<'fifteen-men'> = (context) => {
  const host = context.canvasHost;
  let model: FifteenMenModel | null = null;
  let hidden = readFlag(HIDE_KEY);
  let shots = 0;
  /** Shots played on the canvas: a shot heard before the canvas was ready only shows in the next redraw. */
  let shotsShown = 0;
  let looks = 0;
  const peeked = new Set<string>();

  // Why a bribe or a reveal is not offered on your turn: the rules' reasons, said under the table.
  const whyNot = whyNotList();

  // Your faction, in the page (not the canvas) so it can be read, and hidden for streamers.
  const factionText = h('span', { class: 'fm-faction-name' });
  const hide = h('button', { type: 'button', class: 'secondary small', 'aria-pressed': String(hidden) });
  const strip = h(
    'div',
    { class: 'fm-faction', hidden: true },
    h('span', {}, w('strip.yourFaction')),
    factionText,
    hide,
  );
  // In the screen's head row beside the status when there is one (it keeps the canvas tall), else above the canvas.
  const head = host.parentElement?.querySelector('.table-head');
  const motionToggle = head?.querySelector('label.check') ?? null;
  if (head && motionToggle) head.insertBefore(strip, motionToggle);
  else host.before(strip);
  const showFaction = (): void => {
    const faction = model?.yourFaction ?? null;
    strip.hidden = faction === null;
    factionText.textContent = hidden ? '•••••' : (FACTION_WORDS[faction ?? ''] ?? '');
    factionText.dataset.faction = hidden ? '' : (faction ?? '');
    hide.textContent = hidden ? w('strip.show') : w('strip.hide');
    hide.setAttribute('aria-pressed', String(hidden));
  };
  hide.addEventListener('click', () => {
    hidden = !hidden;
    saveFlag(HIDE_KEY, hidden);
    showFaction();
    phaser?.setFactionHidden(hidden);
  });

  let phaser: FifteenMenPhaserTable | null = null;
  let putBack = 0;
  const ensureCanvas = (): FifteenMenPhaserTable => {
    if (phaser === null) {
      phaser = mountFifteenMenTable(host, {
        intent: (action) => context.intent(action),
        label: (action) => (model ? actionLabel(action, model) : action.type),
        // Where the doubloons and cards outside the ring are, for tests that click them.
        drawn: (hits) => {
          host.dataset.hits = JSON.stringify(Object.fromEntries(hits));
        },
        moment: (moment, on) => {
          if (on) host.dataset[moment] = 'on';
          else delete host.dataset[moment];
        },
        // The pirate the look card shows, on the looker's screen only (tests check it stays, and nobody else has it).
        peekCard: (pirate) => {
          if (pirate === null) delete host.dataset.peekCard;
          else host.dataset.peekCard = pirate;
        },
        putBack: () => {
          putBack += 1;
          host.dataset.peekPutBack = String(putBack);
        },
        shotShown: () => {
          shotsShown += 1;
        },
      });
      phaser.setReducedMotion(context.reducedMotion);
      phaser.setFactionHidden(hidden);
    }
    return phaser;
  };

  /** What the tests read: the identities on this screen, by who may know them. */
  const expose = (m: FifteenMenModel): void => {
    host.dataset.phase = m.phase;
    host.dataset.known = m.known.join(',');
    host.dataset.public = m.ring
      .filter((s) => s.pirate !== null && !s.privatelyKnown)
      .map((s) => s.pirate)
      .sort()
      .join(',');
    host.dataset.killed = [...m.killed].sort().join(',');
    host.dataset.peeked = [...peeked].sort().join(',');
    host.dataset.shots = String(shots);
    host.dataset.shotsShown = String(shotsShown);
    host.dataset.looks = String(looks);
  };

  /** What the events add to the screen's record: your looks, others' looks, shots. */
  const note = (event: Event): void => {
    if (event.type === 'peeked' && event.pirate !== undefined) peeked.add(event.pirate);
    if (event.type === 'peeked' && event.pirate === undefined && event.seat !== context.seat) looks += 1;
    if (event.type === 'shot') shots += 1;
  };

  return {
    controls: whyNot.element,
    update(state, offered) {
      const next = tableModel(state, context.seat);
      if (next === null) return { status: w('status.raw', { status: state.status }), summary: [] };
      model = next;
      ensureCanvas().show(next, offered);
      showFaction();
      whyNot.show(whyNotLines(next));
      expose(next);
      return { status: statusLine(next), summary: summary(next) };
    },
    events(events) {
      for (const event of events) note(event);
      phaser?.hear(events);
      if (model) expose(model);
    },
    label: (action) => (model ? actionLabel(action, model) : String(action.type)),
    order: actionOrder,
    group: (action) => (model ? offerGroup(action, model) : null),
    sentence: (event) => eventSentence(event, model),
    results: (state) => {
      const final = model?.final ?? null;
      if (state.status !== 'over' && model?.phase !== 'over') return null;
      return final === null ? null : resultsBox(model, final);
    },
    setReducedMotion: (on) => phaser?.setReducedMotion(on),
    destroy: () => {
      strip.remove();
      phaser?.destroy();
    },
  };
};
