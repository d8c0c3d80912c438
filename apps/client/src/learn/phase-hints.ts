// First-game hints on the table: a small card in the bottom-right corner of the table's drawing (never over the
// action bar or the log) saying what the new phase asks, until "Got it" or "No more hints" — remembered here.
import './phase-hints.css';
import { h } from '../ui/dom';
import { howToPlayRoute } from './sections';
import {
  HINTS_KEY,
  firstGameOver,
  gotIt,
  hintSection,
  hintToShow,
  noMoreHints,
  readHints,
  type Hint,
  type HintMemory,
} from './hint-memory';

export { tablePhase } from './table-phase';

export interface PhaseHints {
  /** The table's game and phase now (tablePhase): shows the phase's hint, or hides the card. */
  update(game: string, phase: string): void;
  close(): void;
}

function load(): HintMemory {
  try {
    return readHints(localStorage.getItem(HINTS_KEY));
  } catch {
    return {};
  }
}

function save(memory: HintMemory): void {
  try {
    localStorage.setItem(HINTS_KEY, JSON.stringify(memory));
  } catch {
    // A device that keeps nothing (private mode, full storage) shows the hints again next time: harmless.
  }
}

/** The hints for the table drawn in `host` (the card goes in its bottom-right corner). */
export function phaseHints(host: HTMLElement): PhaseHints {
  const title = h('strong', { class: 'phase-hint-title' });
  const words = h('p', { class: 'phase-hint-text' });
  const more = h('a', { class: 'phase-hint-more', target: '_blank', rel: 'noopener' }, 'More in How to play');
  const ok = h('button', { type: 'button', class: 'phase-hint-ok' }, 'Got it');
  const off = h('button', { type: 'button', class: 'secondary phase-hint-off' }, 'No more hints');
  const card = h(
    'aside',
    { class: 'phase-hint', role: 'note', 'aria-label': 'First-game hint', hidden: true },
    h('span', { class: 'phase-hint-kicker' }, 'First game · hint'),
    title,
    words,
    h('div', { class: 'phase-hint-buttons' }, ok, off, more),
  );
  let shown: { game: string; hint: Hint } | null = null;

  // The game's drawing clears the host when it loads (after the first state): a shown card goes back in.
  const keep = new MutationObserver(() => {
    if (shown !== null && card.parentElement !== host) host.append(card);
  });
  keep.observe(host, { childList: true });
  const hide = (): void => {
    shown = null;
    card.hidden = true;
  };
  ok.addEventListener('click', () => {
    if (shown !== null) save(gotIt(load(), shown.game, shown.hint.id));
    hide();
  });
  off.addEventListener('click', () => {
    if (shown !== null) save(noMoreHints(load(), shown.game));
    hide();
  });

  return {
    update(game, phase) {
      if (phase === 'over') {
        // The first game of this game is played: later games start without hints.
        save(firstGameOver(load(), game));
        return hide();
      }
      const hint = hintToShow(load(), game, phase);
      if (hint === null) return hide();
      // The game's drawing replaces the host's children when it loads: the card goes back in.
      if (card.parentElement !== host) host.append(card);
      if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
      if (shown?.game === game && shown.hint.id === hint.id && !card.hidden) return;
      shown = { game, hint };
      title.textContent = hint.title;
      words.textContent = hint.text;
      more.setAttribute('href', howToPlayRoute(game, hintSection(game, phase)));
      card.dataset.hint = `${game}:${hint.id}`;
      card.hidden = false;
    },
    close() {
      keep.disconnect();
      card.remove();
    },
  };
}
