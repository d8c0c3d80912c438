// Streamer mode: for a player whose own screen is on a stream. The invite code stays hidden everywhere, and the
// player's own secrets (hand, faction, peeks, the offers that name them) stay off screen until the player holds the
// H key or presses and holds "Show my hand". Remembered on this device; every open screen follows a change at once.
import { h } from './dom';
import { t } from '../i18n/i18n';
import { readFlag, saveFlag } from './device-flag';

const STREAMER_KEY = 'flotilla.streamerMode';
const CHANGED = 'flotilla-streamer-mode';

export function streamerMode(): boolean {
  return readFlag(STREAMER_KEY);
}

export function setStreamerMode(on: boolean): void {
  saveFlag(STREAMER_KEY, on);
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: on }));
}

/** Calls `changed` on every change of streamer mode (from any toggle); returns the unsubscribe function. */
export function onStreamerMode(changed: (on: boolean) => void): () => void {
  const listener = (event: Event): void => changed((event as CustomEvent<boolean>).detail);
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/** The "Streamer mode" checkbox: the same setting wherever it appears. */
export function streamerToggle(): { element: HTMLElement; close(): void } {
  const box = h('input', { type: 'checkbox', class: 'streamer-mode' });
  box.checked = streamerMode();
  box.addEventListener('change', () => setStreamerMode(box.checked));
  const close = onStreamerMode((on) => (box.checked = on));
  return {
    element: h(
      'label',
      { class: 'check', title: t('common:streamer.title') },
      box,
      ` ${t('common:streamer.label')}`,
    ),
    close,
  };
}

/**
 * Holding to look: the H key (not while typing) or a press held on `button`. Calls `looking(true)` when the hold
 * starts and `looking(false)` when it ends; returns the function that stops listening.
 */
export function holdToLook(button: HTMLElement, looking: (on: boolean) => void): () => void {
  let held = false;
  const set = (on: boolean): void => {
    if (held === on) return;
    held = on;
    looking(on);
  };
  const typing = (target: EventTarget | null): boolean =>
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type)) ||
    target instanceof HTMLTextAreaElement;
  const down = (event: KeyboardEvent): void => {
    if ((event.key === 'h' || event.key === 'H') && !event.repeat && !typing(event.target)) set(true);
  };
  const up = (event: KeyboardEvent): void => {
    if (event.key === 'h' || event.key === 'H') set(false);
  };
  const press = (): void => set(true);
  const release = (): void => set(false);
  document.addEventListener('keydown', down);
  document.addEventListener('keyup', up);
  window.addEventListener('blur', release);
  button.addEventListener('pointerdown', press);
  window.addEventListener('pointerup', release);
  window.addEventListener('pointercancel', release);
  return () => {
    document.removeEventListener('keydown', down);
    document.removeEventListener('keyup', up);
    window.removeEventListener('blur', release);
    button.removeEventListener('pointerdown', press);
    window.removeEventListener('pointerup', release);
    window.removeEventListener('pointercancel', release);
  };
}
