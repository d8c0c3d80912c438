// A finished game played back: its proof checked (the same check as `npm run verify`), every step rebuilt by the
// rules, and each step seen through a lens — the audience's, one seat's, or the whole truth. The screen draws
// what this gives; nothing here is a rule (issue 26).
import { checkProof, type ProofReport, type GameProof, type Lens } from '@flotilla/protocol';
import { Timeline, eventsFor, findGame, type AnyGame, type GameEvent } from '@flotilla/rules';
import type { TimelineStep } from '@flotilla/rules';
import { t } from '../i18n/i18n';

export type { Lens } from '@flotilla/protocol';

export interface ReplayFrame {
  readonly step: number;
  /** The rules' view for the lens: `view(state, viewer)`, or `truth(state)`. */
  readonly view: unknown;
  /** The events of the step's action that the lens heard (the whole truth hears them all). */
  readonly events: ReadonlyArray<GameEvent<{ readonly type: string }>>;
}

export type OpenedReplay =
  | { readonly ok: true; readonly replay: Replay }
  /** The proof does not replay at all (an unknown game, a refused action): nothing to show but why. */
  | { readonly ok: false; readonly check: ProofReport };

export class Replay {
  private constructor(
    readonly game: AnyGame,
    readonly proof: GameProof,
    /** Whether the seed, the options and every action match what was committed, and the outcome replays. */
    readonly check: ProofReport,
    private readonly timeline: Timeline<unknown>,
  ) {}

  static open(proof: GameProof): OpenedReplay {
    const check = checkProof(proof);
    const game = findGame(proof.game);
    if (game === undefined) return { ok: false, check };
    const built = Timeline.build(
      game,
      { seats: proof.seats, seed: proof.seed, options: proof.options },
      proof.log,
    );
    if (!built.ok) return { ok: false, check };
    return { ok: true, replay: new Replay(game, proof, check, built.timeline) };
  }

  /** The last step (the end); step 0 is the table as dealt. */
  get length(): number {
    return this.timeline.length;
  }

  /** The rules' state at `step` (clamped) and every event of the action that led there, whoever heard it. */
  at(step: number): TimelineStep<unknown> {
    return this.timeline.at(step);
  }

  frame(step: number, lens: Lens): ReplayFrame {
    const at = this.timeline.at(step);
    const target = Math.max(0, Math.min(this.length, Math.floor(step)));
    if (lens.kind === 'truth') return { step: target, view: this.game.truth(at.state), events: at.events };
    const viewer = lens.kind === 'seat' ? lens.seat : 'spectator';
    return { step: target, view: this.game.view(at.state, viewer), events: eventsFor(at.events, viewer) };
  }

  /** One sentence on the proof, for the page: verified, or loudly what does not match. */
  get verdict(): string {
    const c = this.check;
    if (c.ok) return t('replay:verdict.verified', { count: c.actions });
    return t('replay:verdict.notVerified', { error: proofProblems(c) });
  }
}

/** What is wrong with a proof, in the reader's language (the check says it as data). */
export function proofProblems(check: ProofReport): string {
  if (check.problems.length === 0) return t('replay:verdict.mismatch');
  return check.problems
    .map((problem) => {
      const { kind, ...data } = problem;
      const key = kind.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      return t(`replay:problem.${key}`, { ...data, seat: 'seat' in data ? (data.seat ?? '?') : undefined });
    })
    .join('; ');
}
