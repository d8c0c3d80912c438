// The stage under the ship: what the phase is about — the draft, the rolls added up, the mutiny, the final ranking.
import type { WireAction } from '@flotilla/protocol/wire';
import { drawSeatMark } from '../../art/seat-mark';
import type Phaser from 'phaser';
import { INK } from '../../art/palette';
import { TYPE } from '../../../ui/theme';
import type { TableTooltip } from '../../tooltip';
import { actorOf, pirateStats, type EollisModel, type RollModel } from '../model';
import { PHASE_WORDS, SKILL_WORDS, actionLabel, clanName, postWord } from '../labels';
import { eventName } from '../card-words';
import { eo, renownWords } from '../terms';
import {
  EOLLIS,
  LAYOUT,
  button,
  clanHex,
  clickable,
  MIN_TYPE,
  drawDie,
  fitBlock,
  fitLines,
  offeredRing,
  paperGrain,
  text,
  tipArea,
  title,
} from './common';
import { drawFigure } from './figures';
import { dieTip } from './tips';

type Action = WireAction<'eollis'>;

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
  readonly tips: TableTooltip;
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

/** A roll's sum in words: "skill 3 + crew 1 + die 5 + 1 from cards = 10". */
function rollLine(roll: RollModel, context: string): string {
  const mods =
    roll.mods !== 0
      ? ` ${eo('stage.roll.mods', { sign: roll.mods > 0 ? '+' : '−', n: Math.abs(roll.mods) })}`
      : '';
  const r = (key: string, params: Record<string, unknown> = {}): string =>
    eo(`stage.roll.${key}`, { die: roll.die, base: roll.base, total: roll.total, mods, ...params });
  if (context === 'trial' && roll.skill !== null && roll.crew !== null) {
    return r('trial', { skill: roll.skill, crew: roll.crew });
  }
  if (context === 'election') return r('election');
  if (context === 'mutiny') return r('mutiny');
  return r('plain', { plus: roll.base ? ` + ${roll.base}` : '' });
}

/** The power on a pirate's card without its common openings ("Once per Expedition, on your turn: "), capitalised. */
function powerBrief(power: string): string {
  let brief = power;
  for (const opening of [eo('stage.opening.expedition'), eo('stage.opening.turn')])
    if (brief.startsWith(opening)) brief = brief.slice(opening.length);
  return brief.charAt(0).toUpperCase() + brief.slice(1);
}

export function drawStage(
  scene: Phaser.Scene,
  parent: Phaser.GameObjects.Container,
  model: EollisModel,
  legal: ReadonlyArray<Action>,
  hooks: StageHooks,
): StageParts {
  const a = LAYOUT.stage;
  const tips = hooks.tips;
  const g = scene.add.graphics();
  parent.add(g);
  g.fillStyle(0x000000, 0.3).fillRoundedRect(a.x + 2, a.y + 3, a.w, a.h, 12);
  g.fillStyle(EOLLIS.panel, 0.94).fillRoundedRect(a.x, a.y, a.w, a.h, 12);
  g.lineStyle(2, EOLLIS.brass, 1).strokeRoundedRect(a.x, a.y, a.w, a.h, 12);
  g.lineStyle(1, EOLLIS.brassDark, 1).strokeRoundedRect(a.x + 4, a.y + 4, a.w - 8, a.h - 8, 9);
  const p = model.phase;
  const actor = actorOf(model);
  const who = (seat: number | null): string =>
    seat === null ? '' : seat === model.you ? eo('stage.you') : clanName(model, seat);
  /** A stage message about a seat ("Bart chooses"), in its "you" form when the seat is the viewer's. */
  const about = (key: string, seat: number | null, params: Record<string, unknown> = {}): string =>
    eo(`stage.${key}`, {
      who: who(seat),
      context: seat !== null && seat === model.you ? 'you' : undefined,
      ...params,
    });
  const names = (list: ReadonlyArray<string>): string =>
    list.map((id) => model.pirates[id]?.name ?? id).join(', ');
  const heading =
    model.status === 'over'
      ? eo('results.title')
      : p.kind === 'brawl'
        ? eo('stage.brawlHeading', { round: p.round })
        : (PHASE_WORDS[p.kind] ?? p.kind);
  title(scene, parent, a.x + 14, a.y + 9, heading, TYPE.label, EOLLIS.accent);
  let sub = actor !== null ? about('chooses', actor) : '';
  const dice: Phaser.GameObjects.Container[] = [];
  let y = a.y + 60;

  switch (p.kind) {
    case 'draft': {
      const n = Math.max(1, p.display.length);
      const cw = Math.min(196, (a.w - 28 - (n - 1) * 10) / n);
      const ch = 150;
      p.display.forEach((id, k) => {
        // Draft pirates belong to no Clan yet: they are read from the card itself, not from the table's pirates.
        const pirate = model.pirates[id] ?? pirateStats(id);
        const x = a.x + 14 + k * (cw + 10);
        const card = scene.add.container(x, a.y + 56);
        parent.add(card);
        const cg = scene.add.graphics();
        card.add(cg);
        cg.fillStyle(0x000000, 0.4).fillRoundedRect(2, 3, cw, ch, 8);
        paperGrain(cg, 0, 0, cw, ch, EOLLIS.surface, 8);
        cg.lineStyle(1.5, INK.ink, 1).strokeRoundedRect(0, 0, cw, ch, 8);
        if (hooks.pirateOffered(id)) offeredRing(cg, 0, 0, cw, ch);
        // A pirate for hire wears no Clan's colours yet.
        drawFigure(cg, 18, 52, 40, { colour: '' });
        const named = fitLines(
          scene,
          card,
          36,
          4,
          pirate?.name ?? id,
          cw - 40,
          1,
          TYPE.label,
          INK.ink,
          {
            fontStyle: 'bold',
          },
          false,
        );
        if (named === null)
          fitLines(scene, card, 36, 4, pirate?.name ?? id, cw - 40, 2, MIN_TYPE, INK.ink, {
            fontStyle: 'bold',
          });
        const stats = eo('stage.stats', {
          navigation: pirate?.navigation ?? '?',
          combat: pirate?.combat ?? '?',
          bagou: pirate?.bagou ?? '?',
        });
        text(scene, card, 36, 44, stats, MIN_TYPE, 0x0f4a6e, { fontStyle: 'bold' });
        // The power, without its common opening where the card is short of room (the tooltip keeps it whole).
        const power = pirate?.powerText ?? '';
        const shown =
          fitBlock(scene, card, 6, 66, power, cw - 12, ch - 70, MIN_TYPE, 0x3a2e22) ??
          fitBlock(scene, card, 6, 66, powerBrief(power), cw - 12, ch - 70, MIN_TYPE, 0x3a2e22);
        if (shown === null) text(scene, card, 6, ch - 22, eo('stage.powerHover'), MIN_TYPE, 0x6b5b47);
        const words = pirate
          ? `${eo('stage.forHire', {
              name: pirate.name,
              navigation: pirate.navigation,
              combat: pirate.combat,
              bagou: pirate.bagou,
            })}\n${eo('tip.power', { power })}`
          : id;
        clickable(card, cw, ch, () => hooks.clickPirate(id), { tips, words });
      });
      y = a.y + 56 + ch + 6;
      break;
    }
    case 'propose':
      sub = about('propose', actor, { list: names(p.candidates) || eo('summary.none') });
      break;
    case 'election':
    case 'repair':
    case 'trial':
    case 'mutinyRoll': {
      const w = p.window;
      if (!w) break;
      const count = w.rolls.length;
      const skill = p.kind === 'trial' && model.currentEvent ? SKILL_WORDS[model.currentEvent.skill] : '';
      const specialPost = p.kind === 'trial' ? model.currentEvent?.special : null;
      const intro: string | undefined = ['election', 'mutiny', 'repair'].includes(w.context)
        ? eo(`stage.intro.${w.context}`, { target: w.target ?? '?' })
        : undefined;
      sub =
        intro ??
        [
          skill ? eo('stage.skillRolls', { skill, count }) : eo('stage.rolls', { count }),
          w.target !== null ? eo('stage.needs', { target: w.target }) : '',
          specialPost ? eo('stage.special', { post: postWord(specialPost) }) : '',
        ]
          .filter(Boolean)
          .join(' · ');
      // Up to three rolls in one column, more in two: each roll a die, the Clan's mark, the name and the sum.
      const perCol = w.rolls.length > 3 ? Math.ceil(w.rolls.length / 2) : Math.max(1, w.rolls.length);
      const colW = w.rolls.length > 3 ? (a.w - 28) / 2 : a.w - 28;
      const rowH = Math.min(56, Math.floor(126 / perCol));
      w.rolls.forEach((roll, k) => {
        const rx = a.x + 14 + Math.floor(k / perCol) * colW;
        const ry = a.y + 56 + (k % perCol) * rowH;
        const size = Math.min(44, rowH - 6);
        const big = rowH >= 48;
        const face = Math.max(1, Math.min(6, roll.die));
        dice.push(drawDie(scene, parent, rx + size / 2 + 2, ry + size / 2, face, size));
        const ok = w.target !== null ? (roll.total >= w.target ? ' ✓' : ' ✗') : '';
        const pg = scene.add.graphics();
        parent.add(pg);
        drawSeatMark(pg, model.clans[roll.seat]?.colour ?? '', rx + size + 14, ry + 9, 6);
        const sum = `${rollLine(roll, w.context)}${ok}`;
        const colour = ok === ' ✗' ? 0xffb4a8 : EOLLIS.accent;
        const nameX = rx + size + 24;
        const room = colW - size - 30;
        const name = text(
          scene,
          parent,
          nameX,
          ry,
          roll.pirateName,
          big ? TYPE.label : MIN_TYPE,
          EOLLIS.surface,
          {
            fontStyle: 'bold',
          },
        );
        const total = text(
          scene,
          parent,
          nameX,
          ry + (rowH >= 40 ? (big ? 22 : 19) : 0),
          sum,
          MIN_TYPE,
          colour,
        );
        if (rowH < 40) total.setX(nameX + name.width + 8);
        for (const t of [name, total]) if (t.width > room) t.setFontSize(MIN_TYPE);
        if (name.width > room) name.setText(roll.pirateName.split(' ')[0] ?? roll.pirateName);
        tipArea(
          tips,
          parent,
          rx,
          ry,
          size + 4,
          size,
          dieTip(roll.pirateName, roll.die, rollLine(roll, w.context)),
        );
      });
      y = a.y + 56 + perCol * rowH + 2;
      // Who the table waits for, as the status line and the panels say (gold to divide comes first).
      const deciding = model.awaiting.map((s) => (s === model.you ? eo('word.you') : clanName(model, s)));
      const asked =
        model.you !== null && model.awaiting.includes(model.you) && w.deciding.includes(model.you);
      const left = model.deadline > 0 ? Math.max(0, Math.ceil((model.deadline - Date.now()) / 1000)) : null;
      const line = deciding.length
        ? eo('stage.stillDeciding', { list: deciding.join(', ') })
        : eo('stage.settled');
      const said = text(scene, parent, a.x + 14, y, line, MIN_TYPE, 0xc9d6e3);
      if (asked) {
        // The prompt: play a card on a roll (action bar or a hand card) or pass, with the time left.
        const prompt = left !== null ? eo('stage.responseTimed', { left }) : eo('stage.response');
        const ask = text(scene, parent, a.x + a.w - 14, y, prompt, MIN_TYPE, EOLLIS.accent, {
          fontStyle: 'bold',
        }).setOrigin(1, 0);
        if (said.width + ask.width + 16 > a.w - 28)
          said.setText(eo('stage.decidingCount', { count: deciding.length }));
      }
      y += 20;
      break;
    }
    case 'lookout':
      sub = model.lookoutDraw ? eo('stage.lookoutMine') : eo('stage.lookout', { who: who(p.seat) });
      break;
    case 'repairChoice':
      sub = eo('stage.repairChoice', { who: who(p.seat), target: model.repairTarget });
      break;
    case 'attempt':
      sub = about('attempt', actor, {
        event: model.currentEvent ? eventName(model.currentEvent.id) : eo('word.theEvent'),
      });
      break;
    case 'loss':
      if (p.loss)
        sub = eo(p.loss.victim === model.you ? 'stage.lossYours' : 'stage.loss', {
          who: who(p.loss.chooser),
          count: p.loss.count,
          clan: clanName(model, p.loss.victim),
        });
      break;
    case 'rise':
      sub = eo('stage.rise', {
        who: who(p.seat),
        pirate: model.pirates[model.hold[0] ?? '']?.name ?? eo('stage.topPirate'),
      });
      break;
    case 'boarding':
      // The order is a reminder (clockwise from the Captain's Clan), not whose move it is: that is the seat named.
      sub = about('boarding', p.seat);
      break;
    case 'decision':
      sub = eo('stage.decision', { who: who(p.seat) });
      break;
    case 'mutinyCall':
      sub = eo(p.choice === 'return' ? 'stage.mutinyCallReturn' : 'stage.mutinyCallSail');
      break;
    case 'camps':
    case 'sacrifice': {
      const m = p.mutiny;
      if (!m) break;
      sub = about('mutiny', m.mutineer, { pirate: model.pirates[m.leader]?.name ?? eo('word.aPirate') });
      m.camps.forEach((camp, seat) => {
        const cx = a.x + 14 + seat * 118;
        const cy = a.y + 76;
        const cg = scene.add.graphics();
        parent.add(cg);
        const face = eo(
          camp === 'captain'
            ? 'stage.camp.captain'
            : camp === 'mutineers'
              ? 'stage.camp.mutineers'
              : camp === 'chosen'
                ? 'stage.camp.chosen'
                : 'stage.camp.deciding',
        );
        const fill = camp === 'mutineers' ? 0x8a1e1e : camp === 'captain' ? 0x1e4f8a : 0x3a3a3a;
        cg.fillStyle(0x000000, 0.4).fillRoundedRect(cx + 2, cy + 3, 108, 50, 8);
        cg.fillStyle(fill, 1).fillRoundedRect(cx, cy, 108, 50, 8);
        cg.lineStyle(3, clanHex(model.clans[seat]?.colour), 1).strokeRoundedRect(cx, cy, 108, 50, 8);
        drawSeatMark(cg, model.clans[seat]?.colour ?? '', cx + 14, cy + 14, 6);
        title(scene, parent, cx + 54, cy + 25, face, MIN_TYPE, EOLLIS.surface).setOrigin(0.5);
        fitLines(scene, parent, cx + 54, cy + 56, who(seat), 112, 2, MIN_TYPE, 0xc9d6e3, {
          align: 'center',
        })?.setOrigin(0.5, 0);
        const meaning = ['captain', 'mutineers', 'chosen', 'undecided'].includes(camp) ? camp : 'none';
        tipArea(tips, parent, cx, cy, 108, 50, about(`campTip.${meaning}`, seat));
      });
      y = a.y + 146;
      break;
    }
    case 'rescue':
      sub = [
        eo('stage.rescue', { list: p.waiting.map(who).join(', ') || eo('word.nobody') }),
        p.saved.length ? eo('stage.saved', { list: names(p.saved) }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
      break;
    case 'brawl':
      sub = [
        sub,
        p.out.length ? eo('stage.out', { list: p.out.map(who).join(', ') }) : '',
        eo('stage.pickBrawl'),
      ]
        .filter(Boolean)
        .join(' · ');
      break;
    case 'refill':
      sub = about('refill', actor);
      break;
    case 'keep':
      sub = about('keep', actor);
      break;
    case 'over':
      (model.final ?? []).forEach((line, k) => {
        const ly = a.y + 44 + k * 30;
        const cg = scene.add.graphics();
        parent.add(cg);
        drawSeatMark(cg, model.clans[line.seat]?.colour ?? '', a.x + 28, ly + 11, 9);
        const medal = line.rank === 1 ? '★ 1. ' : `${line.rank}. `;
        const colour = line.rank === 1 ? EOLLIS.accent : EOLLIS.surface;
        title(scene, parent, a.x + 44, ly, `${medal}${clanName(model, line.seat)}`, TYPE.body, colour);
        const tie = line.duelRolls.length > 0;
        const facts = tie
          ? eo('stage.factsTie', {
              renown: line.renown,
              living: line.living,
              rolls: line.duelRolls.join('/'),
            })
          : eo('stage.facts', { renown: line.renown, living: line.living });
        text(scene, parent, a.x + a.w - 14, ly, facts, TYPE.body, EOLLIS.surface).setOrigin(1, 0);
        tipArea(
          tips,
          parent,
          a.x + 14,
          ly - 2,
          a.w - 28,
          28,
          eo(tie ? 'canvas.finalLineTie' : 'canvas.finalLine', {
            clan: clanName(model, line.seat),
            rank: line.rank,
            renown: renownWords(line.renown),
            living: line.living,
          }),
        );
      });
      sub = '';
      y = a.y + a.h;
      break;
    default:
      break;
  }
  // Gold won at an Event is divided before the phase's own move: the stage says who the table waits for.
  const dividing = model.clans.filter((c) => c.toDivide > 0 && c.awaited);
  const dividers = dividing.map((c) => who(c.seat));
  const divideYou = dividing.some((c) => c.seat === model.you);
  if (dividers.length > 0 && model.status !== 'over')
    sub = eo(dividers.length > 1 ? 'stage.divideMany' : 'stage.divide', {
      list: dividers.join(', '),
      context: dividers.length === 1 && divideYou ? 'you' : undefined,
    });
  if (sub)
    text(scene, parent, a.x + 14, a.y + 34, sub, MIN_TYPE, EOLLIS.surface, {
      wordWrap: { width: a.w - 28 },
    });

  // One button per simple offered action, two to a row beyond two.
  const simple = legal.filter((act) => STAGE_BUTTONS.has(String(act.type)));
  const cols = simple.length > 2 ? 2 : 1;
  const bw = cols === 2 ? (a.w - 38) / 2 : Math.min(360, a.w - 28);
  const rows = Math.ceil(Math.min(8, simple.length) / cols);
  // Buttons keep to the bottom of the stage, whatever the content above them.
  const top = Math.min(Math.max(y, a.y + a.h - 12 - rows * 36), a.y + a.h - 6 - rows * 36);
  const buttons: StageButton[] = [];
  simple.slice(0, 8).forEach((act, k) => {
    const bx = a.x + 14 + (k % cols) * (bw + 10);
    const by = top + Math.floor(k / cols) * 36;
    if (by + 30 > a.y + a.h) return;
    const label = actionLabel(act, model);
    const b = button(scene, parent, bx, by, bw, label, () => hooks.intent(act));
    tips.attach(b, label);
    buttons.push({ type: String(act.type), x: bx, y: by, w: bw, h: 30 });
  });
  return { dice, buttons };
}
