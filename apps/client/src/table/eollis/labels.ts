// Human words for Eollis: posts, skills, phases, every legal action and every event (presentation, never a decision).
import type { EventCard } from '@flotilla/rules/eollis/material';
import type { HeardEvent, WireAction } from '@flotilla/protocol/wire';
import { unknownType } from '../unknown-type';
import { eventOf, pirateCardOf, pirateName, type EollisModel } from './model';
import { cardName, eventName, missionName } from './card-words';
import { POST_WORDS, PHASE_WORDS, SKILL_WORDS, eo, goldWords, personTerms, renownWords } from './terms';

export { POST_WORDS, PHASE_WORDS, SKILL_WORDS };

export function postWord(post: unknown): string {
  return POST_WORDS[String(post)] ?? String(post);
}

/** A post named after "the … post" (French "au poste d’Alti-Maître"). */
export function postOf(post: unknown): string {
  const p = String(post);
  return p in POST_WORDS && p !== 'hold' ? eo(`postOf.${p}`) : postWord(p);
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : -1;
}

export function clanName(model: EollisModel | null, seat: unknown): string {
  const n = num(seat);
  return model?.clans[n]?.name ?? eo('word.clan', { n: n + 1 });
}

/** A Clan panel's word for its seat: "to play" when the table waits for it alone, "deciding…" with others. */
export function panelWaitWord(
  model: EollisModel,
  clan: { readonly seat: number; readonly awaited: boolean },
): string {
  if (!clan.awaited) return '';
  return model.awaiting.length === 1 ? eo('word.toPlay') : eo('word.deciding');
}

/** A card of the viewer's hand, by its handle. */
function handCard(model: EollisModel, uid: unknown): string {
  return model.hand?.find((c) => c.uid === uid)?.name ?? eo('word.aCard');
}

function skills(id: string, model: EollisModel): string {
  const p = model.pirates[id];
  return p ? eo('skill.short', { navigation: p.navigation, combat: p.combat, bagou: p.bagou }) : '';
}

export function eventLine(card: EventCard): string {
  const gains = [
    card.successGold > 0 ? goldWords(card.successGold) : '',
    card.successCards > 0 ? eo('unit.card', { count: card.successCards }) : '',
  ].filter(Boolean);
  const losses = [
    card.failRenown > 0 ? eo('unit.renownLoss', { count: card.failRenown }) : '',
    card.failPirates > 0 ? eo('unit.piratesDie', { count: card.failPirates }) : '',
  ].filter(Boolean);
  const line = eo('event.line', {
    skill: SKILL_WORDS[card.skill] ?? card.skill,
    threshold: card.threshold,
    damage: card.damage,
    gains: gains.join(' + ') || '—',
    losses: losses.join(', ') || '—',
  });
  return card.special ? eo('event.resolvedBy', { line, post: postOf(card.special) }) : line;
}

function rollOwner(model: EollisModel, index: unknown): string {
  const roll = model.phase.window?.rolls[num(index)];
  return roll ? eo('roll.of', { pirate: roll.pirateName }) : eo('roll.the');
}

type Action = WireAction<'eollis'>;
type Event = HeardEvent<'eollis'>;

/** A sentence a screen reader and a player both understand, for one offered action. */
export function actionLabel(action: Action, model: EollisModel): string {
  const pirate = 'pirate' in action && action.pirate !== undefined ? pirateName(action.pirate) : '';
  const clan = clanName(model, 'to' in action ? action.to : undefined);
  const card = (uid: string): string => handCard(model, uid);
  const a = (key: string, params: Record<string, unknown> = {}): string =>
    eo(`action.${key}`, { pirate, clan, ...params });
  switch (action.type) {
    case 'discard':
      return a('discard', { card: card(action.card) });
    case 'refill':
      return a('refill');
    case 'dismiss':
      return a('dismiss');
    case 'keepCrew':
      return a('keepCrew');
    case 'recruit':
      return a('recruit', { skills: skills(action.pirate, model) || a('draft') });
    case 'propose':
      return a('propose', { bagou: model.pirates[action.pirate]?.bagou ?? '?' });
    case 'board':
      return a('board', { post: postWord(action.post) });
    case 'lookout':
      if (action.choice !== 'play') return a('buryEvent');
      return model.lookoutDraw
        ? a('playEventNamed', { card: eventName(model.lookoutDraw.id) })
        : a('playEvent');
    case 'boscoGive':
      return a('boscoGive');
    case 'repair':
      return action.attempt === true ? a('repair', { target: model.repairTarget }) : a('noRepair');
    case 'attempt': {
      const skill = model.currentEvent?.skill;
      const p = model.pirates[action.pirate];
      return skill && p ? a('attemptSkill', { skill: SKILL_WORDS[skill], value: p[skill] }) : a('attempt');
    }
    case 'kill':
      return a('kill');
    case 'rise':
      return a('rise', { pirate: pirateName(model.hold[0] ?? ''), post: postOf(action.post) });
    case 'decide':
      return action.choice === 'continue' ? a('continue') : a('return');
    case 'captainSwap':
      return a('captainSwap');
    case 'mutiny':
      return a('mutiny', { pirate: pirateName(action.leader) });
    case 'noMutiny':
      return a('noMutiny');
    case 'camp':
      return action.camp === 'captain' ? a('sideCaptain') : a('joinMutineers');
    case 'sacrifice':
      return a('sacrifice');
    case 'save':
      return a('save');
    case 'rescueDone':
      return a('rescueDone');
    case 'brawl':
      return a(pirate ? 'brawlPirate' : 'brawl', {
        card: card(action.card),
        clan: clanName(model, action.target),
      });
    case 'passBrawl':
      return a('passBrawl');
    case 'pass':
      return a('pass');
    case 'playRoll':
      return a('playRoll', { card: card(action.card), roll: rollOwner(model, action.roll) });
    case 'penalty':
      return a('penalty', { card: card(action.card), roll: rollOwner(model, action.roll) });
    case 'power':
      return action.roll === undefined ? a('power') : a('powerOn', { roll: rollOwner(model, action.roll) });
    case 'accident':
      return a('accident');
    case 'strongbox':
      return a('strongbox');
    case 'buriedLoot':
      return a('buriedLoot');
    case 'secondHide':
      return a('secondHide');
    case 'reveal':
      return a('reveal', { card: card(action.card) });
    case 'giveGold':
      return a('giveGold');
    case 'giveCard':
      return a('giveCard', { card: card(action.card) });
    case 'placeGold':
      return a('placeGold');
    default:
      return humanWords(unknownType('eollis', action));
  }
}

/** An action this table does not know yet, in words: `giveNow` → "Give now". */
export function humanWords(type: string): string {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where each offer sits in the bar: the phase's own choices first, gifts last. */
const ORDER = {
  placeGold: 0,
  lookout: 1,
  recruit: 2,
  propose: 3,
  board: 4,
  attempt: 5,
  repair: 6,
  boscoGive: 7,
  kill: 8,
  rise: 9,
  decide: 10,
  captainSwap: 11,
  noMutiny: 12,
  mutiny: 13,
  camp: 14,
  sacrifice: 15,
  save: 16,
  rescueDone: 17,
  keepCrew: 18,
  dismiss: 19,
  refill: 20,
  discard: 21,
  pass: 22,
  playRoll: 23,
  penalty: 24,
  power: 25,
  brawl: 26,
  passBrawl: 27,
  reveal: 28,
  buriedLoot: 29,
  strongbox: 30,
  secondHide: 31,
  accident: 32,
  giveGold: 33,
  giveCard: 34,
} satisfies Record<Action['type'], number>;

/** A gift's short words on the stage: "Give 1 gold", "Give Murder" (the Clan is the panel it sits on). */
export function giftLabel(action: Action, model: EollisModel): string {
  if (action.type === 'giveGold') return eo('gift.gold');
  if (action.type === 'giveCard') return eo('gift.card', { card: handCard(model, action.card) });
  return actionLabel(action, model);
}

/** Orders actions so the phase's own choices come first, gifts last (an action this client does not know, after). */
export function actionOrder(action: Action): number {
  const ranks: Readonly<Record<string, number>> = ORDER;
  return ranks[action.type] ?? Object.keys(ORDER).length;
}

function cardWord(kind: unknown): string {
  return cardName(String(kind));
}

/** The viewer is "you" in its own log, as on the stage and in the status line; other Clans go by name. */
function persons(model: EollisModel | null) {
  return personTerms(
    (seat) => model !== null && model.you !== null && num(seat) === model.you,
    (seat) => clanName(model, seat),
  );
}

/** One line of the game log for an event the server sent this client, or null for bookkeeping events. */
export function eventSentence(event: Event, model: EollisModel | null): string | null {
  const { who, whom, mine, you, isYou } = persons(model);
  const pirate = typeof event.pirate === 'string' ? pirateName(event.pirate) : eo('word.aPirate');
  const amount = num(event.amount);
  const total = num(event.total);
  /** A log message about the event's seat, in its "you" form when the seat is the viewer's. */
  const said = (key: string, params: Record<string, unknown> = {}): string =>
    eo(`log.${key}`, {
      who: who(event.seat),
      whom: whom(event.seat),
      pirate,
      total,
      context: you(event.seat),
      ...params,
    });
  switch (event.type) {
    case 'expeditionStarted':
      return said('expeditionStarted', { n: amount });
    case 'piratesDealt':
    case 'pirateRecruited':
    case 'pirateDismissed':
    case 'candidateProposed':
    case 'renownGained':
    case 'renownLost':
    case 'campChosen':
    case 'cardDiscarded':
      return said(event.type, { renown: renownWords(amount) });
    case 'roll':
      return said('roll', { die: num(event.die) });
    case 'electionTie':
      return said('electionTie', { amount });
    case 'captainElected':
    case 'lookoutDraws':
    case 'trialSucceeded':
    case 'trialFailed':
      return said(event.type, { context: undefined });
    case 'pirateBoarded':
      return event.text === 'hold' ? said('boardedHold') : said('boarded', { post: postOf(event.text) });
    case 'eventSeen':
      return said('eventSeen', {
        card: eventOf(String(event.kind)) ? eventName(String(event.kind)) : eo('word.theEvent'),
      });
    case 'eventBuried':
      return said('eventBuried');
    case 'eventRevealed': {
      const card = eventOf(String(event.kind));
      return card
        ? said('eventRevealed', { card: eventName(card.id), line: eventLine(card) })
        : said('eventRevealedBare');
    }
    case 'balloonMoved':
      return amount >= 0
        ? said('balloonDamaged', { spaces: eo('unit.space', { count: amount }) })
        : said('balloonMended');
    case 'repairSucceeded':
    case 'repairFailed':
      return said(event.type, { target: amount });
    case 'shipDestroyed':
      return said('shipDestroyed', { gold: goldWords(amount) });
    case 'pirateSaved':
    case 'boscoGave':
    case 'lastBreath':
    case 'tavern':
    case 'gameOver':
      return said(event.type);
    case 'cardsReceived': {
      const cards = Array.isArray(event.cards) ? (event.cards as ReadonlyArray<{ kind?: unknown }>) : [];
      return said('cardsReceived', {
        cards: cards.map((c) => cardWord(c.kind)).join(', ') || eo('word.aCard'),
      });
    }
    case 'pirateDied':
      return amount > 0 ? said('pirateDiedGold', { gold: goldWords(amount) }) : said('pirateDied');
    case 'ghost':
      return said('ghost');
    case 'captainReplaced':
    case 'pirateRose':
      return said(event.type, { post: postOf(event.text) });
    case 'captainDecided':
      return said(event.text === 'return' ? 'captainReturns' : 'captainContinues');
    case 'captainSwapped':
      return said('captainSwapped', { other: pirateName(String(event.text)) });
    case 'mutinyDeclared':
      return said('mutinyDeclared', { captain: mine('captain', event.target) });
    case 'campLocked':
      return said(event.text === 'captain' ? 'sideCaptain' : 'sideMutineers', { context: 'you' });
    case 'campAnnounced':
      return said(event.text === 'captain' ? 'sideCaptain' : 'sideMutineers');
    case 'campsRevealed': {
      const camps = (event.camps ?? {}) as Record<string, string>;
      const side = (camp: string): string =>
        Object.entries(camps)
          .filter(([, c]) => c === camp)
          .map(([key]) => whom(Number(key.replace('seat', ''))))
          .join(', ') || eo('word.nobody');
      return said('campsRevealed', { captain: side('captain'), mutineers: side('mutineers') });
    }
    case 'mutinyResolved':
      return said(event.text === 'return' ? 'mutinyReturn' : 'mutinySail', {
        side: mine('side', event.seat),
      });
    case 'cagnotteShare':
      return said('cagnotteShare', { post: postWord(event.text), gold: goldWords(amount) });
    case 'renownBought':
      // Nothing bought (no gold left) is nothing to tell.
      if (amount <= 0) return null;
      return said('renownBought', { renown: renownWords(amount) });
    case 'cardPlayed':
      return playedSentence(event, model);
    case 'penaltyPlayed':
      return said('penaltyPlayed', { card: cardWord(event.kind), roll: mine('roll', event.target) });
    case 'powerUsed':
      return powerSentence(event, model);
    case 'goldGiven':
    case 'cardGiven':
      return said(event.type, {
        gold: goldWords(amount),
        whom: whom(event.target),
        context: you(event.seat) ?? (isYou(event.target) ? 'toYou' : undefined),
      });
    case 'missionRevealed':
      return said('missionRevealed', {
        mission: missionName(String(event.kind)),
        renown: renownWords(amount),
      });
    case 'secondHid':
      return said('secondHid', { gold: goldWords(amount), strongbox: mine('strongbox', event.seat) });
    case 'bagouDuel':
      return said('bagouDuel', {
        rolls: String(event.text ?? '').replace(/seat(\d+)=/g, (_, s: string) => `${whom(Number(s))} `),
      });
    // Bookkeeping: what the table already shows (the piles, a purse, a hand's count).
    case 'actionPileReshuffled':
    case 'eventPileReshuffled':
    case 'cardsDrawn':
    case 'goldPlaced':
      return null;
    default:
      unknownType('eollis', event);
      return null;
  }
}

/**
 * A pirate's once-per-Expedition power, told by what it did ("Mama Kalinda (Bart) uses a power: Bart draws an
 * Action card"); "… uses a power." said nothing. The power is the card's own, read from the card.
 */
function powerSentence(event: Event, model: EollisModel | null): string {
  const { whom, mine, you } = persons(model);
  const id = typeof event.pirate === 'string' ? event.pirate : '';
  const amount = num(event.amount);
  const kind = typeof event.kind === 'string' ? event.kind : (pirateCardOf(id)?.power.kind ?? '');
  const owner = eo('power.owner', { pirate: pirateName(id), whom: whom(event.seat) });
  const p = (key: string, params: Record<string, unknown> = {}): string =>
    eo(`power.${key}`, { owner, amount, die: num(event.die), ...params });
  switch (kind) {
    case 'boost':
    case 'reroll':
    case 'silverTongue':
      return p(kind);
    case 'bounty':
      return p('bounty', { count: amount });
    case 'drawCard':
      return p('drawCard', { whom: whom(event.seat), context: you(event.seat) });
    case 'patch':
      return model === null ? p('patch') : p('patchAt', { balloon: model.balloon });
    case 'stash':
      return p(amount > 0 ? 'stash' : 'stashNone', {
        gold: goldWords(amount),
        strongbox: mine('strongbox', event.seat),
      });
    default:
      return typeof event.die === 'number' ? p('die') : amount > 0 ? p('plus') : p('bare');
  }
}

function playedSentence(event: Event, model: EollisModel | null): string {
  const { who, whom, mine, you, isYou } = persons(model);
  const amount = num(event.amount);
  const said = (key: string, params: Record<string, unknown> = {}): string =>
    eo(`played.${key}`, {
      who: who(event.seat),
      whom: whom(event.target),
      card: cardWord(event.kind),
      pirate: typeof event.pirate === 'string' ? pirateName(event.pirate) : '',
      gold: goldWords(amount),
      context: you(event.seat),
      ...params,
    });
  const toYou = you(event.seat) ?? (isYou(event.target) ? 'toYou' : undefined);
  switch (event.kind) {
    case 'rob':
    case 'lureAway':
    case 'accident':
    case 'strongbox':
    case 'buriedLoot':
      return said(event.kind);
    case 'challenge':
      return said('challenge', { text: String(event.text), context: toYou });
    case 'humiliate':
      return said('humiliate', { context: toYou });
    case 'murder':
      return said('murder', {
        victim: mine('pirate', event.target, {
          pirate: typeof event.pirate === 'string' ? pirateName(event.pirate) : '',
        }),
      });
    case 'secondChance':
      return said('secondChance', { roll: mine('roll', event.target), die: num(event.die) });
    default: {
      const signed = `${amount > 0 ? '+' : ''}${amount}`;
      const roll = event.target !== undefined ? mine('roll', event.target) : '';
      const key = (roll ? 'onRoll' : 'plain') + (amount !== -1 ? 'Amount' : '');
      return said(key === 'plainAmount' ? 'amount' : key, { roll, signed });
    }
  }
}

/** The big words shown over the ship for a striking event, or null to show nothing. */
export function bannerLine(event: Event, model: EollisModel | null): string | null {
  const { who, whom, mine, you } = persons(model);
  const b = (key: string, params: Record<string, unknown> = {}): string =>
    eo(`banner.${key}`, {
      who: who(event.seat),
      pirate: typeof event.pirate === 'string' ? pirateName(event.pirate) : eo('word.APirate'),
      total: num(event.total),
      target: num(event.amount),
      amount: num(event.amount),
      n: num(event.amount),
      card: cardWord(event.kind),
      context: you(event.seat),
      ...params,
    });
  switch (event.type) {
    case 'eventRevealed': {
      const card = eventOf(String(event.kind));
      return card === null ? b('eventBare') : b('event', { card: eventName(card.id) });
    }
    case 'captainElected':
      return b('captain');
    case 'trialSucceeded':
      return b('succeeds');
    case 'trialFailed':
      return b('fails');
    case 'pirateDied':
      return b('dies');
    case 'mutinyDeclared':
      return b('mutiny');
    case 'mutinyResolved':
      return b('mutinyWon', { side: mine('Side', event.seat) });
    case 'renownBought':
      return b('renown');
    case 'repairSucceeded':
      return b('repaired');
    case 'repairFailed':
      return b('repairFails');
    case 'shipDestroyed':
      return b('burst');
    case 'penaltyPlayed':
      return b('penalty', { roll: mine('roll', event.target) });
    case 'cardPlayed':
      return event.target !== undefined ? b('cardTo', { whom: whom(event.target) }) : b('card');
    case 'expeditionStarted':
      return b('expedition');
    case 'tavern':
      return b('tavern');
    case 'missionRevealed':
      return b('mission');
    case 'gameOver':
      return b('gameOver');
    case 'electionTie':
      return b('tie');
    case 'pirateSaved':
      return b('saved');
    default:
      return null;
  }
}

/**
 * Why a card in your hand, or your gift, is not offered now, told as the other games tell it: the action first,
 * then the reason ("Play Contraband Rum: played on a roll…", "Reveal the mission Mutineer: its condition…").
 */
export function whyNotLines(model: EollisModel): string[] {
  return model.unoffered.map((u) => {
    if (u.kind === 'gift') return eo('why.gift');
    const card = cardWord(u.cardKind);
    return eo('why.line', {
      what: u.why === 'missionNotMet' ? eo('action.reveal', { card }) : eo('why.play', { card }),
      why:
        u.why === 'onARoll' && u.cardKind === 'trip'
          ? eo('why.trip')
          : // The model keeps only the reasons it knows (model.ts, CARD_WHY).
            eo(`why.${u.why}`),
    });
  });
}
