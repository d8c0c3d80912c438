// The server sends codes and identifiers, never sentences: the client says each in its reader's language.
import i18next from 'i18next';
import { ERROR_CODES, HTTP_REFUSALS, JOIN_REFUSALS, REFUSAL_REASONS } from '@flotilla/protocol';
import { t } from '../i18n/i18n';
import { SaidError, camelCase, describeJoinError, refusalSentence } from './connection';

/** The invite route's refusals; the archive's are read by the replay screen from their status. */
const INVITE_REFUSALS = HTTP_REFUSALS.filter((r) => r === 'unknown-code' || r === 'too-many-wrong-codes');

describe('the server’s refusals in words', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('has words for every reason, code, join refusal and invite refusal of the protocol, in each language', async () => {
    for (const lng of ['en', 'fr']) {
      await i18next.changeLanguage(lng);
      const keys = [
        ...REFUSAL_REASONS.map((reason) => `refusals:refused.${camelCase(reason)}`),
        ...ERROR_CODES.map((code) => `refusals:code.${camelCase(code)}`),
        ...JOIN_REFUSALS.map((refusal) => `errors:join.${camelCase(refusal)}`),
        ...INVITE_REFUSALS.map((refusal) => `errors:invite.${camelCase(refusal)}`),
      ];
      const missing = keys.filter((key) => !i18next.exists(key, { lng, fallbackLng: false }));
      expect({ lng, missing }).toEqual({ lng, missing: [] });
    }
  });

  it('says a refusal by its reason, else by its code, never as the raw identifier', async () => {
    expect(refusalSentence({ code: 'not-host', reason: 'host-starts' })).toBe(
      'Only the host starts the table.',
    );
    expect(refusalSentence({ code: 'illegal-action', reason: 'illegal-action' })).toBe(
      t('refusals:refused.illegalAction'),
    );
    // A newer server's reason this client has no words for: its code's general sentence.
    const newer = { code: 'not-allowed', reason: 'something-new' } as unknown as Parameters<
      typeof refusalSentence
    >[0];
    expect(refusalSentence(newer)).toBe('That is not allowed.');
    const stranger = { code: 'brand-new', reason: 'something-new' } as unknown as Parameters<
      typeof refusalSentence
    >[0];
    expect(refusalSentence(stranger)).toBe(t('refusals:code.unknown'));
    await i18next.changeLanguage('fr');
    expect(refusalSentence({ code: 'not-host', reason: 'host-starts' })).toBe('Seul l’hôte lance la partie.');
  });

  it('says a refused join by its identifier; Colyseus’s own refusals and no answer get general words', () => {
    const refused = (code: number, message: string) => Object.assign(new Error(message), { code });
    expect(describeJoinError(refused(409, 'table-full'))).toBe('The table is full.');
    expect(describeJoinError(refused(409, 'game-started'))).toBe(t('errors:join.gameStarted'));
    expect(describeJoinError(refused(4212, 'room "abc" not found'))).toBe(t('errors:tableGone'));
    expect(describeJoinError(refused(4213, 'a-newer-refusal'))).toBe(t('errors:join.refused'));
    expect(describeJoinError(new TypeError('Failed to fetch'))).toBe(t('errors:noServer'));
    expect(describeJoinError(undefined)).toBe(t('errors:noServer'));
    // A refused invite is said before it is thrown: its words stay.
    expect(describeJoinError(new SaidError(t('errors:invite.unknownCode')))).toBe('No table has this code.');
  });

  it('turns identifiers into keys, and nothing else', () => {
    expect(camelCase('host-seats-bots')).toBe('hostSeatsBots');
    expect(camelCase('malformed')).toBe('malformed');
    expect(camelCase('The table is full.')).toBe('-');
    expect(camelCase(undefined)).toBe('-');
  });
});
