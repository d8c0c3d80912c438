// The balance measurement runs and reports sane figures (the full runs are in docs/rules/eollis.md).
import { eventCards } from './cards/events';
import { measureBalance } from './balance';

it('measures Event success rates, shipwrecks, mutinies and card plays over random games', () => {
  const report = measureBalance(4, 12, 'balance-test');
  expect(report.games).toBe(12);
  const attempted = Object.keys(report.events);
  expect(attempted.every((id) => eventCards.some((e) => e.id === id))).toBe(true);
  for (const row of Object.values(report.events)) expect(row.successes).toBeLessThanOrEqual(row.attempts);
  expect(report.destroyedPerExpedition).toBeGreaterThanOrEqual(0);
  expect(report.destroyedPerExpedition).toBeLessThanOrEqual(1);
  expect(report.winsBySeat.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(12);
  expect(report.meanRenownBySeat).toHaveLength(4);
});
