// Human words for Captains' War: dice faces, phases and every legal action (presentation, never a decision).
import {
  ACQUISITIONS,
  recruitCost,
  RESOURCE_PRICE_GP,
  BOARDING_REWARD_GP,
  goldReward,
} from '@flotilla/rules/captains-war/material';
import type { CaptainsWar } from '@flotilla/rules';
import type { HeardEvent, WireAction } from '@flotilla/protocol/wire';
import { unknownType } from '../unknown-type';
import type { DieFace, TableModel } from './model';
import { END_REASONS } from './score-lines';
import { awaitedWords } from '../awaited-words';
import {
  aResource,
  andList,
  captainName,
  cw,
  lineOf,
  resourceCount,
  resourceWord,
  theItem,
  itemName,
  youWord,
} from './terms';

const PHASES = ['roll', 'setAside', 'loot', 'command', 'attack', 'boarding', 'reward', 'over'] as const;

/** The phases' names, read when shown (the language may change). */
export const PHASE_WORDS: Record<string, string> = Object.defineProperties(
  {},
  Object.fromEntries(PHASES.map((phase) => [phase, { enumerable: true, get: () => cw(`phase.${phase}`) }])),
);

/** "Attribute line" / "Boat line". */
export function lineWords(line: unknown): string {
  return cw(`line.${lineOf(line)}`);
}

/** "Attribute track" / "Boat track". */
export function trackWords(line: unknown): string {
  return cw(`track.${lineOf(line)}`);
}

export function describeFace(face: DieFace | undefined): string {
  if (face === undefined) return cw('face.die');
  switch (face.die) {
    case 'yellow':
      return cw('gp', { n: face.gold });
    case 'blue':
      return face.resource === 'joker' ? cw('face.joker') : resourceCount(face.resource, face.count);
    case 'red':
      return cw(`face.track.${lineOf(face.track)}`);
    case 'black':
      return cw('face.pirate', { strength: face.strength });
  }
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : -1;
}

function strengthOf(gain: unknown): number {
  return num((gain as { strength?: unknown } | null)?.strength);
}

/** A gain in words: "5 GP", "a pearl", "a Strength 3 pirate". */
function gainWords(gain: unknown): string {
  const g = (gain ?? {}) as { kind?: unknown; amount?: unknown; resource?: unknown; strength?: unknown };
  switch (g.kind) {
    case 'gold':
      return cw('gp', { n: num(g.amount) });
    case 'resource':
      return num(g.amount) > 1 ? resourceCount(g.resource, num(g.amount)) : aResource(g.resource);
    case 'pirate':
      return cw('face.pirate', { strength: num(g.strength) });
    case 'attackBonus':
      return cw('gain.attackBonus');
    case 'defenceBonus':
      return cw('gain.defenceBonus');
    default:
      return cw('gain.other');
  }
}

/** The captain a boarding's winner beat, or null outside a reward. */
function loserOf(model: TableModel, winner: number): number | null {
  const b = model.boarding;
  if (b === null) return null;
  return winner === b.attacker ? b.defender : winner === b.defender ? b.attacker : null;
}

/** The gold reward's offer with its two numbers: "Reward: gain 5 GP — Bot 3 has no GP to lose". */
function goldRewardOffer(model: TableModel): string {
  const you = model.you;
  const loser = you === null ? null : loserOf(model, you);
  if (you === null || loser === null) return cw('action.goldUpTo', { n: BOARDING_REWARD_GP });
  const { gained, lost } = goldReward(rulesMode(model.mode), model.sheets, you, loser);
  const name = model.sheets[loser]?.name ?? captainName(loser);
  const theirs =
    model.mode === 'solo' && loser === 1
      ? cw('action.noRob', { name })
      : lost === 0
        ? cw('action.noGold', { name })
        : cw(lost < BOARDING_REWARD_GP ? 'action.losesAll' : 'action.loses', { name, n: lost });
  return cw(gained < BOARDING_REWARD_GP ? 'action.goldRoom' : 'action.gold', { gained, theirs });
}

function rulesMode(mode: string): 'table' | 'duel' | 'solo' {
  return mode === 'solo' || mode === 'duel' ? mode : 'table';
}

/** How the log names a captain: its name (or "you", told by the message's `you` context). */
function seatWords(model: TableModel | null) {
  const sheet = (captain: unknown) => model?.sheets[num(captain)];
  const isYou = (captain: unknown): boolean => sheet(captain)?.you === true;
  const name = (captain: unknown): string => sheet(captain)?.name ?? captainName(num(captain));
  return {
    isYou,
    name,
    /** A name or "you" inside a sentence. */
    whom: (captain: unknown): string => (isYou(captain) ? youWord() : name(captain)),
    /** A log message about `captain`: its `you` form when the viewer is that captain. */
    say: (key: string, captain: unknown, params: Record<string, unknown> = {}): string =>
      cw(`log.${key}`, { who: name(captain), ...params, context: isYou(captain) ? 'you' : undefined }),
  };
}

/** The gold reward taken, both sides told: the winner circles its GP, the loser loses what it had (maybe none). */
type Action = WireAction<'captains-war'>;
type Event = HeardEvent<'captains-war'>;

function goldRewardSentence(
  event: Extract<Event, { type: 'rewardTaken' }>,
  model: TableModel | null,
): string {
  const { say } = seatWords(model);
  const gained = typeof event.gained === 'number' ? event.gained : BOARDING_REWARD_GP;
  const lost = num(event.stolen);
  const winner = say('goldWinner', event.captain, { n: gained });
  const loser =
    model?.mode === 'solo' && num(event.from) === 1
      ? say('goldNoRob', event.from)
      : lost > 0
        ? say('goldLoses', event.from, { n: lost })
        : say('goldNone', event.from);
  return cw('log.goldReward', { winner, loser });
}

/** A sentence a screen reader and a player both understand, for one offered action. */
export function actionLabel(action: Action, model: TableModel): string {
  const face = (die: number): string => describeFace(model.dice?.[die]);
  const me = model.you === null ? undefined : model.sheets[model.you];
  switch (action.type) {
    case 'roll':
      return cw('phase.roll');
    case 'setAside':
      return cw('action.setAside', { face: face(action.die), n: action.die + 1 });
    case 'pick': {
      // The die the helm set aside is denied to the others only: its own offer says so, as the dice show it.
      const aside = action.die === model.setAside;
      const which = cw(aside ? 'action.dieAside' : 'action.die', { n: action.die + 1 });
      return typeof action.joker === 'string'
        ? cw('action.pickJoker', { resource: aResource(action.joker), which })
        : cw('action.pick', { face: face(action.die), which });
    }
    case 'buy':
      return cw('action.buy', { resource: aResource(action.resource), price: RESOURCE_PRICE_GP });
    case 'acquire': {
      const line = lineOf(action.line);
      const next = ACQUISITIONS[line][me?.acquired[line] ?? 0];
      if (!next) return cw('action.acquireOn', { line: lineWords(line) });
      const params = { item: theItem(next.name), rp: next.rp };
      return typeof action.joker === 'string'
        ? cw('action.acquireJoker', { ...params, resource: aResource(action.joker) })
        : cw('action.acquire', params);
    }
    case 'recruit':
      return cw('action.recruit', {
        strength: num(action.strength),
        cost: recruitCost(num(action.strength)),
      });
    case 'endCommand':
      return cw('action.endCommand');
    case 'attack':
      return cw('action.attack', { name: targetName(model, action.target) });
    case 'holdFire':
      return cw('action.holdFire');
    case 'commit':
      return cw('action.commit', { strength: num(action.strength) });
    case 'withdraw':
      return cw('action.withdraw', { strength: num(action.strength) });
    case 'lock':
      return cw('action.lock');
    case 'reward':
      return action.reward === 'gold'
        ? goldRewardOffer(model)
        : cw('action.rewardTrack', { track: trackWords(action.reward) });
    default:
      return unknownType('captains-war', action);
  }
}

/** The captain an attack offer names: "Bart", or "captain 3" for a sheet not known. */
export function targetName(model: TableModel, target: unknown): string {
  return model.sheets[num(target)]?.name ?? cw('captainLower', { n: num(target) + 1 });
}

/**
 * The status line: the turn and who is at the helm, the phase, and exactly the captains the table waits for (the
 * rules' `waitingFor`, as the sheets mark them): the helm is not always the one awaited (loot, boarding, reward).
 */
export function statusLine(model: TableModel): string {
  if (model.status === 'over') return cw('status.over', { count: model.turn });
  const helm = model.sheets[model.active];
  const name = (captain: number): string => model.sheets[captain]?.name ?? captainName(captain);
  const turn = cw('status.turn', {
    turn: model.turn,
    who: name(model.active),
    context: helm?.you ? 'you' : undefined,
  });
  const hooked = model.sheets.filter((s) => s.grapplingHook).map((s) => (s.you ? youWord() : s.name));
  const hook =
    model.phase === 'attack' && hooked.length > 0 ? cw('status.hook', { names: andList(hooked) }) : '';
  return [turn, PHASE_WORDS[model.phase] ?? model.phase, awaitedWords(model.awaiting, model.you, name), hook]
    .filter(Boolean)
    .join(' · ');
}

/** "a gem", "2 pearls": a count of one resource in words. */
function someResource(resource: string, n: number): string {
  return n === 1 ? aResource(resource) : resourceCount(resource, n);
}

/**
 * Why an option is not offered, in words: what it is ("Parrot", "Buy a gem", "Attack Bart") and the reason ("its
 * joker needs one more resource of any kind"). The reasons are the rules' own (`unoffered`).
 */
export function unofferedWords(
  u: CaptainsWar.Unoffered,
  model: TableModel,
): { readonly what: string; readonly why: string } {
  switch (u.kind) {
    case 'acquire': {
      const what = cw('unoffered.acquire', { item: itemName(u.name), line: lineWords(u.line) });
      if (u.why === 'acquiredThisTurn') return { what, why: cw('unoffered.acquiredThisTurn') };
      const needs = Object.entries(u.missing).map(([r, n]) => someResource(r, n ?? 0));
      if (u.jokers > 0) needs.push(cw('unoffered.jokers', { count: u.jokers }));
      return { what, why: cw('unoffered.needs', { list: andList(needs) }) };
    }
    case 'buy':
      return {
        what: cw('unoffered.buy', { resource: aResource(u.resource) }),
        why:
          u.why === 'chestFull'
            ? cw('unoffered.chestFull', { resource: resourceWord(u.resource) })
            : cw('unoffered.gold', {
                need: u.need,
                have: model.you === null ? 0 : (model.sheets[model.you]?.gold ?? 0),
              }),
      };
    case 'attack':
      if (u.why === 'grapplingHook') {
        const name = model.sheets[u.target]?.name ?? captainName(u.target);
        return { what: cw('action.attack', { name }), why: cw('unoffered.hook', { name }) };
      }
      return {
        what: cw('unoffered.attack'),
        why: cw(u.why === 'noCrew' ? 'unoffered.noCrew' : 'unoffered.duel'),
      };
  }
}

/** One reason as a line: "Parrot (Attribute line): needs a gem". */
export function whyNotLine(words: { readonly what: string; readonly why: string }): string {
  return cw('unoffered.line', words);
}

/**
 * The reasons as lines under the table, one per option; purchases that all lack the same gold share one line
 * ("Buy a resource: needs 3 GP (you have 1)").
 */
export function whyNotLines(model: TableModel): string[] {
  const lines = model.unoffered.map((u) => unofferedWords(u, model));
  const poor = model.unoffered.filter((u) => u.kind === 'buy' && u.why === 'gold');
  const first = poor[0];
  if (poor.length < 4 || first === undefined) return lines.map(whyNotLine);
  const { why } = unofferedWords(first, model);
  return [
    ...model.unoffered
      .filter((u) => !(u.kind === 'buy' && u.why === 'gold'))
      .map((u) => unofferedWords(u, model)),
    { what: cw('unoffered.buyAny'), why },
  ].map(whyNotLine);
}

/** Where each offer sits in the bar: the everyday choice first, "done" last. */
const ORDER = {
  roll: 0,
  setAside: 1,
  pick: 2,
  attack: 3,
  holdFire: 4,
  commit: 5,
  withdraw: 6,
  lock: 7,
  reward: 8,
  acquire: 9,
  recruit: 10,
  buy: 11,
  endCommand: 12,
} satisfies Record<Action['type'], number>;

/** Orders actions so the everyday choice comes first and "done" last (an action this client does not know, after). */
export function actionOrder(action: Action): number {
  const ranks: Readonly<Record<string, number>> = ORDER;
  return ranks[action.type] ?? Object.keys(ORDER).length;
}

/** One line of the game log for an event the server sent this client, or null for bookkeeping events. */
export function eventSentence(event: Event, model: TableModel | null): string | null {
  // The viewer is "you" in its own log, as on its sheet and in the status line; everyone else goes by name.
  const { isYou, whom, say } = seatWords(model);
  const face = (die: number): string => describeFace(model?.dice?.[die]);
  switch (event.type) {
    case 'turnStarted':
      return say('turnStarted', event.active, { turn: num(event.turn) });
    case 'diceRolled':
      return cw('log.diceRolled');
    case 'dieSetAside':
      return cw('log.dieSetAside', { n: event.die + 1, face: face(event.die) });
    case 'diePicked':
      return say('diePicked', event.captain, { face: face(event.die) });
    case 'acquired':
      return say('acquired', event.captain, { item: theItem(event.name), rp: num(event.rp) });
    case 'gained': {
      // Loot, tracks and boarding rewards have lines of their own; what the Command phase buys has only this.
      const what = gainWords(event.gain);
      if (event.source === 'recruit')
        return say('recruited', event.captain, { what, cost: recruitCost(strengthOf(event.gain)) });
      if (event.source === 'purchase')
        return say('bought', event.captain, { what, price: RESOURCE_PRICE_GP });
      if (event.source === 'tithe') return say('tithe', event.captain, { what });
      return null;
    }
    case 'commandBonus':
      return say('commandBonus', event.captain, {
        bonus: cw(`bonus.${lineOf(event.line)}`),
        rp: num(event.rp),
      });
    case 'attackDeclared':
      return cw('log.attackDeclared', {
        who: whom(event.attacker),
        whom: whom(event.defender),
        context: isYou(event.attacker) ? 'you' : isYou(event.defender) ? 'toYou' : undefined,
      });
    case 'heldFire':
      return say('heldFire', event.captain);
    case 'boardingRevealed': {
      // Whose total is whose, and why a tie went the way it did: to the defender, unless the Arms Master fought.
      const attack = num(event.attackerTotal);
      const defence = num(event.defenderTotal);
      const tie =
        attack !== defence
          ? ''
          : ` ${cw(num(event.winner) === num(event.defender) ? 'log.tieDefender' : 'log.tieArmsMaster')}`;
      return cw('log.boarding', {
        attacker: isYou(event.attacker) ? cw('log.boardingYou') : whom(event.attacker),
        attack,
        defender: whom(event.defender),
        defence,
        result: say('boardingWinner', event.winner),
        tie,
      });
    }
    case 'boardingDraft': {
      // A private event: only the chooser receives it.
      const strengths = Array.isArray(event.strengths) ? event.strengths.map(num) : [];
      return strengths.length === 0
        ? cw('log.draftEmpty')
        : cw('log.draft', { strengths: strengths.join(', ') });
    }
    case 'boardingLocked':
      return say('boardingLocked', event.captain);
    case 'rewardTaken':
      return event.reward === 'gold'
        ? goldRewardSentence(event, model)
        : event.reward === 'nothing'
          ? say('noReward', event.captain)
          : say('trackReward', event.captain, { track: trackWords(event.reward) });
    case 'grapplingHook':
      return say('grapplingHook', event.captain);
    case 'grapplingHookReleased':
      return say('hookReleased', event.captain);
    case 'gainLost':
      return say('gainLost', event.captain, { gain: gainWords(event.gain) });
    case 'legendLoot':
      return cw('log.legendLoot', { name: model?.legendName || cw('log.theLegend') });
    case 'navalBattle':
      return cw('log.navalBattle');
    case 'endTriggered':
      return cw('log.endTriggered', {
        reason: END_REASONS[String(event.reason)] ?? cw('log.lastTurn'),
      });
    case 'gameOver':
      return cw('log.gameOver');
    // Bookkeeping, or told by the table itself (the dice, the sheets, the Legend's own lines).
    case 'trackFilled':
    case 'commandEnded':
    case 'legendRolled':
      return null;
    default:
      unknownType('captains-war', event);
      return null;
  }
}
