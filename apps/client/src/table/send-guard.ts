// When a click or a key may send the seat's action: once per offer, never mid-animation, never as a double-click.

/**
 * The second click of a double-click lands on whatever button the first one's patch put under the pointer (the
 * server answers well within a double-click), so it would act again on an offer the player never read. Such a
 * click says so (its `detail`, the click count, is 2) and is refused. Input that counts no clicks (a synthetic
 * click, some touch screens) is covered by holding the buttons this long after a send instead.
 */
export const DOUBLE_CLICK_MS = 150;

export interface SendGuard {
  /** True when an action may go now; it is then counted as sent. */
  allow(offer: string, at: number, clickCount?: number): boolean;
  /** The server refused the last action: the same offer may be acted on again. */
  refused(): void;
  /** True while the offer on screen is the one already acted on. */
  sentOn(offer: string): boolean;
  /** Milliseconds from `at` until a double-click could no longer be meant: the buttons stay held until then. */
  holdLeft(at: number): number;
}

/** `busy` says whether the table is still animating what the offers describe (the dice have not landed). */
export function sendGuard(busy: () => boolean): SendGuard {
  let sentOffer: string | null = null;
  let sentAt = Number.NEGATIVE_INFINITY;
  return {
    allow(offer, at, clickCount = 1) {
      if (offer === sentOffer || busy() || clickCount > 1 || at - sentAt < DOUBLE_CLICK_MS) return false;
      sentOffer = offer;
      sentAt = at;
      return true;
    },
    refused() {
      sentOffer = null;
      sentAt = Number.NEGATIVE_INFINITY;
    },
    sentOn: (offer) => offer === sentOffer,
    holdLeft: (at) => Math.max(0, sentAt + DOUBLE_CLICK_MS - at),
  };
}
