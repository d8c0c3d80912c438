// The Eollis table: the airship on the canvas, its words for the action bar and log, the final ranking.
import type { TableState } from '@flotilla/protocol';
import type { GameTableOf } from '../game-table';
import { h } from '../../ui/dom';
import { whyNotList } from '../why-not-list';
import { eollisModel, type ClanModel, type EollisModel } from './model';
import { PHASE_WORDS, actionLabel, clanName, eventSentence, postOf, whyNotLines } from './labels';
import { andList, eo, goldWords, renownWords } from './terms';
import { mountEollisTable, type EollisPhaserTable } from './phaser-table';
import { offerGroup, offerOrder } from './offer-groups';
import './eollis.css';
import { awaitedWords } from '../awaited-words';
import { statusWords } from '../generic-table';
import { eventName } from './card-words';

/** One sentence per Clan: what its panel shows, for screen readers. */
export function clanSentence(clan: ClanModel): string {
  const crew = clan.pirates
    .map((p) =>
      eo(p.ghost ? 'summary.ghost' : 'summary.pirate', {
        name: p.name,
        where:
          p.post === null
            ? eo('summary.ashore')
            : p.post === 'hold'
              ? eo('summary.inHold')
              : eo('summary.at', { post: postOf(p.post) }),
        gold: goldWords(p.gold),
      }),
    )
    .join('; ');
  return eo('summary.clan', {
    name: clan.name,
    renown: renownWords(clan.renown),
    cards: eo('summary.cards', { count: clan.handCount }),
    gold:
      clan.strongbox > 0
        ? eo('summary.strongbox', { gold: goldWords(clan.gold), count: clan.strongbox })
        : goldWords(clan.gold),
    crew: crew || eo('summary.none'),
    context: clan.you ? 'you' : undefined,
  });
}

/** The status line: Expedition, phase, the Clans the table waits for (as their panels say), balloon, cagnotte. */
export function statusLine(model: EollisModel): string {
  if (model.status === 'over') return eo('status.over');
  const phase =
    model.phase.kind === 'brawl'
      ? eo('status.brawlRound', { round: model.phase.round })
      : (PHASE_WORDS[model.phase.kind] ?? model.phase.kind);
  // Gold won at an Event is divided before the phase's own move: say why the phase waits.
  const dividing = model.clans.some((c) => c.toDivide > 0);
  const waiting = awaitedWords(model.awaiting, model.you, (seat) => clanName(model, seat));
  return [
    eo('banner.expedition', { n: model.expedition }),
    dividing ? eo('status.dividing', { phase }) : phase,
    waiting,
    eo('status.balloon', { n: model.balloon }),
    eo('status.cagnotte', { n: model.cagnotte }),
  ]
    .filter(Boolean)
    .join(' · ');
}

function ranking(model: EollisModel | null): HTMLElement | null {
  if (model === null || model.status !== 'over' || model.final === null) return null;
  const winners = model.final.filter((l) => l.rank === 1).map((l) => clanName(model, l.seat));
  const duel = model.final.some((l) => l.duel > 0);
  return h(
    'div',
    { class: 'eollis-results' },
    h('h2', {}, eo('results.title')),
    h('p', { class: 'winner' }, eo('results.winner', { names: andList(winners), count: winners.length })),
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', {}, eo('results.rank')),
          h('th', {}, eo('results.clan')),
          h('th', {}, eo('results.renown')),
          h('th', {}, eo('results.living')),
          duel ? h('th', {}, eo('results.duel')) : null,
        ),
      ),
      h(
        'tbody',
        {},
        ...model.final.map((l) =>
          h(
            'tr',
            { class: l.rank === 1 ? 'first' : '' },
            h('td', {}, String(l.rank)),
            h('td', {}, clanName(model, l.seat)),
            h('td', {}, String(l.renown)),
            h('td', {}, String(l.living)),
            duel ? h('td', {}, l.duelRolls.map((t) => (t > 0 ? String(t) : '—')).join(', ')) : null,
          ),
        ),
      ),
    ),
    h('p', { class: 'tie-break' }, eo('results.ties')),
  );
}

const BRAWL_KINDS = new Set(['rob', 'challenge', 'humiliate', 'lureAway', 'murder']);

export const eollisTable: GameTableOf<'eollis'> = (context) => {
  const host = context.canvasHost;
  const data = host.dataset;
  Object.assign(data, {
    balloon: '0',
    balloonSteps: '0',
    mutinies: '0',
    mutinyReveals: '0',
    brawls: '0',
    lookoutDraw: '',
    lookoutSeen: '0',
  });
  const bump = (key: 'balloonSteps' | 'mutinies' | 'mutinyReveals' | 'brawls' | 'lookoutSeen'): void => {
    data[key] = String(Number(data[key] ?? '0') + 1);
  };
  let phaser: EollisPhaserTable | null = null;
  let model: EollisModel | null = null;
  const ensureCanvas = (): EollisPhaserTable => {
    phaser ??= mountEollisTable(host, {
      intent: (action) => context.intent(action),
      balloonAt: (space) => {
        data.balloon = String(space);
        bump('balloonSteps');
      },
      mutinyRevealed: () => bump('mutinyReveals'),
      // What the canvas really shows, where: `pass@x,y,w,h …` in the table's 1280 × 720 logical pixels.
      stageButtons: (buttons) => {
        data.stageButtons = buttons.map((b) => `${b.type}@${b.x},${b.y},${b.w},${b.h}`).join(' ');
      },
    });
    phaser.setReducedMotion(context.reducedMotion);
    return phaser;
  };

  // Why a card in your hand, or your gift, is not offered now: the rules' reasons, said under the table.
  const whyNot = whyNotList();

  return {
    controls: whyNot.element,
    update(state: TableState, legal) {
      model = eollisModel(state, context.seat);
      if (model === null) return { status: statusWords(state.status), summary: [] };
      whyNot.show(whyNotLines(model));
      // Until the canvas has drawn this view, it does not say where its buttons are.
      delete data.stageButtons;
      ensureCanvas().show(model, legal);
      // The Lookout's card is on the Lookout's screen only: the model has it only from this seat's secrets.
      const drawn = model.lookoutDraw?.id ?? '';
      if (drawn !== '' && data.lookoutDraw !== drawn) bump('lookoutSeen');
      data.lookoutDraw = drawn;
      data.phase = model.phase.kind;
      // Where the token is heading (data-balloon is where it stands now, while it steps).
      data.balloonTarget = String(model.balloon);
      data.expedition = String(model.expedition);
      data.over = String(model.status === 'over');
      const summary = [
        statusLine(model),
        model.currentEvent
          ? eo('summary.event', { card: eventName(model.currentEvent.id) })
          : eo('summary.noEvent'),
        ...model.clans.map(clanSentence),
        model.hand
          ? eo('summary.hand', { cards: model.hand.map((c) => c.name).join(', ') || eo('summary.emptyHand') })
          : '',
      ].filter(Boolean);
      return { status: statusLine(model), summary };
    },
    events(events) {
      for (const event of events) {
        if (event.type === 'mutinyDeclared') bump('mutinies');
        if (event.type === 'cardPlayed' && BRAWL_KINDS.has(event.kind ?? '')) bump('brawls');
      }
      phaser?.hear(events);
    },
    label: (action) => (model ? actionLabel(action, model) : action.type),
    order: (action) => offerOrder(action, model),
    group: (action) => (model ? offerGroup(action, model) : null),
    sentence: (event) => eventSentence(event, model),
    results: () => ranking(model),
    setReducedMotion: (on) => phaser?.setReducedMotion(on),
    destroy: () => phaser?.destroy(),
  };
};
