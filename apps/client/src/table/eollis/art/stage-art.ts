// The stage under the ship: what the phase is about — the draft, the rolls added up, the mutiny, the final ranking.
import { drawSeatMark } from '../../art/seat-mark';
import type Phaser from 'phaser';
import { INK } from '../../art/palette';
import { actorOf, pirateStats, type EollisModel, type RollModel } from '../model';
import { PHASE_WORDS, SKILL_WORDS, actionLabel, clanName, postWord } from '../labels';
import { LAYOUT, button, clanHex, clickable, drawDie, fitText, offeredRing, short, text } from './common';

type Action = Record<string, unknown>;

/** Actions shown as buttons on the stage: each stands for exactly one offered action. */
const STAGE_BUTTONS = new Set([
  'lookout',
  'repair',
  'boscoGive',
  'decide',
  'noMutiny',
  'mutiny',
  'camp',
  'rescueDone',
  'passBrawl',
  'pass',
  'keepCrew',
  'refill',
]);

export interface StageHooks {
  readonly intent: (action: Action) => void;
  readonly clickPirate: (id: string) => void;
  readonly pirateOffered: (id: string) => boolean;
}

/** Where a stage button was drawn, in the table's logical pixels. */
export interface StageButton {
  readonly type: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface StageParts {
  /** Die containers by roll index, for the tumble. */
  readonly dice: ReadonlyArray<Phaser.GameObjects.Container>;
  /** The buttons drawn, in order. */
  readonly buttons: ReadonlyArray<StageButton>;
}

function rollLine(roll: RollModel, context: string): string {
  const mods = roll.mods !== 0 ? ` ${roll.mods > 0 ? '+' : '−'} ${Math.abs(roll.mods)} from cards` : '';
  if (context === 'trial' && roll.skill !== null && roll.crew !== null) {
    return `skill ${roll.skill} + crew ${roll.crew} + die ${roll.die}${mods} = ${roll.total}`;
  }
  if (context === 'election') return `Bagou ${roll.base} + die ${roll.die}${mods} = ${roll.total}`;
  if (context === 'mutiny') return `camp ${roll.base} + die ${roll.die}${mods} = ${roll.total}`;
  return `die ${roll.die}${roll.base ? ` + ${roll.base}` : ''}${mods} = ${roll.total}`;
}

export function drawStage(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
  legal: ReadonlyArray<Action>,
  hooks: StageHooks,
): StageParts {
  const a = LAYOUT.stage;
  const g = scene.add.graphics();
  parent.add(g);
  g.fillStyle(0x0b2230, 0.92).fillRoundedRect(a.x, a.y, a.w, a.h, 12);
  g.lineStyle(2, 0x5b7a8a, 1).strokeRoundedRect(a.x, a.y, a.w, a.h, 12);
  const p = model.phase;
  const actor = actorOf(model);
  const who = (seat: number | null): string =>
    seat === null ? '' : seat === model.you ? 'You' : clanName(model, seat);
  const title =
    model.status === 'over'
      ? 'Final renown'
      : p.kind === 'brawl'
        ? `Tavern brawl — round ${p.round}`
        : (PHASE_WORDS[p.kind] ?? p.kind);
  text(scene, parent, a.x + 12, a.y + 8, title, 18, INK.highlight, { fontStyle: 'bold' });
  let sub = actor !== null ? `${who(actor)} ${actor === model.you ? 'choose' : 'chooses'}` : '';
  const dice: Phaser.GameObjects.Container[] = [];
  let y = a.y + 60;

  switch (p.kind) {
    case 'draft':
      p.display.forEach((id, k) => {
        // Draft pirates belong to no Clan yet: they are read from the card itself, not from the table's pirates.
        const pirate = model.pirates[id] ?? pirateStats(id);
        const x = a.x + 12 + k * 136;
        const card = scene.add.container(x, a.y + 58);
        parent.add(card);
        const cg = scene.add.graphics();
        card.add(cg);
        cg.fillStyle(INK.paper, 1).fillRoundedRect(0, 0, 128, 124, 8);
        if (hooks.pirateOffered(id)) offeredRing(cg, 0, 0, 128, 124);
        fitText(scene, card, 6, 4, pirate?.name ?? id, 116, 13, 10, INK.ink, { fontStyle: 'bold' });
        text(
          scene,
          card,
          6,
          22,
          `Nav ${pirate?.navigation ?? '?'} · Com ${pirate?.combat ?? '?'} · Bag ${pirate?.bagou ?? '?'}`,
          10,
          0x1f5e7a,
        );
        text(scene, card, 6, 38, pirate?.powerText ?? '', 10, INK.inkSoft, { wordWrap: { width: 116 } });
        clickable(card, 128, 124, () => hooks.clickPirate(id));
      });
      y = a.y + 190;
      break;
    case 'propose':
      sub = `${sub} a candidate · so far: ${p.candidates.map((id) => model.pirates[id]?.name ?? id).join(', ') || 'none'}`;
      break;
    case 'election':
    case 'repair':
    case 'trial':
    case 'mutinyRoll': {
      const w = p.window;
      if (!w) break;
      const target = w.target !== null ? ` · needs ${w.target}+` : '';
      const skill =
        p.kind === 'trial' && model.currentEvent ? `${SKILL_WORDS[model.currentEvent.skill]} ` : '';
      const specialPost = p.kind === 'trial' ? model.currentEvent?.special : null;
      const special = specialPost ? ` · special Event: the ${postWord(specialPost)} alone` : '';
      const intro: string | undefined = {
        election: 'Each candidate rolls: Bagou + die',
        mutiny: 'Both leaders roll: camp + die',
        repair: `The Alti-Maître rolls: ${w.target ?? '?'}+ mends one space, less tears one more`,
      }[w.context];
      sub = intro ?? `${skill}roll${w.rolls.length > 1 ? 's' : ''}${target}${special}`;
      // Up to three rolls get two lines each (name, then the sum); more get one compact line each.
      const compact = w.rolls.length > 3;
      const rowH = compact
        ? Math.floor(100 / w.rolls.length)
        : Math.min(44, Math.floor(100 / Math.max(1, w.rolls.length)));
      w.rolls.forEach((roll, k) => {
        const ry = a.y + 54 + k * rowH;
        const size = Math.min(38, rowH - 3);
        dice.push(
          drawDie(scene, parent, a.x + 30, ry + size / 2, Math.max(1, Math.min(6, roll.die)), size, 0xfdf6e3),
        );
        const ok = w.target !== null ? (roll.total >= w.target ? ' ✓' : ' ✗') : '';
        const pg = scene.add.graphics();
        parent.add(pg);
        drawSeatMark(pg, model.clans[roll.seat]?.colour ?? '', a.x + 62, ry + size / 2, 6);
        const sum = `${rollLine(roll, w.context)}${ok}`;
        const colour = ok === ' ✗' ? 0xff9b8a : INK.highlight;
        if (compact) {
          text(scene, parent, a.x + 74, ry + 1, `${short(roll.pirateName, 14)}: ${sum}`, 12, colour);
        } else {
          text(scene, parent, a.x + 74, ry + 1, short(roll.pirateName, 18), 13, INK.paper, {
            fontStyle: 'bold',
          });
          text(scene, parent, a.x + 74, ry + 17, sum, 13, colour);
        }
      });
      y = a.y + 54 + w.rolls.length * rowH + 2;
      // Who the table waits for, as the status line and the panels say (gold to divide comes first).
      const deciding = model.awaiting.map((s) => (s === model.you ? 'you' : clanName(model, s)));
      const asked =
        model.you !== null && model.awaiting.includes(model.you) && w.deciding.includes(model.you);
      const left = model.deadline > 0 ? Math.max(0, Math.ceil((model.deadline - Date.now()) / 1000)) : null;
      const line = deciding.length ? `Still deciding: ${deciding.join(', ')}` : 'Resolving…';
      text(scene, parent, a.x + 12, y, line, 12, INK.paperDim);
      if (asked) {
        // The prompt: play a card on a roll (action bar or a hand card) or pass, with the time left.
        text(
          scene,
          parent,
          a.x + a.w - 12,
          y,
          `Your response${left !== null ? ` · ${left} s` : ''}: a card, or pass`,
          13,
          INK.highlight,
          {
            fontStyle: 'bold',
          },
        ).setOrigin(1, 0);
      }
      y += 18;
      break;
    }
    case 'lookout':
      sub = model.lookoutDraw
        ? 'Only you see the Event: play it or bury it under the pile'
        : `The Lookout (${who(p.seat)}) looks at the Event in secret…`;
      break;
    case 'repairChoice':
      sub = `${who(p.seat)}: mend the balloon? The die must show ${model.repairTarget}+`;
      break;
    case 'attempt':
      sub = `${sub} who faces ${model.currentEvent?.name ?? 'the Event'} (click a pirate on deck)`;
      break;
    case 'loss':
      if (p.loss)
        sub = `${who(p.loss.chooser)}: ${p.loss.count} of ${p.loss.victim === model.you ? 'your' : `${clanName(model, p.loss.victim)}'s`} pirates must die`;
      break;
    case 'rise':
      sub = `${who(p.seat)}: ${model.pirates[model.hold[0] ?? '']?.name ?? 'the top pirate'} rises to a free post`;
      break;
    case 'boarding':
      // The order is a reminder (clockwise from the Captain's Clan), not whose move it is: that is the seat named.
      sub = `${who(p.seat)} ${p.seat === model.you ? 'place' : 'places'} a pirate · boarding goes clockwise from the Captain's Clan`;
      break;
    case 'decision':
      sub = `${who(p.seat)}: continue the Expedition or return to port?`;
      break;
    case 'mutinyCall':
      sub = `The Captain wants to ${p.choice === 'return' ? 'return to port' : 'sail on'}. Will anyone mutiny?`;
      break;
    case 'camps':
    case 'sacrifice': {
      const m = p.mutiny;
      if (!m) break;
      sub = `${who(m.mutineer)} ${m.mutineer === model.you ? 'lead' : 'leads'} ${model.pirates[m.leader]?.name ?? 'a pirate'} against the Captain`;
      m.camps.forEach((camp, seat) => {
        const cx = a.x + 12 + seat * 80;
        const cg = scene.add.graphics();
        parent.add(cg);
        const face =
          camp === 'captain' ? 'Captain' : camp === 'mutineers' ? 'Mutiny' : camp === 'chosen' ? '?' : '…';
        cg.fillStyle(
          camp === 'mutineers' ? 0x8a1e1e : camp === 'captain' ? 0x1e4f8a : 0x3a3a3a,
          1,
        ).fillRoundedRect(cx, a.y + 60, 72, 56, 8);
        cg.lineStyle(3, clanHex(model.clans[seat]?.colour), 1).strokeRoundedRect(cx, a.y + 60, 72, 56, 8);
        text(scene, parent, cx + 36, a.y + 80, face, face.length > 2 ? 13 : 24, INK.paper, {
          fontStyle: 'bold',
        }).setOrigin(0.5);
        text(scene, parent, cx + 36, a.y + 104, short(who(seat), 9), 11, INK.paperDim).setOrigin(0.5);
      });
      y = a.y + 124;
      break;
    }
    case 'rescue':
      sub =
        `The airship is going down! 1 gold to the Priest saves a pirate (click it). ` +
        `Deciding: ${p.waiting.map(who).join(', ') || 'nobody'}` +
        (p.saved.length ? ` · saved: ${p.saved.map((id) => model.pirates[id]?.name ?? id).join(', ')}` : '');
      break;
    case 'brawl':
      sub = `${sub}${p.out.length ? ` · out: ${p.out.map(who).join(', ')}` : ''} · pick a Brawl card, then its target`;
      break;
    case 'refill':
      sub = `${sub}: discard any cards, then draw up to 3`;
      break;
    case 'keep':
      sub = `${sub}: dismiss survivors or keep the crew`;
      break;
    case 'over':
      (model.final ?? []).forEach((line, k) => {
        const ly = a.y + 44 + k * 30;
        const cg = scene.add.graphics();
        parent.add(cg);
        drawSeatMark(cg, model.clans[line.seat]?.colour ?? '', a.x + 26, ly + 10, 9);
        const medal = line.rank === 1 ? '★ 1. ' : `${line.rank}. `;
        text(
          scene,
          parent,
          a.x + 42,
          ly,
          `${medal}${clanName(model, line.seat)}`,
          16,
          line.rank === 1 ? INK.highlight : INK.paper,
          {
            fontStyle: 'bold',
          },
        );
        const tie = line.duelRolls.length > 0 ? ` · Bagou ${line.duelRolls.join('/')}` : '';
        text(
          scene,
          parent,
          a.x + a.w - 12,
          ly,
          `★ ${line.renown} · ${line.living} alive${tie}`,
          15,
          INK.paper,
        ).setOrigin(1, 0);
      });
      sub = '';
      y = a.y + a.h;
      break;
    default:
      break;
  }
  // Gold won at an Event is divided before the phase's own move: the stage says who the table waits for.
  const dividers = model.clans.filter((c) => c.toDivide > 0 && c.awaited).map((c) => who(c.seat));
  if (dividers.length > 0 && model.status !== 'over')
    sub = `First, gold to divide: ${dividers.join(', ')} ${dividers.length === 1 && dividers[0] !== 'You' ? 'puts' : 'put'} it on pirates`;
  if (sub) text(scene, parent, a.x + 12, a.y + 34, sub, 13, INK.paper, { wordWrap: { width: a.w - 24 } });

  // One button per simple offered action.
  const simple = legal.filter((act) => STAGE_BUTTONS.has(String(act.type)));
  const cols = simple.length > 3 ? 2 : 1;
  const bw = cols === 2 ? (a.w - 36) / 2 : Math.min(300, a.w - 24);
  // Buttons keep to the bottom of the stage, whatever the content above them.
  const top = Math.min(
    Math.max(y, a.y + a.h - 12 - Math.ceil(simple.length / cols) * 32),
    a.y + a.h - 4 - Math.ceil(simple.length / cols) * 32,
  );
  const buttons: StageButton[] = [];
  simple.slice(0, 8).forEach((act, k) => {
    const bx = a.x + 12 + (k % cols) * (bw + 12);
    const by = top + Math.floor(k / cols) * 32;
    if (by + 28 > a.y + a.h) return;
    button(scene, parent, bx, by, bw, short(actionLabel(act, model), cols === 2 ? 26 : 40), () =>
      hooks.intent(act),
    );
    buttons.push({ type: String(act.type), x: bx, y: by, w: bw, h: 28 });
  });
  return { dice, buttons };
}
