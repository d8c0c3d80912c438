import { DOUBLE_CLICK_MS, sendGuard } from './send-guard';

describe('sendGuard', () => {
  it('sends once per offer', () => {
    const guard = sendGuard(() => false);
    expect(guard.holdLeft(0)).toBe(0);
    expect(guard.allow('v1', 0)).toBe(true);
    expect(guard.sentOn('v1')).toBe(true);
    expect(guard.allow('v1', 5000)).toBe(false);
    expect(guard.allow('v2', 5000)).toBe(true);
  });

  it('takes no second click of a double-click, even on a new offer', () => {
    const guard = sendGuard(() => false);
    expect(guard.allow('v1', 1000)).toBe(true);
    // The patch of the first click arrived and a new offer sits under the pointer.
    expect(guard.allow('v2', 1000 + 100)).toBe(false);
    expect(guard.holdLeft(1000 + 100)).toBe(DOUBLE_CLICK_MS - 100);
    // A mouse's second click says it is one (a click count of 2), however late it comes.
    expect(guard.allow('v2', 1000 + DOUBLE_CLICK_MS + 200, 2)).toBe(false);
    expect(guard.allow('v2', 1000 + DOUBLE_CLICK_MS)).toBe(true);
    expect(guard.allow('v3', 9000, 2)).toBe(false);
  });

  it('sends nothing while the table is still animating what the offer describes', () => {
    let rolling = true;
    const guard = sendGuard(() => rolling);
    expect(guard.allow('v1', 0)).toBe(false);
    rolling = false;
    expect(guard.allow('v1', 10)).toBe(true);
  });

  it('lets the same offer be acted on again once the server refused it', () => {
    const guard = sendGuard(() => false);
    expect(guard.allow('v1', 0)).toBe(true);
    guard.refused();
    expect(guard.sentOn('v1')).toBe(false);
    expect(guard.allow('v1', 10)).toBe(true);
  });
});
