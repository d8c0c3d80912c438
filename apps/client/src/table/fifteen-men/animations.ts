// How the 15 Men scene plays what it hears: which of its effects each event is (doubloons, cards turning, shots,
// falls, callouts, the finale) and where on the table.
import type { HeardEvent } from '@flotilla/protocol/wire';
import type { Effects } from './effects';
import type { FifteenMenModel } from './model';
import { w, who } from './labels';
import { slotPoint } from './layout';

type Event = HeardEvent<'fifteen-men'>;

/** What the player reads of the scene that owns it. */
export interface Stage {
  readonly effects: Effects;
  /** The latest view. */
  currentModel(): FifteenMenModel | null;
  /** The view drawn before it: a card's face before it turned down, the doubloons a fallen pirate held. */
  previousModel(): FifteenMenModel | null;
  /** Runs `fn` once the scene is built. */
  whenReady(fn: () => void): void;
}

export class EventPlayer {
  /** The latest shot: John Flint answers its shooter. */
  private lastShot: { from: number | null; seat: number } | null = null;
  /** The finale shows once: played at the game's end, or its tally laid out on a table opened after it. */
  private finaleShown = false;

  constructor(
    private readonly stage: Stage,
    /** A shot played on the canvas (one heard before the scene was built only shows in the next drawing). */
    private readonly shotShown: () => void,
  ) {}

  /** After a view is shown: a table opened after the end (a reload) gets the tally without the show. */
  shown(model: FifteenMenModel, before: FifteenMenModel): void {
    if (model.final === null || this.finaleShown || model.status !== 'over' || before.phase !== 'over')
      return;
    this.finaleShown = true;
    const final = model.final;
    this.stage.whenReady(() => this.stage.effects.tally(final, (seat) => who(model, seat), false));
  }

  /** Plays one event on the built scene. */
  play(event: Event): void {
    const fx = this.stage.effects;
    const model = this.stage.currentModel();
    const before = this.stage.previousModel();
    switch (event.type) {
      case 'bribed':
        fx.coinTo(event.seat, event.value, slotPoint(event.position));
        if (event.tookControl) fx.control(event.seat, event.position);
        break;
      case 'daughterBribed':
      case 'bulletBought':
        fx.coinTo(event.seat, event.value, { x: 558, y: 290 });
        break;
      case 'ritual':
        fx.coinTo(event.seat, event.value, slotPoint(event.position));
        break;
      case 'peeked':
        // Your own look shows you the card; another's shows only who looked.
        if (event.pirate !== undefined) fx.peekPrivate(event.position, event.pirate);
        else if (event.seat !== (model?.you ?? null)) fx.peekPublic(event.seat, event.position);
        break;
      case 'revealed':
        fx.reveal(event.position, event.pirate);
        break;
      case 'turnedFaceDown': {
        const was = before?.ring[event.position - 1]?.pirate;
        if (typeof was === 'string') fx.hide(event.position, was);
        fx.callout(event.position, w('callout.turnedDown'));
        break;
      }
      case 'swapped':
        fx.swap(event.a, event.b);
        break;
      case 'controlTaken':
        fx.control(event.seat, event.position);
        break;
      case 'doubloonMoved':
        fx.coinMove(event.seat, event.value, slotPoint(event.from), slotPoint(event.onto));
        break;
      case 'doubloonDiscarded':
        fx.coinMove(event.owner, event.value, slotPoint(event.position), null);
        break;
      case 'exchanged':
        fx.callout(event.position, w('callout.bamba'));
        break;
      case 'shot': {
        this.shotShown();
        const from = event.from;
        this.lastShot = { from, seat: event.seat ?? -1 };
        if (from === null) fx.callout(event.target, w('callout.morganFires'), '#ff9b2f');
        else if (
          before?.ring[from - 1]?.pirate === 'blackbeard' ||
          model?.ring[from - 1]?.pirate === 'blackbeard'
        )
          fx.callout(from, w('callout.blackbeard'), '#ff9b2f');
        fx.shot(from, event.target, event.seat);
        break;
      }
      case 'shotShrugged':
        fx.callout(event.position, w(event.pirate === 'john-flint' ? 'callout.flint' : 'callout.shrugs'));
        // Flint answers the shooter's shot with his own.
        if (event.pirate === 'john-flint' && this.lastShot?.from != null)
          fx.shot(event.position, this.lastShot.from, null);
        break;
      case 'bulletRecovered':
        fx.note(event.seat, w('callout.bulletBack'));
        break;
      case 'killed':
        fx.fall(event.position, event.pirate, before?.ring[event.position - 1]?.doubloons ?? []);
        break;
      case 'rescued':
        fx.callout(event.position, w('callout.rescued'), '#9fd8ff');
        break;
      case 'showdownStarted':
        // A look's card stays up until its player puts it back, or the Showdown needs the table.
        fx.closePeek();
        fx.banner(w('callout.showdown'));
        break;
      case 'gameOver':
        if (model?.final) {
          this.finaleShown = true;
          // The names are read when the tally draws them, from the view shown by then.
          fx.finale(model.final, (seat) => who(this.stage.currentModel(), seat));
        }
        break;
      default:
        break;
    }
  }
}
