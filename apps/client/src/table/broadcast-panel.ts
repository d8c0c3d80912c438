// The table's Broadcast dialog: open a link for OBS or a second screen, through the audience's eyes, your own seat's
// (always delayed) or the whole truth (the host, once every seated player agreed); copy or close your links; agree
// to a whole-truth broadcast. The server decides who may open what and holds every stream back by its delay.
// Its modules, not the package's index: the index brings zod and every game's rules into the table's chunk.
import {
  BROADCAST_DELAY,
  type BroadcastLensKind,
  type BroadcastLink,
} from '@flotilla/protocol/src/broadcast';
import type { ServerMessages } from '@flotilla/protocol';
import type { TableConnection } from '../net/connection';
import { h, mount } from '../ui/dom';
import { deadlineWords } from './prediction-panel';

/** The address a streamer puts in OBS. */
export function broadcastUrl(token: string, origin = location.origin, path = location.pathname): string {
  return `${origin}${path}#/broadcast/${encodeURIComponent(token)}`;
}

/** The address for a stream's audience: the page with the prediction form beside the table (an audience link). */
export function viewersUrl(token: string, origin = location.origin, path = location.pathname): string {
  return `${broadcastUrl(token, origin, path)}?predict`;
}

/** "2 min late", "30 s late", "live". */
export function delayWords(seconds: number): string {
  if (seconds === 0) return 'live';
  if (seconds % 60 === 0) return `${seconds / 60} min late`;
  return `${seconds} s late`;
}

export function lensWords(
  link: Pick<BroadcastLink, 'lens' | 'seat'> & { readonly fromEnd?: boolean },
  name: (seat: number) => string,
): string {
  if (link.lens === 'audience') return 'The audience’s view';
  if (link.lens === 'truth')
    return link.fromEnd === true ? 'The whole truth from the end' : 'The whole truth';
  return `${link.seat === null ? 'A seat' : name(link.seat)}’s eyes`;
}

export interface BroadcastPanel {
  readonly button: HTMLElement;
  /** New word from the server: the links and the agreements. */
  update(news: ServerMessages['broadcasts']): void;
}

export function broadcastPanel(conn: TableConnection): BroadcastPanel {
  const dialog = h('dialog', { class: 'broadcast-dialog', 'aria-labelledby': 'broadcast-title' });
  const button = h(
    'button',
    { type: 'button', class: 'secondary', id: 'open-broadcast', 'aria-haspopup': 'dialog' },
    'Broadcast',
  );
  const seatName = (seat: number): string => conn.room.state?.seats[seat]?.name || `Seat ${seat + 1}`;
  const mySeat = (): number | null => conn.seat;
  const amHost = (): boolean => {
    const seat = mySeat();
    return seat !== null && conn.room.state?.seats[seat]?.host === true;
  };

  const lensPick = h('select', { id: 'broadcast-lens', 'aria-label': 'Through whose eyes' });
  const delay = h('input', {
    type: 'number',
    id: 'broadcast-delay',
    min: 0,
    max: BROADCAST_DELAY.max,
    step: 1,
  });
  const delayHint = h('span', { class: 'hint' });
  const open = h('button', { type: 'submit', id: 'broadcast-create' }, 'Open a link');
  const consent = h('input', { type: 'checkbox', id: 'truth-consent' });
  const consentRow = h(
    'label',
    { class: 'check' },
    consent,
    ' I agree to a whole-truth broadcast of this table (every hand and secret, at least 2 min late)',
  );
  const consentState = h('p', { class: 'hint', id: 'truth-consent-state' });
  const links = h('ul', { class: 'broadcast-links', 'aria-label': 'Your broadcast links' });

  /** The lens picked; 'truth-end' is the whole truth from the game's end onward. */
  const picked = (): { lens: BroadcastLensKind; fromEnd: boolean } =>
    lensPick.value === 'truth-end'
      ? { lens: 'truth', fromEnd: true }
      : { lens: lensPick.value as BroadcastLensKind, fromEnd: false };
  const bounds = (lens: BroadcastLensKind) => BROADCAST_DELAY[lens];
  const syncDelay = (): void => {
    const { lens } = picked();
    const b = bounds(lens);
    delay.min = String(b.min);
    delay.value = String(b.default);
    delayHint.textContent =
      b.min === 0 ? 'seconds late (0 for live)' : `seconds late (at least ${b.min}: never live)`;
  };
  lensPick.addEventListener('change', syncDelay);

  const form = h(
    'form',
    { class: 'broadcast-form' },
    h('label', {}, 'Through ', lensPick),
    h('label', {}, delay, ' ', delayHint),
    open,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const { lens, fromEnd } = picked();
    conn.send('broadcast', {
      lens,
      delaySeconds: Math.max(0, Math.round(Number(delay.value) || 0)),
      ...(fromEnd ? { fromEnd } : {}),
    });
  });
  consent.addEventListener('change', () => conn.send('truthConsent', { agree: consent.checked }));

  const renderLenses = (news: ServerMessages['broadcasts']): void => {
    const chosen = lensPick.value;
    const options: HTMLOptionElement[] = [];
    if (amHost()) options.push(h('option', { value: 'audience' }, 'The audience’s view'));
    if (mySeat() !== null) options.push(h('option', { value: 'seat' }, 'My own eyes (my hand and secrets)'));
    if (amHost())
      options.push(
        h(
          'option',
          { value: 'truth', disabled: !news.truthAllowed },
          news.truthAllowed ? 'The whole truth' : 'The whole truth (every player must agree first)',
        ),
        h(
          'option',
          { value: 'truth-end' },
          'The whole truth from the end (the audience’s view until the game is over)',
        ),
      );
    mount(lensPick, ...options);
    if (options.some((o) => o.value === chosen && !o.disabled)) lensPick.value = chosen;
    syncDelay();
  };

  const copy = (text: string, done: HTMLElement): void => {
    void navigator.clipboard
      ?.writeText(text)
      .then(() => (done.textContent = 'Copied'))
      .catch(() => (done.textContent = 'Select the link and copy it'));
  };

  const update = (news: ServerMessages['broadcasts']): void => {
    renderLenses(news);
    consent.checked = mySeat() !== null && news.truthConsent.includes(mySeat() as number);
    consentRow.hidden = amHost() || mySeat() === null;
    const agreed = news.truthConsent.map(seatName);
    consentState.textContent =
      agreed.length === 0
        ? 'No one has agreed to a whole-truth broadcast.'
        : `Agreed to the whole truth: ${agreed.join(', ')}.`;
    mount(
      links,
      ...(news.links.length === 0
        ? [h('li', { class: 'empty' }, 'No broadcast link is open.')]
        : news.links.map((link) => {
            const url = broadcastUrl(link.token);
            const field = h('input', {
              type: 'text',
              readonly: true,
              value: url,
              'aria-label': 'Broadcast link',
            });
            const said = h('span', { class: 'hint', 'aria-live': 'polite' });
            return h(
              'li',
              { class: 'broadcast-link', 'data-lens': link.lens },
              h('strong', {}, `${lensWords(link, seatName)} · ${delayWords(link.delaySeconds)}`),
              field,
              h('button', { type: 'button', class: 'secondary', onclick: () => copy(url, said) }, 'Copy'),
              link.lens === 'audience' &&
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'secondary copy-viewers',
                    title: 'The same stream with a form to predict, for your viewers',
                    onclick: () => copy(viewersUrl(link.token), said),
                  },
                  'Copy the viewers’ link',
                ),
              h(
                'button',
                {
                  type: 'button',
                  class: 'secondary close-broadcast',
                  onclick: () => conn.send('unbroadcast', { token: link.token }),
                },
                'Close it',
              ),
              said,
            );
          })),
    );
  };

  // The host says when the audience's predictions of the winner close.
  const deadlinePick = h(
    'select',
    { id: 'prediction-deadline', 'aria-label': 'Predictions of the winner close at' },
    ...[1, 2, 3].map((rounds) => h('option', { value: String(rounds) }, deadlineWords(rounds))),
    h('option', { value: '0' }, 'now'),
  );
  deadlinePick.addEventListener('change', () =>
    conn.send('predictionDeadline', { rounds: Number(deadlinePick.value) }),
  );
  const deadlineRow = h(
    'p',
    { class: 'prediction-deadline' },
    h('label', {}, 'The audience predicts the winner until ', deadlinePick),
  );
  const syncDeadline = (): void => {
    const state = conn.room.state;
    deadlineRow.hidden = !amHost() || state?.predictionsOpen !== true;
    if (state !== undefined) deadlinePick.value = String(state.predictionRounds);
  };

  const close = h('button', { type: 'button', class: 'close', onclick: () => dialog.close() }, 'Close');
  dialog.append(
    h('div', { class: 'dialog-bar' }, h('h2', { id: 'broadcast-title' }, 'Broadcast this table'), close),
    h(
      'p',
      { class: 'hint' },
      'A link for OBS (a browser source at 1920×1080) or a second screen. The server holds it back by its delay: ' +
        'your own eyes are never live, so no viewer can tell you what the table hides.',
    ),
    form,
    consentRow,
    consentState,
    deadlineRow,
    h('h3', {}, 'Your links'),
    links,
  );
  button.addEventListener('click', () => {
    update(conn.broadcasts);
    syncDeadline();
    dialog.showModal();
  });
  update(conn.broadcasts);
  return { button: h('span', { class: 'broadcast-open' }, button, dialog), update };
}
