// The tooltips' words for what the 15 Men table draws: one short sentence on what a thing is and does.
import type { FifteenMenModel, SlotModel } from './model';
import { FLAG_WORDS, ROLE_WORDS, cardTip, pirateName, who } from './labels';

/** A position of the Round Robin: the card there, who controls it, and what lies on it. */
export function slotTip(slot: SlotModel, m: FifteenMenModel): string {
  if (slot.empty || slot.back === null) return `#${slot.position}: an empty place; its pirate is dead.`;
  const back = `${FLAG_WORDS[slot.back.flag] ?? slot.back.flag} ${ROLE_WORDS[slot.back.role ?? ''] ?? 'guard'}`;
  const face =
    slot.faceUp || m.phase === 'over'
      ? cardTip(slot.pirate)
      : slot.privatelyKnown
        ? `Face down (its back says ${back}); you looked: it is ${pirateName(slot.pirate)}.\n${cardTip(slot.pirate)}`
        : `A face-down pirate; its back says ${back}. Bribe it to take control, or look at it when offered.`;
  const control =
    slot.controller === null
      ? 'Nobody controls it yet.'
      : `${who(m, slot.controller)} control${slot.controller === m.you ? '' : 's'} it: it joins that crew at the end.`;
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
  const whose = seat === m.you ? 'Your' : `${who(m, seat)}’s`;
  return `${whose} doubloons on #${position}: ${values.join(' + ')}${values.length > 1 ? ` = ${sum}` : ''}. The most paid controls the pirate.`;
}
