// The Legendary Captain's automaton: its loot from the opponent-results table, purchases, boarding rolls.
import {
  canFillTrack,
  chestRoomOf,
  crewList,
  crewSize,
  gainPirate,
  gainResource,
  nextAcquisition,
  spendGold,
} from '../captain';
import {
  BLUE_DICE,
  LOOT_DICE,
  RED_DIE,
  BLACK_DIE,
  YELLOW_DIE,
  rollDie,
  sameFace,
  type DieColour,
  type DieFace,
} from '../dice';
import { LINES, RESOURCES, RESOURCE_PRICE_GP, type Line, type Resource } from '../sheet';
import { acquire, recruitStrongest, takeDie } from '../sheet-moves';
import type { Table } from '../table';
import type { Captain, LegendState } from '../types';
import { LEGENDARY_CAPTAINS, findLegendaryCaptain, type LegendaryCaptain } from './legendary-captains';

export const LEGEND = 1;

/** The opponent-results table printed on the card back: your two results → the Legend's two, and recruitment. */
export const OPPONENT_RESULTS: Readonly<
  Record<string, { readonly dice: readonly [DieColour, DieColour]; readonly recruits: boolean }>
> = {
  'blue+yellow': { dice: ['red', 'yellow'], recruits: true },
  'red+yellow': { dice: ['blue', 'black'], recruits: true },
  'black+blue': { dice: ['red', 'blue'], recruits: false },
  'blue+red': { dice: ['yellow', 'red'], recruits: false },
  'blue+blue': { dice: ['red', 'black'], recruits: false },
  'black+red': { dice: ['yellow', 'blue'], recruits: true },
  'black+yellow': { dice: ['blue', 'black'], recruits: true },
};

export function legendCard(legend: LegendState): LegendaryCaptain {
  return findLegendaryCaptain(legend.card) ?? (LEGENDARY_CAPTAINS[0] as LegendaryCaptain);
}

export function resultsKey(colours: ReadonlyArray<DieColour>): string {
  return colours.slice().sort().join('+');
}

function colourOf(die: number): DieColour {
  return (LOOT_DICE[die]?.[0] as DieFace).die;
}

/** Among several resources, the Legend takes the one it holds fewest of, the highest in the chest on a tie. */
export function scarcestResource(captain: Captain, among: ReadonlyArray<Resource> = RESOURCES): Resource {
  let best = among[0] as Resource;
  for (const r of among) {
    if ((captain.chest[RESOURCES.indexOf(r)] ?? 0) < (captain.chest[RESOURCES.indexOf(best)] ?? 0)) best = r;
    else if (
      captain.chest[RESOURCES.indexOf(r)] === captain.chest[RESOURCES.indexOf(best)] &&
      RESOURCES.indexOf(r) < RESOURCES.indexOf(best)
    )
      best = r;
  }
  return best;
}

/** The Legend's blue die: a joker first, then a double, then a single resource; the scarcest resource breaks ties. */
export function chooseBlueDie(
  faces: ReadonlyArray<DieFace>,
  legend: Captain,
): { die: number; joker?: Resource } {
  const blues = BLUE_DICE.map((die) => ({ die, face: faces[die] as DieFace }));
  const joker = blues.find((b) => b.face.die === 'blue' && b.face.resource === 'joker');
  if (joker) return { die: joker.die, joker: scarcestResource(legend) };
  for (const count of [2, 1]) {
    const candidates = blues.filter((b) => b.face.die === 'blue' && b.face.count === count);
    if (candidates.length === 0) continue;
    const resources = candidates.map((b) => (b.face.die === 'blue' ? b.face.resource : 'pearl') as Resource);
    const wanted = scarcestResource(legend, resources);
    const chosen = candidates.find((b) => b.face.die === 'blue' && b.face.resource === wanted);
    if (chosen) return { die: chosen.die };
  }
  return { die: BLUE_DICE[0] };
}

/** The Legendary Captain's phase: its two results, its acquisition, then its recruit if the table says so. */
export function legendPhase(t: Table): void {
  const legend = t.s.legend;
  const faces = t.s.dice;
  if (legend === null || faces === null) return;
  const card = legendCard(legend);
  const row = OPPONENT_RESULTS[resultsKey(t.captain(0).picks.map(colourOf))];
  if (row === undefined) return;
  const taken: Array<{ die: number; joker?: Resource }> = row.dice.map((colour) => {
    if (colour === 'yellow') return { die: YELLOW_DIE };
    if (colour === 'red') return { die: RED_DIE };
    if (colour === 'black') return { die: BLACK_DIE };
    return chooseBlueDie(faces, t.captain(LEGEND));
  });
  t.emit({ type: 'legendLoot', dice: taken.map((x) => x.die), recruits: row.recruits && card.recruits });
  for (const { die, joker } of taken) takeDie(t, LEGEND, faces[die] as DieFace, joker, 'legend');
  legendAcquisition(t);
  if (row.recruits && card.recruits) recruitStrongest(t, LEGEND, 'legend');
  refillLegendCrew(t);
}

interface Plan {
  readonly line: Line;
  readonly rp: number;
  readonly buys: Resource[];
  readonly joker?: Resource;
}

/** The acquisition with the most RP that the Legend can pay, buying missing resources at 3 GP each. */
export function planLegendAcquisition(t: Table): Plan | null {
  const me = t.captain(LEGEND);
  let best: Plan | null = null;
  for (const line of LINES) {
    if (me.acquiredThisTurn) break;
    const acquisition = nextAcquisition(me, line);
    if (acquisition === undefined) continue;
    const left = me.chest.slice();
    const buys: Resource[] = [];
    acquisition.cost.forEach((n, r) => {
      const missing = Math.max(0, n - (left[r] ?? 0));
      left[r] = Math.max(0, (left[r] ?? 0) - n);
      for (let k = 0; k < missing; k++) buys.push(RESOURCES[r] as Resource);
    });
    let joker: Resource | undefined;
    if (acquisition.jokers > 0) {
      // Pay the joker with the resource it has most of, the lowest in the chest on a tie.
      let most = -1;
      RESOURCES.forEach((r, i) => {
        if ((left[i] ?? 0) > 0 && (left[i] ?? 0) >= most) {
          most = left[i] ?? 0;
          joker = r;
        }
      });
      if (joker === undefined) {
        let room = 0;
        RESOURCES.forEach((r) => {
          const free = chestRoomOf(t.s.mode, t.all(), LEGEND, r);
          if (free >= room && free > 0) {
            room = free;
            joker = r;
          }
        });
        if (joker !== undefined) buys.push(joker);
      }
      if (joker === undefined) continue;
    }
    if (buys.length * RESOURCE_PRICE_GP > me.gold) continue;
    const roomOk = RESOURCES.every(
      (r) => buys.filter((b) => b === r).length <= chestRoomOf(t.s.mode, t.all(), LEGEND, r),
    );
    if (!roomOk) continue;
    if (best === null || acquisition.rp > best.rp)
      best = { line, rp: acquisition.rp, buys, ...(joker ? { joker } : {}) };
  }
  return best;
}

function legendAcquisition(t: Table): void {
  const plan = planLegendAcquisition(t);
  if (plan === null) return;
  for (const resource of plan.buys) {
    spendGold(t, LEGEND, RESOURCE_PRICE_GP);
    gainResource(t, LEGEND, resource, 1, 'purchase');
  }
  acquire(t, LEGEND, plan.line, plan.joker);
}

/** Solo boarding check: three blue dice; exactly two identical results mean the Legend attacks. */
export function legendBoardingCheck(t: Table): boolean {
  if (crewSize(t.captain(LEGEND)) === 0) return false;
  const dice = t.random();
  const faces = BLUE_DICE.map((die) => rollDie(dice, die));
  t.emit({ type: 'legendRolled', purpose: 'boardingCheck', faces });
  const [a, b, c] = faces as [DieFace, DieFace, DieFace];
  const pairs = Number(sameFace(a, b)) + Number(sameFace(a, c)) + Number(sameFace(b, c));
  return pairs === 1;
}

/** The Legend's crew for a battle: the yellow die three times — 1–2 weakest, 3–4 none, 5–6 strongest. */
export function legendCrewRolls(t: Table, attacking: boolean): number[] {
  const remaining = crewList(t.captain(LEGEND).crew);
  const committed: number[] = [];
  const faces: DieFace[] = [];
  const dice = t.random();
  for (let k = 0; k < 3; k++) {
    const face = rollDie(dice, YELLOW_DIE);
    faces.push(face);
    const value = face.die === 'yellow' ? face.gold : 3;
    if (remaining.length === 0 || value === 3 || value === 4) continue;
    const pirate = value <= 2 ? remaining.pop() : remaining.shift();
    if (pirate !== undefined) committed.push(pirate);
  }
  t.emit({ type: 'legendRolled', purpose: 'boardingCrew', faces });
  // It must commit at least one Pirate to attack: three "none" mean its weakest one.
  if (attacking && committed.length === 0 && remaining.length > 0)
    committed.push(remaining[remaining.length - 1] as number);
  return committed.sort((x, y) => y - x);
}

/** Once the player has locked, the Legend's crew is chosen by the yellow die and locked at once. */
export function lockLegendCrew(t: Table): void {
  const boarding = t.s.boarding;
  if (boarding === null) return;
  const attacking = boarding.attacker === LEGEND;
  const rolled = legendCrewRolls(t, attacking);
  t.s.boarding = {
    ...boarding,
    drafts: attacking ? [rolled, boarding.drafts[1]] : [boarding.drafts[0], rolled],
    locked: [true, true],
  };
  t.emit({ type: 'boardingLocked', captain: LEGEND });
}

/** The Legend's reward: its card's; on a track, where the player leads most, else the Boat track, never a blocked one. */
export function legendRewardChoice(t: Table): 'gold' | Line | 'nothing' {
  const legend = t.s.legend;
  if (legend === null) return 'nothing';
  if (legendCard(legend).reward === 'gold') return 'gold';
  const me = t.captain(LEGEND);
  const you = t.captain(0);
  const leadA = you.track.attributes - me.track.attributes;
  const leadB = you.track.boats - me.track.boats;
  const preferred: Line = leadA > 0 && leadA > leadB ? 'attributes' : 'boats';
  const other: Line = preferred === 'boats' ? 'attributes' : 'boats';
  if (canFillTrack(me, preferred)) return preferred;
  if (canFillTrack(me, other)) return other;
  return 'nothing';
}

/** A Legend left without Pirates gets one as strong as the player's weakest, or copies the player's next one. */
export function refillLegendCrew(t: Table): void {
  if (t.s.legend === null || crewSize(t.captain(LEGEND)) > 0) return;
  const yours = crewList(t.captain(0).crew);
  const weakest = yours[yours.length - 1];
  if (weakest === undefined) {
    t.s.legend = { ...t.s.legend, copiesNextPirate: true };
    return;
  }
  gainPirate(t, LEGEND, weakest, 'legend');
}

/** Before the naval battle: unlike the player, the Legend spends its remaining GP on one last, strongest Pirate. */
export function legendFinalRecruit(t: Table): void {
  const card = t.s.legend ? findLegendaryCaptain(t.s.legend.card) : undefined;
  if (!card?.recruits) return;
  recruitStrongest(t, LEGEND, 'legend');
}
