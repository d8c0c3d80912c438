// Balance figures of the authored cards under random legal play (the numbers in docs/rules/eollis.md).
import { randomPlay } from '../core/bots';
import { Dice, rngFromSeed } from '../core/random';
import { eollis } from './index';

export interface BalanceReport {
  readonly games: number;
  readonly seats: number;
  /** Per Event id: attempts and successes. */
  readonly events: Readonly<Record<string, { attempts: number; successes: number }>>;
  readonly destroyedPerExpedition: number;
  readonly mutiniesPerDecision: number;
  readonly mutinySuccess: number;
  readonly meanRenownBySeat: ReadonlyArray<number>;
  readonly winsBySeat: ReadonlyArray<number>;
  /** Per card kind (`penalty:` for Brawl cards used as −1): plays per game. */
  readonly cardsPerGame: Readonly<Record<string, number>>;
  readonly missionsPerGame: Readonly<Record<string, number>>;
}

export function measureBalance(seats: number, games: number, seedPrefix = 'balance'): BalanceReport {
  const events: Record<string, { attempts: number; successes: number }> = {};
  const cards: Record<string, number> = {};
  const missions: Record<string, number> = {};
  const renown = new Array<number>(seats).fill(0);
  const wins = new Array<number>(seats).fill(0);
  let destroyed = 0;
  let decisions = 0;
  let mutinies = 0;
  let mutineersWon = 0;
  for (let g = 0; g < games; g++) {
    let state = eollis.setup({ seats, seed: `${seedPrefix}-${g}` });
    const dice = new Dice(rngFromSeed(`${seedPrefix}-bot-${g}`));
    let mutineer: number | null = null;
    for (const step of randomPlay(eollis, state, dice)) {
      for (const e of step.events) {
        if (e.to !== 'all') continue;
        const kind = String(e.kind);
        if (e.type === 'trialSucceeded' || e.type === 'trialFailed') {
          const row = (events[kind] ??= { attempts: 0, successes: 0 });
          row.attempts++;
          if (e.type === 'trialSucceeded') row.successes++;
        }
        if (e.type === 'cardPlayed') cards[kind] = (cards[kind] ?? 0) + 1;
        if (e.type === 'penaltyPlayed') cards[`penalty:${kind}`] = (cards[`penalty:${kind}`] ?? 0) + 1;
        if (e.type === 'missionRevealed') missions[kind] = (missions[kind] ?? 0) + 1;
        if (e.type === 'shipDestroyed') destroyed++;
        if (e.type === 'captainDecided') decisions++;
        if (e.type === 'mutinyDeclared') {
          mutinies++;
          mutineer = e.seat ?? null;
        }
        if (e.type === 'mutinyResolved' && e.seat === mutineer) mutineersWon++;
      }
      state = step.state;
    }
    const outcome = eollis.outcome(state);
    for (const line of outcome?.standings ?? []) {
      if (line.seat !== null) renown[line.seat] = (renown[line.seat] ?? 0) + line.score;
    }
    for (const seat of outcome?.winners ?? []) wins[seat] = (wins[seat] ?? 0) + 1;
  }
  const perGame = (counts: Record<string, number>): Record<string, number> =>
    Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v / games]));
  return {
    games,
    seats,
    events,
    destroyedPerExpedition: destroyed / (games * 3),
    mutiniesPerDecision: decisions === 0 ? 0 : mutinies / decisions,
    mutinySuccess: mutinies === 0 ? 0 : mutineersWon / mutinies,
    meanRenownBySeat: renown.map((r) => r / games),
    winsBySeat: wins,
    cardsPerGame: perGame(cards),
    missionsPerGame: perGame(missions),
  };
}
