// The captain's sheet's paper: logbook parchment with fibres, foxing and darker edges, painted once per size.
import { GAME_PALETTES } from '../../../ui/theme';
import { grain, rgba, roundedPath, shade, type Painter } from './paint';

const PALETTE = GAME_PALETTES['captains-war'];

/** Paints a `w × h` parchment with rounded corners `r`. */
export function parchment(w: number, h: number, r = 10): Painter {
  return (ctx) => {
    const random = grain(w * 7919 + h);
    roundedPath(ctx, 0, 0, w, h, r);
    ctx.save();
    ctx.clip();
    const base = ctx.createLinearGradient(0, 0, w * 0.3, h);
    base.addColorStop(0, rgba(shade(PALETTE.surface, 0.25)));
    base.addColorStop(0.6, rgba(PALETTE.surface));
    base.addColorStop(1, rgba(shade(PALETTE.surface, -0.06)));
    ctx.fillStyle = base;
    ctx.fillRect(0, 0, w, h);
    // Foxing: a few soft brown stains.
    for (let i = 0; i < Math.max(3, Math.round((w * h) / 60000)); i += 1) {
      const x = random() * w;
      const y = random() * h;
      const radius = 20 + random() * 60;
      const stain = ctx.createRadialGradient(x, y, 0, x, y, radius);
      stain.addColorStop(0, 'rgba(150, 105, 45, 0.08)');
      stain.addColorStop(1, 'rgba(150, 105, 45, 0)');
      ctx.fillStyle = stain;
      ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
    }
    // Fibres: short faint strokes, mostly along the sheet.
    ctx.lineWidth = 0.6;
    for (let i = 0; i < (w * h) / 260; i += 1) {
      const x = random() * w;
      const y = random() * h;
      const length = 3 + random() * 9;
      const angle = (random() - 0.5) * 0.9;
      ctx.strokeStyle = random() < 0.5 ? 'rgba(120, 85, 40, 0.10)' : 'rgba(255, 255, 240, 0.28)';
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + Math.cos(angle) * length, y + Math.sin(angle) * length);
      ctx.stroke();
    }
    // Darker, worn edges.
    const edge = ctx.createRadialGradient(
      w / 2,
      h / 2,
      Math.min(w, h) * 0.35,
      w / 2,
      h / 2,
      Math.hypot(w, h) / 2,
    );
    edge.addColorStop(0, 'rgba(110, 70, 20, 0)');
    edge.addColorStop(1, 'rgba(110, 70, 20, 0.22)');
    ctx.fillStyle = edge;
    ctx.fillRect(0, 0, w, h);
    ctx.restore();
  };
}
