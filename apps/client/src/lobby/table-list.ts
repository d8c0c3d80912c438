// Waiting public tables, live from the `lobby` room: join a seat or spectate.
import type { Room } from 'colyseus.js';
import { h, mount } from '../ui/dom';
import { gameCard } from './games';
import { t } from '../i18n/i18n';

interface Listing {
  readonly roomId: string;
  readonly metadata?: {
    readonly game?: string;
    readonly players?: number;
    readonly seated?: number;
    readonly status?: string;
    readonly host?: string;
  };
}

export interface TableListHandle {
  readonly element: HTMLElement;
  close(): void;
}

export function tableList(onJoin: (roomId: string, spectate: boolean) => void): TableListHandle {
  const list = h('ul', { class: 'table-list', 'aria-live': 'polite' });
  const element = h(
    'section',
    { class: 'card tables', 'aria-labelledby': 'tables-title' },
    h('h2', { id: 'tables-title' }, t('lobby:tables.title')),
    list,
  );
  const tables = new Map<string, Listing>();
  let room: Room | null = null;
  let closed = false;

  const render = (): void => {
    const rows = [...tables.values()]
      .filter(
        (table) => (table.metadata?.status ?? 'waiting') === 'waiting' && (table.metadata?.seated ?? 0) > 0,
      )
      .map((table) => {
        const meta = table.metadata ?? {};
        const title = gameCard(meta.game ?? '')?.title ?? meta.game ?? t('lobby:tables.table');
        return h(
          'li',
          { class: 'table-row' },
          h('span', { class: 'table-game' }, title),
          h('span', {}, t('lobby:tables.seated', { seated: meta.seated ?? 0, players: meta.players ?? '?' })),
          h('span', { class: 'table-host' }, t('lobby:tables.host', { host: meta.host ?? '?' })),
          h('button', { type: 'button', onclick: () => onJoin(table.roomId, false) }, t('lobby:code.join')),
          h(
            'button',
            { type: 'button', class: 'secondary', onclick: () => onJoin(table.roomId, true) },
            t('lobby:code.watch'),
          ),
        );
      });
    mount(list, ...(rows.length > 0 ? rows : [h('li', { class: 'empty' }, t('lobby:tables.empty'))]));
  };
  render();

  // The connection's code (colyseus.js) loads after the lobby's first paint: the list fills in a moment later.
  import('../net/connection')
    .then(({ colyseus }) => colyseus().joinOrCreate('lobby'))
    .then((joined) => {
      if (closed) {
        void joined.leave();
        return;
      }
      room = joined;
      joined.onMessage('rooms', (rooms: ReadonlyArray<Listing>) => {
        tables.clear();
        for (const listing of rooms) tables.set(listing.roomId, listing);
        render();
      });
      joined.onMessage('+', ([roomId, listing]: [string, Listing]) => {
        tables.set(roomId, { ...listing, roomId });
        render();
      });
      joined.onMessage('-', (roomId: string) => {
        tables.delete(roomId);
        render();
      });
    })
    .catch(() => mount(list, h('li', { class: 'empty' }, t('lobby:tables.unavailable'))));

  return {
    element,
    close() {
      closed = true;
      void room?.leave();
    },
  };
}
