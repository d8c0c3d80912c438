import { parseInviteCard } from '../net/invite-card';
import { inviteFacts, inviteGame } from './invite-facts';

describe('invite facts', () => {
  it("names the table's game, size, host and seats", () => {
    const card = parseInviteCard({
      roomId: 'r1',
      game: 'eollis',
      players: 3,
      seated: 1,
      status: 'waiting',
      host: 'Anne',
    });
    expect(card !== null && inviteFacts(card)).toBe(
      'Eollis: Pirates des Vents · 3 players · hosted by Anne · 1 of 3 seats taken',
    );
    expect(card !== null && inviteGame(card)).toBe('eollis');
  });

  it('says a game under way has started', () => {
    const card = parseInviteCard({
      roomId: 'r1',
      game: 'fifteen-men',
      players: 4,
      seated: 4,
      status: 'playing',
    });
    expect(card !== null && inviteFacts(card)).toBe('15 Men · 4 players · the game has started');
  });

  it('makes do with a bare room id (an older server), and refuses what names no room', () => {
    const bare = parseInviteCard({ roomId: 'r1', game: 42 });
    expect(bare).toMatchObject({ roomId: 'r1', game: undefined });
    expect(bare !== null && inviteFacts(bare)).toBe('A table');
    expect(bare !== null && inviteGame(bare)).toBeNull();
    expect(parseInviteCard({ error: 'No table has this code.' })).toBeNull();
    expect(parseInviteCard(null)).toBeNull();
  });
});
