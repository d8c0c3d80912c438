// Human words for 15 Men: card names, phases, every offered action and every event (presentation, never a decision).
import { card, vessels, type CardData, type CardId } from '@flotilla/rules/fifteen-men/material';
import type { Unoffered } from '@flotilla/rules/fifteen-men';
import type { FifteenMenModel, SlotModel } from './model';
import { listed } from '../words';
import type { OfferGroup } from '../game-table';
import type { HeardEvent, WireAction } from '@flotilla/protocol/wire';
import { unknownType } from '../unknown-type';
import { SOURCE_LANGUAGE, formatList, language } from '../../i18n/i18n';
import { cardName, cardText, scenarioName, scenarioText, vesselName, vesselText } from './card-words';
import { w } from './terms';

export { scenarioName, scenarioText, vesselName, vesselText, w };

type Action = WireAction<'fifteen-men'>;
type Event = HeardEvent<'fifteen-men'>;

/** A message in its "you" form (`key_you`) when `seat` is the viewer's. */
function said(
  key: string,
  model: FifteenMenModel | null,
  seat: unknown,
  options: Record<string, unknown> = {},
): string {
  const you = typeof seat === 'number' && model?.you === seat;
  return w(key, { name: who(model, seat), ...options, ...(you ? { context: 'you' } : {}) });
}

/** Words by id, each read in the current language when used (never at import: the namespace loads later). */
function wordTable(group: string, ids: ReadonlyArray<string>): Readonly<Record<string, string>> {
  const table: Record<string, string> = {};
  for (const id of ids)
    Object.defineProperty(table, id, { enumerable: true, get: () => w(`${group}.${id}`) });
  return table;
}

export const PHASE_WORDS = wordTable('phase', ['opening', 'corruption', 'showdown', 'over']);

export const FLAG_WORDS = wordTable('nation', ['english', 'french', 'spanish', 'any']);

export const ROLE_WORDS = wordTable('role', ['buccaneer', 'cartographer', 'helmsman', 'phantom', 'bosun']);

export const FACTION_WORDS = wordTable('faction', ['captain', 'loyalist', 'mutineer']);

/** What a card's back shows: "English Buccaneer", a guard's "Spanish guard". */
export function backWords(flag: string, role: string | null | undefined): string {
  const roleWord = ROLE_WORDS[role ?? ''] ?? w('role.guard');
  return FLAG_WORDS[flag] === undefined ? `${flag} ${roleWord}` : w(`back.${flag}`, { role: roleWord });
}

/** A list of names as a sentence says it ("Anne, Bart and Cora"); English keeps its own commas. */
export function namesList(names: ReadonlyArray<string>): string {
  if (language() === SOURCE_LANGUAGE) return listed(names);
  // "Bart et vous": the viewer's word is capitalised only where a sentence starts.
  const you = w('who.You');
  return formatList(names.map((name, i) => (i > 0 && name === you ? w('who.you') : name)));
}

/** The card's data, or undefined for an id the client does not know. */
export function cardData(id: string | null | undefined): CardData | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  try {
    return card(id as CardId);
  } catch {
    return undefined;
  }
}

/** What the card a look shows large says: the pirate's face, its skill, and what its back claims when that lies. */
export interface LookCardWords {
  readonly name: string;
  readonly vp: string;
  readonly nation: string;
  readonly skill: string;
  /** "Its back claims: English Buccaneer" when the back lies about the face; '' when it tells the truth. */
  readonly backClaim: string;
}

export function lookCardWords(id: string): LookCardWords {
  const data = cardData(id);
  const flag = data?.front.flag ?? 'any';
  const back = data?.back;
  const lies = back !== undefined && (back.flag !== data?.front.flag || back.role !== data?.front.role);
  return {
    name: data === undefined ? w('who.aPirate') : (cardName(data.id) ?? data.name),
    vp: String(data?.vp ?? '?'),
    nation: `${FLAG_WORDS[flag] ?? flag} · ${ROLE_WORDS[data?.front.role ?? ''] ?? w('role.none')}`,
    skill: data === undefined ? '' : (cardText(data.id) ?? data.text),
    backClaim:
      back !== undefined && lies ? w('look.backClaims', { back: backWords(back.flag, back.role) }) : '',
  };
}

export function pirateName(id: string | null | undefined): string {
  const data = cardData(id);
  return data === undefined ? w('who.aPirate') : (cardName(data.id) ?? data.name);
}

function slotAt(model: FifteenMenModel | null, position: number): SlotModel | undefined {
  return model?.ring[position - 1];
}

/** "#4", or "#4 (Anne Bonny)" when this viewer knows who lies there. */
export function where(model: FifteenMenModel | null, position: number): string {
  const pirate = slotAt(model, position)?.pirate;
  return pirate ? `#${position} (${pirateName(pirate)})` : `#${position}`;
}

/** A seat's name, or "you"/"You" for the viewer. */
export function who(model: FifteenMenModel | null, seat: unknown, capital = true): string {
  if (typeof seat !== 'number' || seat < 0) return w(capital ? 'who.Nobody' : 'who.nobody');
  if (model?.you === seat) return w(capital ? 'who.You' : 'who.you');
  return model?.players[seat]?.name ?? w('who.player', { number: seat + 1 });
}

/** The effect of the skill prompt's source pirate (face up, hence readable by everyone). */
function skillKind(model: FifteenMenModel): string | undefined {
  if (model.prompt?.kind !== 'skill' || model.prompt.position === null) return undefined;
  return cardData(slotAt(model, model.prompt.position)?.pirate)?.reveal?.kind;
}

function targetLabel(action: Extract<Action, { type: 'target' }>, model: FifteenMenModel): string {
  const at = where(model, action.position);
  if (model.prompt?.kind === 'sacrifice') return w('target.sacrifice', { at });
  if (model.prompt?.kind === 'morgan') return w('target.morgan', { at });
  const source = model.prompt?.position ?? 0;
  switch (skillKind(model)) {
    case 'swap-with-self':
      return w('target.swapWithSelf', { pirate: pirateName(slotAt(model, source)?.pirate), at });
    case 'flip-up':
      return w('target.flipUp', { at });
    case 'flip-down':
      return w('target.flipDown', { at });
    case 'take-adjacent':
      return w('target.take', { at });
    case 'kill-face-up-adjacent':
      return w('target.kill', { at });
    case 'kill-adjacent-then-self':
      return w('target.killThenSelf', { at });
    default:
      return w('target.choose', { at });
  }
}

/**
 * Bribes and defences of one pirate share a row of the bar, one button per doubloon value: a corruption turn
 * offers up to 45 of them, which as sentences filled the screen under the ring.
 */
export function offerGroup(action: Action, model: FifteenMenModel): OfferGroup | null {
  if (action.type !== 'bribe') return null;
  const position = action.position;
  const verb = slotAt(model, position)?.controller === model.you ? 'defend' : 'bribe';
  return {
    key: `bribe:${position}`,
    title: w(`action.${verb}`, { at: where(model, position) }),
    short: String(action.value),
    family: w(`family.${verb}`),
    fold: `#${position}`,
  };
}

/** A sentence a screen reader and a player both understand, for one offered action. */
export function actionLabel(action: Action, model: FifteenMenModel): string {
  const at = (position: number): string => where(model, position);
  const v = 'value' in action ? action.value : -1;
  switch (action.type) {
    case 'bribe': {
      const defend = slotAt(model, action.position)?.controller === model.you;
      return w(defend ? 'action.defendWith' : 'action.bribeWith', { at: at(action.position), value: v });
    }
    case 'discard':
      return w('action.discard', { value: v });
    case 'buyBullet':
      return w('action.buyBullet', { value: v });
    case 'bribeDaughter':
      return w('action.bribeDaughter', { value: v });
    case 'ritual':
      return w('action.ritual', { at: at(action.position), value: v });
    case 'reveal':
      return w('action.reveal', { at: at(action.position) });
    case 'exchangeBamba':
      return w('action.exchangeBamba', { at: at(action.position) });
    case 'parrot':
      return w('action.parrot', { at: at(action.position) });
    case 'endTurn':
      return model.phase === 'showdown' && model.players[model.you ?? -1]?.bullet === 'held'
        ? w('action.holdFireEndTurn')
        : w('action.endTurn');
    case 'peek':
      return w('action.peek', { at: at(action.position) });
    case 'skipPeek':
      return w('action.skipPeek');
    case 'target':
      return targetLabel(action, model);
    case 'swap':
      return w('action.swap', { a: at(action.a), b: at(action.b) });
    case 'moveDoubloon':
      return w('action.moveDoubloon', { value: v, from: at(action.from), to: at(action.to) });
    case 'discardDoubloon':
      return said('action.discardDoubloon', model, action.owner, {
        owner: who(model, action.owner, false),
        value: v,
        at: at(action.position),
      });
    case 'chooseVictim':
      return said('prompt.sacrifice', model, action.seat);
    case 'rescue':
      return w('action.rescue', { at: where(model, model.prompt?.position ?? 0) });
    case 'letDie':
      return w('action.letDie', { at: where(model, model.prompt?.position ?? 0) });
    case 'holdFire':
      return w('action.holdFire');
    case 'shoot':
      return w('action.shoot', { to: at(action.to), from: at(action.from) });
    default:
      return unknownType('fifteen-men', action);
  }
}

/** Each offer's rank in the bar (then by position and value). */
const ORDER = {
  peek: 0,
  target: 0,
  swap: 0,
  moveDoubloon: 0,
  discardDoubloon: 0,
  chooseVictim: 0,
  rescue: 0,
  shoot: 1,
  parrot: 2,
  bribe: 3,
  bribeDaughter: 4,
  buyBullet: 4,
  ritual: 5,
  discard: 6,
  reveal: 7,
  exchangeBamba: 8,
  letDie: 9,
  skipPeek: 9,
  holdFire: 9,
  endTurn: 10,
} satisfies Record<Action['type'], number>;

/** Prompts and shots first, then bribes by position and value, reveals, and "end turn" last. */
export function actionOrder(action: Action): number {
  const ranks: Readonly<Record<string, number>> = ORDER;
  const base = (ranks[action.type] ?? 9) * 10_000;
  const p = Math.max(
    0,
    'position' in action ? action.position : -1,
    'from' in action ? action.from : -1,
    'a' in action ? action.a : -1,
  );
  const second = Math.max(
    0,
    'to' in action ? action.to : -1,
    'b' in action ? action.b : -1,
    'seat' in action ? action.seat : -1,
  );
  return base + p * 100 + second * 4 + Math.max(0, 'value' in action ? action.value : -1);
}

function shooterWords(model: FifteenMenModel | null, event: Extract<Event, { type: 'shot' }>): string {
  const from = event.from;
  const target = event.target;
  if (from === null) return w('log.shot', { name: pirateName('henry-morgan'), target });
  const pirate = slotAt(model, from)?.pirate;
  if (pirate === 'blackbeard') return w('log.shot', { name: pirateName('blackbeard'), target });
  return said('log.shotFrom', model, event.seat, {
    owner: who(model, event.seat),
    from: where(model, from),
    target,
  });
}

/** "nobody’s pirate", "your pirate", "Cleo’s own pirate": whose a turned pirate is. */
function whosePirate(model: FifteenMenModel | null, controller: number | null, seat?: unknown): string {
  if (controller === null) return w('log.nobodysPirate');
  return said(controller === seat ? 'log.ownPirate' : 'log.theirPirate', model, controller);
}

/**
 * A pirate turned face up, told as it happened: revealed by its controller, turned by another pirate's skill (the
 * acting seat did not reveal its own card: "Bart turned #11 face up with Emanuel Wynn: Blackbeard, Cleo’s"),
 * by a voodoo ritual, or in the Showdown.
 */
function revealedSentence(
  event: Extract<Event, { type: 'revealed' }>,
  model: FifteenMenModel | null,
): string {
  const at = `#${event.position}`;
  const pirate = pirateName(event.pirate);
  const controller = slotAt(model, event.position)?.controller ?? null;
  switch (event.cause) {
    case 'skill': {
      const source = event.source !== undefined ? pirateName(event.source) : w('log.aSkill');
      const whose = whosePirate(model, controller, event.seat);
      return said('log.skillTurnedUp', model, event.seat, { at, source, pirate, whose });
    }
    case 'voodoo':
      return w('log.voodooTurnedUp', { at, pirate, whose: whosePirate(model, controller) });
    case 'showdown':
      return w('log.turnedUp', { at, pirate });
    default:
      return typeof event.seat === 'number'
        ? said('log.revealed', model, event.seat, { at, pirate })
        : w('log.turnedUp', { at, pirate });
  }
}

/** What the awaited player is deciding, by prompt: its message (`prompt.*`, with a "you" form). */
const PROMPT_KEYS: Record<string, string> = {
  'peek-adjacent': 'peekAdjacent',
  'opening-peek': 'openingPeek',
  skill: 'skill',
  'choose-victim': 'chooseVictim',
  sacrifice: 'sacrifice',
  rescue: 'rescue',
  morgan: 'morgan',
};

/** The centre's line for a prompt: "You are using the skill of Alonzo Bosco", "Bart may rescue with Gibbons (#4)". */
export function promptLine(model: FifteenMenModel): string {
  const prompt = model.prompt;
  if (prompt === null) return '';
  const key = PROMPT_KEYS[prompt.kind];
  if (key === undefined) return '';
  const at = prompt.position;
  const pirate = prompt.kind === 'skill' && at !== null ? pirateName(slotAt(model, at)?.pirate) : '';
  const line = said(`prompt.${key}`, model, prompt.seat, { pirate }).trimEnd();
  return prompt.kind === 'rescue' && at !== null ? `${line} (#${at})` : line;
}

/** "Anne and Bart win": the message's context and count for the winners (the viewer among them or alone). */
function winnersOptions(winners: ReadonlyArray<string>): Record<string, unknown> {
  const you = w('who.You');
  if (winners.length === 0) return { context: 'nobody' };
  if (winners.length === 1 && winners[0] === you) return { context: 'you' };
  if (winners.includes(you)) return { context: 'withYou', winners: namesList(winners) };
  return { count: winners.length, winners: namesList(winners) };
}

/** The game log's sentence for an event; null keeps it out of the log. */
export function eventSentence(event: Event, model: FifteenMenModel | null): string | null {
  const seat = 'seat' in event ? event.seat : undefined;
  const position = 'position' in event ? event.position : -1;
  const value = 'value' in event ? event.value : -1;
  switch (event.type) {
    case 'turnStarted':
      return said(event.phase === 'showdown' ? 'log.turnToShoot' : 'log.turn', model, seat);
    case 'bribed':
      return said(event.tookControl ? 'log.bribedControl' : 'log.bribedAdded', model, seat, {
        position,
        value,
      });
    case 'discarded':
      return said('log.discarded', model, seat, { value });
    case 'bulletBought':
      return said('log.bulletBought', model, seat, { value });
    case 'bulletRecovered':
      return said('log.bulletRecovered', model, seat);
    case 'daughterBribed':
      return said(event.tookControl ? 'log.daughterWon' : 'log.daughterBribed', model, seat, { value });
    case 'ritual':
      return said('log.ritual', model, seat, { value, position });
    case 'peeked':
      if (event.pirate !== undefined)
        return w('log.lookedAt', { position, pirate: pirateName(event.pirate) });
      // The peeker also gets the private line; the public one is for the others.
      return model?.you === seat ? null : w('log.looked', { name: who(model, seat), position });
    case 'revealed':
      return revealedSentence(event, model);
    case 'turnedFaceDown':
      return w('log.turnedFaceDown', { position });
    case 'swapped':
      return w('log.swapped', { a: event.a, b: event.b });
    case 'controlTaken':
      return said('log.controlTaken', model, seat, { position });
    case 'doubloonMoved':
      return said('log.doubloonMoved', model, seat, { value, from: event.from, to: event.onto });
    case 'doubloonDiscarded':
      return said('log.doubloonDiscarded', model, event.owner, {
        owner: who(model, event.owner),
        value,
        position,
      });
    case 'exchanged':
      return w('log.exchanged', { position, pirate: pirateName(event.pirate) });
    case 'shot':
      return shooterWords(model, event);
    case 'shotShrugged':
      return event.pirate === 'john-flint'
        ? w('log.shotBack', { pirate: pirateName('john-flint') })
        : w('log.shotShrugged', { pirate: pirateName(event.pirate) });
    case 'killed':
      return w('log.killed', { pirate: pirateName(event.pirate), position });
    case 'rescued':
      return w('log.rescued', { at: where(model, event.position) });
    case 'ghostTaken':
      return typeof seat === 'number'
        ? said('log.ghostTaken', model, seat, { owner: who(model, seat) })
        : w('log.ghostLeft');
    case 'showdownStarted':
      return w('log.showdownStarted');
    case 'gameOver': {
      const winners = event.winners.map((s) => who(model, s));
      return w('log.gameOver', winnersOptions(winners));
    }
    default:
      unknownType('fifteen-men', event);
      return null;
  }
}

/** "★ Anne and Bart win!", noting when a tie went to the captain's crew (the rulebook's tie-break). */
export function winnersLine(
  final: {
    readonly teams: ReadonlyArray<{
      readonly total: number;
      readonly captainTeam: boolean;
      readonly seats: ReadonlyArray<number>;
    }>;
    readonly winners: ReadonlyArray<number>;
  },
  name: (seat: number) => string,
): string {
  const winners = final.winners.map(name);
  const best = Math.max(...final.teams.map((team) => team.total));
  const tied = final.teams.filter((team) => team.total === best).length > 1;
  const line = w('results.win', winnersOptions(winners));
  return tied ? `${line} ${w('results.tie')}` : line;
}

/** A score line's words: a pirate, the vessel's majority, or Ghost's penalty. */
export function scoreLineName(what: string): string {
  if (what === 'william-ghost-penalty') return w('results.ghostPenalty');
  const ship = vessels.find((v) => v.id === what);
  if (ship !== undefined) return w('results.majority', { ship: vesselName(ship.id) });
  return pirateName(what);
}

/**
 * Why a bribe or a reveal is not offered, in one line: what ("Bribe #4 (Anne Bonny)") and the rules' reason
 * ("Bart leads there by 5, and your best doubloon is 3").
 */
export function unofferedLine(u: Unoffered, model: FifteenMenModel): string {
  const at = where(model, u.position);
  if (u.kind === 'bribe') {
    if (u.why === 'bamba') return w('whyNot.bamba', { at });
    if (u.best === 0) return w('whyNot.broke', { at });
    const leader = who(model, model.ring[u.position - 1]?.controller ?? null);
    return w('whyNot.outbid', { at, leader, lead: u.lead, best: u.best });
  }
  switch (u.why) {
    case 'unseen':
    case 'noRevealSkill':
    case 'takenThisTurn':
    case 'revealedThisTurn':
      return w(`whyNot.${u.why}`, { at });
    default:
      return w('action.reveal', { at });
  }
}

/** The reasons as lines under the table; with no doubloon left, one line says so for every pirate. */
export function whyNotLines(model: FifteenMenModel): string[] {
  const broke = model.unoffered.filter((u) => u.kind === 'bribe' && u.why === 'outbid' && u.best === 0);
  const lines = model.unoffered.filter((u) => !broke.includes(u)).map((u) => unofferedLine(u, model));
  return broke.length > 1
    ? [w('whyNot.brokeAll'), ...lines]
    : model.unoffered.map((u) => unofferedLine(u, model));
}

/** The pirates whose skill says the same in few words share one message (the three Hawkins brothers). */
const SHORT_SKILL_KEYS: Record<string, string> = {
  'john-hawkins': 'hawkins',
  'william-hawkins': 'hawkins',
  'richard-hawkins': 'hawkins',
};

/** Each pirate's skill in a few words, for the card on the ring (the tooltip and the look card give it whole). */
export function shortSkill(id: string | null | undefined): string {
  if (id === null || id === undefined || id === '') return '';
  const key = `shortSkill.${SHORT_SKILL_KEYS[id] ?? id}`;
  const words = w(key, { defaultValue: '' });
  return words === key ? '' : words;
}

/** A card's tooltip: who it is, its worth and its whole skill. */
export function cardTip(id: string | null | undefined): string {
  const data = cardData(id);
  if (data === undefined) return w('card.unknown');
  const words = lookCardWords(data.id);
  return `${words.name} · ${words.nation} · ${w('card.vp', { vp: data.vp })}\n${words.skill}`;
}
