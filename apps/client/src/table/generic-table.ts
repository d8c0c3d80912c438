// A game without a drawn table yet: the action bar and log still work, with plain words.
import type { GameTable, GameTableFactory } from './game-table';
import type { Action } from './seat-view';
import { t } from '../i18n/i18n';

/** "Status: playing", the state's own word in the reader's language (a word the app does not know as it is). */
export function statusWords(status: string): string {
  const known = ['waiting', 'playing', 'over'].includes(status);
  return t('table:status.line', { status: known ? t(`table:status.${status}`) : status });
}

export function plainLabel(action: Action): string {
  const rest = Object.entries(action)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  return [String(action.type), ...rest].join(' · ');
}

export const genericTable: GameTableFactory = (context): GameTable => {
  context.canvasHost.textContent = t('table:screen.noDrawing');
  return {
    update: (state) => ({ status: statusWords(state.status), summary: [] }),
    events: () => {},
    label: plainLabel,
    order: () => 0,
    sentence: () => null,
    results: () => null,
    setReducedMotion: () => {},
    destroy: () => {},
  };
};
