// The 4 guard cards: pirates loyal to the captain, used in 2- and 5-player games.
import type { CardData } from './kinds';

export const guards = [
  {
    id: 'bamba',
    name: 'Bamba',
    back: { flag: 'spanish', role: null },
    front: { flag: 'spanish', role: null },
    vp: 1,
    expert: false,
    text: 'Once per game, on your turn, as an extra action: exchange Bamba with a pirate of the Round Robin. That pirate is placed face up in front of you as a guard; Bamba takes its place, under your control, and nobody may bid on him.',
  },
  {
    id: 'william-gibbons',
    name: 'William Gibbons',
    back: { flag: 'english', role: null },
    front: { flag: 'english', role: null },
    vp: 0,
    expert: false,
    text: 'Once per game, when a pirate is killed or sacrificed, you may rescue it: it stays where it is, with its doubloons and its controller.',
  },
  {
    id: 'henry-morgan',
    name: 'Henry Morgan',
    back: { flag: 'english', role: null },
    front: { flag: 'english', role: null },
    vp: 0,
    expert: false,
    text: 'At the end of the Showdown (before Blackbeard), you may shoot one pirate of your choice without using a bullet.',
  },
  {
    id: 'mr-parrot',
    name: 'Mr Parrot',
    back: { flag: 'any', role: null },
    front: { flag: 'any', role: null },
    vp: 0,
    expert: false,
    text: 'At the start of each of your turns you may secretly look at a face-down pirate. Counts as a pirate of every nationality for pirates, scenarios and vessels.',
  },
] as const satisfies ReadonlyArray<CardData>;

export type GuardId = (typeof guards)[number]['id'];
