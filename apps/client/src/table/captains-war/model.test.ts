// The table model and its words: synced state in, plain data and sentences out.
import { CaptainSheetState, CaptainsWarTable, SeatSecrets, SeatState, TableState } from '@flotilla/protocol';
import { packChart } from '@flotilla/protocol/schema/captains-war';
import { focusCaptain, legalActions, stillDeciding, tableModel } from './model';
import { actionLabel, actionOrder, describeFace, eventSentence, whyNotLines } from './labels';

function twoSeatTable(): TableState {
  const state = new TableState();
  state.game = 'captains-war';
  state.status = 'playing';
  state.seatCount = 2;
  ['Anne', 'Bart'].forEach((name, index) => {
    const seat = new SeatState();
    Object.assign(seat, {
      index,
      name,
      colour: index === 0 ? 'teal' : 'crimson',
      occupant: index === 0 ? 'human' : 'bot',
    });
    state.seats.push(seat);
  });
  const cw = new CaptainsWarTable();
  Object.assign(cw, { mode: 'duel', turn: 3, active: 1, phase: 'loot', rolled: true, setAside: 2 });
  const faces = [
    { die: 'yellow', gold: 4 },
    { die: 'blue', resource: 'wood', count: 2 },
    { die: 'blue', resource: 'joker', count: 1 },
    { die: 'blue', resource: 'gem', count: 1 },
    { die: 'red', track: 'boats' },
    { die: 'black', strength: 5 },
  ];
  cw.dice = JSON.stringify(faces);
  for (let i = 0; i < 2; i += 1) {
    const sheet = new CaptainSheetState();
    sheet.gold = 3 + i;
    sheet.attributes = i;
    cw.captains.push(sheet);
  }
  const second = cw.captains[1];
  if (second !== undefined) second.picks = '4';
  state.captainsWar = cw;
  state.awaiting = '[0,1]';
  const secrets = new SeatSecrets();
  secrets.legal = JSON.stringify([
    { type: 'pick', die: 1 },
    { type: 'pick', die: 2, joker: 'pearl' },
  ]);
  state.secrets.set('0', secrets);
  return state;
}

describe('tableModel', () => {
  it('reads seats, dice, picks and who is awaited from the synced state', () => {
    const model = tableModel(twoSeatTable(), 0);
    expect(model).not.toBeNull();
    expect(model?.dice?.[1]).toEqual({ die: 'blue', resource: 'wood', count: 2 });
    expect(model?.setAside).toBe(2);
    expect(model?.sheets.map((s) => [s.name, s.you, s.active, s.awaited, s.bot])).toEqual([
      ['Anne', true, false, true, false],
      ['Bart', false, true, true, true],
    ]);
    expect(model?.sheets[1]?.picks).toEqual([4]);
    expect(model?.sheets[1]?.acquired.attributes).toBe(1);
  });

  it("reads a sheet's packed lists, and reads nothing out of what does not parse", () => {
    const state = twoSeatTable();
    const sheet = state.captainsWar?.captains[0];
    if (sheet === undefined || state.captainsWar === undefined) throw new Error('no sheet');
    Object.assign(sheet, { chest: '4,1,1,0', chestCircled: '5,2,2,0', crew: '1,0,2', crewCircled: '2,1,2' });
    expect(tableModel(state, 0)?.sheets[0]).toMatchObject({ chest: [4, 1, 1, 0], crew: [1, 0, 2] });
    state.captainsWar.dice = 'not json';
    expect(tableModel(state, 0)?.dice).toBeNull();
  });

  it('shows no dice before the roll and nothing for other games', () => {
    const state = twoSeatTable();
    if (state.captainsWar) state.captainsWar.rolled = false;
    expect(tableModel(state, 0)?.dice).toBeNull();
    state.captainsWar = undefined;
    expect(tableModel(state, 0)).toBeNull();
  });

  it("offers only the seat's own legal actions, and nothing on a malformed string", () => {
    const state = twoSeatTable();
    expect(legalActions(state, 0)).toHaveLength(2);
    expect(legalActions(state, 1)).toEqual([]);
    expect(legalActions(state, null)).toEqual([]);
    const secrets = state.secrets.get('0');
    if (secrets) secrets.legal = 'not json';
    expect(legalActions(state, 0)).toEqual([]);
  });
});

describe('sheets and who decides', () => {
  it('reads the boarding chart line by line', () => {
    const state = twoSeatTable();
    const first = state.captainsWar?.captains[0];
    if (first !== undefined)
      first.chart = packChart([
        { turn: 2, opponent: 1, role: 'attacker', won: true, mine: [4, 2], theirs: [3] },
      ]);
    const sheet = tableModel(state, 0)?.sheets[0];
    expect(sheet?.battles).toBe(1);
    expect(sheet?.chart).toEqual([
      { turn: 2, opponent: 1, role: 'attacker', mine: [4, 2], theirs: [3], won: true },
    ]);
  });

  it('names the captains still deciding, "you" for the viewer', () => {
    const model = tableModel(twoSeatTable(), 0);
    if (model === null) throw new Error('no model');
    expect(stillDeciding(model)).toEqual(['you', 'Bart']);
  });

  it('draws your sheet large, and the helm captain for a spectator', () => {
    const state = twoSeatTable();
    const mine = tableModel(state, 0);
    const watching = tableModel(state, null);
    if (mine === null || watching === null) throw new Error('no model');
    expect(focusCaptain(mine)).toBe(0);
    expect(focusCaptain(watching)).toBe(1);
  });
});

describe('labels', () => {
  const model = tableModel(twoSeatTable(), 0);
  const watching = tableModel(twoSeatTable(), null);
  if (model === null || watching === null) throw new Error('no model');

  it('names every action in words, with its die and its price', () => {
    expect(actionLabel({ type: 'pick', die: 1 }, model)).toBe('Take 2 woods (die 2)');
    expect(actionLabel({ type: 'pick', die: 3, joker: 'pearl' }, model)).toBe(
      'Take the joker as a pearl (die 4)',
    );
    // Two jokers on the table: their offers must not read alike.
    expect(actionLabel({ type: 'pick', die: 1, joker: 'pearl' }, model)).not.toBe(
      actionLabel({ type: 'pick', die: 3, joker: 'pearl' }, model),
    );
    // Die 3 is set aside: only the helm is offered it, and its offer says why the others are not.
    expect(actionLabel({ type: 'pick', die: 2 }, model)).toMatch(/\(die 3, set aside for you\)$/);
    expect(actionLabel({ type: 'recruit', strength: 3 }, model)).toBe('Recruit a Strength 3 pirate (4 GP)');
    expect(actionLabel({ type: 'acquire', line: 'attributes' }, model)).toBe('Acquire the Parrot (2 RP)');
    expect(actionLabel({ type: 'attack', target: 1 }, model)).toBe('Attack Bart');
    expect(actionLabel({ type: 'reward', reward: 'boats' }, model)).toBe(
      'Reward: 2 circles on the Boat track',
    );
  });

  it('says on the gold reward what the winner gains and the loser loses (a rival with 0 GP loses nothing)', () => {
    const state = twoSeatTable();
    const cw = state.captainsWar;
    if (cw === undefined) throw new Error('no table');
    cw.phase = 'reward';
    Object.assign(cw.boarding, { attacker: 0, defender: 1, winner: 0 });
    Object.assign(cw.captains[1] ?? {}, { gold: 0 });
    const model = tableModel(state, 0);
    if (model === null) throw new Error('no model');
    expect(actionLabel({ type: 'reward', reward: 'gold' }, model)).toBe(
      'Reward: gain 5 GP — Bart has no GP to lose',
    );
    Object.assign(cw.captains[1] ?? {}, { gold: 3 });
    Object.assign(cw.captains[0] ?? {}, { goldCircled: 37 });
    const poorer = tableModel(state, 0);
    if (poorer === null) throw new Error('no model');
    expect(actionLabel({ type: 'reward', reward: 'gold' }, poorer)).toBe(
      'Reward: gain 3 GP (your sheet has room for 3) — Bart loses 3 GP, all it has',
    );
  });

  it('says why an option is not offered, from the rules’ reasons (the Parrot’s joker, no gold, a hook)', () => {
    const state = twoSeatTable();
    const cw = state.captainsWar;
    if (cw === undefined) throw new Error('no table');
    cw.phase = 'command';
    const secrets = state.secrets.get('0');
    if (secrets === undefined) throw new Error('no secrets');
    secrets.secret = JSON.stringify({
      unoffered: [
        { kind: 'acquire', line: 'attributes', name: 'Parrot', why: 'missing', missing: {}, jokers: 1 },
        {
          kind: 'acquire',
          line: 'boats',
          name: 'Raft',
          why: 'missing',
          missing: { gem: 1, barrel: 1 },
          jokers: 0,
        },
        ...['pearl', 'wood', 'gem', 'barrel'].map((resource) => ({
          kind: 'buy',
          resource,
          why: 'gold',
          need: 3,
        })),
        { kind: 'attack', target: 1, why: 'grapplingHook' },
      ],
    });
    const model = tableModel(state, 0);
    if (model === null) throw new Error('no model');
    expect(whyNotLines(model)).toEqual([
      'Parrot (Attribute line): needs one more resource of any kind for its joker ★',
      'Raft (Boat line): needs a gem and a barrel',
      'Attack Bart: a grappling hook protects Bart until their next turn',
      'Buy a resource: needs 3 GP (you have 3)',
    ]);
    expect(tableModel(state, null)?.unoffered).toEqual([]);
  });

  it('puts the usual choice first and "done" last', () => {
    expect(actionOrder({ type: 'roll' })).toBeLessThan(actionOrder({ type: 'endCommand' }));
    expect(actionOrder({ type: 'buy', resource: 'gem' })).toBeLessThan(actionOrder({ type: 'endCommand' }));
  });

  it('describes faces and writes log sentences', () => {
    expect(describeFace({ die: 'red', track: 'attributes' })).toBe('an Attribute track circle');
    expect(describeFace({ die: 'black', strength: 5 })).toBe('a Strength 5 pirate');
    // The viewer (Anne, seat 0) is "you" in its own log; a spectator reads every name.
    expect(eventSentence({ type: 'attackDeclared', attacker: 0, defender: 1 }, model)).toBe(
      'You attack Bart!',
    );
    expect(eventSentence({ type: 'attackDeclared', attacker: 0, defender: 1 }, watching)).toBe(
      'Anne attacks Bart!',
    );
    expect(eventSentence({ type: 'attackDeclared', attacker: 1, defender: 0 }, model)).toBe(
      'Bart attacks you!',
    );
    expect(
      eventSentence(
        {
          type: 'boardingRevealed',
          attacker: 1,
          defender: 0,
          attackerPirates: [4],
          defenderPirates: [4],
          attackerTotal: 4,
          defenderTotal: 4,
          winner: 0,
        },
        model,
      ),
    ).toBe('Boarding: Bart (Strength 4) against you (Strength 4) — You win (a tie goes to the defender).');
    expect(
      eventSentence(
        { type: 'gainLost', captain: 1, gain: { kind: 'pirate', strength: 3 }, why: 'sheetFull' },
        model,
      ),
    ).toBe("Bart's sheet is full: a Strength 3 pirate is lost.");
    expect(eventSentence({ type: 'grapplingHookReleased', captain: 0 }, model)).toBe(
      'Your grappling hook is released.',
    );
    expect(eventSentence({ type: 'turnStarted', turn: 2, active: 0 }, model)).toBe(
      'Turn 2: You are at the helm.',
    );
    expect(
      eventSentence({ type: 'gained', captain: 0, gain: { kind: 'gold', amount: 2 }, source: 'loot' }, model),
    ).toBeNull();
    // The Command phase's recruits and purchases are told to everyone, with what they cost.
    expect(
      eventSentence(
        { type: 'gained', captain: 1, gain: { kind: 'pirate', strength: 1 }, source: 'recruit' },
        model,
      ),
    ).toBe('Bart recruits a Strength 1 pirate (2 GP).');
    expect(
      eventSentence(
        {
          type: 'gained',
          captain: 0,
          gain: { kind: 'resource', resource: 'pearl', amount: 1 },
          source: 'purchase',
        },
        model,
      ),
    ).toBe('You buy a pearl (3 GP).');
    expect(
      eventSentence({ type: 'gained', captain: 0, gain: { kind: 'gold', amount: 3 }, source: 'loot' }, model),
    ).toBeNull();
    expect(eventSentence({ type: 'boardingDraft', captain: 0, strengths: [4, 2] }, model)).toBe(
      'Your boarding party: Strength 4, 2 (only you see this).',
    );
    expect(eventSentence({ type: 'boardingLocked', captain: 1 }, model)).toBe(
      'Bart has chosen a boarding party.',
    );
    expect(
      eventSentence(
        { type: 'rewardTaken', captain: 1, reward: 'gold', from: 0, stolen: 5, gained: 5 },
        model,
      ),
    ).toBe('Bart takes the gold reward: 5 GP; you lose 5 GP.');
    // The reported "You take 0 GP from Bot 3": the winner circles 5 GP whatever the loser holds.
    expect(
      eventSentence(
        { type: 'rewardTaken', captain: 0, reward: 'gold', from: 1, stolen: 0, gained: 5 },
        model,
      ),
    ).toBe('You take the gold reward: 5 GP; Bart has no GP to lose.');
    expect(eventSentence({ type: 'grapplingHook', captain: 0, until: 4 }, model)).toContain('grappling hook');
    expect(eventSentence({ type: 'endTriggered', reason: 'fiveBattles' }, model)).toBe(
      'The end of the game is triggered: a captain fought a fifth battle.',
    );
  });
});
