// The Eollis table model and its words, from real rules states: seeded setup and legal play, projected as the server does.
import { pirateStats, duelRolls, eollisModel, legalActions, type EollisModel } from './model';
import { last, model, play, synced } from './testing/test-states';
import { crewBonusPosts } from '@flotilla/rules/eollis';
import { actionLabel, actionOrder, eventSentence } from './labels';
import { clanSentence, statusLine } from './table';

jest.mock('./phaser-table', () => ({ mountEollisTable: () => null }));
jest.mock('./eollis.css', () => ({}), { virtual: true });

const RAW = /[{}[\]]|undefined|NaN|\[object|null/;

describe('eollisModel', () => {
  it('reads Clans, the draft display and hands: your cards face up, others as counts, none for spectators', () => {
    const rules = last(play((s) => s.phase.kind === 'draft'));
    const m = model(rules, 0);
    expect(m.clans.map((c) => [c.name, c.you, c.bot])).toEqual([
      ['Anne', true, false],
      ['Bart', false, true],
      ['Cleo', false, true],
    ]);
    expect(m.phase.kind).toBe('draft');
    expect(m.phase.display).toHaveLength(3);
    expect(m.hand?.map((c) => c.kind).sort()).toEqual(rules.clans[0]?.hand.map((c) => c.kind).sort());
    expect(m.hand?.every((c) => c.name !== c.kind)).toBe(true);
    expect(m.clans[1]?.handCount).toBe(rules.clans[1]?.hand.length);
    expect(model(rules, null).hand).toBeNull();
    // The draft's pirates are in no Clan yet: the stage reads their names and skills from their cards.
    for (const id of m.phase.kind === 'draft' ? m.phase.display : []) {
      expect(m.pirates[id]).toBeUndefined();
      const card = pirateStats(id);
      expect(card?.name).not.toBe(id);
      expect(card?.name).toMatch(/^[A-Z]/);
      expect(card?.navigation).toBeGreaterThanOrEqual(0);
    }
  });

  it('puts pirates on their posts and in the hold, with gold and skills', () => {
    const rules = last(play((s) => s.phase.kind === 'lookout'));
    const m = model(rules, null);
    const captain = m.posts.captain;
    expect(captain).toBeDefined();
    expect(m.pirates[captain ?? '']?.post).toBe('captain');
    for (const id of m.hold) expect(m.pirates[id]?.post).toBe('hold');
    const anyPirate = Object.values(m.pirates)[0];
    expect(anyPirate && anyPirate.navigation + anyPirate.combat + anyPirate.bagou).toBeGreaterThan(0);
    expect(m.clans.flatMap((c) => c.pirates)).toHaveLength(Object.keys(rules.pirates).length);
  });

  it("shows the Lookout's drawn Event to the Lookout alone", () => {
    const rules = last(play((s) => s.phase.kind === 'lookout'));
    if (rules.phase.kind !== 'lookout') throw new Error('no lookout');
    const lookout = rules.phase.seat;
    const seen = model(rules, lookout);
    expect(seen.lookoutDraw?.id).toBe(rules.lookoutDraw);
    const offered = legalActions(synced(rules), lookout).find(
      (a) => a.type === 'lookout' && a.choice === 'play',
    );
    expect(offered && actionLabel(offered, seen)).toBe(`Play the Event (${seen.lookoutDraw?.name ?? ''})`);
    for (const other of [0, 1, 2].filter((s) => s !== lookout))
      expect(model(rules, other).lookoutDraw).toBeNull();
    expect(model(rules, null).lookoutDraw).toBeNull();
    expect(JSON.stringify(model(rules, null))).not.toContain(String(rules.lookoutDraw));
  });

  it("adds up a trial on screen: skill + crew bonus make the roll's base, against the Event's number", () => {
    const rules = last(play((s) => s.phase.kind === 'trial'));
    const m = model(rules, 0);
    const w = m.phase.window;
    const roll = w?.rolls[0];
    expect(w?.context).toBe('trial');
    expect(roll && (roll.skill ?? 0) + (roll.crew ?? 0)).toBe(roll?.base);
    // The crew bonus shown is the one the posts give (Bosco and Sailors, Armourer and Gunners, the Second).
    const skill = m.currentEvent?.skill ?? 'navigation';
    const bonus = crewBonusPosts[skill].reduce((sum, e) => sum + (rules.posts[e.post] ? e.bonus : 0), 0);
    expect(roll?.crew).toBe(bonus);
    expect(roll?.skill).toBe(m.pirates[roll?.pirate ?? '']?.[skill]);
    expect(roll?.total).toBe((roll?.base ?? 0) + (roll?.die ?? 0) + (roll?.mods ?? 0));
    expect(w?.target).toBe(m.currentEvent?.threshold);
    expect(w?.deciding).toEqual(w?.responders.filter((s) => !w.passed.includes(s)));
  });

  it('keeps a secret camp hidden from the others until the reveal', () => {
    const steps = play(
      (s) => {
        const p = s.phase;
        if (p.kind !== 'camps') return false;
        const { mutiny } = p;
        return mutiny.camps.some(
          (c, seat) => c !== null && seat !== mutiny.mutineer && seat !== mutiny.captainSeat,
        );
      },
      (a) => a.type === 'mutiny' || (a.type === 'camp' && a.camp === 'mutineers'),
      'mutiny-camps',
    );
    const rules = last(steps);
    if (rules.phase.kind !== 'camps') {
      // With 3 Clans the mutineer and the Captain's Clan are forced: the third decides last, then all is revealed.
      const revealed = steps.flatMap((s) => s.events).find((e) => e.type === 'campsRevealed');
      expect(revealed).toBeDefined();
      return;
    }
    const { mutiny } = rules.phase;
    const chooser = mutiny.camps.findIndex(
      (c, seat) => c !== null && seat !== mutiny.mutineer && seat !== mutiny.captainSeat,
    );
    expect(model(rules, chooser).phase.mutiny?.camps[chooser]).toBe(mutiny.camps[chooser]);
    expect(model(rules, null).phase.mutiny?.camps[chooser]).toBe('chosen');
  });

  it("shows the burst balloon and the Priest's rescue when the airship goes down", () => {
    const steps = play(
      (s) => s.destroyed,
      (a) =>
        (a.type === 'decide' && a.choice === 'continue') ||
        (a.type === 'repair' && !a.attempt) ||
        (a.type === 'lookout' && a.choice === 'play') ||
        a.type === 'noMutiny',
      'shipwreck',
    );
    const rules = last(steps);
    expect(rules.destroyed).toBe(true);
    expect(steps.at(-1)?.events.map((e) => e.type)).toContain('shipDestroyed');
    const m = model(rules, 0);
    expect(m.destroyed).toBe(true);
    expect(m.cagnotte).toBe(0);
    expect(m.phase.kind).toBe('rescue');
    expect(m.phase.waiting.length).toBeGreaterThan(0);
    expect(m.posts.priest).toBeDefined();
    const seat = m.phase.waiting[0] ?? 0;
    const save = legalActions(synced(rules), seat).find((a) => a.type === 'save');
    const saver = model(rules, seat);
    expect(save && actionLabel(save, saver)).toBe(`Save ${saver.pirates[String(save?.pirate)]?.name ?? ''}`);
    expect(eventSentence({ type: 'shipDestroyed', amount: 7 }, m)).toBe(
      'The balloons burst! The airship goes down with 7 gold of cagnotte.',
    );
  });

  it('ranks the final renown with the tie-breaks, once the game is over', () => {
    const rules = last(play((s) => s.phase.kind === 'over'));
    const m = model(rules, 0);
    expect(m.status).toBe('over');
    expect(m.final).toHaveLength(3);
    const ranks = m.final?.map((l) => l.rank) ?? [];
    expect([...ranks].sort()).toEqual(ranks);
    expect(m.final?.[0]?.renown).toBe(Math.max(...rules.clans.map((c) => c.renown)));
    expect(statusLine(m)).toBe('Game over after three Expeditions');
    // A Bagou duel's totals come back round by round: 6 then 8 is packed as 0x68.
    expect(duelRolls(0x68)).toEqual([6, 8]);
    expect(duelRolls(9)).toEqual([9]);
    expect(duelRolls(0)).toEqual([]);
  });
});

describe('labels', () => {
  it('names every action of a whole game in words (card, pirate and post names, never JSON)', () => {
    const steps = play(
      (s) => s.phase.kind === 'over',
      (a) => a.type === 'mutiny' || a.type === 'brawl',
      'labels',
    );
    const seen = new Set<string>();
    for (const { state } of steps.filter((_, i) => i % 3 === 0)) {
      const table = synced(state);
      for (const seat of [0, 1, 2]) {
        const m = eollisModel(table, seat);
        if (m === null) throw new Error('no model');
        for (const action of legalActions(table, seat)) {
          const label = actionLabel(action, m);
          seen.add(String(action.type));
          expect(label).not.toMatch(RAW);
          expect(label).not.toBe(String(action.type));
        }
      }
    }
    expect(seen.has('board')).toBe(true);
    expect(seen.has('attempt')).toBe(true);
  });

  it('writes a plain sentence for every event of a whole game', () => {
    const steps = play(
      (s) => s.phase.kind === 'over',
      (a) => a.type === 'mutiny' || a.type === 'brawl',
      'events',
    );
    const types = new Set<string>();
    let previous: EollisModel | null = null;
    for (const { state, events } of steps) {
      for (const event of events) {
        const sentence = eventSentence(event, previous);
        types.add(String(event.type));
        if (sentence !== null) expect(sentence).not.toMatch(RAW);
      }
      previous = model(state, 0);
    }
    for (const type of [
      'eventRevealed',
      'balloonMoved',
      'captainElected',
      'tavern',
      'renownBought',
      'gameOver',
    ] as const) {
      expect(types.has(type)).toBe(true);
      expect(
        eventSentence(
          { type, amount: 2, total: 3, seat: 0, kind: 'ev-storm', pirate: 'p-lucky-sam' },
          previous,
        ),
      ).not.toBeNull();
    }
  });

  it('words the typical moves as a player would say them', () => {
    const rules = last(play((s) => s.phase.kind === 'lookout'));
    const m = model(rules, 0);
    expect(actionLabel({ type: 'board', pirate: 'p-lucky-sam', post: 'altiMaitre' }, m)).toBe(
      'Lucky Sam → Alti-Maître',
    );
    expect(actionLabel({ type: 'board', pirate: 'p-lucky-sam', post: 'hold' }, m)).toBe(
      'Lucky Sam → the hold',
    );
    expect(actionLabel({ type: 'giveGold', to: 1 }, m)).toBe('Give 1 gold to Bart');
    expect(actionLabel({ type: 'camp', camp: 'mutineers' }, m)).toBe('Join the mutineers');
    expect(actionLabel({ type: 'mutiny', leader: 'p-rackham' }, m)).toBe('Mutiny! led by Rackham le Maigre');
    expect(actionLabel({ type: 'decide', choice: 'return' }, m)).toBe('Return to port');
    expect(
      eventSentence({ type: 'cagnotteShare', pirate: 'p-lucky-sam', amount: 4, text: 'captain' }, m),
    ).toBe('The Captain (Lucky Sam) takes 4 gold from the cagnotte.');
    expect(eventSentence({ type: 'eventSeen', seat: 0, kind: 'ev-storm' }, m)).toBe(
      'You see Storm: play it or bury it.',
    );
    // A newer server's action: plain words, and one line on the console however often it is offered.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const giveNow = { type: 'giveNow', to: 1 } as never;
    expect(actionLabel(giveNow, m)).toBe('Give now');
    expect(actionLabel(giveNow, m)).toBe('Give now');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    // The viewer (Anne) is "you" in its own log, with the verb to match; the other Clans go by name.
    expect(eventSentence({ type: 'goldGiven', seat: 0, target: 1, amount: 1 }, m)).toBe(
      'You give 1 gold to Bart.',
    );
    expect(eventSentence({ type: 'cardGiven', seat: 1, target: 0 }, m)).toBe('Bart gives a card to you.');
    expect(eventSentence({ type: 'boscoGave', seat: 0 }, m)).toBe('The Bosco hands a card to you.');
    expect(eventSentence({ type: 'pirateDied', seat: 0, pirate: 'p-lucky-sam', amount: 0 }, m)).toBe(
      '☠ Your Lucky Sam dies.',
    );
    expect(eventSentence({ type: 'pirateDied', seat: 1, pirate: 'p-lucky-sam', amount: 0 }, m)).toBe(
      '☠ Lucky Sam of Bart dies.',
    );
    expect(
      eventSentence({ type: 'cardPlayed', kind: 'murder', seat: 1, target: 0, pirate: 'p-lucky-sam' }, m),
    ).toBe('Bart has your Lucky Sam murdered.');
    expect(eventSentence({ type: 'mutinyResolved', seat: 0, text: 'continue' }, m)).toBe(
      'The mutiny is settled: your side wins; the ship will sail on.',
    );
    // A Clan with no gold left buys no renown: the log says nothing rather than "0 renown".
    expect(eventSentence({ type: 'renownBought', seat: 0, amount: 0, total: 0 }, m)).toBeNull();
    expect(eventSentence({ type: 'renownBought', seat: 1, amount: 2, total: 5 }, m)).toBe(
      'Bart turns gold into 2 renown (now 5).',
    );
    expect(actionOrder({ type: 'pass' })).toBeLessThan(actionOrder({ type: 'giveGold', to: 1 }));
    expect(actionOrder({ type: 'lookout', choice: 'play' })).toBeLessThan(
      actionOrder({ type: 'giveCard', to: 1, card: 'k1' }),
    );
    expect(m.clans.map(clanSentence).join(' ')).not.toMatch(RAW);
  });

  it('says which power a pirate used and what it did (it said "… uses a power.")', () => {
    const m = model(last(play((s) => s.phase.kind === 'lookout')), 0);
    const power = (pirate: string, extra: Record<string, unknown>) =>
      eventSentence({ type: 'powerUsed', seat: 1, pirate, ...extra }, m);
    expect(power('p-mama-kalinda', { kind: 'drawCard' })).toBe(
      'Mama Kalinda (Bart) uses a power: Bart draws an Action card.',
    );
    expect(power('p-tit-joseph', { kind: 'patch' })).toBe(
      `’tit Joseph (Bart) uses a power: the balloon token steps back 1 space (now at ${m.balloon}).`,
    );
    expect(power('p-zephyrine', { kind: 'stash', amount: 2 })).toBe(
      "Zéphyrine (Bart) uses a power: 2 gold hidden in Bart's strongbox.",
    );
    expect(power('p-toure', { amount: 2 })).toBe('Toure l’Eventreuse (Bart) uses a power: +2 to its roll.');
    expect(power('p-lucky-sam', { die: 5 })).toBe(
      'Lucky Sam (Bart) uses a power: it rolls again, new die 5.',
    );
    expect(power('p-mr-mollet', { amount: 2 })).toBe(
      'Mr Mollet (Bart) uses a power: +2 gold for its success.',
    );
    expect(power('p-petit-marquis', { amount: 2 })).toBe(
      'Petit Marquis (Bart) uses a power: +2 to its election roll.',
    );
    expect(eventSentence({ type: 'powerUsed', seat: 0, pirate: 'p-mama-kalinda', kind: 'drawCard' }, m)).toBe(
      'Mama Kalinda (you) uses a power: you draw an Action card.',
    );
  });

  it('says "post" after a post that a pirate rises to', () => {
    const m = model(last(play((s) => s.phase.kind === 'lookout')), 0);
    expect(actionLabel({ type: 'rise', post: 'gunner2' }, m)).toMatch(/ rises to the Gunner no\. 2 post$/);
  });
});
