// Optional table sounds, synthesised with Web Audio (no files to load): dice, coins, a shot, a reveal. Muted until
// the player turns "Sound" on; the choice is remembered on this device. The AudioContext is made on the first
// user gesture after that, as browsers allow.
import { h } from './dom';
import { t as tr } from '../i18n/i18n';
import { readFlag, saveFlag } from './device-flag';

export type Cue = 'dice' | 'coins' | 'shot' | 'reveal';

const SOUND_KEY = 'flotilla.sound';
const CHANGED = 'flotilla-sound';
/** The same cue asked twice this close together (a game's scene and the screen both) plays once. */
const REPEAT_MS = 120;
/** Loud enough to hear under a stream's voice, well under a clipping sum of partials. */
const VOLUME = 0.35;

/** Each game's events that carry one of the cues (every game's names are distinct enough to share one table). */
const EVENT_CUES: Readonly<Record<string, Cue>> = {
  diceRolled: 'dice',
  playRoll: 'dice',
  attempt: 'dice',
  bribed: 'coins',
  daughterBribed: 'coins',
  doubloonMoved: 'coins',
  goldGiven: 'coins',
  cagnotteShare: 'coins',
  bulletBought: 'coins',
  renownBought: 'coins',
  shot: 'shot',
  killed: 'shot',
  shipDestroyed: 'shot',
  attackDeclared: 'shot',
  boardingRevealed: 'reveal',
  campsRevealed: 'reveal',
  eventRevealed: 'reveal',
  missionRevealed: 'reveal',
  revealed: 'reveal',
  gameOver: 'reveal',
};

/** The cue an event of the table plays, if any. */
export function cueFor(eventType: string): Cue | null {
  return Object.hasOwn(EVENT_CUES, eventType) ? (EVENT_CUES[eventType] ?? null) : null;
}

/** The cues one batch of events plays: each at most once, in the order first met. */
export function cuesFor(eventTypes: ReadonlyArray<string>): Cue[] {
  const cues: Cue[] = [];
  for (const type of eventTypes) {
    const cue = cueFor(type);
    if (cue !== null && !cues.includes(cue)) cues.push(cue);
  }
  return cues;
}

export function soundOn(): boolean {
  return readFlag(SOUND_KEY);
}

export function setSound(on: boolean): void {
  saveFlag(SOUND_KEY, on);
  if (on) unlockOnGesture();
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: on }));
}

let context: AudioContext | null = null;
let waiting = false;
const lastPlayed = new Map<Cue, number>();

/** Makes (or resumes) the AudioContext inside the next click or key press: never before a gesture. */
function unlockOnGesture(): void {
  if (waiting || typeof window === 'undefined') return;
  waiting = true;
  const unlock = (): void => {
    waiting = false;
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
    if (!soundOn()) return;
    const Context = window.AudioContext as typeof AudioContext | undefined;
    if (Context === undefined) return;
    context ??= new Context();
    void context.resume().catch(() => undefined);
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
}

/** Plays a cue when sound is on and the page has had its gesture; otherwise does nothing. */
export function playCue(cue: Cue, at: number = performance.now()): boolean {
  if (!soundOn() || context === null || context.state !== 'running') return false;
  const before = lastPlayed.get(cue) ?? -Infinity;
  if (at - before < REPEAT_MS) return false;
  lastPlayed.set(cue, at);
  SYNTHS[cue](context, context.currentTime + 0.01);
  return true;
}

/** Starts listening for the gesture when the device already has sound on (called once at start-up). */
export function initSound(): void {
  if (soundOn()) unlockOnGesture();
}

/** The "Sound" checkbox of a table's bar: the same setting wherever it appears. */
export function soundToggle(): { element: HTMLElement; close(): void } {
  const box = h('input', { type: 'checkbox', class: 'sound-toggle', id: 'sound-toggle' });
  box.checked = soundOn();
  box.addEventListener('change', () => {
    setSound(box.checked);
    // The change itself is a gesture: the player hears at once what they turned on.
    if (box.checked) {
      const Context = window.AudioContext as typeof AudioContext | undefined;
      if (Context !== undefined) context ??= new Context();
      void context
        ?.resume()
        .then(() => playCue('coins'))
        .catch(() => undefined);
    }
  });
  const follow = (event: Event): void => {
    box.checked = (event as CustomEvent<boolean>).detail;
  };
  window.addEventListener(CHANGED, follow);
  return {
    element: h(
      'label',
      { class: 'check chip', title: tr('common:sound.title') },
      box,
      ` ${tr('common:sound.label')}`,
    ),
    close: () => window.removeEventListener(CHANGED, follow),
  };
}

type Synth = (ctx: AudioContext, t: number) => void;

/** A gain that rises in `attack` seconds and dies away over `decay`. */
function envelope(ctx: AudioContext, t: number, peak: number, attack: number, decay: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(peak * VOLUME, t + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + attack + decay);
  gain.connect(ctx.destination);
  return gain;
}

function noise(ctx: AudioContext, seconds: number): AudioBufferSourceNode {
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * seconds), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  return source;
}

function tone(
  ctx: AudioContext,
  type: OscillatorType,
  hz: number,
  t: number,
  into: AudioNode,
  length: number,
) {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(hz, t);
  osc.connect(into);
  osc.start(t);
  osc.stop(t + length);
  return osc;
}

const SYNTHS: Readonly<Record<Cue, Synth>> = {
  // Wooden dice on a tray: a handful of short filtered knocks, each a little quieter.
  dice(ctx, t) {
    for (let i = 0; i < 6; i += 1) {
      const at = t + i * 0.055 + Math.random() * 0.03;
      const knock = noise(ctx, 0.05);
      const band = ctx.createBiquadFilter();
      band.type = 'bandpass';
      band.frequency.value = 1800 + Math.random() * 1400;
      band.Q.value = 6;
      knock.connect(band).connect(envelope(ctx, at, 0.9 - i * 0.12, 0.002, 0.045));
      knock.start(at);
    }
  },
  // Two doubloons touching: bright inharmonic partials that ring out.
  coins(ctx, t) {
    for (const [delay, base] of [
      [0, 2637],
      [0.07, 3136],
    ] as const) {
      const ring = envelope(ctx, t + delay, 0.35, 0.003, 0.35);
      for (const ratio of [1, 1.48, 2.03]) tone(ctx, 'sine', base * ratio, t + delay, ring, 0.4);
    }
  },
  // A flintlock: a crack of noise falling in pitch, over a low thump.
  shot(ctx, t) {
    const crack = noise(ctx, 0.4);
    const low = ctx.createBiquadFilter();
    low.type = 'lowpass';
    low.frequency.setValueAtTime(6000, t);
    low.frequency.exponentialRampToValueAtTime(300, t + 0.35);
    crack.connect(low).connect(envelope(ctx, t, 1, 0.004, 0.35));
    crack.start(t);
    const thump = ctx.createOscillator();
    thump.frequency.setValueAtTime(140, t);
    thump.frequency.exponentialRampToValueAtTime(45, t + 0.25);
    thump.connect(envelope(ctx, t, 0.8, 0.005, 0.25));
    thump.start(t);
    thump.stop(t + 0.3);
  },
  // A reveal: a short rising call on soft triangle notes, long enough to mark the moment.
  reveal(ctx, t) {
    [392, 523.25, 659.25, 783.99].forEach((hz, i) => {
      const at = t + i * 0.11;
      tone(ctx, 'triangle', hz, at, envelope(ctx, at, 0.35, 0.02, 0.5), 0.6);
    });
  },
};
