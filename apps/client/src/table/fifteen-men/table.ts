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
import { mountFifteenMenTable, type PhaserTable } from './phaser-table';
import { slotPoint } from './layout';
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
  let before: FifteenMenModel | null = null;
  let hidden = readFlag(HIDE_KEY);
  let shots = 0;
  /** Shots played on the canvas: a shot heard before the canvas was ready only shows in the next redraw. */
  let shotsShown = 0;
  let looks = 0;
  const peeked = new Set<string>();
  let finaleShown = false;
  let lastShot: { from: number | null; seat: number } | null = null;

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
    table?.scene.setFactionHidden(hidden);
  });

  let table: PhaserTable | null = null;
  const ensureCanvas = (): PhaserTable => {
    if (table === null) {
      table = mountFifteenMenTable(host, {
        intent: (action) => context.intent(action),
        label: (action) => (model ? actionLabel(action, model) : action.type),
        // Where the doubloons and cards outside the ring are, for tests that click them.
        drawn: () => {
          host.dataset.hits = JSON.stringify(Object.fromEntries(table?.scene.hits ?? []));
        },
      });
      table.scene.effects.setReducedMotion(context.reducedMotion);
      table.scene.effects.onMoment = (moment, on) => {
        if (on) host.dataset[moment] = 'on';
        else delete host.dataset[moment];
      };
      // The pirate the look card shows, on the looker's screen only (tests check it stays, and nobody else has it).
      table.scene.effects.onPeekCard = (pirate) => {
        if (pirate === null) delete host.dataset.peekCard;
        else host.dataset.peekCard = pirate;
      };
      let putBack = 0;
      table.scene.effects.onPutBack = () => {
        putBack += 1;
        host.dataset.peekPutBack = String(putBack);
      };
      table.scene.setFactionHidden(hidden);
    }
    return table;
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
  const note = (event: Event, scene: PhaserTable['scene'] | null): void => {
    if (event.type === 'peeked' && event.pirate !== undefined) peeked.add(event.pirate);
    if (event.type === 'peeked' && event.pirate === undefined && event.seat !== context.seat) {
      looks += 1;
      scene?.noteLook(event.seat, event.position);
    }
    if (event.type === 'swapped') scene?.moveLooks(event.a, event.b);
    if (event.type === 'killed') scene?.moveLooks(event.position, null);
    if (event.type === 'shot') shots += 1;
  };

  const playEvent = (event: Event, scene: PhaserTable['scene']): void => {
    const fx = scene.effects;
    switch (event.type) {
      case 'bribed':
        fx.coinTo(event.seat, event.value, slotPoint(event.position));
        if (event.tookControl) fx.control(event.seat, event.position);
        break;
      case 'daughterBribed':
      case 'bulletBought':
        fx.coinTo(event.seat, event.value, { x: 558, y: 290 });
        break;
      case 'ritual':
        fx.coinTo(event.seat, event.value, slotPoint(event.position));
        break;
      case 'peeked':
        if (event.pirate !== undefined) fx.peekPrivate(event.position, event.pirate);
        else if (event.seat !== context.seat) fx.peekPublic(event.seat, event.position);
        break;
      case 'revealed':
        fx.reveal(event.position, event.pirate);
        break;
      case 'turnedFaceDown': {
        const was = before?.ring[event.position - 1]?.pirate;
        if (typeof was === 'string') fx.hide(event.position, was);
        fx.callout(event.position, w('callout.turnedDown'));
        break;
      }
      case 'swapped':
        fx.swap(event.a, event.b);
        break;
      case 'controlTaken':
        fx.control(event.seat, event.position);
        break;
      case 'doubloonMoved':
        fx.coinMove(event.seat, event.value, slotPoint(event.from), slotPoint(event.onto));
        break;
      case 'doubloonDiscarded':
        fx.coinMove(event.owner, event.value, slotPoint(event.position), null);
        break;
      case 'exchanged':
        fx.callout(event.position, w('callout.bamba'));
        break;
      case 'shot': {
        shotsShown += 1;
        const from = event.from;
        lastShot = { from, seat: event.seat ?? -1 };
        if (from === null) fx.callout(event.target, w('callout.morganFires'), '#ff9b2f');
        else if (
          before?.ring[from - 1]?.pirate === 'blackbeard' ||
          model?.ring[from - 1]?.pirate === 'blackbeard'
        )
          fx.callout(from, w('callout.blackbeard'), '#ff9b2f');
        fx.shot(from, event.target, event.seat);
        break;
      }
      case 'shotShrugged':
        fx.callout(event.position, w(event.pirate === 'john-flint' ? 'callout.flint' : 'callout.shrugs'));
        // Flint answers the shooter's shot with his own.
        if (event.pirate === 'john-flint' && lastShot?.from != null)
          fx.shot(event.position, lastShot.from, null);
        break;
      case 'bulletRecovered':
        fx.note(event.seat, w('callout.bulletBack'));
        break;
      case 'killed':
        fx.fall(event.position, event.pirate, before?.ring[event.position - 1]?.doubloons ?? []);
        break;
      case 'rescued':
        fx.callout(event.position, w('callout.rescued'), '#9fd8ff');
        break;
      case 'showdownStarted':
        // A look's card stays up until its player puts it back, or the Showdown needs the table.
        fx.closePeek();
        fx.banner(w('callout.showdown'));
        break;
      case 'gameOver':
        if (model?.final) {
          finaleShown = true;
          const names = (seat: number): string => who(model, seat);
          fx.finale(model.final, names);
        }
        break;
      default:
        break;
    }
  };

  return {
    controls: whyNot.element,
    update(state, offered) {
      const next = tableModel(state, context.seat);
      if (next === null) return { status: w('status.raw', { status: state.status }), summary: [] };
      before = model ?? next;
      model = next;
      const t = ensureCanvas();
      t.scene.show(next, offered);
      if (next.final !== null && !finaleShown && state.status === 'over' && before.phase === 'over') {
        // Opened after the end (a reload): the tally without the show.
        finaleShown = true;
        const final = next.final;
        t.scene.whenReady(() => t.scene.effects.tally(final, (seat) => who(next, seat), false));
      }
      showFaction();
      whyNot.show(whyNotLines(next));
      expose(next);
      return { status: statusLine(next), summary: summary(next) };
    },
    events(events) {
      const scene = table?.scene ?? null;
      for (const event of events) {
        note(event, scene);
        if (scene?.ready === true) playEvent(event, scene);
      }
      scene?.redraw();
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
    setReducedMotion: (on) => table?.scene.effects.setReducedMotion(on),
    destroy: () => {
      strip.remove();
      table?.destroy();
    },
  };
};
