// Plays one whole game against a running server from Node, as a colyseus.js client beside bots, and resolves to its
// archive id: a finished game for a replay scenario to open, without clicking through a long game in the browser.
// `node apps/client/tests/archived-game.mjs URL GAME PLAYERS` prints the id (handy to look at a replay by hand).
import { Client } from 'colyseus.js';

export async function playArchivedGame(url, game, players, name = 'Anne', { quickPlay = false } = {}) {
  const client = new Client(url.replace(/^http/, 'ws'));
  // Quick play: a public table, whose open seats go to bots after the server's QUICK_PLAY_BOTS_SECONDS.
  const room = quickPlay
    ? await client.joinOrCreate('table', { game, players, name })
    : await client.create('table', { game, players, botsFill: true, private: true, name });
  let seat = null;
  let inFlight = null;
  const act = () => {
    const state = room.state;
    if (seat === null || state?.status !== 'playing') return;
    const mine = state.secrets.get(String(seat));
    if (mine === undefined) return;
    if (inFlight !== null && mine.accepted > inFlight) inFlight = null;
    if (inFlight !== null) return;
    const legal = JSON.parse(mine.legal);
    if (legal.length === 0) return;
    inFlight = mine.accepted;
    room.send('act', { action: legal[Math.floor(Math.random() * legal.length)] });
  };
  const over = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${game}: no end within 5 minutes`)), 300_000);
    room.onMessage('proof', (proof) => {
      clearTimeout(timer);
      resolve(proof.gameId);
    });
    room.onMessage('error', (error) => {
      if (error.about === 'act') {
        inFlight = null;
        setTimeout(act, error.code === 'rate-limited' ? 1000 : 0);
      }
    });
    room.onLeave(() => reject(new Error(`${game}: the table closed before the end`)));
  });
  room.onMessage('welcome', (welcome) => {
    seat = welcome.seat;
    if (!quickPlay) room.send('start', {});
    act();
  });
  room.onMessage('rematch', () => undefined);
  room.onStateChange(act);
  try {
    return await over;
  } finally {
    room.removeAllListeners();
    await room.leave().catch(() => undefined);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, game, players] = process.argv.slice(2);
  console.log(await playArchivedGame(url ?? 'http://localhost:2567', game ?? 'eollis', Number(players ?? 5)));
  process.exit(0);
}
