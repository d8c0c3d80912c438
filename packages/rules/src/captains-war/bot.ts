// Placeholder, replaced below.
import type { Dice } from '../core/random';
import type { CaptainsWarAction } from './types';
import type { CaptainsWarView } from './view';

export function chooseCaptainsWarAction(
  _view: CaptainsWarView,
  legal: ReadonlyArray<CaptainsWarAction>,
  dice: Dice,
): CaptainsWarAction {
  return dice.pick(legal);
}
