// Display names: one form for every way of typing a name, any script, and no passing for a bot.
import { nameProblem, normaliseName } from './display-name';
import { DisplayName } from './messages';

const accepted = (raw: string) => DisplayName.safeParse(raw);

describe('display names', () => {
  it('take names in any script, with their combining marks', () => {
    for (const name of [
      'प्रिया',
      'José',
      'Zoë',
      'Łukasz',
      '李雷',
      "O'Malley",
      'Anne-Marie',
      'R2 D2',
      'Botticelli',
    ]) {
      expect(accepted(name)).toMatchObject({ success: true, data: name.normalize('NFKC') });
    }
  });

  it('compare and show one form of a name however it was typed', () => {
    expect(normaliseName('Jose\u0301')).toBe('José');
    expect(normaliseName('Ｈｏｓｔ')).toBe('Host');
    expect(normaliseName('  Anne \t  Bonny  ')).toBe('Anne Bonny');
    expect(accepted('Jose\u0301')).toMatchObject({ success: true, data: 'José' });
  });

  it('refuse names that pass for a bot, markup, control characters and names without a letter', () => {
    for (const name of [
      'Bot 1',
      'bot',
      'BOT-3',
      'Ｂｏｔ 2',
      '<b>x</b>',
      'a\u0000b',
      '...',
      '\u0301\u0301',
      '🏴‍☠️',
      '',
    ]) {
      expect(accepted(name).success).toBe(false);
    }
    expect(nameProblem('Bot 1')).toBe('Names beginning with "Bot" are for the bots.');
    expect(nameProblem('...')).toBe('A name needs a letter or a digit.');
  });

  it('refuse invisible characters, which would show a blank name, a bot or another seat’s name', () => {
    for (const name of [
      '\u3164', // Hangul filler: a letter that shows nothing
      '\u115F\u1160',
      '\u034FBot 3', // combining grapheme joiner before "Bot"
      'B\u034Fot 3',
      '\uFE0FBot 3', // variation selector
      'Anne\u034F', // shows as Anne without being numbered apart from her
      'Anne\uDB40\uDD00',
      '\u0301Bot 3', // a mark before any letter
    ]) {
      expect(accepted(name).success).toBe(false);
    }
    expect(accepted('प्रिया').success).toBe(true);
  });

  it('count the length of the normalised name', () => {
    expect(accepted('x'.repeat(24)).success).toBe(true);
    expect(accepted(`${'x'.repeat(24)}   `).success).toBe(true);
    expect(accepted('x'.repeat(25)).success).toBe(false);
  });
});
