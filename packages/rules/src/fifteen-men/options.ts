// Table options: leave the expert cards out, and pick a scenario (or draw one).
import { scenarioIds, type ScenarioId } from './cards';
import type { FifteenMenOptions } from './types';

export const defaultOptions: FifteenMenOptions = { withoutExpert: false, scenario: 'treasure-island' };

export function parseOptions(
  raw: unknown,
): { ok: true; options: FifteenMenOptions } | { ok: false; error: string } {
  if (raw === undefined || raw === null) return { ok: true, options: defaultOptions };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, error: 'Options are an object.' };
  const record = raw as Record<string, unknown>;
  const withoutExpert = record.withoutExpert ?? defaultOptions.withoutExpert;
  if (typeof withoutExpert !== 'boolean') return { ok: false, error: '"withoutExpert" is true or false.' };
  const scenario = record.scenario ?? defaultOptions.scenario;
  if (scenario !== 'random' && !scenarioIds.includes(scenario as ScenarioId)) {
    return { ok: false, error: `"scenario" is "random" or one of ${scenarioIds.join(', ')}.` };
  }
  return { ok: true, options: { withoutExpert, scenario: scenario as ScenarioId | 'random' } };
}
