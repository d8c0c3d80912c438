// The host's choice of a game's variants and scenarios when creating a table. The server checks them with the
// game's own `parseOptions`; this only offers the choices the rules accept, in words.
import { h } from '../ui/dom';
import { SOURCE_LANGUAGE, ensureNamespaces, language, t } from '../i18n/i18n';
import { CARD_WORDS_NAMESPACE as CAPTAINS_WAR_CARDS, legendChoices } from '../table/captains-war/card-words';
import { CARD_WORDS_NAMESPACE as FIFTEEN_MEN_CARDS, scenarioChoices } from '../table/fifteen-men/card-words';
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

/** The options a host may set for each game, by table size. */
const OPTION_FIELDS = {
  'captains-war': (players) =>
    players === 1
      ? [
          {
            key: 'legendaryCaptain',
            label: t('lobby:options.legendaryCaptain'),
            choices: [
              { value: 'random', label: t('lobby:options.random') },
              ...legendChoices().map((c) => ({ value: c.id, label: c.name })),
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
        ],
  'fifteen-men': () => [
    {
      key: 'scenario',
      label: t('lobby:options.scenario'),
      choices: [
        ...scenarioChoices().map((s) => ({ value: s.id, label: s.name })),
        { value: 'random', label: t('lobby:options.random') },
      ],
    },
    { key: 'withoutExpert', label: t('lobby:options.withoutExpert'), check: true },
  ],
  eollis: () => [
    {
      key: 'mutinyAnnouncement',
      label: t('lobby:options.mutiny'),
      choices: [
        { value: 'secret', label: t('lobby:options.mutinySecret') },
        { value: 'clockwise', label: t('lobby:options.mutinyClockwise') },
      ],
    },
  ],
} satisfies Record<GameId, (players: number) => ReadonlyArray<OptionField>>;

/** The options a host may set for a game and a table size. */
export function optionFields(game: GameId, players: number): ReadonlyArray<OptionField> {
  return OPTION_FIELDS[game](players);
}

/**
 * The card namespace whose names a game's options list (the Legendary Captains, 15 Men's scenarios), if any. The
 * lobby's first page does not carry these files: until they load, the names are the rules' English.
 */
const CARD_NAMESPACES = {
  'captains-war': (players) => (players === 1 ? CAPTAINS_WAR_CARDS : null),
  'fifteen-men': () => FIFTEEN_MEN_CARDS,
  eollis: () => null,
} satisfies Record<GameId, (players: number) => string | null>;

function cardNamespace(game: GameId, players: number): string | null {
  return CARD_NAMESPACES[game](players);
}

/** The card namespaces already loaded here, by language (`fr:fifteenMenCards`). */
const loaded = new Set<string>();

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
  let shown = '';
  const form: OptionsForm = {
    element,
    show(game, players) {
      // Shown again for the same table (its card words came): what the host picked stays picked.
      const kept = new Map(
        shown === `${game}/${players}`
          ? [...inputs].map(([key, input]) => [
              key,
              input.type === 'checkbox' ? (input as HTMLInputElement).checked : input.value,
            ])
          : [],
      );
      shown = `${game}/${players}`;
      fields = optionFields(game, players);
      inputs.clear();
      element.replaceChildren(
        ...fields.map((field) => {
          const id = `option-${field.key}`;
          if (field.check === true) {
            const box = h('input', {
              type: 'checkbox',
              id,
              name: field.key,
              checked: kept.get(field.key) === true,
            });
            inputs.set(field.key, box);
            return h('label', { class: 'check' }, box, ` ${field.label}`);
          }
          const select = h(
            'select',
            { id, name: field.key },
            ...(field.choices ?? []).map((c) => h('option', { value: c.value }, c.label)),
          );
          inputs.set(field.key, select);
          const value = kept.get(field.key);
          if (typeof value === 'string' && field.choices?.some((c) => c.value === value))
            select.value = value;
          return h('div', { class: 'option' }, h('label', { for: id }, field.label), select);
        }),
      );
      // The English names are the rules' own: another language loads its card words, then says them.
      const namespace = cardNamespace(game, players);
      const lng = language();
      if (namespace !== null && lng !== SOURCE_LANGUAGE && !loaded.has(`${lng}:${namespace}`)) {
        const wanted = shown;
        void ensureNamespaces([namespace]).then(() => {
          loaded.add(`${lng}:${namespace}`);
          if (shown === wanted && language() === lng) form.show(game, players);
        });
      }
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
  return form;
}
