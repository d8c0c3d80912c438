// A sample table on screen: the normal table screen and the game's own table, fed by a game played in the page.
// The connection is a stand-in: seat 0's actions are played locally (the other seats answer as bots), anything
// else a table would send (a rematch, a broadcast) goes nowhere.
import type { ServerMessages } from '@flotilla/protocol';
import type { Screen } from '../lobby/lobby-screen';
import type { TableConnection } from '../net/connection';
import { saveLog } from '../table/log-memory';
import { tableScreen } from '../table/table-screen';
import { h } from '../ui/dom';
import { ensureNamespaces, t } from '../i18n/i18n';
import { sampleGame, SAMPLE_SEAT, UnknownSample } from './sample-game';
import type { SampleAddress } from './sample-route';

export async function sampleScreen(
  address: SampleAddress,
  onLeave: () => void,
): Promise<Screen | HTMLElement> {
  // The table screen's words (a seat's name too).
  await ensureNamespaces(['table']);
  let sample;
  try {
    sample = sampleGame(address);
  } catch (error) {
    if (!(error instanceof UnknownSample)) throw error;
    await ensureNamespaces(['replay']);
    return h(
      'div',
      {},
      h('h1', {}, t('common:page.sample')),
      h('p', { class: 'verdict bad', role: 'alert' }, t('replay:sample.unknownGame', { game: error.game })),
    );
  }
  const game = sample;
  const roomId = `sample.${address.game}.${address.players}.${address.seed}.${address.steps}`;
  // A reload starts the sample again: its log too.
  saveLog(roomId, []);
  const broadcasts: ServerMessages['broadcasts'] = { links: [], truthConsent: [], truthAllowed: false };
  const room = { roomId, state: game.state, send: () => undefined, connection: { isOpen: false } };
  let screen: ReturnType<typeof tableScreen> | null = null;
  const conn = {
    seat: SAMPLE_SEAT,
    welcome: { role: 'player', seat: SAMPLE_SEAT, seatToken: '', inviteCode: null },
    rematchRoom: null,
    broadcasts,
    online: true,
    room,
    on: () => undefined,
    leave: () => Promise.resolve(),
    send(type: string, message: { action?: unknown }): boolean {
      if (type !== 'act' || typeof message.action !== 'object' || message.action === null) return true;
      // As the server does: an offer taken becomes a new state, then what this seat heard of it.
      const taken = game.act(message.action as { type: string });
      if (!taken) screen?.refused();
      else {
        screen?.update(game.state);
        screen?.events(game.lastHeard);
      }
      return true;
    },
  } as unknown as TableConnection;
  screen = tableScreen(conn, onLeave);
  screen.update(game.state);
  screen.events(sample.heard);
  const element = h('div', { class: 'sample-table', 'data-sample': roomId }, screen.element);
  return { element, close: () => screen?.close() };
}
