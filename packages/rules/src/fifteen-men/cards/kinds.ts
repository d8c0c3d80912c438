// The vocabulary printed on 15 Men's cards: flags, roles and the machine form of every skill.

export type Flag = 'english' | 'french' | 'spanish';

/** Mr Parrot counts as a pirate of every nationality. */
export type CardFlag = Flag | 'any';

export type Role = 'buccaneer' | 'cartographer' | 'helmsman' | 'phantom' | 'bosun';

/** What a "Reveal…" skill does once its pirate is turned face up. */
export type RevealEffect =
  | { readonly kind: 'swap-adjacent' } // Anne Bonny
  | { readonly kind: 'swap-with-self' } // Francis Drake
  | { readonly kind: 'look'; readonly backFlags: ReadonlyArray<Flag> } // Aguirre, Pargo
  | { readonly kind: 'look-captain' } // Diabolito
  | { readonly kind: 'flip-up' } // Emanuel Wynn
  | { readonly kind: 'flip-down' } // Jean Lafitte
  | { readonly kind: 'take-adjacent' } // Alonzo Bosco
  | { readonly kind: 'move-doubloon' } // Augustin Blanco
  | { readonly kind: 'discard-doubloon' } // Cabeza de Perro
  | { readonly kind: 'recover-bullet' } // Long John Silver
  | { readonly kind: 'english-sacrifice' } // Laurens de Graaf
  | { readonly kind: 'kill-face-up-adjacent' } // Michel de Grammont
  | { readonly kind: 'kill-adjacent-then-self' }; // Calico Jack

/** What a pirate does in the Showdown without being revealed by its controller. */
export type ShowdownTrait =
  | 'range-3' // Jacques Tavernier
  | 'shoot-face-up' // Daniel Montbars
  | 'shoot-closest-buccaneer' // Jacquotte
  | 'revenge' // John Flint
  | 'ghost-penalty' // William Ghost
  | 'immune-face-down' // Diabolito
  | 'final-shot'; // Blackbeard

/** A bonus counted when the crews are totalled. */
export type ScoringBonus =
  | { readonly kind: 'hawkins'; readonly each: number }
  | { readonly kind: 'helm-and-chart'; readonly bonus: number }
  | { readonly kind: 'per-other-bosun'; readonly each: number }
  | { readonly kind: 'crew-beyond'; readonly size: number; readonly each: number }
  | { readonly kind: 'french-majority'; readonly bonus: number }
  | { readonly kind: 'unused-bullets'; readonly each: number };

/** One side of a card: what the back shows, or what the front prints. */
export interface Face {
  readonly flag: CardFlag;
  /** Guards have no role. */
  readonly role: Role | null;
}

export interface CardData {
  readonly id: string;
  readonly name: string;
  readonly back: Face;
  readonly front: Face;
  readonly vp: number;
  readonly expert: boolean;
  /** The text we authored for the card. */
  readonly text: string;
  readonly reveal?: RevealEffect;
  readonly showdown?: ReadonlyArray<ShowdownTrait>;
  readonly scoring?: ScoringBonus;
}
