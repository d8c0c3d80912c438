import { baseKey, keysOf, placeholdersOf, resourcesOf } from './catalogue';
import { localeFiles } from './locale-files';
import { SOURCE_LANGUAGE, formatList, startLanguage, t, tNodes } from './i18n';

const resources = resourcesOf(localeFiles);
const source = resources[SOURCE_LANGUAGE] ?? {};
const others = Object.keys(resources).filter((language) => language !== SOURCE_LANGUAGE);

/** A namespace's messages by key, plural forms folded into their base (`players_one` → `players`). */
function byBase(messages: Record<string, unknown>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const read = (value: unknown, key: string): void => {
    found.set(baseKey(key), [...(found.get(baseKey(key)) ?? []), String(value)]);
  };
  const walk = (node: Record<string, unknown>, prefix: string): void => {
    for (const [key, value] of Object.entries(node)) {
      if (value !== null && typeof value === 'object')
        walk(value as Record<string, unknown>, `${prefix}${key}.`);
      else read(value, `${prefix}${key}`);
    }
  };
  walk(messages, '');
  return found;
}

describe('the message files', () => {
  it('hold English and at least one other language', () => {
    expect(Object.keys(source).length).toBeGreaterThan(0);
    expect(others).toContain('fr');
  });

  describe.each(others)('%s', (language) => {
    const theirs = resources[language] ?? {};

    it('has every namespace and every message of English, and nothing English lacks', () => {
      expect(Object.keys(theirs).sort()).toEqual(Object.keys(source).sort());
      for (const [namespace, messages] of Object.entries(source)) {
        const wanted = [...new Set(keysOf(messages).map(baseKey))].sort();
        const held = [...new Set(keysOf(theirs[namespace] ?? {}).map(baseKey))].sort();
        expect({ namespace, keys: held }).toEqual({ namespace, keys: wanted });
      }
    });

    it('uses the same placeholders as English in each message', () => {
      for (const [namespace, messages] of Object.entries(source)) {
        const ours = byBase(messages);
        const translated = byBase(theirs[namespace] ?? {});
        for (const [key, forms] of ours) {
          const wanted = [...new Set(forms.flatMap(placeholdersOf))].sort();
          for (const form of translated.get(key) ?? [])
            expect({ key: `${namespace}:${key}`, placeholders: placeholdersOf(form) }).toEqual({
              key: `${namespace}:${key}`,
              // A plural form may leave the count out ("Solo"); it uses nothing English does not.
              placeholders: placeholdersOf(form).filter((p) => wanted.includes(p)),
            });
        }
      }
    });

    it('has a form for each plural category the language needs', () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [namespace, messages] of Object.entries(theirs)) {
        const keys = keysOf(messages);
        const plurals = new Set(keys.filter((k) => baseKey(k) !== k).map(baseKey));
        for (const base of plurals)
          for (const category of categories)
            expect(`${namespace}:${base}_${category}`).toBe(
              keys.includes(`${base}_${category}`) ? `${namespace}:${base}_${category}` : 'missing',
            );
      }
    });
  });
});

describe('the language to start in', () => {
  it('is this device’s choice when it is offered, else English', () => {
    expect(startLanguage(['fr-FR'], 'en')).toBe('en');
    expect(startLanguage(['de-DE', 'en-GB'], null)).toBe('en');
    expect(startLanguage([], 'xx')).toBe('en');
  });
});

describe('messages', () => {
  it('count in English with the right plural form', () => {
    expect(t('lobby:seats.players', { count: 1 })).toBe('1 player');
    expect(t('lobby:seats.players', { count: 4 })).toBe('4 players');
  });

  it('keep DOM nodes where the message puts them', () => {
    const node = { nodeName: 'SPAN' } as unknown as Node;
    expect(tNodes('lobby:quick.join', { game: node })).toEqual([
      'Join a waiting table of ',
      node,
      ' or open one.',
    ]);
  });

  it('list names the language’s way', () => {
    expect(formatList(['Anne', 'Bart', 'Cora'])).toBe('Anne, Bart and Cora');
  });
});
