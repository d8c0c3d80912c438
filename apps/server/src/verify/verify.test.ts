// The fairness check: a proof of a real game verifies; a changed seed, option, action or outcome does not.
import { Dice, findGame, randomPlay, rngFromSeed, type LoggedAction } from '@flotilla/rules';
import { logHashes, sameJson, setupHash, type GameProof } from '@flotilla/protocol';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore } from '../store/open';
import { scratchStore } from '../testing/stores';
import { verifyProof } from './verify';

/** Plays a whole game in-process with random legal moves and returns its proof as a client would save it. */
function playedProof(gameId: string, seats: number, seed: string): GameProof {
  const game = findGame(gameId);
  if (game === undefined) throw new Error(`no game ${gameId}`);
  const options = game.defaultOptions;
  const dice = new Dice(rngFromSeed(`players of ${seed}`));
  let state = game.setup({ seats, seed, options });
  const log: LoggedAction[] = [];
  for (const step of randomPlay(game, state, dice, 50_000)) {
    state = step.state;
    log.push({ seat: step.seat, action: step.action });
  }
  const outcome = game.outcome(state);
  if (outcome === null) throw new Error(`${gameId} did not end`);
  const setup = { game: gameId, seats, options, seed };
  const chain = logHashes(setup, log);
  const proof: GameProof = {
    gameId: `test-${seed}`,
    ...setup,
    setupHash: setupHash(setup),
    logHash: chain[chain.length - 1] as string,
    log,
    outcome,
  };
  return JSON.parse(JSON.stringify(proof)) as GameProof;
}

/** The proof's log re-chained after an edit, as a forger who knows the seed would publish it. */
function rechained(proof: Mutable): Mutable {
  const chain = logHashes(proof, proof.log);
  return { ...proof, setupHash: setupHash(proof), logHash: chain[chain.length - 1] as string };
}

type Mutable = { -readonly [K in keyof GameProof]: GameProof[K] } & { seen?: string[] };
const tampered = (proof: GameProof, change: (copy: Mutable) => void): Mutable => {
  const copy = JSON.parse(JSON.stringify(proof)) as Mutable;
  change(copy);
  return copy;
};

describe.each([
  ['captains-war', 4],
  ['captains-war', 1],
  ['fifteen-men', 3],
  ['eollis', 4],
])('the proof of a random game of %s for %i', (gameId, seats) => {
  const proof = playedProof(gameId, seats, `verify-test-seed-${gameId}-${seats}`);

  it('verifies', () => {
    expect(verifyProof(proof)).toEqual({
      ok: true,
      game: gameId,
      actions: proof.log.length,
      setupMatches: true,
      logMatches: true,
      outcomeMatches: true,
      problems: [],
    });
  });

  it('fails with another seed', () => {
    const report = verifyProof(tampered(proof, (p) => (p.seed = `${p.seed}x`)));
    expect(report).toMatchObject({ ok: false, setupMatches: false });
    expect(report.problems).toContainEqual({ kind: 'setup-mismatch' });
    expect(report.error).toContain('setupHash');
  });

  it('fails with another seed whose hashes were published too', () => {
    const report = verifyProof(rechained(tampered(proof, (p) => (p.seed = 'another seed'))));
    expect(report).toMatchObject({ ok: false, setupMatches: true, logMatches: true, outcomeMatches: false });
  });

  it('fails with edited options, even when the game replays to the same outcome', () => {
    const report = verifyProof(tampered(proof, (p) => (p.options = { ...(p.options as object), note: 1 })));
    expect(report).toMatchObject({ ok: false, setupMatches: false });
  });

  it('fails with an action edited into another legal one that reaches the same outcome', () => {
    const game = findGame(gameId);
    if (game === undefined) throw new Error('no game');
    const seen = logHashes(proof, proof.log);
    // The first step where another legal choice replays to the very same outcome (a different peek, a card
    // given to another Clan, another die set aside…): the outcome alone cannot tell, the log hashes can.
    let state = game.setup({ seats: proof.seats, seed: proof.seed, options: proof.options });
    let forged: Mutable | null = null;
    for (let i = 0; i < proof.log.length && forged === null; i++) {
      const entry = proof.log[i];
      if (entry === undefined) break;
      for (const other of game.legalActions(state, entry.seat)) {
        if (sameJson(other, entry.action)) continue;
        const log = proof.log.map((line, j) => (j === i ? { seat: line.seat, action: other } : line));
        const candidate = tampered(proof, (p) => (p.log = log));
        if (verifyProof({ ...candidate, logHash: logHashes(proof, log).at(-1) }).ok) {
          forged = candidate;
          break;
        }
      }
      const next = game.apply(state, entry.seat, entry.action);
      if (!next.ok) throw new Error('the untouched log must replay');
      state = next.state;
    }
    expect(forged).not.toBeNull();
    if (forged === null) return;
    // Published as it is, the final log hash gives the edit away.
    expect(verifyProof(forged)).toMatchObject({ ok: false, logMatches: false, outcomeMatches: true });
    // Re-chained by a forger who knows the seed, it is caught by the hashes the clients saw during the game.
    expect(verifyProof(rechained(forged)).ok).toBe(true);
    expect(verifyProof({ ...rechained(forged), seen })).toMatchObject({ ok: false, logMatches: false });
    expect(verifyProof({ ...proof, seen })).toMatchObject({ ok: true });
  });

  it('fails with an action that was never offered', () => {
    const report = verifyProof(
      tampered(proof, (p) => {
        const first = p.log[0];
        if (first) p.log = [{ seat: first.seat, action: { type: 'sink-everyone' } }, ...p.log.slice(1)];
      }),
    );
    expect(report).toMatchObject({ ok: false, setupMatches: true, outcomeMatches: false, actions: 0 });
    expect(report.error).toMatch(/Action 0 .*refused/);
  });

  it('fails when the last choice made is swapped for another legal one', () => {
    const game = findGame(gameId);
    if (game === undefined) throw new Error('no game');
    // The last step where the acting seat had a choice that changes the outcome, found by replaying the
    // swapped log directly. (Not any step: a different private peek in 15 Men, or in Eollis a card given to
    // another Clan just before the end, leads to the same outcome, and a verifier checks the outcome, not
    // which of two equal paths was taken.)
    const setup = (): unknown => game.setup({ seats: proof.seats, seed: proof.seed, options: proof.options });
    const outcomeOf = (log: ReadonlyArray<LoggedAction>): unknown => {
      let state = setup();
      for (const line of log) {
        const next = game.apply(state, line.seat, line.action);
        if (!next.ok) return null;
        state = next.state;
      }
      return game.outcome(state);
    };
    const states: unknown[] = [];
    let state = setup();
    for (const entry of proof.log) {
      states.push(state);
      const next = game.apply(state, entry.seat, entry.action);
      if (!next.ok) throw new Error('the untouched log must replay');
      state = next.state;
    }
    let swapped: Mutable | null = null;
    for (let i = proof.log.length - 1; i >= 0 && swapped === null; i--) {
      const entry = proof.log[i];
      if (entry === undefined) continue;
      for (const other of game.legalActions(states[i], entry.seat)) {
        if (sameJson(other, entry.action)) continue;
        const log = proof.log.map((line, j) => (j === i ? { seat: line.seat, action: other } : line));
        if (sameJson(outcomeOf(log), proof.outcome)) continue;
        swapped = tampered(proof, (p) => (p.log = log));
        break;
      }
    }
    expect(swapped).not.toBeNull();
    expect(verifyProof(swapped)).toMatchObject({ ok: false, setupMatches: true, outcomeMatches: false });
  });

  it('fails with a changed outcome', () => {
    const report = verifyProof(
      tampered(proof, (p) => {
        const outcome = p.outcome as { winners: number[] };
        p.outcome = { ...outcome, winners: [...outcome.winners, 99] };
      }),
    );
    expect(report).toMatchObject({ ok: false, setupMatches: true, outcomeMatches: false });
    expect(report.error).toContain('outcome differs');
  });

  it('fails when the log stops before the end', () => {
    const report = verifyProof(tampered(proof, (p) => (p.log = p.log.slice(0, -1))));
    expect(report).toMatchObject({ ok: false, outcomeMatches: false, actions: proof.log.length - 1 });
    expect(report.error).toContain('ends before the game');
  });
});

describe('verifyProof on things that are not proofs', () => {
  it.each([
    ['null', null],
    ['an array', []],
    [
      'a proof without a log',
      { game: 'eollis', seats: 4, setupHash: '', logHash: '', seed: '', outcome: null },
    ],
  ])('refuses %s without throwing', (_name, input) => {
    expect(verifyProof(input)).toMatchObject({ ok: false, game: null, actions: 0 });
  });

  it('refuses an unknown game and an impossible seat count', () => {
    const base = { options: {}, setupHash: '', logHash: '', seed: 's', log: [], outcome: null };
    expect(verifyProof({ ...base, game: 'chess', seats: 2 }).error).toContain('Unknown game');
    expect(verifyProof({ ...base, game: 'captains-war', seats: 40 }).error).toContain('seats');
  });
});

describe('npm run verify', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-verify-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const root = path.resolve(__dirname, '../../../..');
  const run = (file: string, env: Record<string, string> = {}) =>
    spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/verify/main.ts', file],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ...env },
      },
    );

  it('verifies an archived game from the store by its id', async () => {
    const scratch = await scratchStore('sqlite');
    try {
      const proof = playedProof('eollis', 3, 'stored-seed');
      const store = await openStore(scratch.settings);
      const gameId = 'AAAAAAAAAAAAAAAAAAAAAA';
      await store.createTable({
        gameId,
        roomId: 'room',
        game: proof.game,
        createOptions: {},
        gameOptions: proof.options,
        seatCount: proof.seats,
        privateTable: true,
        inviteCode: null,
        seed: proof.seed,
        setupHash: proof.setupHash,
        turnSeconds: 0,
        seats: [],
        seatTokens: [],
        createdAt: 1,
      });
      await store.appendActions(gameId, 0, proof.log);
      await store.finishTable(gameId, proof.outcome, 2);
      await store.close();
      const good = run(gameId, scratch.env);
      expect(good.status).toBe(0);
      expect(JSON.parse(good.stdout)).toMatchObject({ ok: true, game: 'eollis', actions: proof.log.length });
      const missing = run('BBBBBBBBBBBBBBBBBBBBBB', scratch.env);
      expect(missing.status).toBe(1);
      expect(JSON.parse(missing.stdout)).toMatchObject({
        ok: false,
        error: expect.stringContaining('No finished game'),
      });
    } finally {
      await scratch.remove();
    }
  });

  it('prints one JSON line and exits 0 for a fair game, 1 for a tampered one', () => {
    const proof = playedProof('captains-war', 2, 'cli-seed');
    const fair = path.join(dir, 'fair.json');
    const forged = path.join(dir, 'forged.json');
    writeFileSync(fair, JSON.stringify(proof));
    writeFileSync(forged, JSON.stringify(tampered(proof, (p) => (p.seed = 'forged'))));

    const good = run(fair);
    expect(good.status).toBe(0);
    expect(good.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(good.stdout)).toEqual({
      ok: true,
      game: 'captains-war',
      actions: proof.log.length,
      setupMatches: true,
      logMatches: true,
      outcomeMatches: true,
      problems: [],
    });

    const bad = run(forged);
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ ok: false, setupMatches: false });

    const missing = run(path.join(dir, 'missing.json'));
    expect(missing.status).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({
      ok: false,
      error: expect.stringContaining('Cannot read'),
    });
  }, 30_000);
});
