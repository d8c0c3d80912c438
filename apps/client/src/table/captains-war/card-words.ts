// Captains' War's Legendary Captains in the reader's language: names and effects from `captainsWarCards` (loaded
// with the game's table, or by the lobby before it lists them). The rules' English strings stay the source; an id
// the messages lack falls back to them.
import { LEGENDARY_CAPTAINS, findLegendaryCaptain } from '@flotilla/rules/captains-war/material';
import { t } from '../../i18n/i18n';

/** The namespace these words live in: what a screen loads before it shows them. */
export const CARD_WORDS_NAMESPACE = 'captainsWarCards';

/** A Legendary Captain's name ("Edward "Blackbeard" Teach"); `fallback` (the server's word) for an unknown id. */
export function legendName(id: string, fallback = id): string {
  const found = findLegendaryCaptain(id);
  return t(`${CARD_WORDS_NAMESPACE}:legends.${id}.name`, { defaultValue: found?.name ?? fallback });
}

/** The card's distinguishing effect, in words; `fallback` for an unknown id. */
export function legendText(id: string, fallback = ''): string {
  const found = findLegendaryCaptain(id);
  return t(`${CARD_WORDS_NAMESPACE}:legends.${id}.text`, { defaultValue: found?.effect ?? fallback });
}

/** Every Legendary Captain's id and name, in the rules' order (the lobby's list). */
export function legendChoices(): ReadonlyArray<{ readonly id: string; readonly name: string }> {
  return LEGENDARY_CAPTAINS.map((card) => ({ id: card.id, name: legendName(card.id) }));
}
