// The 7 vessel cards: The Revenge, and six ships each favouring the pirates of its nation's flag.
import type { Flag } from './kinds';

export interface VesselData {
  readonly id: string;
  readonly name: string;
  /** Null for The Revenge, which sails under no nation's flag. */
  readonly flag: Flag | null;
  /** How many pirates of that flag (counted on the backs of the 15 dealt) the ship needs. */
  readonly minimum: number;
  readonly bonus:
    | { readonly kind: 'none' }
    | { readonly kind: 'per-pirate'; readonly each: number }
    | {
        readonly kind: 'majority';
        readonly bonus: number;
      };
  readonly text: string;
}

export const vessels = [
  {
    id: 'the-revenge',
    name: 'The Revenge',
    flag: null,
    minimum: 0,
    bonus: { kind: 'none' },
    text: 'No special effect. Used when the drawn ship lacks pirates of its nationality.',
  },
  {
    id: 'golden-hind',
    name: 'Golden Hind',
    flag: 'english',
    minimum: 7,
    bonus: { kind: 'per-pirate', each: 1 },
    text: 'Needs 7 English pirates. Each English pirate of a crew is worth +1 VP.',
  },
  {
    id: 'royal-fortune',
    name: 'Royal Fortune',
    flag: 'english',
    minimum: 7,
    bonus: { kind: 'majority', bonus: 4 },
    text: 'Needs 7 English pirates. The crew with more English pirates than every other crew gains +4 VP.',
  },
  {
    id: 'le-griffon',
    name: 'Le Griffon',
    flag: 'french',
    minimum: 4,
    bonus: { kind: 'per-pirate', each: 2 },
    text: 'Needs 4 French pirates. Each French pirate of a crew is worth +2 VP.',
  },
  {
    id: 'la-trompeuse',
    name: 'La Trompeuse',
    flag: 'french',
    minimum: 4,
    bonus: { kind: 'majority', bonus: 4 },
    text: 'Needs 4 French pirates. The crew with more French pirates than every other crew gains +4 VP.',
  },
  {
    id: 'la-concepcion',
    name: 'Nuestra Señora de la Concepción',
    flag: 'spanish',
    minimum: 3,
    bonus: { kind: 'per-pirate', each: 2 },
    text: 'Needs 3 Spanish pirates. Each Spanish pirate of a crew is worth +2 VP.',
  },
  {
    id: 'san-felipe',
    name: 'San Felipe',
    flag: 'spanish',
    minimum: 3,
    bonus: { kind: 'majority', bonus: 4 },
    text: 'Needs 3 Spanish pirates. The crew with more Spanish pirates than every other crew gains +4 VP.',
  },
] as const satisfies ReadonlyArray<VesselData>;

export type VesselId = (typeof vessels)[number]['id'];
