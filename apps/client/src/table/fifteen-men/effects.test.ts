// The animation queue: the table counts as idle (its loop may sleep) only once every queued animation has played.
import { Effects } from './effects';

// The tally's art needs Phaser itself, which needs a browser; the queue does not draw a tally here.
jest.mock('./art/tally-art', () => ({ drawTally: () => undefined }));
// Likewise the host that boots Phaser: the cards only ask it how sharp to draw their text.
jest.mock('../phaser-host', () => ({ sharpness: () => 1 }));

/** A stage whose clock moves only when told; every drawing call is absorbed. */
function stage() {
  const calls: Array<{ at: number; run: () => void }> = [];
  const anything: unknown = new Proxy(() => anything, {
    get: (_target, key) => (key === Symbol.toPrimitive ? () => 0 : anything),
    apply: () => anything,
  });
  const time = {
    now: 0,
    delayedCall(ms: number, run: () => void) {
      calls.push({ at: time.now + ms, run });
    },
  };
  /** Moves the clock on, running what falls due in order (as the scene clock does while the loop runs). */
  const advance = (ms: number): void => {
    const until = time.now + ms;
    for (;;) {
      calls.sort((a, b) => a.at - b.at);
      const next = calls[0];
      if (next === undefined || next.at > until) break;
      calls.shift();
      time.now = next.at;
      next.run();
    }
    time.now = until;
  };
  const scene = new Proxy(
    { time, poke: () => undefined, currentModel: () => null, handPoint: () => ({ x: 0, y: 0 }) },
    { get: (target, key) => (key in target ? target[key as keyof typeof target] : anything) },
  );
  return { scene, advance };
}

describe('Effects queue', () => {
  it('stays busy until every shot queued behind a backlog has fired, however long the run of bot moves', () => {
    for (let shots = 1; shots <= 12; shots++) {
      const { scene, advance } = stage();
      const fx = new Effects(scene as never);
      let fired = 0;
      fx.onMoment = (moment, on) => {
        if (on && moment === 'firing') fired++;
      };
      // Bots outpace the animations: the backlog builds up, and the queue cuts it short past 2.5 s.
      for (let i = 0; i < shots; i++) fx.shot(1, 2, 0);
      fx.callout(3, 'shrugs it off!');
      // The loop runs only while the effects are busy: once idle, the scene clock stops.
      for (let steps = 0; !fx.idle() && steps < 1000; steps++) advance(50);
      expect({ shots, fired }).toEqual({ shots, fired: shots });
    }
  });
});

describe('Effects under reduced motion', () => {
  /** How long the queue stays busy after a shot, a fall and a callout. */
  const busyFor = (reduced: boolean): number => {
    const { scene, advance } = stage();
    const fx = new Effects(scene as never);
    fx.setReducedMotion(reduced);
    fx.shot(1, 2, 0);
    fx.callout(3, 'shrugs it off!');
    let ms = 0;
    for (; !fx.idle() && ms < 60_000; ms += 10) advance(10);
    return ms;
  };

  it('plays the same animations in a fraction of the time', () => {
    const full = busyFor(false);
    const reduced = busyFor(true);
    expect(full).toBeGreaterThan(500);
    expect(reduced).toBeLessThanOrEqual(full * 0.25);
  });
});

describe('The look card', () => {
  /** A stage whose hit zone records whether it takes clicks, and which holds every tween unfinished. */
  function lookStage() {
    const base = stage();
    const handlers = new Map<string, () => void>();
    const zone = {
      enabled: false,
      setDepth: () => zone,
      setInteractive: () => {
        zone.enabled = true;
        return zone;
      },
      disableInteractive: () => {
        zone.enabled = false;
        return zone;
      },
      on: (name: string, run: () => void) => {
        handlers.set(name, run);
        return zone;
      },
    };
    const scene = new Proxy(base.scene, {
      get: (target, key) => {
        const value = (target as Record<string | symbol, unknown>)[key];
        if (key !== 'add') return value;
        return new Proxy(value as object, {
          get: (add, name) =>
            name === 'rectangle' ? () => zone : (add as Record<string | symbol, unknown>)[name],
        });
      },
    });
    /** A click on the card's place, as Phaser delivers it: only when the zone takes clicks. */
    const click = (): void => {
      if (zone.enabled) handlers.get('pointerup')?.();
    };
    return { scene, click };
  }

  it('takes a click from the moment it lifts, before its turn is over', () => {
    const { scene, click } = lookStage();
    const fx = new Effects(scene as never);
    fx.mount();
    const shown: Array<string | null> = [];
    let putBack = 0;
    fx.onPeekCard = (pirate) => shown.push(pirate);
    fx.onPutBack = () => putBack++;
    fx.peekPrivate(4, 'mary-read');
    click();
    expect({ shown, putBack }).toEqual({ shown: ['mary-read', null], putBack: 1 });
    // Once put back, a click there reaches what lies beneath.
    click();
    expect(putBack).toBe(1);
  });

  it('stays up, and clickable, when the player looks again at the same pirate', () => {
    const { scene, click } = lookStage();
    const fx = new Effects(scene as never);
    fx.mount();
    const shown: Array<string | null> = [];
    fx.onPeekCard = (pirate) => shown.push(pirate);
    fx.peekPrivate(4, 'mary-read');
    fx.peekPrivate(4, 'mary-read');
    expect(shown).toEqual(['mary-read']);
    click();
    expect(shown).toEqual(['mary-read', null]);
  });

  it('gives way to a look at another pirate, which takes the next click', () => {
    const { scene, click } = lookStage();
    const fx = new Effects(scene as never);
    fx.mount();
    const shown: Array<string | null> = [];
    fx.onPeekCard = (pirate) => shown.push(pirate);
    fx.peekPrivate(4, 'mary-read');
    fx.peekPrivate(5, 'jean-lafitte');
    click();
    expect(shown).toEqual(['mary-read', null, 'jean-lafitte', null]);
  });
});
