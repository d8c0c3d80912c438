// A game without a drawn table yet: the action bar and log still work, with plain words.
import type { GameTable, GameTableFactory } from './game-table';
import type { Action } from './seat-view';

export function plainLabel(action: Action): string {
  const rest = Object.entries(action)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  return [String(action.type), ...rest].join(' · ');
}

export const genericTable: GameTableFactory = (context): GameTable => {
  context.canvasHost.textContent = 'This game has no table drawing yet: use the action bar.';
  return {
    update: (state) => ({ status: `Status: ${state.status}`, summary: [] }),
    events: () => {},
    label: plainLabel,
    order: () => 0,
    sentence: () => null,
    results: () => null,
    setReducedMotion: () => {},
    destroy: () => {},
  };
};
