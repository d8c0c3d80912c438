// The tooltips' words for what the 15 Men table draws: one short sentence on what a thing is and does.
import type { FifteenMenModel, SlotModel } from './model';
import { backWords, cardTip, pirateName, w, who } from './labels';

/** A position of the Round Robin: the card there, who controls it, and what lies on it. */
export function slotTip(slot: SlotModel, m: FifteenMenModel): string {
  if (slot.empty || slot.back === null) return w('tip.empty', { position: slot.position });
  const back = backWords(slot.back.flag, slot.back.role);
  const face =
    slot.faceUp || m.phase === 'over'
      ? cardTip(slot.pirate)
      : slot.privatelyKnown
        ? `${w('tip.seen', { back, pirate: pirateName(slot.pirate) })}\n${cardTip(slot.pirate)}`
        : w('tip.faceDown', { back });
  const control =
    slot.controller === null
      ? w('tip.nobodyControls')
      : w('tip.controls', {
          name: who(m, slot.controller),
          ...(slot.controller === m.you ? { context: 'you' } : {}),
        });
  return `#${slot.position} · ${face}\n${control}`;
}

/** One player's doubloons on a pirate: the top coin shows their sum, which decides control. */
export function pileTip(
  m: FifteenMenModel,
  position: number,
  seat: number,
  values: ReadonlyArray<number>,
): string {
  const sum = values.reduce((a, b) => a + b, 0);
  const sums = `${values.join(' + ')}${values.length > 1 ? ` = ${sum}` : ''}`;
  return w('tip.pile', {
    name: who(m, seat),
    position,
    sum: sums,
    ...(seat === m.you ? { context: 'you' } : {}),
  });
}
