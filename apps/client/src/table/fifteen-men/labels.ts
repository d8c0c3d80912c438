// Human words for 15 Men: card names, phases, every offered action and every event (presentation, never a decision).
import { card, scenarios, vessels, type CardData, type CardId } from '@flotilla/rules/src/fifteen-men/cards';
import type { Unoffered } from '@flotilla/rules/src/fifteen-men/unoffered';
import type { FifteenMenModel, SlotModel } from './model';
import { listed } from '../words';
import type { OfferGroup } from '../game-table';

type Action = Record<string, unknown>;
type Event = { readonly type: string } & Record<string, unknown>;

export const PHASE_WORDS: Record<string, string> = {
  opening: 'Opening looks',
  corruption: 'Corruption',
  showdown: 'Showdown',
  over: 'Game over',
};

export const FLAG_WORDS: Record<string, string> = {
  english: 'English',
  french: 'French',
  spanish: 'Spanish',
  any: 'every nation',
};

export const ROLE_WORDS: Record<string, string> = {
  buccaneer: 'Buccaneer',
  cartographer: 'Cartographer',
  helmsman: 'Helmsman',
  phantom: 'Phantom',
  bosun: 'Bosun',
};

export const FACTION_WORDS: Record<string, string> = {
  captain: 'Captain',
  loyalist: 'Loyalist',
  mutineer: 'Mutineer',
};

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
    name: data?.name ?? 'a pirate',
    vp: String(data?.vp ?? '?'),
    nation: `${FLAG_WORDS[flag] ?? flag} · ${ROLE_WORDS[data?.front.role ?? ''] ?? 'no role'}`,
    skill: data?.text ?? '',
    backClaim:
      back !== undefined && lies
        ? `Its back claims: ${FLAG_WORDS[back.flag] ?? back.flag} ${ROLE_WORDS[back.role ?? ''] ?? 'guard'}`
        : '',
  };
}

export function pirateName(id: string | null | undefined): string {
  return cardData(id)?.name ?? 'a pirate';
}

export function vesselName(id: string): string {
  return vessels.find((v) => v.id === id)?.name ?? id;
}

export function vesselText(id: string): string {
  return vessels.find((v) => v.id === id)?.text ?? '';
}

export function scenarioName(id: string): string {
  return scenarios.find((s) => s.id === id)?.name ?? id;
}

export function scenarioText(id: string): string {
  return scenarios.find((s) => s.id === id)?.text ?? '';
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : -1;
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
  if (typeof seat !== 'number' || seat < 0) return capital ? 'Nobody' : 'nobody';
  if (model?.you === seat) return capital ? 'You' : 'you';
  return model?.players[seat]?.name ?? `Player ${seat + 1}`;
}

/** The effect of the skill prompt's source pirate (face up, hence readable by everyone). */
function skillKind(model: FifteenMenModel): string | undefined {
  if (model.prompt?.kind !== 'skill' || model.prompt.position === null) return undefined;
  return cardData(slotAt(model, model.prompt.position)?.pirate)?.reveal?.kind;
}

function targetLabel(action: Action, model: FifteenMenModel): string {
  const at = where(model, num(action.position));
  if (model.prompt?.kind === 'sacrifice') return `Sacrifice ${at}`;
  if (model.prompt?.kind === 'morgan') return `Henry Morgan shoots ${at}`;
  const source = model.prompt?.position ?? 0;
  switch (skillKind(model)) {
    case 'swap-with-self':
      return `Swap ${pirateName(slotAt(model, source)?.pirate)} with ${at}`;
    case 'flip-up':
      return `Turn ${at} face up`;
    case 'flip-down':
      return `Turn ${at} face down`;
    case 'take-adjacent':
      return `Take control of ${at}`;
    case 'kill-face-up-adjacent':
      return `Kill ${at}`;
    case 'kill-adjacent-then-self':
      return `Kill ${at} (Calico Jack dies too)`;
    default:
      return `Choose ${at}`;
  }
}

/**
 * Bribes and defences of one pirate share a row of the bar, one button per doubloon value: a corruption turn
 * offers up to 45 of them, which as sentences filled the screen under the ring.
 */
export function offerGroup(action: Action, model: FifteenMenModel): OfferGroup | null {
  if (action.type !== 'bribe') return null;
  const position = num(action.position);
  const verb = slotAt(model, position)?.controller === model.you ? 'Defend' : 'Bribe';
  return {
    key: `bribe:${position}`,
    title: `${verb} ${where(model, position)}`,
    short: String(num(action.value)),
    family: verb,
    fold: `#${position}`,
  };
}

/** A sentence a screen reader and a player both understand, for one offered action. */
export function actionLabel(action: Action, model: FifteenMenModel): string {
  const at = (key = 'position'): string => where(model, num(action[key]));
  const v = num(action.value);
  switch (action.type) {
    case 'bribe':
      return `${offerGroup(action, model)?.title ?? `Bribe ${at()}`} with ${v}`;
    case 'discard':
      return `Discard a ${v}`;
    case 'buyBullet':
      return `Buy back your bullet with a ${v}`;
    case 'bribeDaughter':
      return `Bribe the Governor’s Daughter with ${v}`;
    case 'ritual':
      return `Voodoo on ${at()} (pay ${v})`;
    case 'reveal':
      return `Reveal ${at()}`;
    case 'exchangeBamba':
      return `Bamba takes the place of ${at()}`;
    case 'parrot':
      return `Mr Parrot: look at ${at()}`;
    case 'endTurn':
      return model.phase === 'showdown' && model.players[model.you ?? -1]?.bullet === 'held'
        ? 'Hold fire, end turn'
        : 'End turn';
    case 'peek':
      return `Look at ${at()}`;
    case 'skipPeek':
      return 'Look at nothing';
    case 'target':
      return targetLabel(action, model);
    case 'swap':
      return `Swap ${at('a')} and ${at('b')}`;
    case 'moveDoubloon':
      return `Move your ${v} from ${at('from')} to ${at('to')}`;
    case 'discardDoubloon':
      return `Discard ${who(model, action.owner, false)}’s ${v} from ${at()}`;
    case 'chooseVictim':
      return `${who(model, action.seat)} must sacrifice an English pirate`;
    case 'rescue':
      return `Gibbons rescues ${where(model, model.prompt?.position ?? 0)}`;
    case 'letDie':
      return `Let ${where(model, model.prompt?.position ?? 0)} die`;
    case 'holdFire':
      return 'Henry Morgan holds fire';
    case 'shoot':
      return `Shoot ${at('to')} from ${at('from')}`;
    default:
      return String(action.type);
  }
}

const ORDER: Record<string, number> = {
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
};

/** Prompts and shots first, then bribes by position and value, reveals, and "end turn" last. */
export function actionOrder(action: Action): number {
  const base = (ORDER[String(action.type)] ?? 9) * 10_000;
  const p = Math.max(0, num(action.position), num(action.from), num(action.a));
  const second = Math.max(0, num(action.to), num(action.b), num(action.seat));
  return base + p * 100 + second * 4 + Math.max(0, num(action.value));
}

/** "Your" for the viewer, "Anne’s" for anyone else: `name` as `who` gives it. */
function possessive(name: string, startsSentence: boolean): string {
  if (name === 'You') return startsSentence ? 'Your' : 'your';
  return `${name}’s`;
}

function shooterWords(model: FifteenMenModel | null, event: Event): string {
  const from = event.from;
  if (typeof from !== 'number') return 'Henry Morgan';
  const pirate = slotAt(model, from)?.pirate;
  if (pirate === 'blackbeard') return 'Blackbeard';
  return `${possessive(who(model, event.seat), true)} ${where(model, from)}`;
}

/**
 * A pirate turned face up, told as it happened: revealed by its controller, turned by another pirate's skill (the
 * acting seat did not reveal its own card: "Bart turned #11 face up with Emanuel Wynn: Blackbeard, Cleo’s"),
 * by a voodoo ritual, or in the Showdown.
 */
function revealedSentence(event: Event, model: FifteenMenModel | null): string {
  const at = `#${num(event.position)}`;
  const pirate = pirateName(String(event.pirate));
  const controller = slotAt(model, num(event.position))?.controller ?? null;
  const whose = controller === null ? 'nobody’s' : possessive(who(model, controller), false);
  switch (event.cause) {
    case 'skill': {
      const source = typeof event.source === 'string' ? ` with ${pirateName(event.source)}` : ' with a skill';
      return `${who(model, event.seat)} turned ${at} face up${source}: ${pirate}, ${controller === event.seat ? `${possessive(who(model, event.seat), false)} own` : whose} pirate.`;
    }
    case 'voodoo':
      return `The voodoo ritual turns ${at} face up: ${pirate}, ${whose} pirate.`;
    case 'showdown':
      return `${at} turned face up: ${pirate}.`;
    default:
      return typeof event.seat === 'number'
        ? `${who(model, event.seat)} revealed ${at}: ${pirate}.`
        : `${at} turned face up: ${pirate}.`;
  }
}

/** What the awaited player is deciding, by prompt, in the third person and the second: "is choosing", "are choosing". */
const PROMPT_WORDS: Record<string, readonly [they: string, you: string]> = {
  'peek-adjacent': ['may look at a neighbour', 'may look at a neighbour'],
  'opening-peek': ['may look at two pirates', 'may look at two pirates'],
  skill: ['is using the skill of', 'are using the skill of'],
  'choose-victim': ['chooses who sacrifices', 'choose who sacrifices'],
  sacrifice: ['must sacrifice an English pirate', 'must sacrifice an English pirate'],
  rescue: ['may rescue with Gibbons', 'may rescue with Gibbons'],
  morgan: ['may shoot with Henry Morgan', 'may shoot with Henry Morgan'],
};

/** The centre's line for a prompt: "You are using the skill of Alonzo Bosco", "Bart may rescue with Gibbons (#4)". */
export function promptLine(model: FifteenMenModel): string {
  const prompt = model.prompt;
  if (prompt === null) return '';
  const words = PROMPT_WORDS[prompt.kind];
  if (words === undefined) return '';
  const you = prompt.seat === model.you;
  const verb = you ? words[1] : words[0];
  const at = prompt.position;
  const tail =
    prompt.kind === 'skill' && at !== null
      ? ` ${pirateName(slotAt(model, at)?.pirate)}`
      : prompt.kind === 'rescue' && at !== null
        ? ` (#${at})`
        : '';
  return `${who(model, prompt.seat)} ${verb}${tail}`;
}

/** The game log's sentence for an event; null keeps it out of the log. */
export function eventSentence(event: Event, model: FifteenMenModel | null): string | null {
  const pos = (key = 'position'): string => where(model, num(event[key]));
  const name = who(model, event.seat);
  const v = num(event.value);
  switch (event.type) {
    case 'turnStarted':
      return event.phase === 'showdown'
        ? `— ${possessive(name, true)} turn to shoot —`
        : `— ${possessive(name, true)} turn —`;
    case 'bribed':
      return event.tookControl
        ? `${name} bribed #${num(event.position)} with ${v} and took control.`
        : `${name} added ${v} to #${num(event.position)}.`;
    case 'discarded':
      return `${name} threw a ${v} overboard.`;
    case 'bulletBought':
      return `${name} bought a bullet back at Tortuga with a ${v}.`;
    case 'bulletRecovered':
      return `${name} took a bullet back (Long John Silver).`;
    case 'daughterBribed':
      return `${name} bribed the Governor’s Daughter with ${v}${event.tookControl ? ' and won her favour' : ''}.`;
    case 'ritual':
      return `${name} paid ${v} for a voodoo ritual on #${num(event.position)}.`;
    case 'peeked':
      if (typeof event.pirate === 'string')
        return `You looked at #${num(event.position)}: ${pirateName(event.pirate)}.`;
      // The peeker also gets the private line; the public one is for the others.
      return model?.you === event.seat ? null : `${name} looked at #${num(event.position)}.`;
    case 'revealed':
      return revealedSentence(event, model);
    case 'turnedFaceDown':
      return `#${num(event.position)} was turned face down.`;
    case 'swapped':
      return `#${num(event.a)} and #${num(event.b)} swapped places.`;
    case 'controlTaken':
      return `${name} took control of #${num(event.position)}.`;
    case 'doubloonMoved':
      return `${name} moved a ${v} from #${num(event.from)} to #${num(event.onto)}.`;
    case 'doubloonDiscarded':
      return `${possessive(who(model, event.owner), true)} ${v} was knocked off #${num(event.position)}.`;
    case 'exchanged':
      return `Bamba took the place of #${num(event.position)}; ${pirateName(String(event.pirate))} now guards the captain.`;
    case 'shot':
      return `${shooterWords(model, event)} fired at #${num(event.target)}!`;
    case 'shotShrugged':
      return event.pirate === 'john-flint'
        ? `${pirateName('john-flint')} shrugged off the shot and shot back!`
        : `${pirateName(String(event.pirate))} shrugged off the shot and turned face up.`;
    case 'killed':
      return `${pirateName(String(event.pirate))} (#${num(event.position)}) was killed.`;
    case 'rescued':
      return `William Gibbons rescued ${pos()}.`;
    case 'ghostTaken':
      return typeof event.seat === 'number'
        ? `William Ghost haunts ${possessive(name, false)} crew: −4 VP.`
        : 'William Ghost left the game.';
    case 'showdownStarted':
      return 'The Showdown begins: each player may fire one shot.';
    case 'gameOver': {
      const winners = Array.isArray(event.winners) ? event.winners.map((s) => who(model, s)) : [];
      return `Game over: ${listed(winners) || 'nobody'} ${winners.length === 1 && winners[0] !== 'You' ? 'wins' : 'win'}!`;
    }
    default:
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
  const verb = winners.length === 1 && winners[0] !== 'You' ? 'wins' : 'win';
  const best = Math.max(...final.teams.map((t) => t.total));
  const tied = final.teams.filter((t) => t.total === best).length > 1;
  return `★ ${listed(winners)} ${verb}!${tied ? ' (a tie goes to the captain’s crew)' : ''}`;
}

/** A score line's words: a pirate, the vessel's majority, or Ghost's penalty. */
export function scoreLineName(what: string): string {
  if (what === 'william-ghost-penalty') return 'William Ghost’s penalty';
  const ship = vessels.find((v) => v.id === what);
  if (ship !== undefined) return `${ship.name} (majority)`;
  return pirateName(what);
}

/**
 * Why a bribe or a reveal is not offered, in one line: what ("Bribe #4 (Anne Bonny)") and the rules' reason
 * ("Bart leads there by 5, and your best doubloon is 3").
 */
export function unofferedLine(u: Unoffered, model: FifteenMenModel): string {
  const at = where(model, u.position);
  if (u.kind === 'bribe') {
    if (u.why === 'bamba') return `Bribe ${at}: nobody bids on Bamba`;
    if (u.best === 0) return `Bribe ${at}: you have no doubloon left`;
    const leader = who(model, model.ring[u.position - 1]?.controller ?? null);
    return `Bribe ${at}: ${leader} leads there by ${u.lead}, and your best doubloon is ${u.best}`;
  }
  switch (u.why) {
    case 'unseen':
      return `Reveal ${at}: you have not seen this pirate`;
    case 'noRevealSkill':
      return `Reveal ${at}: this pirate has no Reveal skill`;
    case 'takenThisTurn':
      return `Reveal ${at}: taken this turn — reveal it from your next turn`;
    case 'revealedThisTurn':
      return `Reveal ${at}: one reveal a turn, and you made it`;
    default:
      return `Reveal ${at}`;
  }
}

/** The reasons as lines under the table; with no doubloon left, one line says so for every pirate. */
export function whyNotLines(model: FifteenMenModel): string[] {
  const broke = model.unoffered.filter((u) => u.kind === 'bribe' && u.why === 'outbid' && u.best === 0);
  const lines = model.unoffered.filter((u) => !broke.includes(u)).map((u) => unofferedLine(u, model));
  return broke.length > 1
    ? ['Bribe: you have no doubloon left', ...lines]
    : model.unoffered.map((u) => unofferedLine(u, model));
}

/** Each pirate's skill in a few words, for the card on the ring (the tooltip and the look card give it whole). */
const SHORT_SKILLS: Record<string, string> = {
  blackbeard: 'A last shot at the end',
  'augustin-blanco': 'Reveal: move a doubloon',
  'anne-bonny': 'Reveal: swap two neighbours',
  'alonzo-bosco': 'Reveal: take a neighbour',
  'lope-de-aguirre': 'Reveal: peek at an English',
  'laurens-de-graaf': 'Reveal: an English dies',
  'michel-de-grammont': 'Reveal: kill a face-up neighbour',
  'raveneau-de-lussan': '+4 with Helmsman & Cartographer',
  'cabeza-de-perro': 'Reveal: knock off a doubloon',
  diabolito: 'Shot face down: lives',
  'francis-drake': 'Reveal: swap with anyone',
  'eustace-the-monk': '+1 per pirate past four',
  'john-flint': 'Shot: kills his shooter',
  'william-ghost': 'Killed: −4 to his killer',
  'john-hawkins': '+3 each with a brother',
  'william-hawkins': '+3 each with a brother',
  'richard-hawkins': '+3 each with a brother',
  'calico-jack': 'Reveal: kill a neighbour and die',
  jacquotte: 'Shoots the nearest Buccaneer',
  'jean-lafitte': 'Reveal: turn one face down',
  'pierre-le-grand': '+4 for the most French',
  'francois-lolonnais': '+5 per bullet kept',
  'daniel-montbars': 'Shoots any face-up pirate',
  'amaro-pargo': 'Reveal: peek at French, Spanish',
  'mary-read': '+2 per other Bosun',
  'long-john-silver': 'Reveal: your bullet back',
  'jacques-tavernier': 'Shoots up to 3 away',
  'charles-vane': '+4 with Helmsman & Cartographer',
  'emanuel-wynn': 'Reveal: turn one face up',
  bamba: 'Once: trade places with a pirate',
  'william-gibbons': 'Once: rescue a dying pirate',
  'henry-morgan': 'A free shot at the end',
  'mr-parrot': 'Looks at a pirate each turn',
};

export function shortSkill(id: string | null | undefined): string {
  return SHORT_SKILLS[id ?? ''] ?? '';
}

/** A card's tooltip: who it is, its worth and its whole skill. */
export function cardTip(id: string | null | undefined): string {
  const data = cardData(id);
  if (data === undefined) return 'A pirate of the Round Robin.';
  const words = lookCardWords(data.id);
  return `${data.name} · ${words.nation} · ${data.vp} VP\n${data.text}`;
}
