// What each thing on the Eollis table is and does, in one or two short sentences for its tooltip (words only).
import type { EventCard } from '@flotilla/rules/src/eollis/cards/events';
import { sharingOrder, type PostId } from '@flotilla/rules/src/eollis/posts';
import { seatLook } from '../../art/seat-colours';
import type { CardModel, ClanModel, EollisModel, PirateModel } from '../model';
import { SKILL_WORDS, eventLine, postWord } from '../labels';
import { HAT_OF } from './hats';

const SHARE = new Map(sharingOrder.map((e) => [e.post, e.gold]));

/** What each post does, after the rulebook's List of Posts. */
export const POST_DOES: Readonly<Record<PostId, string>> = {
  captain:
    'Plays first, banks the game and may swap two pirates’ posts once per Expedition; decides when to return.',
  second: 'Gives every Clan +2 in Bagou trials and replaces a lost Captain.',
  priest:
    'Chooses who dies when a special Event fails, and saves those who pay him 1 gold when the ship goes down.',
  lookout: 'Draws each Event in secret and decides whether the crew faces it or buries it.',
  cook: 'Alone faces the Cook’s special Events, winning 1 renown for each success.',
  harpooner: 'Alone faces the Harpooner’s special Events, winning 1 renown for each success.',
  altiMaitre:
    'Rolls to mend the balloon after each damage, and alone faces the Alti-Maître’s special Events.',
  bosco: 'Gives every Clan +1 in Navigation, and hands out an Action card for 1 gold when an Event is drawn.',
  armourer: 'Gives every Clan +1 in Combat, and +2 to his Clan in a mutiny.',
  sailor1: 'Gives every Clan +1 in Navigation trials.',
  sailor2: 'Gives every Clan +1 in Navigation trials.',
  gunner1: 'Gives every Clan +1 in Combat trials.',
  gunner2: 'Gives every Clan +1 in Combat trials.',
};

/** "Anne la Rousse (Bot 2, tricorn): Navigation 3, Combat 2, Bagou 2, 4 gold." */
export function pirateTip(model: EollisModel, pirate: PirateModel): string {
  const clan = model.clans[pirate.owner];
  const who = clan
    ? `${clan.name}${clan.you ? ', you' : ''} — ${HAT_OF[seatLook(clan.colour).shape]}`
    : 'no Clan';
  const where =
    pirate.post === null ? 'ashore' : pirate.post === 'hold' ? 'in the hold' : `the ${postWord(pirate.post)}`;
  const state = [pirate.ghost ? 'a ghost' : '', pirate.powerUsed ? 'power spent this Expedition' : '']
    .filter(Boolean)
    .join(', ');
  return (
    `${pirate.name} (${who}), ${where}: Navigation ${pirate.navigation}, Combat ${pirate.combat}, ` +
    `Bagou ${pirate.bagou}, ${pirate.gold} gold${state ? ` — ${state}` : ''}.\nPower: ${pirate.powerText}`
  );
}

export function postTip(model: EollisModel, post: PostId): string {
  const share = SHARE.get(post) ?? 0;
  const id = model.posts[post];
  const pirate = id ? model.pirates[id] : undefined;
  const held = pirate ? `On it: ${pirateTip(model, pirate)}` : 'Free: a pirate may board here.';
  const gold = share > 0 ? `${share} gold from the cagnotte` : 'no gold from the cagnotte';
  return `${postWord(post)} — ${gold}. ${POST_DOES[post]}\n${held}`;
}

export const HOLD_TIP =
  'The hold: pirates who found no free post wait here, top first. When a post falls free, the top pirate rises to it.';

/** A balloon track space: its damage zone and the Alti-Maître's repair number. */
export function trackTip(space: number, balloon: number): string {
  if (space === 0) return `Start: the balloons are whole.${balloon === 0 ? ' The token is here.' : ''}`;
  if (space === 9)
    return 'Burst: past space 8 the balloons burst, the ship goes down and the cagnotte is lost.';
  const need = space <= 3 ? 3 : space <= 6 ? 4 : 5;
  const zone = space <= 3 ? 1 : space <= 6 ? 2 : 3;
  return (
    `Damage space ${space} (zone ${zone}): the Alti-Maître mends one space on ${need}+ and tears one more below.` +
    (balloon === space ? ' The token is here.' : '')
  );
}

export const TOKEN_TIP =
  'The balloon token: each Event’s damage pushes it right; past space 8 the airship goes down.';

export function clanTip(clan: ClanModel): string {
  const look = seatLook(clan.colour);
  return (
    `${clan.name}${clan.you ? ' (you)' : ''}: ${look.name} pirates in a ${HAT_OF[look.shape]}, ${look.shape} mark. ` +
    `${clan.renown} renown, ${clan.gold} gold${clan.strongbox > 0 ? ` and ${clan.strongbox} safe in the strongbox` : ''}, ` +
    `${clan.handCount} Action card${clan.handCount === 1 ? '' : 's'} in hand.`
  );
}

export function renownTip(model: EollisModel): string {
  const standing = [...model.clans]
    .sort((a, b) => b.renown - a.renown)
    .map((c) => `${c.name} ${c.renown}`)
    .join(', ');
  return `Renown track: the most renown after three Expeditions wins. ${standing}.`;
}

export function eventTip(card: EventCard, secret: boolean): string {
  return (
    `${card.name}: a ${SKILL_WORDS[card.skill] ?? card.skill} trial. ${eventLine(card)}.` +
    `\nEach Clan rolls a die + its pirate’s skill + the crew’s bonus; ${card.threshold} or more succeeds.` +
    (secret ? '\nOnly you, the Lookout, see this card.' : '')
  );
}

const FAMILY_WORDS: Record<CardModel['family'], string> = {
  exploit: 'Exploit — play it on any roll, or when it says',
  brawl: 'Brawl — play it in the tavern brawl, or on another Clan’s roll for −1',
  mission: 'Mission — reveal it when your Clan meets it, for renown',
};

export function handCardTip(card: CardModel, offered: boolean): string {
  return `${card.name}. ${card.text}\n${FAMILY_WORDS[card.family]}.${offered ? '\nClick to play it.' : ''}`;
}

export function cagnotteTip(amount: number): string {
  return `The cagnotte: ${amount} gold gathered by the crew’s successes, shared out by post at the next tavern (lost if the ship goes down).`;
}

export function pileTip(
  what: 'events' | 'eventDiscard' | 'actions' | 'actionDiscard',
  count: number,
): string {
  const words = {
    events: 'Events left to draw',
    eventDiscard: 'Events already faced',
    actions: 'Action cards left to draw',
    actionDiscard: 'Action cards played or discarded',
  }[what];
  return `${words}: ${count}.`;
}

export function dieTip(pirateName: string, face: number, sum: string): string {
  return `${pirateName}’s die shows ${face}: ${sum}.`;
}
