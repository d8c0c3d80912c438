// A small schema with every kind of collection, and random changes to it: the round-trip tests' subject.
import { ArraySchema, MapSchema, Schema, type, view } from '@colyseus/schema';
import type { Dice } from '@flotilla/rules';

export class Crew extends Schema {
  @type('uint8') strength = 0;
  @type(['string']) tags = new ArraySchema<string>();
}

export class Deck extends Schema {
  @type('string') label = '';
  @type(['uint8']) dice = new ArraySchema<number>();
  @type([Crew]) crews = new ArraySchema<Crew>();
  @type({ map: Crew }) ports = new MapSchema<Crew>();
  @view() @type('string') secret = '';
}

/** One random change; `dice` is seeded, so a failure replays. */
export function mutate(deck: Deck, dice: Dice, step: number): void {
  const pick = (n: number) => dice.int(0, n - 1);
  switch (pick(10)) {
    case 0:
      deck.label = `label ${step}`;
      break;
    case 1:
      deck.dice.push(pick(6) + 1);
      break;
    case 2:
      if (deck.dice.length > 0) deck.dice[pick(deck.dice.length)] = pick(6) + 1;
      break;
    case 3:
      deck.dice.pop();
      break;
    case 4: {
      const crew = new Crew();
      crew.strength = pick(9);
      crew.tags.push(`t${step}`);
      deck.crews.push(crew);
      break;
    }
    case 5: {
      const crew = deck.crews[pick(Math.max(1, deck.crews.length))];
      if (crew !== undefined) {
        crew.strength = pick(9);
        crew.tags.push(`s${step}`);
      }
      break;
    }
    case 6:
      if (deck.crews.length > 0) deck.crews.splice(pick(deck.crews.length), 1);
      break;
    case 7: {
      const crew = new Crew();
      crew.strength = pick(9);
      deck.ports.set(`p${pick(4)}`, crew);
      break;
    }
    case 8:
      deck.ports.delete(`p${pick(4)}`);
      break;
    default:
      deck.secret = `secret ${step}`;
      if (pick(8) === 0) deck.dice.clear();
  }
}
