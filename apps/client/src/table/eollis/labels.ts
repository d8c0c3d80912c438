// Human words for Eollis: posts, skills, phases, every legal action and every event (presentation, never a decision).
import type { EventCard } from '@flotilla/rules/src/eollis/cards/events';
import { cardOf, eventOf, missionName, pirateCardOf, pirateName, type EollisModel } from './model';
import { personWords } from '../words';

export const POST_WORDS: Record<string, string> = {
  captain: 'Captain',
  second: 'Second',
  priest: 'Priest',
  lookout: 'Lookout',
  cook: 'Cook',
  harpooner: 'Harpooner',
  altiMaitre: 'Alti-Maître',
  bosco: 'Bosco',
  armourer: 'Armourer',
  sailor1: 'Sailor no. 1',
  sailor2: 'Sailor no. 2',
  gunner1: 'Gunner no. 1',
  gunner2: 'Gunner no. 2',
  hold: 'the hold',
};

export const SKILL_WORDS: Record<string, string> = {
  navigation: 'Navigation',
  combat: 'Combat',
  bagou: 'Bagou',
};

export const PHASE_WORDS: Record<string, string> = {
  refill: 'Refilling hands',
  keep: 'Keeping the crew',
  draft: 'Recruitment draft',
  propose: 'Candidates for Captain',
  election: "The Captain's election",
  boarding: 'Boarding the airship',
  lookout: 'The Lookout draws an Event',
  bosco: 'The Bosco hands out a card',
  repairChoice: 'The Alti-Maître may repair',
  repair: "The Alti-Maître's repair",
  attempt: 'Choosing who faces the Event',
  trial: 'The trial',
  loss: 'Pirates lost',
  rise: 'The hold rises',
  decision: "The Captain's decision",
  mutinyCall: 'Mutiny?',
  camps: 'Mutiny: choosing camps',
  mutinyRoll: 'Mutiny: the two leaders roll',
  sacrifice: 'Mutiny: the losers pay',
  rescue: "The Priest's rescue",
  brawl: 'Tavern brawl',
  over: 'Game over',
};

export function postWord(post: unknown): string {
  return POST_WORDS[String(post)] ?? String(post);
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : -1;
}

export function clanName(model: EollisModel | null, seat: unknown): string {
  const n = num(seat);
  return model?.clans[n]?.name ?? `Clan ${n + 1}`;
}

/** A Clan panel's word for its seat: "to play" when the table waits for it alone, "deciding…" with others. */
export function panelWaitWord(
  model: EollisModel,
  clan: { readonly seat: number; readonly awaited: boolean },
): string {
  if (!clan.awaited) return '';
  return model.awaiting.length === 1 ? 'to play' : 'deciding…';
}

/** A card of the viewer's hand, by its handle. */
function handCard(model: EollisModel, uid: unknown): string {
  return model.hand?.find((c) => c.uid === uid)?.name ?? 'a card';
}

function skills(id: string, model: EollisModel): string {
  const p = model.pirates[id];
  return p ? `N${p.navigation} C${p.combat} B${p.bagou}` : '';
}

export function eventLine(card: EventCard): string {
  const gains = [
    card.successGold > 0 ? `${card.successGold} gold` : '',
    card.successCards > 0 ? `${card.successCards} card` : '',
  ].filter(Boolean);
  const losses = [
    card.failRenown > 0 ? `−${card.failRenown} renown` : '',
    card.failPirates > 0 ? `${card.failPirates} pirate${card.failPirates > 1 ? 's' : ''} die` : '',
  ].filter(Boolean);
  return (
    `${SKILL_WORDS[card.skill] ?? card.skill} ${card.threshold}+ · ${card.damage} damage · ` +
    `success ${gains.join(' + ') || '—'} · failure ${losses.join(', ') || '—'}` +
    (card.special ? ` · resolved by the ${postWord(card.special)}` : '')
  );
}

function rollOwner(model: EollisModel, index: unknown): string {
  const roll = model.phase.window?.rolls[num(index)];
  return roll ? `${roll.pirateName}’s roll` : 'the roll';
}

/** A sentence a screen reader and a player both understand, for one offered action. */
export function actionLabel(action: Record<string, unknown>, model: EollisModel): string {
  const pirate = typeof action.pirate === 'string' ? pirateName(action.pirate) : '';
  const to = clanName(model, action.to);
  switch (action.type) {
    case 'discard':
      return `Discard ${handCard(model, action.card)}`;
    case 'refill':
      return 'Draw up to 3 cards';
    case 'dismiss':
      return `Dismiss ${pirate}`;
    case 'keepCrew':
      return 'Keep my crew';
    case 'recruit':
      return `Recruit ${pirate} (${skills(String(action.pirate), model) || 'draft'})`;
    case 'propose':
      return `Propose ${pirate} for Captain (Bagou ${model.pirates[String(action.pirate)]?.bagou ?? '?'})`;
    case 'board':
      return action.post === 'hold' ? `${pirate} → the hold` : `${pirate} → ${postWord(action.post)}`;
    case 'lookout':
      return action.choice === 'play'
        ? `Play the Event${model.lookoutDraw ? ` (${model.lookoutDraw.name})` : ''}`
        : 'Bury the Event under the pile';
    case 'boscoGive':
      return `Hand the top Action card to ${to}`;
    case 'repair':
      return action.attempt === true ? `Try a repair (${model.repairTarget}+ on the die)` : 'No repair';
    case 'attempt': {
      const skill = model.currentEvent?.skill;
      const p = model.pirates[String(action.pirate)];
      return skill && p
        ? `${pirate} faces the Event (${SKILL_WORDS[skill]} ${p[skill]})`
        : `${pirate} faces the Event`;
    }
    case 'kill':
      return `${pirate} dies`;
    case 'rise':
      return `${pirateName(model.hold[0] ?? '')} rises to the ${postWord(action.post)} post`;
    case 'decide':
      return action.choice === 'continue' ? 'Continue the Expedition' : 'Return to port';
    case 'captainSwap':
      return `Captain's swap: ${pirate}`;
    case 'mutiny':
      return `Mutiny! led by ${pirateName(String(action.leader))}`;
    case 'noMutiny':
      return 'No mutiny';
    case 'camp':
      return action.camp === 'captain' ? 'Side with the Captain' : 'Join the mutineers';
    case 'sacrifice':
      return `Sacrifice ${pirate}`;
    case 'save':
      return `Save ${pirate}`;
    case 'rescueDone':
      return 'Rescue done';
    case 'brawl': {
      const card = handCard(model, action.card);
      return `${card} on ${clanName(model, action.target)}${pirate ? ` (${pirate})` : ''}`;
    }
    case 'passBrawl':
      return 'No brawl';
    case 'pass':
      return 'Pass';
    case 'playRoll':
      return `${handCard(model, action.card)} on ${rollOwner(model, action.roll)}`;
    case 'penalty':
      return `${handCard(model, action.card)}: −1 on ${rollOwner(model, action.roll)}`;
    case 'power':
      return action.roll === undefined
        ? `${pirate}’s power`
        : `${pirate}’s power on ${rollOwner(model, action.roll)}`;
    case 'accident':
      return `Accident: ${pirate} falls overboard`;
    case 'strongbox':
      return 'Strongbox: hide up to 3 gold';
    case 'buriedLoot':
      return 'Buried Loot: dig up 3 gold';
    case 'secondHide':
      return 'Second: hide up to 3 gold';
    case 'reveal':
      return `Reveal the mission ${handCard(model, action.card)}`;
    case 'giveGold':
      return `Give 1 gold to ${to}`;
    case 'giveCard':
      return `Give ${handCard(model, action.card)} to ${to}`;
    case 'placeGold':
      return `Put 1 gold on ${pirate}`;
    default:
      return humanWords(String(action.type));
  }
}

/** An action this table does not know yet, in words: `giveNow` → "Give now". */
export function humanWords(type: string): string {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ORDER = [
  'placeGold',
  'lookout',
  'recruit',
  'propose',
  'board',
  'attempt',
  'repair',
  'boscoGive',
  'kill',
  'rise',
  'decide',
  'captainSwap',
  'noMutiny',
  'mutiny',
  'camp',
  'sacrifice',
  'save',
  'rescueDone',
  'keepCrew',
  'dismiss',
  'refill',
  'discard',
  'pass',
  'playRoll',
  'penalty',
  'power',
  'brawl',
  'passBrawl',
  'reveal',
  'buriedLoot',
  'strongbox',
  'secondHide',
  'accident',
  'giveGold',
  'giveCard',
];

/** Orders actions so the phase's own choices come first, gifts last. */
export function actionOrder(action: Record<string, unknown>): number {
  const index = ORDER.indexOf(String(action.type));
  return index === -1 ? ORDER.length : index;
}

function cardWord(kind: unknown): string {
  return cardOf('', String(kind)).name;
}

/** One line of the game log for an event the server sent this client, or null for bookkeeping events. */
/** The viewer is "you" in its own log, as on the stage and in the status line; other Clans go by name. */
function persons(model: EollisModel | null) {
  return personWords(
    (seat) => model !== null && model.you !== null && num(seat) === model.you,
    (seat) => clanName(model, seat),
  );
}

export function eventSentence(event: Record<string, unknown>, model: EollisModel | null): string | null {
  const { who, whom, whose, does, isYou } = persons(model);
  const pirate = typeof event.pirate === 'string' ? pirateName(event.pirate) : 'a pirate';
  const amount = num(event.amount);
  // Gold and renown are counted without a plural.
  const plural = (n: number, word: string): string =>
    `${n} ${word}${n === 1 || word === 'gold' || word === 'renown' ? '' : 's'}`;
  switch (event.type) {
    case 'expeditionStarted':
      return `Expedition ${amount} begins.`;
    case 'piratesDealt':
      return `${who(event.seat)} ${does(event.seat, 'is', 'are')} dealt new pirates.`;
    case 'pirateRecruited':
      return `${who(event.seat)} ${does(event.seat, 'recruits', 'recruit')} ${pirate}.`;
    case 'pirateDismissed':
      return `${who(event.seat)} ${does(event.seat, 'dismisses', 'dismiss')} ${pirate}.`;
    case 'candidateProposed':
      return `${who(event.seat)} ${does(event.seat, 'proposes', 'propose')} ${pirate} for Captain.`;
    case 'roll':
      return `${pirate} rolls a ${num(event.die)}: total ${num(event.total)}.`;
    case 'electionTie':
      return `A tie at ${amount}: the finalists roll again.`;
    case 'captainElected':
      return `${pirate} (${whom(event.seat)}) is the Captain!`;
    case 'pirateBoarded':
      return `${who(event.seat)} ${does(event.seat, 'puts', 'put')} ${pirate} ${event.text === 'hold' ? 'in the hold' : `at the ${postWord(event.text)} post`}.`;
    case 'lookoutDraws':
      return `The Lookout (${whom(event.seat)}) draws an Event.`;
    case 'eventSeen': {
      const card = eventOf(String(event.kind));
      return `You see ${card?.name ?? 'the Event'}: play it or bury it.`;
    }
    case 'eventBuried':
      return 'The Lookout buries the Event under the pile.';
    case 'eventRevealed': {
      const card = eventOf(String(event.kind));
      return card ? `Event: ${card.name} — ${eventLine(card)}.` : 'An Event is revealed.';
    }
    case 'balloonMoved':
      return amount >= 0
        ? `The balloon takes ${plural(amount, 'space')} of damage (now at ${num(event.total)}).`
        : `The balloon is mended (now at ${num(event.total)}).`;
    case 'repairSucceeded':
      return `The Alti-Maître's repair works (${num(event.total)} against ${amount}): the token steps back.`;
    case 'repairFailed':
      return `The Alti-Maître's repair fails (${num(event.total)} against ${amount}): the token steps on.`;
    case 'shipDestroyed':
      return `The balloons burst! The airship goes down with ${plural(amount, 'gold')} of cagnotte.`;
    case 'pirateSaved':
      return `The Priest saves ${pirate}.`;
    case 'boscoGave':
      return `The Bosco hands a card to ${whom(event.seat)}.`;
    case 'cardsReceived': {
      const cards = Array.isArray(event.cards) ? (event.cards as ReadonlyArray<{ kind?: unknown }>) : [];
      return `You receive ${cards.map((c) => cardWord(c.kind)).join(', ') || 'a card'}.`;
    }
    case 'trialSucceeded':
      return `${pirate} (${whom(event.seat)}) succeeds with ${num(event.total)}.`;
    case 'trialFailed':
      return `${pirate} (${whom(event.seat)}) fails with ${num(event.total)}.`;
    case 'renownGained':
      return `${who(event.seat)} ${does(event.seat, 'gains', 'gain')} ${plural(amount, 'renown')}.`;
    case 'renownLost':
      return `${who(event.seat)} ${does(event.seat, 'loses', 'lose')} ${plural(amount, 'renown')}.`;
    case 'pirateDied':
      return `☠ ${isYou(event.seat) ? `Your ${pirate}` : `${pirate} of ${whom(event.seat)}`} dies${amount > 0 ? `, leaving ${plural(amount, 'gold')}` : ''}.`;
    case 'ghost':
      return `${pirate}, last of ${isYou(event.seat) ? 'your Clan' : whom(event.seat)}, lives on as a ghost.`;
    case 'lastBreath':
      return `${pirate} survives on a last breath.`;
    case 'captainReplaced':
      return `${pirate} steps up from the ${postWord(event.text)} post to be Captain.`;
    case 'pirateRose':
      return `${pirate} rises from the hold to the ${postWord(event.text)} post.`;
    case 'captainDecided':
      return `The Captain decides to ${event.text === 'return' ? 'return to port' : 'continue the Expedition'}.`;
    case 'captainSwapped':
      return `The Captain swaps ${pirate} with ${pirateName(String(event.text))}.`;
    case 'mutinyDeclared':
      return `☠ Mutiny! ${who(event.seat)} ${does(event.seat, 'rises', 'rise')} behind ${pirate} against ${whose(event.target)} Captain.`;
    case 'campChosen':
      return `${who(event.seat)} ${does(event.seat, 'has', 'have')} chosen a camp.`;
    case 'campLocked':
    case 'campAnnounced':
      return `${event.type === 'campLocked' ? 'You side' : `${who(event.seat)} ${does(event.seat, 'sides', 'side')}`} with ${event.text === 'captain' ? 'the Captain' : 'the mutineers'}.`;
    case 'campsRevealed': {
      const camps = (event.camps ?? {}) as Record<string, string>;
      const side = (camp: string): string =>
        Object.entries(camps)
          .filter(([, c]) => c === camp)
          .map(([key]) => whom(Number(key.replace('seat', ''))))
          .join(', ') || 'nobody';
      return `Camps revealed — Captain: ${side('captain')}; mutineers: ${side('mutineers')}.`;
    }
    case 'mutinyResolved':
      return `The mutiny is settled: ${whose(event.seat)} side wins; the ship will ${event.text === 'return' ? 'return to port' : 'sail on'}.`;
    case 'cagnotteShare':
      return `The ${postWord(event.text)} (${pirate}) takes ${plural(amount, 'gold')} from the cagnotte.`;
    case 'tavern':
      return 'The crew heads for the tavern.';
    case 'renownBought':
      // Nothing bought (no gold left) is nothing to tell.
      if (amount <= 0) return null;
      return `${who(event.seat)} ${does(event.seat, 'turns', 'turn')} gold into ${plural(amount, 'renown')} (now ${num(event.total)}).`;
    case 'cardPlayed':
      return playedSentence(event, model);
    case 'penaltyPlayed':
      return `${who(event.seat)} ${does(event.seat, 'plays', 'play')} ${cardWord(event.kind)} as −1 on ${whose(event.target)} roll.`;
    case 'powerUsed':
      return powerSentence(event, model);
    case 'goldGiven':
      return `${who(event.seat)} ${does(event.seat, 'gives', 'give')} ${plural(amount, 'gold')} to ${whom(event.target)}.`;
    case 'cardGiven':
      return `${who(event.seat)} ${does(event.seat, 'gives', 'give')} a card to ${whom(event.target)}.`;
    case 'missionRevealed':
      return `${who(event.seat)} ${does(event.seat, 'reveals', 'reveal')} the mission ${missionName(String(event.kind))} (+${plural(amount, 'renown')}).`;
    case 'secondHid':
      return `The Second hides ${plural(amount, 'gold')} in ${whose(event.seat)} strongbox.`;
    case 'cardDiscarded':
      return `${who(event.seat)} ${does(event.seat, 'discards', 'discard')} a card.`;
    case 'bagouDuel':
      return `Bagou duel to break the tie: ${String(event.text ?? '').replace(/seat(\d+)=/g, (_, s: string) => `${whom(Number(s))} `)}.`;
    case 'gameOver':
      return 'The third Expedition is over: the final renown is counted.';
    default:
      return null;
  }
}

/**
 * A pirate's once-per-Expedition power, told by what it did ("Mama Kalinda (Bart) uses a power: Bart draws an
 * Action card"); "… uses a power." said nothing. The power is the card's own, read from the card.
 */
function powerSentence(event: Record<string, unknown>, model: EollisModel | null): string {
  const { whom, whose, does } = persons(model);
  const id = typeof event.pirate === 'string' ? event.pirate : '';
  const amount = num(event.amount);
  const kind = typeof event.kind === 'string' ? event.kind : (pirateCardOf(id)?.power.kind ?? '');
  const owner = `${pirateName(id)} (${whom(event.seat)}) uses a power`;
  switch (kind) {
    case 'boost':
      return `${owner}: +${amount} to its roll.`;
    case 'reroll':
      return `${owner}: it rolls again, new die ${num(event.die)}.`;
    case 'bounty':
      return `${owner}: +${amount} gold for its success.`;
    case 'silverTongue':
      return `${owner}: +${amount} to its election roll.`;
    case 'drawCard':
      return `${owner}: ${whom(event.seat)} ${does(event.seat, 'draws', 'draw')} an Action card.`;
    case 'patch':
      return `${owner}: the balloon token steps back 1 space${model === null ? '' : ` (now at ${model.balloon})`}.`;
    case 'stash':
      return amount > 0
        ? `${owner}: ${amount} gold hidden in ${whose(event.seat)} strongbox.`
        : `${owner}: no gold to hide in ${whose(event.seat)} strongbox.`;
    default:
      return typeof event.die === 'number'
        ? `${owner}: new die ${num(event.die)}.`
        : amount > 0
          ? `${owner}: +${amount}.`
          : `${owner}.`;
  }
}

function playedSentence(event: Record<string, unknown>, model: EollisModel | null): string {
  const { who, whom, whose, does } = persons(model);
  const name = cardWord(event.kind);
  const pirate = typeof event.pirate === 'string' ? pirateName(event.pirate) : '';
  const amount = num(event.amount);
  switch (event.kind) {
    case 'rob':
      return `${who(event.seat)} ${does(event.seat, 'plays', 'play')} ${name} on ${whom(event.target)} and ${does(event.seat, 'takes', 'take')} ${amount} gold.`;
    case 'challenge':
      return `${who(event.seat)} ${does(event.seat, 'challenges', 'challenge')} ${whom(event.target)} (${String(event.text)}).`;
    case 'humiliate':
      return `${who(event.seat)} ${does(event.seat, 'humiliates', 'humiliate')} ${whom(event.target)}: −1 renown.`;
    case 'lureAway':
      return `${who(event.seat)} ${does(event.seat, 'lures', 'lure')} ${pirate} away from ${whom(event.target)}.`;
    case 'murder':
      return `${who(event.seat)} ${does(event.seat, 'has', 'have')} ${whose(event.target)} ${pirate} murdered.`;
    case 'accident':
      return `${who(event.seat)} ${does(event.seat, 'arranges', 'arrange')} an Accident for ${pirate}.`;
    case 'strongbox':
      return `${who(event.seat)} ${does(event.seat, 'hides', 'hide')} ${amount} gold in a Strongbox.`;
    case 'buriedLoot':
      return `${who(event.seat)} ${does(event.seat, 'digs', 'dig')} up ${amount} gold of Buried Loot.`;
    case 'secondChance':
      return `${who(event.seat)} ${does(event.seat, 'plays', 'play')} ${name} on ${whose(event.target)} roll: new die ${num(event.die)}.`;
    default:
      return `${who(event.seat)} ${does(event.seat, 'plays', 'play')} ${name}${event.target !== undefined ? ` on ${whose(event.target)} roll` : ''}${amount !== -1 ? ` (${amount > 0 ? '+' : ''}${amount})` : ''}.`;
  }
}

/** The big words shown over the ship for a striking event, or null to show nothing. */
export function bannerLine(event: Record<string, unknown>, model: EollisModel | null): string | null {
  const { who, whom, whose, Whose, does } = persons(model);
  const name = (id: unknown): string => (typeof id === 'string' ? pirateName(id) : 'A pirate');
  const card = (): string => cardWord(event.kind);
  switch (event.type) {
    case 'eventRevealed':
      return `Event: ${eventOf(String(event.kind))?.name ?? 'revealed'}`;
    case 'captainElected':
      return `★ ${name(event.pirate)} is Captain!`;
    case 'trialSucceeded':
      return `${name(event.pirate)} succeeds (${num(event.total)})`;
    case 'trialFailed':
      return `${name(event.pirate)} fails (${num(event.total)})`;
    case 'pirateDied':
      return `☠ ${name(event.pirate)} dies`;
    case 'mutinyDeclared':
      return `☠ MUTINY! ${who(event.seat)} ${does(event.seat, 'rises', 'rise')}`;
    case 'mutinyResolved':
      return `${Whose(event.seat)} side wins the mutiny`;
    case 'renownBought':
      return `${who(event.seat)} +${num(event.amount)} renown`;
    case 'repairSucceeded':
      return `Repaired! (${num(event.total)} vs ${num(event.amount)}+)`;
    case 'repairFailed':
      return `Repair fails (${num(event.total)} vs ${num(event.amount)}+)`;
    case 'shipDestroyed':
      return '✸ The balloons burst! ✸';
    case 'penaltyPlayed':
      return `${who(event.seat)}: ${card()}, −1 on ${whose(event.target)} roll`;
    case 'cardPlayed':
      return `${who(event.seat)}: ${card()}${event.target !== undefined ? ` → ${whom(event.target)}` : ''}`;
    case 'expeditionStarted':
      return `Expedition ${num(event.amount)}`;
    case 'tavern':
      return 'To the tavern!';
    case 'missionRevealed':
      return `${who(event.seat)} ${does(event.seat, 'completes', 'complete')} a mission`;
    case 'gameOver':
      return 'The voyage is over';
    case 'electionTie':
      return 'A tie! Roll again';
    case 'pirateSaved':
      return `The Priest saves ${name(event.pirate)}`;
    default:
      return null;
  }
}

const CARD_WHY_WORDS: Readonly<Record<string, string>> = {
  missionNotMet: 'its condition is not met yet',
  cardThisTurn: 'one Action card a turn, and you played yours',
  mutiny: 'during a mutiny only its two leaders play cards, on the dice',
  onARoll: 'played on a roll, when one is open to you',
  inABrawl: 'played in a brawl, or on another Clan’s roll for −1',
  noGold: 'your pirates hold no gold to hide',
  notAboard: 'an Accident happens aboard the ship only',
  noTarget: 'no pirate of another Clan is at a post',
  notNow: 'not at this moment of the game',
};

/** Why a card in your hand, or your gift, is not offered now: "Contraband Rum: played on a roll…". */
export function whyNotLines(model: EollisModel): string[] {
  return model.unoffered.map((u) =>
    u.kind === 'gift'
      ? 'Gift: one gift a turn, and you made yours'
      : u.why === 'onARoll' && u.cardKind === 'trip'
        ? `${cardWord(u.cardKind)}: played on another Clan’s roll, when one is open to you`
        : `${cardWord(u.cardKind)}: ${CARD_WHY_WORDS[u.why] ?? 'not now'}`,
  );
}
