// Boarding in code: a pirate token, the panel beside the dice tray, and the reveal's two boarding parties.
import type { CaptainsWar } from '@flotilla/rules';
import type Phaser from 'phaser';
import type { BoardingModel, TableModel } from '../model';
import { INK, css, seatHex } from '../../art/palette';

/** A round pirate token showing its Strength. */
export function drawPirate(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  x: number,
  y: number,
  strength: number,
  colour: number,
  r = 14,
): Phaser.GameObjects.Container {
  const token = scene.add.container(x, y);
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.4);
  g.fillCircle(2, 3, r);
  g.fillStyle(colour, 1);
  g.fillCircle(0, 0, r);
  g.lineStyle(2, 0x111111, 1);
  g.strokeCircle(0, 0, r);
  token.add(g);
  token.add(
    scene.add
      .text(0, 0, String(strength), {
        fontFamily: 'Georgia, serif',
        fontSize: `${Math.round(r * 1.2)}px`,
        color: '#111111',
        fontStyle: 'bold',
      })
      .setOrigin(0.5),
  );
  container.add(token);
  return token;
}

function side(model: TableModel, captain: number, locked: boolean, revealed: boolean): string {
  const sheet = model.sheets[captain];
  const name = sheet ? (sheet.you ? 'You' : sheet.name) : '?';
  const state = revealed ? '' : locked ? ' · ready' : ' · choosing…';
  return `${name}${state}`;
}

/** The panel beside the tray: who boards whom, who is ready, and your own secret party. */
export function drawBoardingPanel(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  model: TableModel,
  boarding: BoardingModel | null,
): void {
  container.removeAll(true);
  if (boarding === null) return;
  const g = scene.add.graphics();
  g.fillStyle(0x3b1010, 0.9);
  g.fillRoundedRect(0, 0, 270, 126, 12);
  g.lineStyle(2, INK.red, 1);
  g.strokeRoundedRect(0, 0, 270, 126, 12);
  container.add(g);
  const revealed = boarding.winner >= 0;
  const text = (x: number, y: number, value: string, colour: string, size = 14) =>
    container.add(
      scene.add.text(x, y, value, { fontFamily: 'Georgia, serif', fontSize: `${size}px`, color: colour }),
    );
  text(12, 8, '⚔ Boarding', css(INK.highlight), 16);
  const attacker = model.sheets[boarding.attacker];
  const defender = model.sheets[boarding.defender];
  text(
    12,
    32,
    `Attacker: ${side(model, boarding.attacker, boarding.attackerLocked, revealed)}`,
    css(seatHex(attacker?.colour ?? '')),
  );
  text(
    12,
    52,
    `Defender: ${side(model, boarding.defender, boarding.defenderLocked, revealed)}`,
    css(seatHex(defender?.colour ?? '')),
  );
  if (boarding.yourDraft !== null && !revealed) {
    text(12, 78, boarding.yourDraft.length === 0 ? 'Your party: nobody yet' : 'Your party:', '#f3e6c8');
    const me = model.you === null ? undefined : model.sheets[model.you];
    boarding.yourDraft.forEach((strength, i) =>
      drawPirate(scene, container, 112 + i * 34, 88, strength, seatHex(me?.colour ?? ''), 12),
    );
  }
  if (revealed) {
    const winner = model.sheets[boarding.winner];
    text(
      12,
      80,
      `${winner?.you ? 'You win' : `${winner?.name ?? '?'} wins`} the boarding`,
      css(INK.highlight),
      15,
    );
  }
}

/** The rules' `boardingRevealed` event, as the server sends it to everyone. */
export type Reveal = Extract<CaptainsWar.CaptainsWarEvent, { readonly type: 'boardingRevealed' }>;

/** The reveal: both parties flip onto the table at once, totals, then the winner's name. */
export function playReveal(
  scene: Phaser.Scene,
  model: TableModel | null,
  reveal: Reveal,
  width: number,
  height: number,
  fast: boolean,
): void {
  const layer = scene.add.container(0, 0).setDepth(10);
  const shade = scene.add.graphics();
  shade.fillStyle(0x000000, 0.88);
  shade.fillRect(0, 0, width, height);
  layer.add(shade);
  const name = (captain: number): string => {
    const sheet = model?.sheets[captain];
    return sheet ? (sheet.you ? 'You' : sheet.name) : `Captain ${captain + 1}`;
  };
  const colour = (captain: number): number => seatHex(model?.sheets[captain]?.colour ?? '');
  const cy = height / 2;
  const title = scene.add
    .text(width / 2, cy - 120, 'Boarding!', {
      fontFamily: 'Georgia, serif',
      fontSize: '44px',
      color: css(INK.highlight),
    })
    .setOrigin(0.5);
  layer.add(title);
  const sides: Array<[number, ReadonlyArray<number>, number, number]> = [
    [reveal.attacker, reveal.attackerPirates, reveal.attackerTotal, width / 2 - 260],
    [reveal.defender, reveal.defenderPirates, reveal.defenderTotal, width / 2 + 260],
  ];
  const duration = fast ? 120 : 500;
  for (const [captain, pirates, total, x] of sides) {
    layer.add(
      scene.add
        .text(x, cy - 60, name(captain), {
          fontFamily: 'Georgia, serif',
          fontSize: '26px',
          color: css(colour(captain)),
        })
        .setOrigin(0.5),
    );
    pirates.forEach((strength, i) => {
      const token = drawPirate(
        scene,
        layer,
        x - (pirates.length - 1) * 30 + i * 60,
        cy + 10,
        strength,
        colour(captain),
        24,
      );
      token.setScale(0, 1);
      scene.tweens.add({ targets: token, scaleX: 1, duration, delay: fast ? 0 : 200 });
    });
    if (pirates.length === 0) {
      layer.add(
        scene.add
          .text(x, cy + 10, 'nobody', { fontFamily: 'Georgia, serif', fontSize: '20px', color: '#cccccc' })
          .setOrigin(0.5),
      );
    }
    layer.add(
      scene.add
        .text(x, cy + 70, `Strength ${total}`, {
          fontFamily: 'Georgia, serif',
          fontSize: '24px',
          color: '#ffffff',
        })
        .setOrigin(0.5),
    );
  }
  const verdict = scene.add
    .text(width / 2, cy + 130, `${name(reveal.winner)} ${name(reveal.winner) === 'You' ? 'win' : 'wins'}!`, {
      fontFamily: 'Georgia, serif',
      fontSize: '36px',
      color: css(colour(reveal.winner)),
    })
    .setOrigin(0.5)
    .setAlpha(0);
  layer.add(verdict);
  scene.tweens.add({ targets: verdict, alpha: 1, duration, delay: fast ? 100 : 800 });
  scene.tweens.add({
    targets: layer,
    alpha: 0,
    duration: fast ? 150 : 500,
    delay: fast ? 900 : 2800,
    onComplete: () => layer.destroy(),
  });
}
