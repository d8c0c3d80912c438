// The table's Broadcast dialog: open a link for OBS or a second screen, through the audience's eyes, your own seat's
// (always delayed) or the whole truth (the host, once every seated player agreed); copy or close your links; agree
// to a whole-truth broadcast. The server decides who may open what and holds every stream back by its delay.
// Its modules, not the package's index: the index brings zod and every game's rules into the table's chunk.
import { BROADCAST_DELAY, type BroadcastLensKind, type BroadcastLink } from '@flotilla/protocol/broadcast';
import type { ServerMessages } from '@flotilla/protocol';
import type { TableConnection } from '../net/connection';
import { formatList, t } from '../i18n/i18n';
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

/** "2 min", "30 s": a delay's length. */
export function delayLength(seconds: number): string {
  return seconds % 60 === 0
    ? t('table:delay.minutes', { minutes: seconds / 60 })
    : t('table:delay.seconds', { seconds });
}

/** "2 min late", "30 s late", "live". */
export function delayWords(seconds: number): string {
  return seconds === 0 ? t('table:delay.live') : t('table:delay.late', { amount: delayLength(seconds) });
}

export function lensWords(
  link: Pick<BroadcastLink, 'lens' | 'seat'> & { readonly fromEnd?: boolean },
  name: (seat: number) => string,
): string {
  if (link.lens === 'audience') return t('table:lens.audience');
  if (link.lens === 'truth') return t(link.fromEnd === true ? 'table:lens.truthFromEnd' : 'table:lens.truth');
  return link.seat === null ? t('table:lens.someSeat') : t('table:lens.seat', { name: name(link.seat) });
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
    t('table:broadcast.button'),
  );
  const seatName = (seat: number): string =>
    conn.room.state?.seats[seat]?.name || t('table:seat', { number: seat + 1 });
  const mySeat = (): number | null => conn.seat;
  const amHost = (): boolean => {
    const seat = mySeat();
    return seat !== null && conn.room.state?.seats[seat]?.host === true;
  };

  const lensPick = h('select', { id: 'broadcast-lens', 'aria-label': t('table:broadcast.throughWhose') });
  const delay = h('input', {
    type: 'number',
    id: 'broadcast-delay',
    min: 0,
    max: BROADCAST_DELAY.max,
    step: 1,
  });
  const delayHint = h('span', { class: 'hint' });
  const open = h('button', { type: 'submit', id: 'broadcast-create' }, t('table:broadcast.open'));
  const consent = h('input', { type: 'checkbox', id: 'truth-consent' });
  const consentRow = h('label', { class: 'check' }, consent, ' ', t('table:broadcast.consent'));
  const consentState = h('p', { class: 'hint', id: 'truth-consent-state' });
  const links = h('ul', { class: 'broadcast-links', 'aria-label': t('table:broadcast.linksLabel') });

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
      b.min === 0 ? t('table:broadcast.delayLive') : t('table:broadcast.delayAtLeast', { min: b.min });
  };
  lensPick.addEventListener('change', syncDelay);

  const form = h(
    'form',
    { class: 'broadcast-form' },
    h('label', {}, t('table:broadcast.through'), lensPick),
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
    if (amHost()) options.push(h('option', { value: 'audience' }, t('table:lens.audience')));
    if (mySeat() !== null) options.push(h('option', { value: 'seat' }, t('table:broadcast.myEyes')));
    if (amHost())
      options.push(
        h(
          'option',
          { value: 'truth', disabled: !news.truthAllowed },
          news.truthAllowed ? t('table:lens.truth') : t('table:broadcast.truthNeedsAll'),
        ),
        h('option', { value: 'truth-end' }, t('table:broadcast.truthFromEndLong')),
      );
    mount(lensPick, ...options);
    if (options.some((o) => o.value === chosen && !o.disabled)) lensPick.value = chosen;
    syncDelay();
  };

  const copy = (text: string, done: HTMLElement): void => {
    void navigator.clipboard
      ?.writeText(text)
      .then(() => (done.textContent = t('table:broadcast.copied')))
      .catch(() => (done.textContent = t('table:broadcast.copyByHand')));
  };

  const update = (news: ServerMessages['broadcasts']): void => {
    renderLenses(news);
    consent.checked = mySeat() !== null && news.truthConsent.includes(mySeat() as number);
    consentRow.hidden = amHost() || mySeat() === null;
    const agreed = news.truthConsent.map(seatName);
    consentState.textContent =
      agreed.length === 0
        ? t('table:broadcast.nobodyAgreed')
        : t('table:broadcast.agreed', { names: formatList(agreed) });
    mount(
      links,
      ...(news.links.length === 0
        ? [h('li', { class: 'empty' }, t('table:broadcast.noLink'))]
        : news.links.map((link) => {
            const url = broadcastUrl(link.token);
            const field = h('input', {
              type: 'text',
              readonly: true,
              value: url,
              'aria-label': t('table:broadcast.link'),
            });
            const said = h('span', { class: 'hint', 'aria-live': 'polite' });
            return h(
              'li',
              { class: 'broadcast-link', 'data-lens': link.lens },
              h('strong', {}, `${lensWords(link, seatName)} · ${delayWords(link.delaySeconds)}`),
              field,
              h(
                'button',
                { type: 'button', class: 'secondary', onclick: () => copy(url, said) },
                t('table:broadcast.copy'),
              ),
              link.lens === 'audience' &&
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'secondary copy-viewers',
                    title: t('table:broadcast.viewersTip'),
                    onclick: () => copy(viewersUrl(link.token), said),
                  },
                  t('table:broadcast.copyViewers'),
                ),
              h(
                'button',
                {
                  type: 'button',
                  class: 'secondary close-broadcast',
                  onclick: () => conn.send('unbroadcast', { token: link.token }),
                },
                t('table:broadcast.closeLink'),
              ),
              said,
            );
          })),
    );
  };

  // The host says when the audience's predictions of the winner close.
  const deadlinePick = h(
    'select',
    { id: 'prediction-deadline', 'aria-label': t('table:broadcast.deadlineLabel') },
    ...[1, 2, 3].map((rounds) => h('option', { value: String(rounds) }, deadlineWords(rounds))),
    h('option', { value: '0' }, t('table:broadcast.now')),
  );
  deadlinePick.addEventListener('change', () =>
    conn.send('predictionDeadline', { rounds: Number(deadlinePick.value) }),
  );
  const deadlineRow = h(
    'p',
    { class: 'prediction-deadline' },
    h('label', {}, t('table:broadcast.deadlineField'), deadlinePick),
  );
  const syncDeadline = (): void => {
    const state = conn.room.state;
    deadlineRow.hidden = !amHost() || state?.predictionsOpen !== true;
    if (state !== undefined) deadlinePick.value = String(state.predictionRounds);
  };

  const close = h(
    'button',
    { type: 'button', class: 'close', onclick: () => dialog.close() },
    t('table:broadcast.close'),
  );
  // The title bar runs edge to edge like the rules dialog's; the body below it keeps its own margins.
  dialog.append(
    h('div', { class: 'dialog-bar' }, h('h2', { id: 'broadcast-title' }, t('table:broadcast.title')), close),
    h(
      'div',
      { class: 'dialog-body' },
      h('p', { class: 'hint' }, t('table:broadcast.about')),
      form,
      consentRow,
      consentState,
      deadlineRow,
      h('h3', {}, t('table:broadcast.links')),
      links,
    ),
  );
  button.addEventListener('click', () => {
    update(conn.broadcasts);
    syncDeadline();
    dialog.showModal();
  });
  update(conn.broadcasts);
  return { button: h('span', { class: 'broadcast-open' }, button, dialog), update };
}
