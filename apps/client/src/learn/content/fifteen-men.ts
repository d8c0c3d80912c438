// 15 Men, taught to a player: secret roles, the ring of fifteen, bribes, skills, one round of shots, the count.
import type { Guide } from '../guide';
import {
  cardFigure,
  corruptionFigure,
  countFigure,
  doubloonsFigure,
  lookFigure,
  ringFigure,
  rolesFigure,
  showdownFigure,
} from '../figures/fifteen-men';

export const fifteenMenGuide: Guide = {
  game: 'fifteen-men',
  tagline:
    'A game of subterfuge, deception and mutiny aboard a pirate ship: bribe the crew with doubloons, learn their secrets, and be on the right side when the pistols come out.',
  facts: ['2 to 5 players', 'Hidden factions', 'About 20 minutes'],
  sections: [
    {
      id: 'goal',
      blocks: [
        'The captain, helped by a secret **loyalist**, tries to quell a mutiny. The others are **mutineers**. Each team bribes crewmen to its side; at the end, **the team whose crew is worth the most Victory Points (VP) wins**. A tie goes to the captain: the mutiny fails.',
      ],
    },
    {
      id: 'roles',
      blocks: [
        'Each player is dealt a secret role. The **captain** shows his at once. The **loyalist** (4 or 5 players) keeps his hidden: nobody knows whose side he is on until the end. Everyone else is a **mutineer**, also hidden.',
        {
          table: [
            ['Players', 'Roles'],
            ['2', 'The captain and a mutineer, both shown. The captain has one guard and plays first.'],
            ['3', 'The captain and two mutineers, all shown; each plays for himself. No loyalist.'],
            ['4', 'Captain, loyalist and two mutineers.'],
            ['5', 'Captain, loyalist and three mutineers. The captain has two guards.'],
          ],
        },
        '**Guards** (2 and 5 players) stand face up in front of the captain, outside the ring: nobody can bribe, shoot or move them, and they always count in the captain’s crew. The captain may use their abilities on his turn.',
      ],
      figures: [
        { svg: rolesFigure(), caption: 'The roles: the captain and the loyalist carry the black spot.' },
      ],
    },
    {
      id: 'ring',
      blocks: [
        'Fifteen pirates lie **face down** around the deck in a ring, the **Round Robin**, numbered 1 to 15. Their position matters: a pirate can tell you about his neighbours — and shoot them.',
        'The **back** of a card shows only a flag (its *presumed* nationality: English, French or Spanish) and a role. The **front** shows the pirate’s name, his true flag, his role, his **Victory Points** and his **skill**. Beware: a few pirates lie about their flag!',
        'Roles give a clue about skills:',
        {
          list: [
            '**Buccaneers** shoot earlier or further.',
            '**Cartographers** let you look at or reveal other pirates.',
            '**Helmsmen** move pirates or doubloons around the ring.',
            '**Phantoms** shrug off shots or punish their killers.',
            '**Bosuns** score more when certain conditions are met.',
          ],
        },
        'A **vessel** card lies in the middle: the ship of this mutiny. Most vessels reward the pirates of their own nation at the count.',
      ],
      figures: [
        {
          svg: ringFigure(),
          caption:
            'The Round Robin: fifteen pirates face down; each back shows a flag and a role (Bu, Ca, He, Ph, Bo).',
        },
        {
          svg: cardFigure(),
          caption: 'A pirate’s two faces: the back everyone sees, the front you see when you look.',
        },
      ],
    },
    {
      id: 'doubloons',
      blocks: [
        'Each player has a set of doubloons of his colour, worth 1, 2 or 3, and **one bullet**.',
        {
          table: [
            ['Players', 'Doubloons'],
            ['2 or 3', '1, 1, 2, 2, 2, 3, 3 (seven)'],
            ['4', '1, 1, 2, 2, 3, 3 (six)'],
            ['5', '1, 1, 2, 3, 3 (five)'],
          ],
        },
      ],
      figures: [
        { svg: doubloonsFigure(), caption: 'One player’s purse: doubloons of his colour and a bullet.' },
      ],
    },
    {
      id: 'opening',
      blocks: [
        'With **3 players** only, before the first turn, each mutineer secretly looks at two pirates of his choice in the ring.',
      ],
    },
    {
      id: 'corruption',
      blocks: [
        'Starting with the player on the captain’s left (with 2 players, the captain), each player in turn **must bribe one pirate**: place one doubloon, of any value, beside a pirate. Your doubloons already there add up.',
        '**Taking control**: a pirate nobody controls is yours with any doubloon. A pirate someone else controls becomes yours only if your total beside him is now **greater** than his controller’s. You may not place a doubloon that would not take control — except on a pirate you already control, to defend him.',
        'When you take control of a pirate, **look at him** secretly, then you may look at **one of his two neighbours** (whoever controls it). Put the cards back where they were, face down.',
        'If you cannot take control of any pirate, discard one of your doubloons and your turn passes.',
        {
          example:
            'Purple’s best doubloon is a 3. He may bribe pirate 1 with any doubloon, and take 2 or 3 with a 2 or a 3. He cannot bid on 4: his 3 would not beat the 3 already there.',
        },
      ],
      figures: [
        {
          svg: corruptionFigure(),
          caption: 'A bribe must take control: more than the controller’s total beside that pirate.',
        },
        { svg: lookFigure(), caption: 'Taking pirate 3: look at him, then at one neighbour, 2 or 4.' },
      ],
    },
    {
      id: 'reveal',
      blocks: [
        'Some pirates have a skill that begins with **“Reveal…”**. Once per turn, before or after your bribe (or your shot in the Showdown), you may turn face up a pirate **you controlled at the start of your turn** and resolve his skill at once.',
        'He stays face up in his place, and his skill cannot be used again. You can never use the skill of a pirate your teammate controls.',
        'Other skills work by themselves: at the count (Bosuns), when shooting (Buccaneers), or when shot (Phantoms).',
      ],
    },
    {
      id: 'showdown',
      blocks: [
        'When everyone has played all their doubloons, the **Showdown** begins: **one round of shots**, starting with the player on the captain’s left.',
        'On your turn you may make one pirate you control **shoot a pirate next to him** in the ring. The target is discarded with all the doubloons on him. An empty place breaks the line: a pirate beyond a gap is two places away, out of reach. Or keep your bullet and pass.',
        'Some Buccaneers shoot further; some Phantoms resist bullets. You may still reveal one of your pirates before or after your shot.',
        {
          example:
            'Purple controls pirates 6, 7 and 8. Pirate 5 was shot earlier, so Purple can only fire at pirate 9.',
        },
      ],
      figures: [{ svg: showdownFigure(), caption: 'A shot reaches the next pirate only — a gap stops it.' }],
    },
    {
      id: 'scoring',
      blocks: [
        'After the round of shots, the loyalist reveals himself and joins his crew to the captain’s. Every pirate is turned face up. Each team adds up its crew’s **Victory Points**, with the bonuses printed on the cards and the vessel’s.',
        '**The highest total wins.** On a tie, the mutiny fails: the captain’s team wins. With 3 players each player is a team of his own.',
        {
          example:
            'The captain’s crew holds two Hawkins brothers (+3 each), two French pirates on a French vessel (+2 each) and Raveneau de Lussan, who gets no bonus as the crew has no Helmsman: 23 VP.',
        },
      ],
      figures: [{ svg: countFigure(), caption: 'The count: each pirate’s VP plus his bonuses.' }],
    },
    {
      id: 'vessels',
      blocks: [
        'The **vessel** in the middle changes the count, usually for pirates of its nation. A vessel needs enough pirates of its flag in the ring; otherwise the game uses **The Revenge**, which does nothing.',
        'Some pirates are marked **expert**: their skills twist the game further. A table may leave those seven in the box for a first game.',
        'A **scenario** may change the rules (the basic one, Treasure Island, changes nothing):',
        {
          list: [
            '**Tortuga**: bullets start confiscated. Once, as your turn’s bribe, buy yours back with one doubloon — 3 or more for the first buyer, 2 for the second, then 1.',
            '**The Governor’s Daughter** (4–5 players): bribe her like a pirate; at the end, whoever controls her is the loyalist.',
            '**Voodoo**: instead of a bribe, pay one doubloon for a ritual: any pirate of the ring is turned face up and his “Reveal…” skill works for you.',
          ],
        },
      ],
    },
  ],
};
