// One tooltip per table: every element drawn on the canvas can say what it is and does. The words are DOM (sharp
// at any size, never clipped by the canvas, read by the screen reader's live region) and follow the pointer.
import type Phaser from 'phaser';
import { h } from '../ui/dom';

/** A tooltip's words: fixed, or worked out when the pointer arrives (null or '' says nothing). */
export type TipText = string | (() => string | null);

export interface TableTooltip {
  /** `target` says `text` while the pointer is over it (made interactive if it is not yet). */
  attach(target: Phaser.GameObjects.GameObject, text: TipText): void;
  /**
   * An invisible hover area (a Zone) over something drawn with Graphics, at `x, y` (top-left) `width × height` in
   * scene units. Add it to the container it belongs to, so that it goes when the drawing is redrawn.
   */
  area(x: number, y: number, width: number, height: number, text: TipText): Phaser.GameObjects.Zone;
  hide(): void;
  destroy(): void;
}

/** Where the tip goes, in the host's pixels: beside the pointer, kept inside the host. */
export function tipPosition(
  pointer: { readonly x: number; readonly y: number },
  tip: { readonly width: number; readonly height: number },
  host: { readonly width: number; readonly height: number },
  gap = 14,
): { x: number; y: number } {
  let x = pointer.x + gap;
  let y = pointer.y + gap;
  if (x + tip.width > host.width) x = Math.max(0, pointer.x - gap - tip.width);
  if (y + tip.height > host.height) y = Math.max(0, pointer.y - gap - tip.height);
  return { x, y };
}

export function tableTooltip(scene: Phaser.Scene, host: HTMLElement): TableTooltip {
  const tip = h('div', { class: 'table-tip', role: 'tooltip', hidden: true });
  host.append(tip);
  let current: TipText | null = null;

  const place = (pointer: Phaser.Input.Pointer): void => {
    const event = pointer.event as MouseEvent | undefined;
    if (!event || typeof event.clientX !== 'number') return;
    const box = host.getBoundingClientRect();
    const at = tipPosition(
      { x: event.clientX - box.left, y: event.clientY - box.top },
      { width: tip.offsetWidth, height: tip.offsetHeight },
      { width: box.width, height: box.height },
    );
    tip.style.transform = `translate(${Math.round(at.x)}px, ${Math.round(at.y)}px)`;
  };
  const show = (text: TipText, pointer: Phaser.Input.Pointer): void => {
    const words = typeof text === 'function' ? text() : text;
    if (!words) return hide();
    current = text;
    tip.textContent = words;
    tip.hidden = false;
    place(pointer);
  };
  const hide = (): void => {
    current = null;
    tip.hidden = true;
  };
  const attach = (target: Phaser.GameObjects.GameObject, text: TipText): void => {
    if (!target.input) target.setInteractive();
    target.on('pointerover', (pointer: Phaser.Input.Pointer) => show(text, pointer));
    target.on('pointermove', (pointer: Phaser.Input.Pointer) => {
      if (current !== text) return;
      // Words worked out from the table follow it while the pointer rests (a coin added, a post taken).
      if (typeof text === 'function') {
        const words = text();
        if (!words) return hide();
        if (words !== tip.textContent) tip.textContent = words;
      }
      place(pointer);
    });
    target.on('pointerout', () => {
      if (current === text) hide();
    });
    target.once('destroy', () => {
      if (current === text) hide();
    });
  };
  const area = (
    x: number,
    y: number,
    width: number,
    height: number,
    text: TipText,
  ): Phaser.GameObjects.Zone => {
    const zone = scene.add.zone(x, y, width, height).setOrigin(0, 0);
    attach(zone, text);
    return zone;
  };
  // The pointer leaving the canvas leaves every element. (Event names as strings: this file stays importable
  // without Phaser, for its tests.)
  scene.input.on('gameout', hide);
  return {
    attach,
    area,
    hide,
    destroy: () => {
      scene.input?.off('gameout', hide);
      tip.remove();
    },
  };
}
