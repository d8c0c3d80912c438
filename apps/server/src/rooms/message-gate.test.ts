// The gate's verdicts, in its fixed order: throttle, size, shape, role. No server: senders are plain objects.
import { LIMITS } from '@flotilla/protocol';
import { MessageGate } from './message-gate';

describe('MessageGate', () => {
  it('admits a well-formed message from a seat, typed by its schema', () => {
    expect(new MessageGate().check({}, 'ready', { ready: true }, 2)).toEqual({
      admitted: { type: 'ready', data: { ready: true }, seat: 2 },
    });
  });

  it('refuses a spectator everything but a prediction', () => {
    const gate = new MessageGate();
    expect(gate.check({}, 'ready', { ready: true }, null)).toEqual({
      refused: { code: 'spectator', reason: 'spectators-watch', about: 'ready' },
    });
    const predict = gate.check({}, 'predict', { name: 'Anne', winner: 1 }, null);
    expect(predict).toMatchObject({ admitted: { type: 'predict', seat: null } });
  });

  it('says where a malformed message is wrong', () => {
    expect(new MessageGate().check({}, 'ready', { ready: 'yes' }, 0)).toEqual({
      refused: { code: 'malformed-message', reason: 'malformed', about: 'ready', detail: { path: 'ready' } },
    });
  });

  it('refuses a message too large before reading it', () => {
    const name = 'x'.repeat(LIMITS.maxMessageBytes);
    expect(new MessageGate().check({}, 'profile', { name, colour: 'red' }, 0)).toMatchObject({
      refused: { code: 'too-large' },
    });
  });

  it('throttles each sender on its own, every kind of message counting', () => {
    const gate = new MessageGate();
    const noisy = {};
    const verdicts = Array.from({ length: LIMITS.messagesPerSecond * 3 }, () => gate.unknown(noisy, 'x'));
    expect(verdicts.some((v) => v.code === 'rate-limited')).toBe(true);
    expect(gate.check(noisy, 'ready', { ready: true }, 0)).toMatchObject({
      refused: { code: 'rate-limited' },
    });
    expect(gate.check({}, 'ready', { ready: true }, 0)).toHaveProperty('admitted');
  });

  it('echoes an unknown type no longer than a real one', () => {
    expect(new MessageGate().unknown({}, 'y'.repeat(100)).about).toBe(`${'y'.repeat(32)}…`);
  });

  it('lets a readable frame through and refuses one that is no Colyseus message', () => {
    const gate = new MessageGate();
    expect(gate.frame({}, Buffer.from([0xff]))).toMatchObject({
      refused: { code: 'malformed-message', about: 'frame' },
      problem: expect.any(String),
    });
  });
});
