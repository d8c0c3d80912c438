// A reusable Jest suite that checks the rules contract on any game with random legal play.
import fc from 'fast-check';
import { Dice, rngFromSeed } from '../core/random';
import { randomPlay } from '../core/bots';
import { eventsFor } from '../core/events';
import { replay, type LoggedAction } from '../core/replay';
import type { ActionShape, Game, Seat, Viewer } from '../core/types';
import { deepFreeze } from './deep-freeze';

type AnyEvent = { readonly type: string };

export interface ContractConfig<S, A extends ActionShape> {
  readonly game: Game<S, A, AnyEvent, unknown, unknown>;
  /** Player counts to try. */
  readonly seatCounts: ReadonlyArray<number>;
  /** Option sets to try (each run draws one). */
  readonly optionSets?: ReadonlyArray<unknown>;
  /** A complete game takes fewer steps than this. */
  readonly maxSteps: number;
  /** Number of random games per property. */
  readonly runs?: number;
  /** Where the PRNG state lives in the raw state, to check it never reaches a view. */
  readonly rngOf: (state: S) => ReadonlyArray<number>;
  /**
   * Facts a viewer must not learn in this state: strings that must not appear in its view's JSON.
   * Called for every viewer after every step of random games.
   */
  readonly secretsHiddenFrom?: (state: S, viewer: Viewer) => ReadonlyArray<string>;
  /** Wrong-but-plausible actions to throw at the rules (mutations of legal ones are added automatically). */
  readonly forgeries?: (state: S, seat: Seat) => ReadonlyArray<unknown>;
  /**
   * Worlds the viewer cannot tell from `before`: the same state with some facts it cannot see changed (face-down
   * cards of the same back swapped, other hands, deck order, secret choices). Only facts that stay hidden from it
   * in `after` (the state one step later) may change, so that the step itself cannot show them legitimately.
   */
  readonly hiddenVariants?: (before: S, after: S, viewer: Viewer, dice: Dice) => ReadonlyArray<S>;
  /** Games that once broke a property, played first by every property (fast-check's `examples`). */
  readonly examples?: ReadonlyArray<{ seats: number; seed: string; botSeed: string; options: unknown }>;
}

/** Everything a viewer receives about a state: its view, the seats awaited (public), and a seat's offers. */
function received<S, A extends ActionShape>(
  game: Game<S, A, AnyEvent, unknown, unknown>,
  state: S,
  viewer: Viewer,
) {
  return {
    view: game.view(state, viewer),
    waitingFor: game.waitingFor(state),
    legal: viewer === 'spectator' ? [] : game.legalActions(state, viewer),
  };
}

/**
 * Plays the step of `entry` in the real world and in each world the viewer cannot tell from it, and returns a
 * description of the first difference in what the viewer receives (null when there is none).
 */
function hiddenFactShown<S, A extends ActionShape>(
  config: ContractConfig<S, A>,
  before: S,
  after: S,
  entry: LoggedAction,
  viewer: Viewer,
  dice: Dice,
): string | null {
  const { game } = config;
  const real = game.apply(before, entry.seat, entry.action);
  if (!real.ok) return null;
  const seen = JSON.stringify({ ...received(game, after, viewer), events: eventsFor(real.events, viewer) });
  const seenBefore = JSON.stringify(received(game, before, viewer));
  for (const variant of config.hiddenVariants?.(before, after, viewer, dice) ?? []) {
    if (JSON.stringify(received(game, variant, viewer)) !== seenBefore)
      return `the variant itself is visible to ${String(viewer)} (a test bug)`;
    const other = game.apply(variant, entry.seat, entry.action);
    if (!other.ok) {
      if (entry.seat === viewer) return `the viewer's own ${JSON.stringify(entry.action)} was refused`;
      continue; // another seat's choice rested on what it knows: that world's game goes elsewhere
    }
    const otherSeen = JSON.stringify({
      ...received(game, other.state, viewer),
      events: eventsFor(other.events, viewer),
    });
    if (otherSeen !== seen) {
      return `after seat ${entry.seat} played ${JSON.stringify(entry.action)}, ${String(viewer)} received\n${seen}\nin one world and\n${otherSeen}\nin another it cannot tell apart`;
    }
  }
  return null;
}

interface Played<S> {
  readonly states: S[];
  readonly log: LoggedAction[];
  readonly finished: boolean;
}

function playRandom<S, A extends ActionShape>(
  config: ContractConfig<S, A>,
  seats: number,
  seed: string,
  botSeed: string,
  options: unknown,
): Played<S> {
  const { game } = config;
  const dice = new Dice(rngFromSeed(botSeed));
  let state = deepFreeze(game.setup({ seats, seed, options }));
  const states = [state];
  const log: LoggedAction[] = [];
  for (const step of randomPlay(game, state, dice, config.maxSteps)) {
    state = deepFreeze(step.state);
    states.push(state);
    log.push({ seat: step.seat, action: step.action });
  }
  return { states, log, finished: game.outcome(state) !== null };
}

function mutations(action: ActionShape): unknown[] {
  const out: unknown[] = [{ ...action, type: `${action.type}-forged` }];
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type') continue;
    if (typeof value === 'number') out.push({ ...action, [key]: value + 1 }, { ...action, [key]: -1 });
    if (typeof value === 'string') out.push({ ...action, [key]: `${value}?` });
    if (typeof value === 'boolean') out.push({ ...action, [key]: !value });
  }
  return out;
}

const garbage: unknown[] = [
  null,
  undefined,
  42,
  'roll',
  [],
  {},
  { type: 7 },
  { type: 'x', nested: { a: 1 } },
];

export function describeContract<S, A extends ActionShape>(config: ContractConfig<S, A>): void {
  const { game } = config;
  const runs = config.runs ?? 25;
  const arbitrary = fc.record({
    seats: fc.constantFrom(...config.seatCounts),
    seed: fc.string({ minLength: 1, maxLength: 24 }),
    botSeed: fc.string({ minLength: 1, maxLength: 8 }),
    options: fc.constantFrom(...(config.optionSets ?? [undefined])),
  });

  const examples = (config.examples ?? []).map((example) => [example] as [typeof example]);

  describe(`${game.id}: the rules contract under random legal play`, () => {
    it('ends every game with a valid outcome within the step bound, never mutating a state', () => {
      fc.assert(
        fc.property(arbitrary, ({ seats, seed, botSeed, options }) => {
          const played = playRandom(config, seats, seed, botSeed, options);
          expect(played.finished).toBe(true);
          const final = played.states[played.states.length - 1] as S;
          const outcome = game.outcome(final);
          expect(outcome).not.toBeNull();
          if (outcome === null) return;
          const seated = outcome.standings.filter((s) => s.seat !== null).map((s) => s.seat);
          expect([...seated].sort()).toEqual(Array.from({ length: seats }, (_, i) => i));
          expect(Math.min(...outcome.standings.map((s) => s.rank))).toBe(1);
          for (const s of outcome.standings) expect(Number.isFinite(s.score)).toBe(true);
          expect(game.awaiting(final)).toEqual([]);
        }),
        { numRuns: runs },
      );
    });

    it('refuses, with an unchanged state, every action that legalActions does not offer', () => {
      fc.assert(
        fc.property(arbitrary, ({ seats, seed, botSeed, options }) => {
          const played = playRandom(config, seats, seed, botSeed, options);
          // States are deep-frozen, so an attempted mutation throws inside apply and shows as internal-error;
          // the serialised comparison after each batch double-checks it.
          const stride = Math.max(1, Math.floor(played.states.length / 30));
          played.states.forEach((state, index) => {
            if (index % stride !== 0) return;
            const before = JSON.stringify(state);
            for (let seat = -1; seat <= seats; seat++) {
              const legal = seat >= 0 && seat < seats ? game.legalActions(state, seat) : [];
              const offered = new Set(legal.map((a) => JSON.stringify(a)));
              const candidates: unknown[] = [...garbage, ...(config.forgeries?.(state, seat) ?? [])];
              for (let other = 0; other < seats; other++) {
                for (const a of game.legalActions(state, other)) candidates.push(a, ...mutations(a));
              }
              for (const candidate of candidates) {
                const result = game.apply(state, seat, candidate);
                const isOffered =
                  typeof candidate === 'object' &&
                  candidate !== null &&
                  offered.has(JSON.stringify(candidate));
                if (!isOffered) {
                  expect(result.ok).toBe(false);
                  if (!result.ok) expect(result.error.code).not.toBe('internal-error');
                } else {
                  expect(result.ok).toBe(true);
                }
              }
            }
            expect(JSON.stringify(state)).toBe(before);
          });
        }),
        { numRuns: Math.max(3, Math.floor(runs / 5)) },
      );
    });

    it('replays setup plus the action log into the identical state', () => {
      fc.assert(
        fc.property(arbitrary, ({ seats, seed, botSeed, options }) => {
          const played = playRandom(config, seats, seed, botSeed, options);
          const replayed = replay(game, { seats, seed, options }, played.log);
          expect(replayed.ok).toBe(true);
          if (replayed.ok) expect(replayed.state).toEqual(played.states[played.states.length - 1]);
        }),
        { numRuns: runs },
      );
    });

    it('never puts the PRNG state, the seed or another seat’s secret into a view or an event', () => {
      fc.assert(
        fc.property(arbitrary, ({ seats, seed, botSeed, options }) => {
          const longSeed = `seed-${seed}-${'x'.repeat(16)}`;
          const played = playRandom(config, seats, longSeed, botSeed, options);
          const viewers: Viewer[] = ['spectator', ...Array.from({ length: seats }, (_, i) => i)];
          played.states.forEach((state, index) => {
            const rng = config.rngOf(state).map(String);
            for (const viewer of viewers) {
              const json = JSON.stringify(game.view(state, viewer));
              expect(json).not.toContain(longSeed);
              for (const word of rng) if (word.length >= 6) expect(json).not.toContain(word);
              for (const secret of config.secretsHiddenFrom?.(state, viewer) ?? [])
                expect(json).not.toContain(secret);
            }
            const entry = played.log[index];
            if (entry === undefined) return;
            const result = game.apply(state, entry.seat, entry.action);
            if (!result.ok) return;
            for (const viewer of viewers) {
              const json = JSON.stringify(eventsFor(result.events, viewer));
              expect(json).not.toContain(longSeed);
              for (const word of rng) if (word.length >= 6) expect(json).not.toContain(word);
              for (const secret of config.secretsHiddenFrom?.(result.state, viewer) ?? []) {
                expect(json).not.toContain(secret);
              }
            }
          });
        }),
        { numRuns: Math.max(3, Math.floor(runs / 3)) },
      );
    });

    const { hiddenVariants } = config;
    if (hiddenVariants === undefined) return;
    it('lets nothing a viewer cannot see change what it receives: view, events, awaited seats, its offers', () => {
      fc.assert(
        fc.property(arbitrary, ({ seats, seed, botSeed, options }) => {
          const played = playRandom(config, seats, seed, botSeed, options);
          const viewers: Viewer[] = ['spectator', ...Array.from({ length: seats }, (_, i) => i)];
          const dice = new Dice(rngFromSeed(`variants-${botSeed}`));
          played.log.forEach((entry, index) => {
            const before = played.states[index] as S;
            const after = played.states[index + 1] as S;
            for (const viewer of viewers) {
              const shown = hiddenFactShown(config, before, after, entry, viewer, dice);
              if (shown !== null) throw new Error(`step ${index}: ${shown}`);
            }
          });
        }),
        { numRuns: Math.max(3, Math.floor(runs / 3)), examples },
      );
    });
  });
}
