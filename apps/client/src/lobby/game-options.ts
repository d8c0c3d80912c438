// The host's choice of a game's variants and scenarios when creating a table. The server checks them with the
// game's own `parseOptions`; this only offers the choices the rules accept, in words.
import { LEGENDARY_CAPTAINS } from '@flotilla/rules/src/captains-war/solo/legendary-captains';
import { scenarios } from '@flotilla/rules/src/fifteen-men/cards/scenarios';
import { h } from '../ui/dom';
import { t } from '../i18n/i18n';
import type { GameId } from './games';

export type OptionValue = string | number | boolean | null;

interface Choice {
  readonly value: string;
  readonly label: string;
}

/** One table option: a list of choices, or a yes/no box. */
export interface OptionField {
  readonly key: string;
  readonly label: string;
  readonly choices?: ReadonlyArray<Choice>;
  /** For a yes/no option: its value when ticked is `true`. */
  readonly check?: boolean;
  /** Decodes the chosen string into the value the rules expect. */
  readonly decode?: (value: string) => OptionValue;
}

/** The options a host may set for a game and a table size. */
export function optionFields(game: GameId, players: number): ReadonlyArray<OptionField> {
  switch (game) {
    case 'captains-war':
      return players === 1
        ? [
            {
              key: 'legendaryCaptain',
              label: t('lobby:options.legendaryCaptain'),
              choices: [
                { value: 'random', label: t('lobby:options.random') },
                ...LEGENDARY_CAPTAINS.map((c) => ({ value: c.id, label: c.name })),
              ],
            },
          ]
        : [
            {
              key: 'armsMaster',
              label: t('lobby:options.armsMaster'),
              choices: [
                { value: '', label: t('lobby:options.notUsed') },
                ...Array.from({ length: players }, (_, seat) => ({
                  value: String(seat),
                  label: t('lobby:options.givenTo', { seat: seat + 1 }),
                })),
              ],
              decode: (value) => (value === '' ? null : Number(value)),
            },
          ];
    case 'fifteen-men':
      return [
        {
          key: 'scenario',
          label: t('lobby:options.scenario'),
          choices: [
            ...scenarios.map((s) => ({ value: s.id, label: s.name })),
            { value: 'random', label: t('lobby:options.random') },
          ],
        },
        { key: 'withoutExpert', label: t('lobby:options.withoutExpert'), check: true },
      ];
    case 'eollis':
      return [
        {
          key: 'mutinyAnnouncement',
          label: t('lobby:options.mutiny'),
          choices: [
            { value: 'secret', label: t('lobby:options.mutinySecret') },
            { value: 'clockwise', label: t('lobby:options.mutinyClockwise') },
          ],
        },
      ];
  }
}

export interface OptionsForm {
  readonly element: HTMLElement;
  /** Rebuilds the fields for another game or table size. */
  show(game: GameId, players: number): void;
  read(): Record<string, OptionValue>;
}

export function optionsForm(): OptionsForm {
  const element = h('div', { class: 'game-options' });
  let fields: ReadonlyArray<OptionField> = [];
  const inputs = new Map<string, HTMLSelectElement | HTMLInputElement>();
  return {
    element,
    show(game, players) {
      fields = optionFields(game, players);
      inputs.clear();
      element.replaceChildren(
        ...fields.map((field) => {
          const id = `option-${field.key}`;
          if (field.check === true) {
            const box = h('input', { type: 'checkbox', id, name: field.key });
            inputs.set(field.key, box);
            return h('label', { class: 'check' }, box, ` ${field.label}`);
          }
          const select = h(
            'select',
            { id, name: field.key },
            ...(field.choices ?? []).map((c) => h('option', { value: c.value }, c.label)),
          );
          inputs.set(field.key, select);
          return h('div', { class: 'option' }, h('label', { for: id }, field.label), select);
        }),
      );
    },
    read() {
      const options: Record<string, OptionValue> = {};
      for (const field of fields) {
        const input = inputs.get(field.key);
        if (input === undefined) continue;
        if (field.check === true) options[field.key] = (input as HTMLInputElement).checked;
        else options[field.key] = field.decode ? field.decode(input.value) : input.value;
      }
      return options;
    },
  };
}
