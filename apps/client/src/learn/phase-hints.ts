// First-game hints on the table: a small card at the top of the table's side column, in the flow (it covers nothing:
// not the drawing, the action bar or the log, which only gets shorter), saying what the new phase asks, until
// "Got it" or "No more hints" — remembered on this device.
import './phase-hints.css';
import { ensureNamespaces, t } from '../i18n/i18n';
import { h } from '../ui/dom';
import { howToPlayRoute, isLearnGame } from './sections';
import {
  HINTS_KEY,
  firstGameOver,
  gotIt,
  hintSection,
  hintToShow,
  hintWords,
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

/** The hints for a table, shown at the top of `host` (the table's side column). */
export function phaseHints(host: HTMLElement): PhaseHints {
  const title = h('strong', { class: 'phase-hint-title' });
  const words = h('p', { class: 'phase-hint-text' });
  const more = h('a', { class: 'phase-hint-more', target: '_blank', rel: 'noopener' }, t('table:hints.more'));
  const ok = h('button', { type: 'button', class: 'phase-hint-ok' }, t('table:hints.gotIt'));
  const off = h('button', { type: 'button', class: 'secondary phase-hint-off' }, t('table:hints.noMore'));
  const card = h(
    'aside',
    { class: 'phase-hint', role: 'note', 'aria-label': t('table:hints.label'), hidden: true },
    h('span', { class: 'phase-hint-kicker' }, t('table:hints.kicker')),
    title,
    words,
    h('div', { class: 'phase-hint-buttons' }, ok, off, more),
  );
  let shown: { game: string; hint: Hint } | null = null;

  // Should the host be cleared under it (a game mounting its own parts there), a shown card goes back in.
  const keep = new MutationObserver(() => {
    if (shown !== null && card.parentElement !== host) host.prepend(card);
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

  // The hints' words load beside the table's: a phase met before they are here is shown once they are.
  let wordsHere = false;
  let latest: { game: string; phase: string } | null = null;
  const showing: PhaseHints = {
    update(game, phase) {
      latest = { game, phase };
      if (!wordsHere) return;
      if (phase === 'over') {
        // The first game of this game is played: later games start without hints.
        save(firstGameOver(load(), game));
        return hide();
      }
      const hint = hintToShow(load(), game, phase);
      if (hint === null) return hide();
      if (card.parentElement !== host) host.prepend(card);
      if (shown?.game === game && shown.hint.id === hint.id && !card.hidden) return;
      shown = { game, hint };
      if (!isLearnGame(game)) return hide();
      const said = hintWords(game, hint);
      title.textContent = said.title;
      words.textContent = said.text;
      more.setAttribute('href', howToPlayRoute(game, hintSection(game, phase)));
      card.dataset.hint = `${game}:${hint.id}`;
      card.hidden = false;
    },
    close() {
      keep.disconnect();
      card.remove();
    },
  };
  void ensureNamespaces(['hints']).then(() => {
    wordsHere = true;
    if (latest !== null) showing.update(latest.game, latest.phase);
  });
  return showing;
}
