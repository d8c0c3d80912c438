// A simple Eollis player: decides from its own view and legal actions only, so it cannot cheat.
// Everything is valued in gold (a renown point costs 4 gold in the Tavern), and the best-valued offered
// action is played; the dice only break ties.
import type { Dice } from '../core/random';
import type { Seat } from '../core/types';
import { balloonSpaces, repairTarget } from './balloon';
import { actionCard } from './cards/actions';
import { eventCard, eventCards, type EventCard } from './cards/events';
import { pirateCard, type Skill } from './cards/pirates';
import { renownPrice } from './gold';
import { crewBonusPosts, crewPosts, mutinyWeight, secondHideGold, sharingOrder, type PostId } from './posts';
import type { Camp, EollisAction, HeldCard, Roll } from './types';
import type { EollisView } from './view';

/** Gold worth of one renown point: its price in the Tavern on the track's first section. */
const RENOWN_GOLD = renownPrice(0);
/** Gold worth of a living pirate: a trial option, a camp vote, a tie-breaker at the end. */
const PIRATE_GOLD = 4;
/** Gold worth of an Action card in hand. */
const CARD_GOLD = 2;
/** Gold worth of sitting at the Captain's post: the biggest cagnotte share and the decisions. */
const CAPTAIN_GOLD = 5;
/** Only a clearly worthwhile mutiny is declared: losing costs the leader. */
const MUTINY_MARGIN = 2;
/** Hurting one rival helps against one opponent of several: worth a fraction of the swing. */
const RIVAL_WEIGHT = 0.35;
/** What each card costs to spend now rather than later (its worth in a later roll or brawl). */
const SPEND_COST: Readonly<Record<string, number>> = {
  rum: 1.5,
  daring: 2.5,
  secondChance: 2,
  trip: 2,
  rob: 2,
  challenge: 1.5,
  humiliate: 3,
  lureAway: 3,
  murder: 3,
};
/** A pirate's own once-per-Expedition roll power, kept for a later roll unless it matters now. */
const POWER_COST = 1;

/** Actions offered alongside a phase's own moves whenever the Clan may act. */
const OPTIONAL: ReadonlySet<string> = new Set([
  'giveGold',
  'giveCard',
  'strongbox',
  'buriedLoot',
  'accident',
  'secondHide',
  'power',
]);

const SKILLS: ReadonlyArray<Skill> = ['navigation', 'combat', 'bagou'];

type PirateView = EollisView['pirates'][number];

/** What the bot reads from its view, computed once per decision. */
interface Ctx {
  readonly view: EollisView;
  readonly me: Seat;
  readonly byId: ReadonlyMap<string, PirateView>;
  readonly postOf: ReadonlyMap<string, PostId>;
  /** Filled on first use: the same figures are read for every legal action. */
  readonly memo: { weights?: Record<Skill, number>; unseen?: EventCard[]; goOn?: number };
}

/** The seat's choice among `legal` (never outside it); ties are broken with `dice`. */
export function chooseEollisAction(
  view: EollisView,
  legal: ReadonlyArray<EollisAction>,
  dice: Dice,
): EollisAction {
  const first = legal[0];
  if (first === undefined) throw new RangeError('chooseEollisAction needs at least one legal action');
  if (legal.length === 1 || typeof view.viewer !== 'number') return first;
  const postOf = new Map<string, PostId>();
  for (const [post, id] of Object.entries(view.posts)) if (id !== undefined) postOf.set(id, post as PostId);
  const ctx: Ctx = {
    view,
    me: view.viewer,
    byId: new Map(view.pirates.map((p) => [p.id, p])),
    postOf,
    memo: {},
  };
  const values = new Map(legal.map((action) => [action, value(ctx, action)]));
  // Plays open besides the phase's own move (gifts, Exploits off the dice, powers) are made only when worth it
  // on their own; a forced choice among bad moves (which pirate dies) must not be dodged with a wasted card.
  const worthwhile = legal.filter((a) => !OPTIONAL.has(a.type) || (values.get(a) ?? 0) > 0);
  const pool = worthwhile.length > 0 ? worthwhile : legal;
  const choice = best(pool, (action) => values.get(action) ?? -Infinity, dice);
  // Belt and braces: whatever the reasoning, only an offered action leaves this function.
  return legal.includes(choice) ? choice : first;
}

/** The highest-valued action; equal values are broken by the dice. */
function best(
  legal: ReadonlyArray<EollisAction>,
  valueOf: (action: EollisAction) => number,
  dice: Dice,
): EollisAction {
  let top = -Infinity;
  let tops: EollisAction[] = [];
  for (const action of legal) {
    const v = valueOf(action);
    if (v > top) {
      top = v;
      tops = [action];
    } else if (v === top) tops.push(action);
  }
  return tops.length === 1 ? (tops[0] as EollisAction) : dice.pick(tops);
}

function value(ctx: Ctx, a: EollisAction): number {
  switch (a.type) {
    // Free renown: always first.
    case 'reveal':
      return 100;
    case 'recruit':
      return recruitValue(ctx, a.pirate);
    case 'propose':
      return electionBagou(ctx, a.pirate);
    case 'board':
      return a.post === 'hold'
        ? strength(ctx, a.pirate)
        : postValue(ctx, a.post, a.pirate) + strength(ctx, a.pirate) * 0.6;
    case 'rise': {
      const top = ctx.view.hold[0];
      return top === undefined ? 0 : postValue(ctx, a.post, top);
    }
    case 'lookout':
      return lookoutValue(ctx, a.choice);
    case 'boscoGive':
      return boscoValue(ctx, a.to);
    case 'repair':
      return a.attempt ? repairAttemptValue(ctx) : 0;
    case 'attempt':
      return attemptValue(ctx, a.pirate);
    case 'kill':
      return killValue(ctx, a.pirate);
    case 'sacrifice':
      return -lossCost(ctx, a.pirate, true);
    case 'decide':
      return a.choice === 'continue' ? continueValue(ctx) : 0;
    case 'mutiny':
      return mutinyValue(ctx, a.leader);
    case 'camp':
      return campValue(ctx, a.camp);
    case 'save':
      return saveValue(ctx, a.pirate);
    case 'placeGold':
      return placeGoldValue(ctx, a.pirate);
    case 'brawl':
      return brawlValue(ctx, a.card, a.target, a.pirate);
    case 'pass':
    case 'passBrawl':
    case 'refill':
    case 'keepCrew':
    case 'noMutiny':
    case 'rescueDone':
      return 0;
    case 'playRoll':
    case 'penalty':
      return windowPlayValue(ctx, a.roll, cardKind(ctx, a.card), a.type === 'penalty');
    case 'power':
      return a.roll === undefined ? ownPowerValue(ctx, a.pirate) : windowPowerValue(ctx, a.pirate, a.roll);
    case 'buriedLoot':
      return cardExploitsFit(ctx) ? actionCard('buriedLoot').amount : -0.5;
    case 'strongbox':
      return cardExploitsFit(ctx) ? hideValue(ctx, actionCard('strongbox').amount) : -0.5;
    case 'secondHide':
      return hideValue(ctx, secondHideGold);
    case 'accident':
      return cardExploitsFit(ctx) ? accidentValue(ctx, a.pirate) : -0.5;
    // Never dismiss, discard or give away: they only help the others. The Captain's swap is not used.
    case 'dismiss':
    case 'discard':
      return -1;
    case 'captainSwap':
      return -10;
    case 'giveGold':
    case 'giveCard':
      return -5;
  }
  // An action the rules gained after this bot was written: neutral until the bot learns it.
  return 0;
}

// ---- Reading the view ----

function pirateAt(ctx: Ctx, id: string): PirateView | undefined {
  return ctx.byId.get(id);
}

function ownerOf(ctx: Ctx, post: PostId): Seat | null {
  const id = ctx.view.posts[post];
  return id === undefined ? null : (pirateAt(ctx, id)?.owner ?? null);
}

/** A Clan's pirates on a post (ghosts included): those who attempt trials and count in a mutiny. */
function onDeck(ctx: Ctx, seat: Seat): PirateView[] {
  return ctx.view.pirates.filter((p) => p.owner === seat && ctx.postOf.has(p.id));
}

/** Gold that can be stolen or paid: on the cards and in the purse, not in the strongbox. */
function openGold(ctx: Ctx, seat: Seat): number {
  const purse = ctx.view.clans[seat]?.purse ?? 0;
  return ctx.view.pirates.reduce((sum, p) => sum + (p.owner === seat ? p.gold : 0), purse);
}

function renownOf(ctx: Ctx, seat: Seat): number {
  return ctx.view.clans[seat]?.renown ?? 0;
}

/** The opponent with the most renown is the one worth hurting most. */
function rivalWeight(ctx: Ctx, seat: Seat): number {
  const top = Math.max(...ctx.view.clans.filter((c) => c.seat !== ctx.me).map((c) => c.renown));
  return renownOf(ctx, seat) >= top ? 1.3 : 1;
}

function cardKind(ctx: Ctx, uid: string): string {
  return ctx.view.hand?.find((h: HeldCard) => h.uid === uid)?.kind ?? '';
}

function holds(ctx: Ctx, kind: string): boolean {
  return ctx.view.hand?.some((h) => h.kind === kind) ?? false;
}

/** Events still unseen by this seat (the pile, in unknown order): what may come next. */
function unseenEvents(ctx: Ctx): EventCard[] {
  if (ctx.memo.unseen !== undefined) return ctx.memo.unseen;
  const seen = new Set([...ctx.view.eventDiscard, ctx.view.currentEvent, ctx.view.lookoutDraw]);
  const unseen = eventCards.filter((e) => !seen.has(e.id));
  ctx.memo.unseen = unseen.length > 0 ? unseen : eventCards.slice();
  return ctx.memo.unseen;
}

/** How often each skill is tested by the unseen Events. */
function skillWeights(ctx: Ctx): Record<Skill, number> {
  if (ctx.memo.weights !== undefined) return ctx.memo.weights;
  const events = unseenEvents(ctx);
  const w: Record<Skill, number> = { navigation: 0, combat: 0, bagou: 0 };
  for (const e of events) w[e.skill] += 1 / events.length;
  ctx.memo.weights = w;
  return w;
}

/** Chance that one die reaches `need`. */
function chance(need: number): number {
  return Math.min(1, Math.max(0, (7 - need) / 6));
}

function crewBonus(ctx: Ctx, skill: Skill): number {
  return crewBonusPosts[skill].reduce(
    (sum, e) => sum + (ctx.view.posts[e.post] !== undefined ? e.bonus : 0),
    0,
  );
}

/** This seat's fraction of the cagnotte when it is shared, by the posts it holds. */
function cagnotteShare(ctx: Ctx, seat: Seat): number {
  let mine = 0;
  let all = 0;
  for (const { post, gold } of sharingOrder) {
    const owner = ownerOf(ctx, post);
    if (owner === null) continue;
    all += gold;
    if (owner === seat) mine += gold;
  }
  return all === 0 ? 0 : mine / all;
}

// ---- Pirates and posts ----

/** A pirate's general usefulness: its skills weighted by how often the coming Events test them. */
function strength(ctx: Ctx, id: string): number {
  const card = pirateCard(id);
  const w = skillWeights(ctx);
  return (
    SKILLS.reduce((sum, s) => sum + w[s] * card[s], 0) +
    Math.max(card.navigation, card.combat, card.bagou) * 0.5
  );
}

/** Recruits add most where the Clan is weakest: a better best-pirate in an often-tested skill. */
function recruitValue(ctx: Ctx, id: string): number {
  const card = pirateCard(id);
  const w = skillWeights(ctx);
  const mine = ctx.view.pirates.filter((p) => p.owner === ctx.me && !p.ghost).map((p) => pirateCard(p.id));
  let v = 0;
  for (const s of SKILLS) {
    const bestNow = Math.max(0, ...mine.map((c) => c[s]));
    v += w[s] * (2 * Math.max(0, card[s] - bestNow) + 0.5 * card[s]);
  }
  return v + card.bagou * 0.1;
}

/** A candidate's election total before the die: Bagou, plus Silver Tongue when unused. */
function electionBagou(ctx: Ctx, id: string): number {
  const card = pirateCard(id);
  const used = pirateAt(ctx, id)?.powerUsed ?? true;
  return card.bagou + (card.power.kind === 'silverTongue' && !used ? card.power.amount : 0);
}

/** Fit of a pirate's skill for a special post: each point above 2 is worth gold on those Events. */
function fit(id: string, skill: Skill): number {
  return pirateCard(id)[skill] - 2;
}

/** Worth of a post to this Clan with that pirate on it (its cagnotte share, its powers, its Events). */
function postValue(ctx: Ctx, post: PostId, id: string): number {
  const crewPost = crewPosts.includes(post);
  const fullCrew = crewPost && holds(ctx, 'm-full-crew') ? 2 : 0;
  switch (post) {
    case 'captain':
      return CAPTAIN_GOLD;
    case 'second':
      // +3 share, hides 3 gold, succeeds the Captain; Iron Hand wants it with the Captain.
      return 3.5 + (holds(ctx, 'm-iron-hand') && ownerOf(ctx, 'captain') === ctx.me ? 4 : 0);
    case 'lookout':
      return 2.5;
    case 'bosco':
      // Every Event, the Bosco can hand the top card to its own Clan for free.
      return 3 + fullCrew;
    case 'harpooner':
      return 1.5 + 2 * fit(id, 'combat');
    case 'cook':
      return 1.5 + fit(id, 'bagou');
    case 'altiMaitre':
      return 1.5 + fit(id, 'navigation') + (holds(ctx, 'm-high-winds') && ctx.view.balloon === 0 ? 3 : 0);
    case 'priest':
      // Safe in a shipwreck and picks the dead, but no share; resolves the Haunted Monastery (Bagou).
      return 1 + fit(id, 'bagou') * 0.5;
    case 'armourer':
      return 1.5 + fullCrew;
    default:
      return 1 + fullCrew;
  }
}

/** What losing one of this Clan's pirates costs; Last Breath unused makes it survive, so it is the best pick. */
function lossCost(ctx: Ctx, id: string, goldLost: boolean): number {
  const p = pirateAt(ctx, id);
  if (p === undefined) return 0;
  if (pirateCard(id).power.kind === 'lastBreath' && !p.powerUsed) return -5;
  const post = ctx.postOf.get(id);
  const postCost = post === 'captain' ? 3 : post === 'second' ? 1.5 : 0.5;
  return PIRATE_GOLD + strength(ctx, id) + postCost + (goldLost ? p.gold : 0);
}

/** Choosing the dead: our own cheapest, or (as Priest) another Clan's most costly. */
function killValue(ctx: Ctx, id: string): number {
  const p = pirateAt(ctx, id);
  if (p === undefined) return 0;
  return p.owner === ctx.me
    ? -lossCost(ctx, id, false)
    : lossCost(ctx, id, false) * rivalWeight(ctx, p.owner);
}

// ---- Events: the Lookout, the Captain's decision, trials ----

/** The pirate of a Clan that would face an Event, or null when the Clan sits it out. */
function facer(ctx: Ctx, seat: Seat, card: EventCard): PirateView | null {
  if (card.special !== null) {
    const own = ctx.view.posts[card.special];
    const order: PostId[] = [
      card.special,
      ...sharingOrder.map((e) => e.post).filter((p) => p !== 'captain'),
      'captain',
    ];
    const id = own ?? order.map((post) => ctx.view.posts[post]).find((x) => x !== undefined);
    const p = id === undefined ? undefined : pirateAt(ctx, id);
    return p !== undefined && p.owner === seat ? p : null;
  }
  let top: PirateView | null = null;
  for (const p of onDeck(ctx, seat))
    if (top === null || pirateCard(p.id)[card.skill] > pirateCard(top.id)[card.skill]) top = p;
  return top;
}

function successChance(ctx: Ctx, id: string, card: EventCard): number {
  return chance(card.threshold - pirateCard(id)[card.skill] - crewBonus(ctx, card.skill));
}

/** Gold gained on success and lost on failure by the Clan facing this Event. */
function trialStakes(card: EventCard): { win: number; lose: number } {
  const renown = card.special !== null && card.special !== 'priest' ? RENOWN_GOLD : 0;
  return {
    win: card.successGold + card.successCards * CARD_GOLD + renown,
    lose: card.failRenown * RENOWN_GOLD + card.failPirates * PIRATE_GOLD,
  };
}

/** Everything this Clan loses if the ship bursts: the cagnotte share, the Captain, and who the Priest cannot save. */
function wreckLoss(ctx: Ctx): number {
  const priest = ctx.view.posts.priest;
  let loss = ctx.view.cagnotte * cagnotteShare(ctx, ctx.me);
  for (const p of ctx.view.pirates) {
    if (p.owner !== ctx.me || p.id === priest || p.ghost) continue;
    const post = ctx.postOf.get(p.id);
    if (post === undefined && !ctx.view.hold.includes(p.id)) continue;
    loss += priest !== undefined && post !== 'captain' ? 1 : p.gold + PIRATE_GOLD;
  }
  return loss;
}

/** Expected gold for this Clan of playing an Event now: its own trial, the cagnotte it fills, the wreck risk. */
function eventValue(ctx: Ctx, card: EventCard): number {
  if (ctx.view.balloon + card.damage > balloonSpaces) return -wreckLoss(ctx);
  const share = cagnotteShare(ctx, ctx.me);
  let v = 0;
  for (const c of ctx.view.clans) {
    const p = facer(ctx, c.seat, card);
    if (p === null) continue;
    const odds = successChance(ctx, p.id, card);
    v += odds * card.cagnotte * share;
    if (c.seat === ctx.me) {
      const stakes = trialStakes(card);
      v += odds * stakes.win - (1 - odds) * stakes.lose;
    }
  }
  return v;
}

function meanEventValue(ctx: Ctx, events: ReadonlyArray<EventCard>): number {
  return events.length === 0 ? 0 : events.reduce((sum, e) => sum + eventValue(ctx, e), 0) / events.length;
}

/** The Lookout buries a card clearly worse for its Clan than a blind draw from the rest of the pile. */
function lookoutValue(ctx: Ctx, choice: 'play' | 'bury'): number {
  const drawn = ctx.view.lookoutDraw;
  if (drawn === null) return 0;
  if (choice === 'play') return eventValue(ctx, eventCard(drawn));
  return meanEventValue(ctx, unseenEvents(ctx)) - 0.5;
}

/** Another Event is worth playing while its expected gain for this Clan beats the wreck risk. */
function continueValue(ctx: Ctx): number {
  ctx.memo.goOn ??= meanEventValue(ctx, unseenEvents(ctx)) - 0.5;
  return ctx.memo.goOn;
}

/** The choice this Clan prefers, in gold against returning to port. */
function choiceValue(ctx: Ctx, choice: 'continue' | 'return'): number {
  return choice === 'continue' ? continueValue(ctx) : 0;
}

function attemptValue(ctx: Ctx, id: string): number {
  const e = ctx.view.currentEvent;
  if (e === null) return 0;
  const card = eventCard(e);
  const p = pirateAt(ctx, id);
  const power = pirateCard(id).power;
  // An unused boost or re-roll is a second chance on this very roll.
  const spare =
    p !== undefined && !p.powerUsed
      ? power.kind === 'boost'
        ? power.amount * 0.8
        : power.kind === 'reroll'
          ? 0.7
          : 0
      : 0;
  return pirateCard(id)[card.skill] + spare;
}

/** Repair only where the odds favour it: a failure moves the token on and may burst the balloons. */
function repairAttemptValue(ctx: Ctx): number {
  const odds = chance(repairTarget(ctx.view.balloon));
  const burst = ctx.view.balloon + 1 > balloonSpaces ? wreckLoss(ctx) : 0;
  return odds - (1 - odds) * (1 + burst);
}

/** The Bosco's card goes to its own Clan when it can (it pays itself); else to the weakest opponent. */
function boscoValue(ctx: Ctx, to: Seat): number {
  if (to === ctx.me) return 10;
  return Math.min(1, openGold(ctx, to)) - renownOf(ctx, to) * 0.1;
}

// ---- Response windows: cards and powers on rolls ----

function rollsOf(ctx: Ctx): ReadonlyArray<Roll> {
  const phase = ctx.view.phase;
  return phase.kind === 'election' ||
    phase.kind === 'trial' ||
    phase.kind === 'repair' ||
    phase.kind === 'mutinyRoll'
    ? phase.window.rolls
    : [];
}

const total = (r: Roll): number => r.base + r.die + r.mods;

/** Gold this Clan gets from the rolls as they stand, by the window's context. */
function rollsValue(ctx: Ctx, rolls: ReadonlyArray<Roll>): number {
  const phase = ctx.view.phase;
  switch (phase.kind) {
    case 'trial': {
      const roll = rolls[0];
      if (roll === undefined || ctx.view.currentEvent === null) return 0;
      const card = eventCard(ctx.view.currentEvent);
      const stakes = trialStakes(card);
      const swing = stakes.win + stakes.lose;
      const success = total(roll) >= card.threshold;
      if (roll.seat === ctx.me) return success ? swing : 0;
      return success ? -swing * RIVAL_WEIGHT * rivalWeight(ctx, roll.seat) : 0;
    }
    case 'election': {
      const top = Math.max(...rolls.map(total));
      const leaders = rolls.filter((r) => total(r) === top);
      if (!leaders.some((r) => r.seat === ctx.me)) return 0;
      return leaders.length === 1 ? CAPTAIN_GOLD : CAPTAIN_GOLD / leaders.length;
    }
    case 'mutinyRoll': {
      const [rebel, loyal] = rolls;
      if (rebel === undefined || loyal === undefined) return 0;
      const mine = rebel.seat === ctx.me ? rebel : loyal;
      const theirs = mine === rebel ? loyal : rebel;
      const stake = CAPTAIN_GOLD + PIRATE_GOLD;
      return total(mine) > total(theirs) ? stake : total(mine) === total(theirs) ? stake / 2 : 0;
    }
    case 'repair': {
      const roll = rolls[0];
      if (roll === undefined) return 0;
      if (total(roll) >= repairTarget(ctx.view.balloon)) return 0;
      return -(1 + (ctx.view.balloon + 1 > balloonSpaces ? wreckLoss(ctx) : 0));
    }
    default:
      return 0;
  }
}

/** Gain of changing one roll's modifier, or of re-rolling its die (averaged over the six faces). */
function rollChangeGain(ctx: Ctx, index: number, change: { mods: number } | 'reroll'): number {
  const rolls = rollsOf(ctx);
  const now = rollsValue(ctx, rolls);
  const with_ = (r: Roll): number =>
    rollsValue(
      ctx,
      rolls.map((x, i) => (i === index ? r : x)),
    );
  const roll = rolls[index];
  if (roll === undefined) return 0;
  if (change === 'reroll') {
    let sum = 0;
    for (let die = 1; die <= 6; die++) sum += with_({ ...roll, die });
    return sum / 6 - now;
  }
  return with_({ ...roll, mods: roll.mods + change.mods }) - now;
}

function windowPlayValue(ctx: Ctx, index: number, kind: string, penalty: boolean): number {
  const cost = SPEND_COST[kind] ?? CARD_GOLD;
  if (penalty) return rollChangeGain(ctx, index, { mods: -1 }) - cost;
  switch (kind) {
    case 'rum':
      return rollChangeGain(ctx, index, { mods: 1 }) - cost;
    case 'daring':
      return rollChangeGain(ctx, index, { mods: 2 }) - cost;
    case 'trip':
      return rollChangeGain(ctx, index, { mods: -2 }) - cost;
    case 'secondChance':
      return rollChangeGain(ctx, index, 'reroll') - cost;
    default:
      return -cost;
  }
}

function windowPowerValue(ctx: Ctx, id: string, index: number): number {
  const power = pirateCard(id).power;
  const gain =
    power.kind === 'reroll'
      ? rollChangeGain(ctx, index, 'reroll')
      : rollChangeGain(ctx, index, { mods: power.amount });
  return gain - POWER_COST;
}

// ---- Any-time plays ----

/**
 * Card Exploits off the dice use up the turn's one card: not while this Clan is about to roll or has a roll
 * open (its trial comes in the same turn as its choice of pirate, the repair with the repair choice).
 */
function cardExploitsFit(ctx: Ctx): boolean {
  const kind = ctx.view.phase.kind;
  if (kind === 'attempt' || kind === 'repairChoice') return false;
  return !rollsOf(ctx).some((r) => r.seat === ctx.me);
}

/** Hiding gold keeps it from thieves and wrecks; worth more in the Tavern, where the brawls are. */
function hideValue(ctx: Ctx, most: number): number {
  const hidden = Math.min(most, openGold(ctx, ctx.me));
  const tavern =
    ctx.view.phase.kind === 'brawl' ||
    (ctx.view.phase.kind === 'refill' && ctx.view.phase.stage === 'tavern');
  return hidden >= 2 || tavern ? hidden * (tavern ? 0.8 : 0.6) : -0.2;
}

function ownPowerValue(ctx: Ctx, id: string): number {
  switch (pirateCard(id).power.kind) {
    case 'drawCard':
      return CARD_GOLD;
    case 'patch':
      // Keep the patch for when the balloons are really damaged.
      return ctx.view.balloon >= 2 ? 2.5 : -0.2;
    case 'stash':
      return hideValue(ctx, 2);
    default:
      return 0;
  }
}

/** An Accident on a rich or valuable pirate of a rival; wasted on one that Last Breath would save. */
function accidentValue(ctx: Ctx, id: string): number {
  const p = pirateAt(ctx, id);
  if (p === undefined || (pirateCard(id).power.kind === 'lastBreath' && !p.powerUsed)) return -1;
  const v =
    Math.min(2, p.gold) + (lossCost(ctx, id, false) - PIRATE_GOLD) * RIVAL_WEIGHT * rivalWeight(ctx, p.owner);
  return v - 1.5;
}

function saveValue(ctx: Ctx, id: string): number {
  const p = pirateAt(ctx, id);
  return p === undefined ? 0 : PIRATE_GOLD + p.gold;
}

/**
 * Gold won goes coin by coin where it is safest: spread out (a rich card tempts thieves and murderers), on the
 * Priest (saved from a wreck) or a pirate Last Breath will save, not on the Captain (wrecks, mutinies).
 */
function placeGoldValue(ctx: Ctx, id: string): number {
  const p = pirateAt(ctx, id);
  if (p === undefined) return 0;
  const post = ctx.postOf.get(id);
  const safety =
    (post === 'priest' ? 2 : 0) +
    (post === 'captain' ? -2 : 0) +
    (pirateCard(id).power.kind === 'lastBreath' && !p.powerUsed ? 1 : 0);
  return safety - p.gold;
}

// ---- Mutiny ----

/** Chance that a camp of `mine` strength beats one of `theirs` on a die each, ties re-rolled. */
function campOdds(mine: number, theirs: number): number {
  let wins = 0;
  let losses = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      if (a + mine > b + theirs) wins++;
      else if (a + mine < b + theirs) losses++;
    }
  return wins / (wins + losses);
}

function campStrength(ctx: Ctx, seat: Seat): number {
  return mutinyWeight(onDeck(ctx, seat).length, ownerOf(ctx, 'armourer') === seat);
}

/** The cheapest pirate this Clan could lose if its camp loses. */
function cheapestLoss(ctx: Ctx): number {
  const costs = onDeck(ctx, ctx.me)
    .filter((p) => !p.ghost)
    .map((p) => lossCost(ctx, p.id, true));
  return costs.length === 0 ? 0 : Math.min(...costs);
}

/** Mutiny only when the Captain's choice hurts this Clan and its camp is likely to win. */
function mutinyValue(ctx: Ctx, leader: string): number {
  const phase = ctx.view.phase;
  if (phase.kind !== 'mutinyCall') return -1;
  const opposite = phase.choice === 'continue' ? 'return' : 'continue';
  const hurt = choiceValue(ctx, opposite) - choiceValue(ctx, phase.choice);
  const odds = campOdds(campStrength(ctx, ctx.me), campStrength(ctx, phase.captainSeat));
  if (hurt <= 0) return -1;
  const gain = hurt + CAPTAIN_GOLD;
  return odds * gain - (1 - odds) * lossCost(ctx, leader, true) - MUTINY_MARGIN;
}

/** Join the camp whose win is worth most to this Clan, counting the pirate the losing camp gives up. */
function campValue(ctx: Ctx, camp: Camp): number {
  const phase = ctx.view.phase;
  if (phase.kind !== 'camps') return 0;
  let ours = campStrength(ctx, ctx.me);
  let theirs = 0;
  for (const c of ctx.view.clans) {
    if (c.seat === ctx.me) continue;
    const known = phase.camps[`seat${c.seat}`];
    if (known === camp) ours += campStrength(ctx, c.seat);
    else if (known === 'captain' || known === 'mutineers') theirs += campStrength(ctx, c.seat);
  }
  const odds = campOdds(ours, theirs);
  const opposite = phase.captainChoice === 'continue' ? 'return' : 'continue';
  const ourChoice = camp === 'captain' ? phase.captainChoice : opposite;
  const theirChoice = camp === 'captain' ? opposite : phase.captainChoice;
  return (
    odds * choiceValue(ctx, ourChoice) + (1 - odds) * (choiceValue(ctx, theirChoice) - cheapestLoss(ctx))
  );
}

// ---- Brawls ----

function bestCombat(ctx: Ctx, seat: Seat): number {
  return Math.max(0, ...ctx.view.pirates.filter((p) => p.owner === seat).map((p) => pirateCard(p.id).combat));
}

function brawlValue(ctx: Ctx, uid: string, target: Seat, id: string | undefined): number {
  const kind = cardKind(ctx, uid);
  const weight = rivalWeight(ctx, target);
  const gold = openGold(ctx, target);
  switch (kind) {
    case 'rob':
      return Math.min(2, gold) * (1 + RIVAL_WEIGHT * weight);
    case 'challenge': {
      const odds = campOdds(bestCombat(ctx, ctx.me), bestCombat(ctx, target));
      return odds * Math.min(3, gold) - (1 - odds) * Math.min(3, openGold(ctx, ctx.me));
    }
    case 'humiliate':
      return renownOf(ctx, target) > 0 ? RENOWN_GOLD * RIVAL_WEIGHT * weight + 0.5 : -1;
    case 'lureAway': {
      const p = id === undefined ? undefined : pirateAt(ctx, id);
      return p === undefined ? -1 : p.gold + PIRATE_GOLD * 0.5 + strength(ctx, p.id) * 0.3;
    }
    case 'murder': {
      const p = id === undefined ? undefined : pirateAt(ctx, id);
      if (p === undefined || (pirateCard(p.id).power.kind === 'lastBreath' && !p.powerUsed)) return -1;
      return Math.min(2, p.gold) + PIRATE_GOLD * RIVAL_WEIGHT * weight;
    }
    default:
      return -1;
  }
}
