// Human words for Captains' War: dice faces, phases and every legal action (presentation, never a decision).
import { ACQUISITIONS, recruitCost, RESOURCE_PRICE_GP } from '@flotilla/rules/src/captains-war/sheet';
import { BOARDING_REWARD_GP, goldReward } from '@flotilla/rules/src/captains-war/reward';
import type { CaptainsWar } from '@flotilla/rules';
import type { DieFace, TableModel } from './model';
import { END_REASONS } from './score-lines';
import { listed, personWords } from '../words';
import { awaitedWords } from '../awaited-words';

const RESOURCE_WORDS: Record<string, string> = {
  pearl: 'pearl',
  wood: 'wood',
  gem: 'gem',
  barrel: 'barrel',
  joker: 'joker',
};

export const PHASE_WORDS: Record<string, string> = {
  roll: 'Roll the loot dice',
  setAside: 'Set a die aside',
  loot: 'Loot',
  command: 'Command',
  attack: 'Attack or hold fire',
  boarding: 'Boarding',
  reward: 'Boarding reward',
  over: 'Game over',
};

export function lineWord(line: unknown): string {
  return line === 'boats' ? 'Boat' : 'Attribute';
}

export function describeFace(face: DieFace | undefined): string {
  if (face === undefined) return 'a die';
  switch (face.die) {
    case 'yellow':
      return `${face.gold} GP`;
    case 'blue':
      return face.resource === 'joker'
        ? 'a joker resource'
        : `${face.count} ${RESOURCE_WORDS[face.resource] ?? face.resource}${face.count === 2 ? 's' : ''}`;
    case 'red':
      return `${face.track === 'boats' ? 'a Boat' : 'an Attribute'} track circle`;
    case 'black':
      return `a Strength ${face.strength} pirate`;
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
      return `${num(g.amount)} GP`;
    case 'resource':
      return num(g.amount) > 1 ? `${num(g.amount)} ${String(g.resource)}s` : `a ${String(g.resource)}`;
    case 'pirate':
      return `a Strength ${num(g.strength)} pirate`;
    case 'attackBonus':
      return 'an attack bonus';
    case 'defenceBonus':
      return 'a defence bonus';
    default:
      return 'a gain';
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
  if (you === null || loser === null) return `Reward: gain up to ${BOARDING_REWARD_GP} GP`;
  const { gained, lost } = goldReward(rulesMode(model.mode), model.sheets, you, loser);
  const room = gained < BOARDING_REWARD_GP ? ` (your sheet has room for ${gained})` : '';
  const name = model.sheets[loser]?.name ?? `Captain ${loser + 1}`;
  const theirs =
    model.mode === 'solo' && loser === 1
      ? `${name} cannot be robbed`
      : lost === 0
        ? `${name} has no GP to lose`
        : lost < BOARDING_REWARD_GP
          ? `${name} loses ${lost} GP, all it has`
          : `${name} loses ${lost} GP`;
  return `Reward: gain ${gained} GP${room} — ${theirs}`;
}

function rulesMode(mode: string): 'table' | 'duel' | 'solo' {
  return mode === 'solo' || mode === 'duel' ? mode : 'table';
}

/** The gold reward taken, both sides told: the winner circles its GP, the loser loses what it had (maybe none). */
function goldRewardSentence(event: Record<string, unknown>, model: TableModel | null): string {
  const sheet = (captain: unknown) => model?.sheets[num(captain)];
  const { who, whom, does } = personWords(
    (captain) => sheet(captain)?.you === true,
    (captain) => sheet(captain)?.name ?? `Captain ${num(captain) + 1}`,
  );
  const gained = typeof event.gained === 'number' ? event.gained : BOARDING_REWARD_GP;
  const lost = num(event.stolen);
  const winner = `${who(event.captain)} ${does(event.captain, 'takes', 'take')} the gold reward: ${gained} GP`;
  if (model?.mode === 'solo' && num(event.from) === 1)
    return `${winner}; ${whom(event.from)} cannot be robbed.`;
  const loses = does(event.from, 'loses', 'lose');
  return lost > 0
    ? `${winner}; ${whom(event.from)} ${loses} ${lost} GP.`
    : `${winner}; ${whom(event.from)} ${does(event.from, 'has', 'have')} no GP to lose.`;
}

/** A sentence a screen reader and a player both understand, for one offered action. */
export function actionLabel(action: Record<string, unknown>, model: TableModel): string {
  const die = (): string => `${describeFace(model.dice?.[num(action.die)])} (die ${num(action.die) + 1})`;
  const me = model.you === null ? undefined : model.sheets[model.you];
  switch (action.type) {
    case 'roll':
      return 'Roll the loot dice';
    case 'setAside':
      return `Set aside ${die()}`;
    case 'pick': {
      // The die the helm set aside is denied to the others only: its own offer says so, as the dice show it.
      const aside = num(action.die) === model.setAside ? ', set aside for you' : '';
      const which = `(die ${num(action.die) + 1}${aside})`;
      return typeof action.joker === 'string'
        ? `Take the joker as a ${action.joker} ${which}`
        : `Take ${describeFace(model.dice?.[num(action.die)])} ${which}`;
    }
    case 'buy':
      return `Buy a ${String(action.resource)} (${RESOURCE_PRICE_GP} GP)`;
    case 'acquire': {
      const line = action.line === 'boats' ? 'boats' : 'attributes';
      const next = ACQUISITIONS[line][me?.acquired[line] ?? 0];
      const joker = typeof action.joker === 'string' ? `, joker paid with a ${action.joker}` : '';
      return next
        ? `Acquire the ${next.name} (${next.rp} RP${joker})`
        : `Acquire on the ${lineWord(line)} line`;
    }
    case 'recruit':
      return `Recruit a Strength ${num(action.strength)} pirate (${recruitCost(num(action.strength))} GP)`;
    case 'endCommand':
      return 'Done with command';
    case 'attack':
      return `Attack ${model.sheets[num(action.target)]?.name ?? `captain ${num(action.target) + 1}`}`;
    case 'holdFire':
      return 'Hold fire';
    case 'commit':
      return `Send a Strength ${num(action.strength)} pirate`;
    case 'withdraw':
      return `Call back the Strength ${num(action.strength)} pirate`;
    case 'lock':
      return 'Lock in the boarding party';
    case 'reward':
      return action.reward === 'gold'
        ? goldRewardOffer(model)
        : `Reward: 2 circles on the ${lineWord(action.reward)} track`;
    default:
      return String(action.type);
  }
}

/**
 * The status line: the turn and who is at the helm, the phase, and exactly the captains the table waits for (the
 * rules' `waitingFor`, as the sheets mark them): the helm is not always the one awaited (loot, boarding, reward).
 */
export function statusLine(model: TableModel): string {
  if (model.status === 'over') return `Game over after ${model.turn} turns`;
  const helm = model.sheets[model.active];
  const name = (captain: number): string => model.sheets[captain]?.name ?? `Captain ${captain + 1}`;
  const turn = `Turn ${model.turn} (${helm?.you ? 'you are' : `${name(model.active)} is`} at the helm)`;
  const hooked = model.sheets.filter((s) => s.grapplingHook).map((s) => (s.you ? 'you' : s.name));
  const hook =
    model.phase === 'attack' && hooked.length > 0 ? `⚓ grappling hook protects ${listed(hooked)}` : '';
  return [turn, PHASE_WORDS[model.phase] ?? model.phase, awaitedWords(model.awaiting, model.you, name), hook]
    .filter(Boolean)
    .join(' · ');
}

/** "a gem", "2 pearls": a count of one resource in words. */
function resourceCount(resource: string, n: number): string {
  const word = RESOURCE_WORDS[resource] ?? resource;
  return n === 1 ? `a ${word}` : `${n} ${word}s`;
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
      const what = `${u.name} (${lineWord(u.line)} line)`;
      if (u.why === 'acquiredThisTurn') return { what, why: 'you already acquired something this turn' };
      const needs = Object.entries(u.missing).map(([r, n]) => resourceCount(r, n ?? 0));
      if (u.jokers > 0)
        needs.push(
          `${u.jokers === 1 ? 'one more resource' : `${u.jokers} more resources`} of any kind for its joker ★`,
        );
      return { what, why: `needs ${listed(needs)}` };
    }
    case 'buy':
      return {
        what: `Buy ${resourceCount(u.resource, 1)}`,
        why:
          u.why === 'chestFull'
            ? `your sheet has no ${RESOURCE_WORDS[u.resource] ?? u.resource} circle left`
            : `needs ${u.need} GP (you have ${model.you === null ? 0 : (model.sheets[model.you]?.gold ?? 0)})`,
      };
    case 'attack':
      if (u.why === 'grapplingHook') {
        const name = model.sheets[u.target]?.name ?? `Captain ${u.target + 1}`;
        return { what: `Attack ${name}`, why: `a grappling hook protects ${name} until their next turn` };
      }
      return {
        what: 'Attack',
        why: u.why === 'noCrew' ? 'you have no crew to board with' : 'no two attacks in a row in a duel',
      };
  }
}

/**
 * The reasons as lines under the table, one per option; purchases that all lack the same gold share one line
 * ("Buy a resource: needs 3 GP (you have 1)").
 */
export function whyNotLines(model: TableModel): string[] {
  const lines = model.unoffered.map((u) => unofferedWords(u, model));
  const poor = model.unoffered.filter((u) => u.kind === 'buy' && u.why === 'gold');
  const first = poor[0];
  if (poor.length < 4 || first === undefined) return lines.map((l) => `${l.what}: ${l.why}`);
  const { why } = unofferedWords(first, model);
  return [
    ...model.unoffered
      .filter((u) => !(u.kind === 'buy' && u.why === 'gold'))
      .map((u) => unofferedWords(u, model)),
    { what: 'Buy a resource', why },
  ].map((l) => `${l.what}: ${l.why}`);
}

/** Orders actions so the everyday choice comes first and "done" last. */
export function actionOrder(action: Record<string, unknown>): number {
  const order = [
    'roll',
    'setAside',
    'pick',
    'attack',
    'holdFire',
    'commit',
    'withdraw',
    'lock',
    'reward',
    'acquire',
    'recruit',
    'buy',
    'endCommand',
  ];
  const index = order.indexOf(String(action.type));
  return index === -1 ? order.length : index;
}

/** One line of the game log for an event the server sent this client, or null for bookkeeping events. */
export function eventSentence(event: Record<string, unknown>, model: TableModel | null): string | null {
  // The viewer is "you" in its own log, as on its sheet and in the status line; everyone else goes by name.
  const sheet = (captain: unknown) => model?.sheets[num(captain)];
  const { who, whom, Whose, does } = personWords(
    (captain) => sheet(captain)?.you === true,
    (captain) => sheet(captain)?.name ?? `Captain ${num(captain) + 1}`,
  );
  switch (event.type) {
    case 'turnStarted':
      return `Turn ${num(event.turn)}: ${who(event.active)} ${does(event.active, 'is', 'are')} at the helm.`;
    case 'diceRolled':
      return 'The loot dice are rolled.';
    case 'dieSetAside':
      return `Die ${num(event.die) + 1} (${describeFace(model?.dice?.[num(event.die)])}) is set aside.`;
    case 'diePicked':
      return `${who(event.captain)} ${does(event.captain, 'takes', 'take')} ${describeFace(model?.dice?.[num(event.die)])}.`;
    case 'acquired':
      return `${who(event.captain)} ${does(event.captain, 'acquires', 'acquire')} the ${String(event.name)} (${num(event.rp)} RP).`;
    case 'gained': {
      // Loot, tracks and boarding rewards have lines of their own; what the Command phase buys has only this.
      const what = gainWords(event.gain);
      if (event.source === 'recruit')
        return `${who(event.captain)} ${does(event.captain, 'recruits', 'recruit')} ${what} (${recruitCost(strengthOf(event.gain))} GP).`;
      if (event.source === 'purchase')
        return `${who(event.captain)} ${does(event.captain, 'buys', 'buy')} ${what} (${RESOURCE_PRICE_GP} GP).`;
      if (event.source === 'tithe')
        return `${who(event.captain)} ${does(event.captain, 'gains', 'gain')} ${what} as well: the Legend's tithe.`;
      return null;
    }
    case 'commandBonus':
      return `${who(event.captain)} ${does(event.captain, 'wins', 'win')} the ${lineWord(event.line)} command bonus (${num(event.rp)} RP).`;
    case 'attackDeclared':
      return `${who(event.attacker)} ${does(event.attacker, 'attacks', 'attack')} ${whom(event.defender)}!`;
    case 'heldFire':
      return `${who(event.captain)} ${does(event.captain, 'holds', 'hold')} fire.`;
    case 'boardingRevealed': {
      // Whose total is whose, and why a tie went the way it did: to the defender, unless the Arms Master fought.
      const attack = num(event.attackerTotal);
      const defence = num(event.defenderTotal);
      const tie =
        attack !== defence
          ? ''
          : num(event.winner) === num(event.defender)
            ? ' (a tie goes to the defender)'
            : ' (a tie: the Arms Master takes it)';
      return `Boarding: ${who(event.attacker)} ${attack} against ${whom(event.defender)} ${defence} — ${who(event.winner)} ${does(event.winner, 'wins', 'win')}${tie}.`;
    }
    case 'boardingDraft': {
      // A private event: only the chooser receives it.
      const strengths = Array.isArray(event.strengths) ? event.strengths.map(num) : [];
      return strengths.length === 0
        ? 'Your boarding party is empty so far (only you see this).'
        : `Your boarding party: Strength ${strengths.join(', ')} (only you see this).`;
    }
    case 'boardingLocked':
      return `${who(event.captain)} ${does(event.captain, 'has', 'have')} chosen a boarding party.`;
    case 'rewardTaken':
      return event.reward === 'gold'
        ? goldRewardSentence(event, model)
        : event.reward === 'nothing'
          ? `${who(event.captain)} ${does(event.captain, 'takes', 'take')} no reward.`
          : `${who(event.captain)} ${does(event.captain, 'takes', 'take')} circles on the ${lineWord(event.reward)} track.`;
    case 'grapplingHook':
      return `${who(event.captain)} ${does(event.captain, 'circles', 'circle')} a grappling hook: safe from attacks for now.`;
    case 'grapplingHookReleased':
      return `${Whose(event.captain)} grappling hook is released.`;
    case 'gainLost':
      return `${Whose(event.captain)} sheet is full: ${gainWords(event.gain)} is lost.`;
    case 'legendLoot':
      return `${model?.legendName || 'The Legendary Captain'} takes its loot.`;
    case 'navalBattle':
      return 'The naval battle: every crew fights for the war bonus.';
    case 'endTriggered':
      return `The end of the game is triggered: ${END_REASONS[String(event.reason)] ?? 'the last turn is played'}.`;
    case 'gameOver':
      return 'The game is over.';
    default:
      return null;
  }
}
