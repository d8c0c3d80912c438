// Eollis' cards in the reader's language (the eollisCards namespace, loaded with the table): the names and texts the
// rules keep in English for the server and the bots. Pirates' names are proper names, read from the rules as they are.
import { actionCards, eventCards, missionCards, pirateCards } from '@flotilla/rules/eollis/material';
import { t } from '../../i18n/i18n';

const EVENTS = new Map(eventCards.map((c) => [c.id, c]));
const ACTIONS = new Map<string, { readonly name: string; readonly text: string }>(
  actionCards.map((c) => [c.kind, c]),
);
const MISSIONS = new Map<string, { readonly name: string; readonly text: string }>(
  missionCards.map((c) => [c.kind, c]),
);
const PIRATES = new Map(pirateCards.map((c) => [c.id, c]));

/** A card's words, or the rules' own (English) when the namespace has none, or the id itself for a card unknown. */
function said(key: string, fallback: string): string {
  return t(`eollisCards:${key}`, { defaultValue: fallback });
}

/** "Governor’s City" / "La Cité du Gouverneur". */
export function eventName(id: string): string {
  return said(`events.${id}.name`, EVENTS.get(id)?.name ?? id);
}

/** An Action card's name by its kind: "Contraband Rum". */
export function actionName(kind: string): string {
  return said(`actions.${kind}.name`, ACTIONS.get(kind)?.name ?? kind);
}

/** An Action card's text by its kind: "+1 to any roll." */
export function actionText(kind: string): string {
  return said(`actions.${kind}.text`, ACTIONS.get(kind)?.text ?? '');
}

/** A Secret Mission's name by its kind: "The Hoard". */
export function missionName(kind: string): string {
  return said(`missions.${kind}.name`, MISSIONS.get(kind)?.name ?? kind);
}

/** A Secret Mission's condition by its kind. */
export function missionText(kind: string): string {
  return said(`missions.${kind}.text`, MISSIONS.get(kind)?.text ?? '');
}

/** A pirate's power, in words (its name stays the card's). */
export function pirateText(id: string): string {
  return said(`pirates.${id}.text`, PIRATES.get(id)?.power.text ?? '');
}

/** An Action card's or a Mission's name, by its kind (what a hand holds). */
export function cardName(kind: string): string {
  return MISSIONS.has(kind) ? missionName(kind) : actionName(kind);
}
