// Display names: one form to compare and show, and what makes one unacceptable. Shared by the server's schema
// and the lobby's form, without zod in the browser bundle.
import { LIMITS } from './limits';

/**
 * The name of someone who has not chosen one. Neutral: no game gives it a role ("Captain" is a 15 Men faction, an
 * Eollis post and every Captains' War player; "Sailor" is an Eollis post).
 */
export const DEFAULT_NAME = 'Deckhand';

/**
 * The form a name is compared and shown in: NFKC (a decomposed "José" and a full-width "Ｈｏｓｔ" become "José" and
 * "Host"), with each run of spaces made one and none at either end.
 */
export function normaliseName(raw: string): string {
  return raw.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/**
 * Why a normalised name is refused, or null. Letters (with their accents, in any script), digits, spaces and
 * . _ ' - only, none of them invisible and no mark first; no markup, no control characters. Names that begin
 * with the word "Bot" belong to the table's bots, so that nobody passes for one.
 */
export function nameProblem(name: string): string | null {
  const { min, max } = LIMITS.nameLength;
  if (name.length < min || name.length > max) return `Names are ${min} to ${max} characters long.`;
  // Invisible characters (a grapheme joiner, a variation selector, a Hangul filler) would let a name show as a
  // blank, as "Bot 3" or as another seat's name; a mark before any letter attaches to nothing of the name.
  if (
    !/^[\p{L}\p{M}\p{N} _.'-]+$/u.test(name) ||
    /\p{Default_Ignorable_Code_Point}/u.test(name) ||
    /^\p{M}/u.test(name)
  )
    return "Names use letters, digits, spaces and . _ ' - only.";
  if (!/[\p{L}\p{N}]/u.test(name)) return 'A name needs a letter or a digit.';
  if (/^bot\b/iu.test(name)) return 'Names beginning with "Bot" are for the bots.';
  return null;
}
