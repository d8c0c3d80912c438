// Every game's projection through a real schema encode/decode after every step of random games.
import { Encoder, Reflection, StateView } from '@colyseus/schema';
import { SeatSecrets, TableState, projectTable, readChart, readCounts } from '@flotilla/protocol';
import { Dice, findGame, randomMove, rngFromSeed, type AnyGame, type CaptainsWar } from '@flotilla/rules';
import type { EollisView } from '@flotilla/rules/eollis';
import type { FifteenMenView } from '@flotilla/rules/fifteen-men';
import { ENCODER_BUFFER_BYTES } from './app';

type Json = Record<string, unknown>;
type Field = 'captainsWar' | 'fifteenMen' | 'eollis';

const fieldOf: Record<string, Field> = {
  'captains-war': 'captainsWar',
  'fifteen-men': 'fifteenMen',
  eollis: 'eollis',
};

/** A client as colyseus makes one: a decoder from the reflection handshake, fed the full state first. */
class Wire {
  readonly state = new TableState();
  readonly encoder: Encoder<TableState>;
  readonly view = new StateView();
  private decoder: ReturnType<typeof Reflection.decode>;

  constructor(
    readonly game: AnyGame,
    seats: number,
  ) {
    this.state.game = game.id;
    this.state.seatCount = seats;
    for (let i = 0; i < seats; i++) this.state.secrets.set(String(i), new SeatSecrets());
    this.encoder = new Encoder(this.state);
    const mine = this.state.secrets.get('0');
    if (mine === undefined) throw new Error('no seat 0');
    this.view.add(mine);
    this.decoder = this.join();
  }

  /** A client joining now: the shared full state, then its view's part. */
  join(): ReturnType<typeof Reflection.decode> {
    const decoder = Reflection.decode(Reflection.encode(this.encoder));
    const it = { offset: 0 };
    this.encoder.encodeAll(it);
    const shared = it.offset;
    const full = this.encoder.encodeAllView(this.view, shared, it);
    // Rooms encode into buffers of ENCODER_BUFFER_BYTES, whose overflow path is not trusted: keep a wide margin.
    expect(full.length).toBeLessThan(ENCODER_BUFFER_BYTES / 4);
    decoder.decode(Buffer.from(full));
    return decoder;
  }

  /** One patch, as the room broadcasts it after a change. */
  patch(): void {
    const it = { offset: 0 };
    this.encoder.encode(it);
    const shared = it.offset;
    const bytes = Buffer.from(this.encoder.encodeView(this.view, shared, it));
    this.encoder.discardChanges();
    this.decoder.decode(bytes);
  }

  decoded(decoder = this.decoder): Json {
    return (decoder.state as unknown as { toJSON(): Json }).toJSON();
  }
}

const isBlank = (v: unknown): boolean =>
  v === '' ||
  v === -1 ||
  v === 0 ||
  v === false ||
  (Array.isArray(v) && v.every(isBlank)) ||
  (typeof v === 'object' && v !== null && Object.values(v).every(isBlank));

const orNull = <T>(v: T, none: T): T | null => (v === none ? null : v);
const ids = (list: unknown): string[] => (list as string[]).filter((x) => x !== '');
const seats = (list: unknown): number[] => (list as number[]).filter((x) => x !== -1);
const parse = (text: unknown): unknown => (text === '' ? null : JSON.parse(text as string));

/** 15 Men's audience view rebuilt from what a client decoded (without `viewer`). */
function fifteenMenFromWire(t: Json): Omit<FifteenMenView, 'viewer'> {
  const players = t.players as Json[];
  const tortuga = t.tortuga as Json;
  const daughter = t.daughter as Json;
  const turn = t.turn as Json;
  const prompt = t.prompt as Json;
  return {
    phase: t.phase,
    scenario: t.scenario,
    vessel: t.vessel,
    captain: t.captain,
    factions: players.filter((p) => p.faction !== '').map((p) => ({ seat: p.seat, faction: p.faction })),
    players: players.map((p) => ({
      seat: p.seat,
      doubloons: (p.doubloons as number[]).filter((v) => v !== 0),
      bullet: p.bullet,
    })),
    ring: (t.ring as Json[]).map((s) => ({
      position: s.position,
      empty: s.empty,
      faceUp: s.faceUp,
      back: s.empty ? null : { flag: s.backFlag, role: orNull(s.backRole, '') },
      pirate: orNull(s.pirate, ''),
      controller: orNull(s.controller, -1),
      doubloons: JSON.parse(s.doubloons as string),
    })),
    guards: ids(t.guards),
    killed: ids(t.killed),
    gibbonsUsed: t.gibbonsUsed,
    ghostPenalty: orNull(t.ghostPenalty, -1),
    tortuga: tortuga.inPlay ? { price: tortuga.price, buyers: seats(tortuga.buyers) } : null,
    daughter: daughter.inPlay
      ? { controller: orNull(daughter.controller, -1), doubloons: JSON.parse(daughter.doubloons as string) }
      : null,
    turn: turn.seat === -1 ? null : { seat: turn.seat, acted: turn.acted, revealed: turn.revealed },
    prompt:
      prompt.kind === ''
        ? null
        : { kind: prompt.kind, seat: prompt.seat, position: orNull(prompt.position, 0) },
    final: parse(t.final),
    // The audience is never told what it is not offered: only a seat's own secrets carry it.
    unoffered: [],
  } as Omit<FifteenMenView, 'viewer'>;
}

/** The fields of Eollis's flattened phase that each kind uses; every other field must stay blank. */
const phaseFields: Record<string, ReadonlyArray<string>> = {
  refill: ['stage', 'order', 'index'],
  keep: ['order', 'index'],
  draft: ['order', 'index', 'display'],
  propose: ['order', 'index', 'candidates'],
  election: ['window'],
  boarding: ['seat'],
  lookout: ['seat'],
  bosco: ['seat'],
  repairChoice: ['seat'],
  repair: ['window'],
  attempt: ['order', 'index'],
  trial: ['order', 'index', 'window'],
  loss: ['order', 'index', 'loss'],
  rise: ['seat', 'then'],
  decision: ['seat', 'swapFirst'],
  mutinyCall: ['captainSeat', 'choice', 'declined'],
  camps: ['mutineer', 'leader', 'captainSeat', 'captainChoice', 'camps'],
  mutinyRoll: ['mutiny', 'window'],
  sacrifice: ['mutiny', 'waiting', 'next'],
  rescue: ['waiting', 'saved'],
  brawl: ['round', 'order', 'index', 'out'],
  over: [],
};
const mutinyFields = ['mutineer', 'leader', 'captainSeat', 'captainChoice', 'camps'];

function phaseFromWire(p: Json): Json {
  const kind = p.kind as string;
  const used = phaseFields[kind];
  if (used === undefined) throw new Error(`unknown phase ${kind}`);
  const window = p.window as Json;
  const camps = p.camps as string[];
  const read: Record<string, () => unknown> = {
    stage: () => p.stage,
    order: () => seats(p.order),
    index: () => p.index,
    seat: () => p.seat,
    display: () => ids(p.display),
    candidates: () => ids(p.candidates),
    window: () => ({
      context: window.context,
      rolls: (window.rolls as Json[]).filter((r) => r.seat !== -1),
      responders: seats(window.responders),
      passed: seats(window.passed),
    }),
    loss: () => p.loss,
    then: () => p.then,
    swapFirst: () => orNull(p.swapFirst, ''),
    captainSeat: () => p.captainSeat,
    choice: () => p.choice,
    declined: () => seats(p.declined),
    mutineer: () => p.mutineer,
    leader: () => p.leader,
    captainChoice: () => p.captainChoice,
    camps: () => Object.fromEntries(ids(camps).map((camp, seat) => [`seat${seat}`, camp])),
    mutiny: () => ({
      mutineer: p.mutineer,
      leader: p.leader,
      captainSeat: p.captainSeat,
      captainChoice: p.captainChoice,
      camps: camps.map((camp) => orNull(camp, '')),
    }),
    waiting: () => seats(p.waiting),
    next: () => p.next,
    saved: () => ids(p.saved),
    round: () => p.round,
    out: () => seats(p.out),
  };
  const wire = used.flatMap((f) => (f === 'mutiny' ? mutinyFields : [f]));
  for (const [key, value] of Object.entries(p)) {
    if (key !== 'kind' && !wire.includes(key) && !isBlank(value)) throw new Error(`${kind}: stray ${key}`);
  }
  return { kind, ...Object.fromEntries(used.map((f) => [f, (read[f] as () => unknown)()])) };
}

/** Eollis's pirates in play are a record in the rules, a map on the wire: their order means nothing. */
const byId = (pirates: ReadonlyArray<{ readonly id: string }>) =>
  [...pirates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** Eollis's audience view rebuilt from what a client decoded (without `viewer`, `hand`, `lookoutDraw`). */
function eollisFromWire(t: Json): Json {
  const posts = t.posts as Record<string, string>;
  return {
    options: { mutinyAnnouncement: t.mutinyAnnouncement },
    expedition: t.expedition,
    turn: t.turn,
    lastCaptainSeat: t.lastCaptainSeat,
    captainSwapUsed: t.captainSwapUsed,
    secondHideUsed: t.secondHideUsed,
    phase: phaseFromWire(t.phase as Json),
    waitingFor: seats(t.waitingFor),
    balloon: t.balloon,
    destroyed: t.destroyed,
    cagnotte: t.cagnotte,
    posts: Object.fromEntries(Object.entries(posts).filter(([, pirate]) => pirate !== '')),
    hold: ids(t.hold),
    pirates: byId(Object.values(t.pirates as Record<string, Json & { id: string }>)),
    clans: (t.clans as Json[]).map((c) => ({ ...c, missionsRevealed: ids(c.missionsRevealed) })),
    currentEvent: orNull(t.currentEvent, ''),
    eventDiscard: ids(t.eventDiscard),
    pirateDiscard: ids(t.pirateDiscard),
    piles: t.piles,
    final: parse(t.final),
    // The audience is never told what it is not offered: only a seat's own secrets carry it.
    unoffered: [],
  };
}

/** Every string a JSON value holds, JSON strings opened up. */
function strings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('{') || value.startsWith('[')) strings(JSON.parse(value), out);
    else out.add(value);
  } else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/**
 * What a client decoded of the game's public table, rebuilt into the rules' shape, must agree with the
 * audience view wherever it says anything: nothing on the wire that the audience view lacks or says
 * otherwise. (A field the rules add to their view later is not flagged here until it is mirrored.)
 */
/** The audience view without what it never shows (`viewer`; Eollis's `hand` and `lookoutDraw`, null there). */
function publicPart(gameId: string, audience: unknown): Json {
  const { viewer: _viewer, ...rest } = audience as Json;
  if (gameId !== 'eollis') return rest;
  const { hand, lookoutDraw, pirates, ...others } = rest;
  expect([hand, lookoutDraw]).toEqual([null, null]);
  return { ...others, pirates: byId(pirates as EollisView['pirates']) };
}

const fromWire: Record<string, (t: Json) => unknown> = {
  'fifteen-men': fifteenMenFromWire,
  eollis: eollisFromWire,
};

/** Every field path of a JSON value (`clans[].renown`), array items merged. */
function paths(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => paths(v, `${prefix}[]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) {
      out.add(`${prefix}.${key}`);
      paths(v, `${prefix}.${key}`, out);
    }
  }
  return out;
}

function expectMirrors(gameId: string, audience: unknown, decoded: Json, seen: Set<string>): void {
  const rebuild = fromWire[gameId];
  if (rebuild !== undefined) {
    expect(publicPart(gameId, audience)).toMatchObject(rebuild(decoded) as Json);
  } else {
    // Captains' War mirrors part of its view and keeps the last dice once they leave the table. Its packed
    // fields (a sheet's lists, its boarding chart, the revealed Pirates, the dice) must read back as the view's;
    // every other string on the wire must have been in an audience view already.
    const { captains, dice, boarding, ...rest } = decoded as {
      captains: Json[];
      dice: string;
      boarding: { attackerPirates: string; defenderPirates: string };
    };
    const view = audience as CaptainsWar.CaptainsWarView;
    strings(audience, seen);
    if (view.dice !== null) expect(JSON.parse(dice)).toEqual(view.dice);
    const revealed = view.boarding?.revealed;
    expect(readCounts(boarding.attackerPirates)).toEqual(revealed?.attacker ?? []);
    expect(readCounts(boarding.defenderPirates)).toEqual(revealed?.defender ?? []);
    const { attackerPirates: _a, defenderPirates: _d, ...boardingFields } = boarding;
    const others = captains.map((sheet, seat) => {
      const { chart, chest, chestCircled, crew, crewCircled, picks, ...fields } = sheet as Record<
        string,
        string
      >;
      const c = view.captains[seat];
      expect(readChart(chart ?? '')).toEqual(c?.chart);
      expect(
        [chest, chestCircled, crew, crewCircled, picks].map((packed) => readCounts(packed ?? '')),
      ).toEqual([c?.chest, c?.chestCircled, c?.crew, c?.crewCircled, c?.picks]);
      return fields;
    });
    for (const s of strings([rest, others, boardingFields]))
      if (s.trim() !== '') expect(seen).toContain(s.trim());
    expect(decoded).toMatchObject(captainsWarOnWire(view));
  }
}

/** What the wire must say of a Captains' War audience view, field by field (the dice aside: they stay put). */
function captainsWarOnWire(view: CaptainsWar.CaptainsWarView): Json {
  const b = view.boarding;
  const l = view.legend;
  return {
    mode: view.mode,
    turn: view.turn,
    active: view.active,
    phase: view.phase,
    rolled: view.dice !== null,
    setAside: view.setAside ?? -1,
    firstAttributesBonusTaken: view.firstCommandBonusTaken.attributes,
    firstBoatsBonusTaken: view.firstCommandBonusTaken.boats,
    endReason: view.endReason ?? '',
    captains: view.captains.map((c) => ({
      gold: c.gold,
      goldCircled: c.goldCircled,
      attributes: c.acquired.attributes,
      boats: c.acquired.boats,
      attributeTrack: c.track.attributes,
      boatTrack: c.track.boats,
      attributeBonus: c.commandBonus.attributes,
      boatBonus: c.commandBonus.boats,
      lastAttackTurn: c.lastAttackTurn,
      grapplingHookUntil: c.grapplingHookUntil ?? -1,
      acquiredThisTurn: c.acquiredThisTurn,
      commandDone: c.commandDone,
    })),
    boarding: {
      attacker: b?.attacker ?? -1,
      defender: b?.defender ?? -1,
      attackerLocked: b?.locked[0] ?? false,
      defenderLocked: b?.locked[1] ?? false,
      winner: b?.winner ?? -1,
    },
    legend: { id: l?.id ?? '', name: l?.name ?? '', copiesNextPirate: l?.copiesNextPirate ?? false },
  };
}

interface Case {
  readonly game: string;
  readonly seats: number;
  readonly options?: unknown;
}

const cases: Case[] = [
  ...[1, 2, 3, 4, 5, 6].map((seats) => ({ game: 'captains-war', seats })),
  { game: 'captains-war', seats: 1, options: { legendaryCaptain: 'blackbeard' } },
  ...[2, 3, 4, 5].flatMap((seats) =>
    ['treasure-island', 'tortuga', 'voodoo', ...(seats >= 4 ? ['governors-daughter'] : [])].map(
      (scenario) => ({ game: 'fifteen-men', seats, options: { scenario } }),
    ),
  ),
  ...[3, 4, 5].flatMap((seats) =>
    ['secret', 'clockwise'].flatMap((mutinyAnnouncement) =>
      [0, 1].map(() => ({ game: 'eollis', seats, options: { mutinyAnnouncement } })),
    ),
  ),
];

describe('the synced state, encoded and decoded after every step of random games', () => {
  it.each(cases.map((c, i) => [c.game, c.seats, JSON.stringify(c.options ?? {}), i, c] as const))(
    '%s with %i seats, options %s, seed %i',
    (gameId, seatCount, _label, i, c) => {
      const game = findGame(gameId);
      if (game === undefined) throw new Error(gameId);
      const field = fieldOf[gameId] as Field;
      const parsed = game.parseOptions(c.options);
      if (!parsed.ok) throw new Error(parsed.error);
      const seed = `projection-${i}`;
      const dice = new Dice(rngFromSeed(`moves-${seed}`));
      let rules = game.setup({ seats: seatCount, seed, options: parsed.options });
      const wire = new Wire(game, seatCount);
      const seen = new Set<string>();
      let steps = 0;
      for (; steps < 6000; steps++) {
        projectTable(wire.state, game, rules);
        wire.patch();
        const decoded = wire.decoded();
        const server = wire.state.toJSON() as Json;
        expect(decoded[field]).toEqual(server[field]);
        for (const other of Object.values(fieldOf))
          if (other !== field) expect(decoded[other]).toBeUndefined();
        expect(decoded.publicView).toBe('');
        expect(decoded.awaiting).toBe(server.awaiting);
        // Seat 0 sees its own secrets, and only those.
        expect(decoded.secrets).toEqual({ '0': (server.secrets as Json)['0'] });
        expectMirrors(gameId, game.view(rules, 'spectator'), decoded[field] as Json, seen);
        // A client joining (or reconnecting) now decodes the same table from the full state.
        if (steps % 97 === 0) expect(wire.decoded(wire.join())).toEqual(decoded);

        const move = randomMove(game, rules, dice);
        if (move === null) break;
        const result = game.apply(rules, move.seat, move.action);
        if (!result.ok) throw new Error(`illegal random move: ${JSON.stringify(move)}`);
        rules = result.state;
      }
      expect(game.outcome(rules)).not.toBeNull();
      expect(wire.decoded(wire.join())).toEqual(wire.decoded());
      expect(steps).toBeGreaterThan(10);
    },
  );

  it.each([
    ['fifteen-men', 4, { scenario: 'governors-daughter' }],
    ['fifteen-men', 3, { scenario: 'tortuga' }],
    ['eollis', 4, {}],
  ] as const)(
    '%s with %i seats: every field of the audience view reaches the wire',
    (gameId, seatCount, o) => {
      const game = findGame(gameId);
      const rebuild = fromWire[gameId];
      if (game === undefined || rebuild === undefined) throw new Error(gameId);
      const parsed = game.parseOptions(o);
      if (!parsed.ok) throw new Error(parsed.error);
      const dice = new Dice(rngFromSeed(`fields-${gameId}`));
      let rules = game.setup({ seats: seatCount, seed: `fields-${gameId}`, options: parsed.options });
      const wire = new Wire(game, seatCount);
      const missing = new Set<string>();
      for (let step = 0; step < 6000; step++) {
        projectTable(wire.state, game, rules);
        wire.patch();
        const onWire = paths(rebuild(wire.decoded()[fieldOf[gameId] as Field] as Json));
        for (const path of paths(publicPart(gameId, game.view(rules, 'spectator')))) {
          if (!onWire.has(path)) missing.add(path);
        }
        const move = randomMove(game, rules, dice);
        if (move === null) break;
        const result = game.apply(rules, move.seat, move.action);
        if (!result.ok) throw new Error(`illegal random move: ${JSON.stringify(move)}`);
        rules = result.state;
      }
      // A field the rules add to their audience view needs a schema field and a line in its projection.
      expect([...missing]).toEqual([]);
    },
  );
});
