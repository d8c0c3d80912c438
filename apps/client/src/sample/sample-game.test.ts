import { sampleGame } from './sample-game';
import { sampleOf, sampleRoute } from './sample-route';

describe('sample tables', () => {
  it('reads and writes its address', () => {
    const address = { game: 'eollis', players: 3, seed: 'visual-1', steps: 80 };
    expect(sampleOf(sampleRoute(address))).toEqual(address);
    expect(sampleOf('#/sample/eollis/3/visual-1/99999')).toBeNull();
    expect(sampleOf('#/replay/abc')).toBeNull();
  });

  it.each(['captains-war', 'fifteen-men', 'eollis'])(
    'plays %s to the same state from the same seed',
    (game) => {
      const address = { game, players: 3, seed: 'same', steps: 40 };
      const a = sampleGame(address).state;
      const b = sampleGame(address).state;
      expect(a.version).toBe(b.version);
      expect(a.version).toBeGreaterThan(0);
      expect(a.secrets.get('0')?.secret).toBe(b.secrets.get('0')?.secret);
      expect(a.secrets.get('0')?.legal).toBe(b.secrets.get('0')?.legal);
      expect(a.awaiting).toBe(b.awaiting);
    },
  );

  it('plays seat 0 offers locally, the other seats answering', () => {
    const sample = sampleGame({ game: 'captains-war', players: 2, seed: 'act', steps: 0 });
    const [offer] = JSON.parse(sample.state.secrets.get('0')?.legal ?? '[]') as Array<{ type: string }>;
    expect(offer).toBeDefined();
    const before = sample.state.version;
    expect(sample.act(offer as { type: string })).toBe(true);
    expect(sample.state.version).toBeGreaterThan(before);
    expect(sample.act({ type: 'no-such-offer' })).toBe(false);
  });

  it.each(['captains-war', 'fifteen-men', 'eollis'])(
    'hands %s back to seat 0 with nobody else awaited',
    (game) => {
      const sample = sampleGame({ game, players: 3, seed: 'turns', steps: 0 });
      for (let n = 0; n < 40 && sample.state.status === 'playing'; n++) {
        const [offer] = JSON.parse(sample.state.secrets.get('0')?.legal ?? '[]') as Array<{ type: string }>;
        if (offer === undefined) break;
        expect(sample.act(offer)).toBe(true);
        const awaited = JSON.parse(sample.state.awaiting) as number[];
        expect(awaited.filter((seat) => seat !== 0)).toEqual([]);
      }
    },
  );

  it('reaches the end of a game within its steps', () => {
    const sample = sampleGame({ game: 'fifteen-men', players: 4, seed: 'end', steps: 5000 });
    expect(sample.state.status).toBe('over');
    expect(sample.state.outcome).not.toBe('');
  });
});
