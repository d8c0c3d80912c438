// What each thing on the Eollis table is and does, in one or two short sentences for its tooltip (words only).
import { type EventCard, sharingOrder, type PostId } from '@flotilla/rules/eollis/material';
import { seatLook } from '../../art/seat-colours';
import type { CardModel, ClanModel, EollisModel, PirateModel } from '../model';
import { SKILL_WORDS, eventLine, postOf, postWord } from '../labels';
import { eo, goldWords, renownWords } from '../terms';
import { HAT_OF } from './hats';
import { eventName } from '../card-words';

const SHARE = new Map(sharingOrder.map((e) => [e.post, e.gold]));

/** What each post does, after the rulebook's List of Posts (the sailors and the gunners do alike). */
export function postDoes(post: PostId): string {
  return eo(`postDoes.${post.replace(/[12]$/, '')}`);
}

/** "Anne la Rousse (Bot 2, tricorn): Navigation 3, Combat 2, Bagou 2, 4 gold." */
export function pirateTip(model: EollisModel, pirate: PirateModel): string {
  const clan = model.clans[pirate.owner];
  const who = clan
    ? eo('tip.who', {
        clan: clan.name,
        hat: HAT_OF[seatLook(clan.colour).shape],
        context: clan.you ? 'you' : undefined,
      })
    : eo('tip.noClan');
  const where =
    pirate.post === null
      ? eo('tip.ashore')
      : pirate.post === 'hold'
        ? eo('tip.inHold')
        : eo('tip.thePost', { post: postOf(pirate.post) });
  const state = [pirate.ghost ? eo('tip.ghost') : '', pirate.powerUsed ? eo('tip.powerSpent') : '']
    .filter(Boolean)
    .join(', ');
  const line = eo(state ? 'tip.pirateState' : 'tip.pirate', {
    name: pirate.name,
    who,
    where,
    navigation: pirate.navigation,
    combat: pirate.combat,
    bagou: pirate.bagou,
    gold: goldWords(pirate.gold),
    state,
  });
  return `${line}\n${eo('tip.power', { power: pirate.powerText })}`;
}

export function postTip(model: EollisModel, post: PostId): string {
  const share = SHARE.get(post) ?? 0;
  const id = model.posts[post];
  const pirate = id ? model.pirates[id] : undefined;
  const held = pirate ? eo('tip.onIt', { pirate: pirateTip(model, pirate) }) : eo('tip.free');
  const gold = share > 0 ? eo('tip.share', { gold: goldWords(share) }) : eo('tip.noShare');
  return `${eo('tip.post', { post: postWord(post), gold, does: postDoes(post) })}\n${held}`;
}

export function holdTip(): string {
  return eo('tip.hold');
}

/** A balloon track space: its damage zone and the Alti-Maître's repair number. */
export function trackTip(space: number, balloon: number): string {
  if (space === 0) return eo(balloon === 0 ? 'tip.startHere' : 'tip.start');
  if (space === 9) return eo('tip.burst');
  const need = space <= 3 ? 3 : space <= 6 ? 4 : 5;
  const zone = space <= 3 ? 1 : space <= 6 ? 2 : 3;
  return eo(balloon === space ? 'tip.damageHere' : 'tip.damage', { space, zone, need });
}

export function tokenTip(): string {
  return eo('tip.token');
}

export function clanTip(clan: ClanModel): string {
  const look = seatLook(clan.colour);
  return eo('tip.clan', {
    name: clan.name,
    colour: look.name,
    hat: HAT_OF[look.shape],
    shape: look.shape,
    renown: renownWords(clan.renown),
    gold:
      clan.strongbox > 0
        ? eo('tip.strongbox', { gold: goldWords(clan.gold), count: clan.strongbox })
        : goldWords(clan.gold),
    cards: eo('tip.cards', { count: clan.handCount }),
    context: clan.you ? 'you' : undefined,
  });
}

export function renownTip(model: EollisModel): string {
  const standing = [...model.clans]
    .sort((a, b) => b.renown - a.renown)
    .map((c) => `${c.name} ${c.renown}`)
    .join(', ');
  return eo('tip.renown', { standing });
}

export function eventTip(card: EventCard, secret: boolean): string {
  return [
    eo('tip.event', {
      card: eventName(card.id),
      skill: SKILL_WORDS[card.skill] ?? card.skill,
      line: eventLine(card),
    }),
    eo('tip.eventRule', { threshold: card.threshold }),
    secret ? eo('tip.secret') : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function handCardTip(card: CardModel, offered: boolean): string {
  return [
    eo('tip.handCard', { name: card.name, text: card.text }),
    eo('tip.family', { family: eo(`family.${card.family}`) }),
    offered ? eo('tip.click') : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function cagnotteTip(amount: number): string {
  return eo('tip.cagnotte', { gold: goldWords(amount) });
}

export function pileTip(
  what: 'events' | 'eventDiscard' | 'actions' | 'actionDiscard',
  count: number,
): string {
  return eo('tip.pile', { what: eo(`pile.${what}`), count });
}

export function dieTip(pirateName: string, face: number, sum: string): string {
  return eo('tip.die', { pirate: pirateName, face, sum });
}
