// Eollis: Pirates des Vents, taught to a player: three expeditions, each an aerial adventure and a tavern night.
import type { Guide } from '../guide';
import {
  balloonFigure,
  cardsFigure,
  draftFigure,
  electionFigure,
  expeditionFigure,
  mutinyFigure,
  renownFigure,
  sharingFigure,
  shipFigure,
  trialFigure,
} from '../figures/eollis';

export const eollisGuide: Guide = {
  game: 'eollis',
  tagline:
    'Wind-pirate clans share one airship for three expeditions: man its posts, face what the sky sends, keep the balloons aloft — and settle accounts in the tavern.',
  facts: ['3 to 5 clans', '3 expeditions', 'Negotiation and mutiny'],
  sections: [
    {
      id: 'goal',
      blocks: [
        'You lead a clan of Wind Pirates. After **3 expeditions**, the clan with the most **renown** wins. Ties go to the clan with the most living pirates, then to a Bagou duel (best Bagou plus a die).',
        'Each expedition has two parts: the **Aerial Adventure**, where the clans crew one airship and face Events together, and the **Tavern**, where the loot is shared, fists fly and gold becomes renown.',
      ],
    },
    {
      id: 'clan',
      blocks: [
        '**Pirate cards** make up your clan. Each has three skills — **Navigation**, **Combat** and **Bagou** (the gift of the gab) — and a **power** usable once per expedition, on your own turn (a few trigger by themselves).',
        '**Action cards** come in two kinds. **Exploits** (blue) can be played at any time, even on another clan’s turn, to help or to hinder: one per turn per clan. **Brawl** cards (violet) work only in the Tavern; during the Aerial Adventure a Brawl card may instead give **−1** to another clan’s roll.',
        '**Secret Missions** hide among the Action cards. Reveal yours as soon as its condition is met to gain its renown; it does not count as your Action card of the turn.',
        '**Event cards** are what the ship meets: balloon damage, a trial in one skill with a threshold to reach, and what success, failure and the cagnotte bring.',
        'You may **negotiate** at any time: give gold or Action cards, make promises. Pirates and posts cannot be traded, and promises are only words.',
      ],
      figures: [
        { svg: cardsFigure(), caption: 'A Pirate card, an Event card, and the two kinds of Action cards.' },
      ],
    },
    {
      id: 'expedition',
      blocks: [
        {
          ordered: true,
          list: [
            'Draw Action cards (not on the first expedition).',
            'Recruit pirates.',
            'Elect the Captain.',
            'Board: each pirate takes a post.',
            'Face Events, one after another, until the Captain returns to port.',
          ],
        },
        'Then the **Tavern**: share the cagnotte, draw Action cards, two rounds of brawls, and buy renown with your gold.',
      ],
      figures: [
        {
          svg: expeditionFigure(),
          caption: 'An expedition: the Aerial Adventure, then the Tavern — three times.',
        },
      ],
    },
    {
      id: 'refill',
      blocks: [
        'Starting with the clan of the last Captain, each clan may discard any Action cards it likes, then draws back up to **3**. Nobody may ever hold more than **5** cards.',
        'On the first expedition this step is skipped: everyone starts with 3 cards.',
      ],
    },
    {
      id: 'recruitment',
      blocks: [
        '**First expedition**: each clan is dealt pirates face up (4 each with 3 clans, 3 each with 4 or 5), then in turn takes one more from **three pirates on offer**, which are refilled after each pick. Clans end with 5 pirates (3 clans) or 4 (4–5 clans).',
        '**Later expeditions**: first keep or dismiss any of your surviving pirates; then your clan is completed the same way, back to 5 or 4 pirates.',
      ],
      figures: [
        {
          svg: draftFigure(),
          caption: 'Recruiting: three pirates dealt, one taken from the three on offer.',
        },
      ],
    },
    {
      id: 'election',
      blocks: [
        'Each clan proposes one of its pirates as **Captain**. Every candidate rolls a die and adds his **Bagou**. The highest total becomes Captain; a tie is rolled again among the finalists. Each clan may play one Action card on the election.',
        'The Captain always plays first; play goes on clockwise from him.',
        { example: 'The candidates total 6, 5 and 8. With 8, Toure l’Eventreuse becomes Captain.' },
      ],
      figures: [{ svg: electionFigure(), caption: 'The election: Bagou plus a die.' }],
    },
    {
      id: 'boarding',
      blocks: [
        'The Captain’s token goes on the Captain’s post. Then, from the Captain and clockwise, each clan places one pirate on a **free post**, until all pirates are aboard. When the 13 posts are full, the rest go to the **hold**: they cannot use their power, earn gold or suffer a failure.',
        'When a post falls vacant, pirates in the hold rise to take it, top of the pile first, each choosing his post.',
        'Every post gives its pirate a role; several help **every clan** in trials:',
        {
          table: [
            ['Post', 'What it does', 'Share'],
            [
              'Captain',
              'Plays first; once per expedition swaps the posts of two pirates (hold included); decides to go on or return. Dies if the ship is destroyed.',
              '4 gold',
            ],
            [
              'Second',
              '+2 Bagou for all; once per expedition hides 3 gold of his clan from thieves; replaces the Captain.',
              '3 gold',
            ],
            [
              'Priest',
              'Chooses who dies when a special Event marked with his symbol fails; saves pirates from a shipwreck, for 1 gold each.',
              '0',
            ],
            ['Lookout', 'Sees each Event first, and may bury it for the next.', '1 gold'],
            [
              'Cook · Harpooner · Alti-Maître',
              'Alone face the special Events of their symbol, and gain 1 renown on success. The Alti-Maître also repairs the balloons.',
              '2 gold each',
            ],
            [
              'Bosco',
              '+1 Navigation for all; hands the top Action card to a clan of his choice, for 1 gold.',
              '1 gold',
            ],
            ['Armourer', '+1 Combat for all; +2 for his camp in a mutiny.', '1 gold'],
            ['Sailors (2)', '+1 Navigation for all, each.', '1 gold each'],
            ['Gunners (2)', '+1 Combat for all, each.', '1 gold each'],
          ],
        },
      ],
      figures: [{ svg: shipFigure(), caption: 'The airship’s thirteen posts, and the hold below.' }],
    },
    {
      id: 'events',
      blocks: [
        '**The Lookout** draws the top Event and looks at it alone — he may tell the others anything, true or not. He either plays it, or buries it under the pile and plays the next one, unseen.',
        '**Balloon damage**: the Event moves the balloon token along the 8-space track. If it goes past the last space, the ship is destroyed (see Shipwreck).',
        '**Repairs**: the Alti-Maître may then try a repair roll. Spaces 1–3 are repaired on 3 or more, spaces 4–6 on 4 or more, spaces 7–8 on 5 or more. Success moves the token back one space; failure moves it on one.',
        '**The Bosco** then gives the top Action card, unseen, to the clan of his choice, which pays him 1 gold.',
      ],
      figures: [
        {
          svg: balloonFigure(),
          caption: 'The balloon track: three zones, harder to repair as the damage grows.',
        },
      ],
    },
    {
      id: 'trials',
      blocks: [
        'From the Captain, each clan in turn chooses one of its pirates on a post and rolls: **die + the Event’s skill + crew bonuses**. Every clan tries, even after someone has succeeded. Cards may add a bonus or a re-roll; other clans may play a Brawl card for −1.',
        '**Crew bonuses** count whoever holds the posts: Navigation +1 per Bosco and Sailor aboard; Combat +1 per Armourer and Gunner; Bagou +2 with a Second.',
        '**Success** (the threshold or more): your clan takes the gold or cards shown, and adds the cagnotte amount to the pot. Gold is placed on your pirates’ cards, where everyone can count it.',
        '**Failure**: your clan suffers the penalty — renown lost, or a pirate killed (you choose which; on special Events the Priest chooses). A dead pirate’s gold goes to the rest of his clan. A clan’s last pirate never dies: he becomes a **ghost**, who keeps his post and his gold.',
        '**Special Events** are faced by one pirate only: the Cook, the Harpooner, the Alti-Maître or the Priest, as the card shows.',
      ],
      figures: [{ svg: trialFigure(), caption: 'A Combat trial against a threshold of 8.' }],
    },
    {
      id: 'decision',
      blocks: [
        'After each Event, the Captain announces: **continue** to a new Event, or **return to port** for the Tavern. More Events mean more gold in the cagnotte — and more damage to the balloons.',
        'The Captain may also use his swap once per expedition here.',
      ],
    },
    {
      id: 'mutiny',
      blocks: [
        'After the Captain’s decision, any other clan may call a **mutiny** and name one of its pirates as leader; it wants the opposite of the Captain’s choice.',
        'Every clan then picks a camp, the Captain’s or the mutineers’ — secretly, revealed all at once (or one by one, clockwise from the mutineer, if the table chose so). Each camp counts **+1 per pirate** of its clans on a post, **+2 for the Armourer**; the Captain and the leader each roll a die and may play one card. The higher total wins; a tie rolls again.',
        'The losing leader (Captain or mutineer) dies, and so does one pirate of each clan of his camp; their gold goes into the cagnotte. A winning mutineer becomes Captain and the ship does as he wished.',
      ],
      figures: [
        {
          svg: mutinyFigure(),
          caption: 'A mutiny: pirates aboard, the Armourer, cards and a die on each side.',
        },
      ],
    },
    {
      id: 'shipwreck',
      blocks: [
        'When the balloon token leaves the track, the ship is **destroyed**: the cagnotte is lost, and so is the Captain. The Priest is always saved; any other pirate is saved if his clan pays the Priest **1 gold**. Pirates not saved are lost with their gold.',
        'Play goes straight to the Tavern — another ship waits at the port.',
      ],
    },
    {
      id: 'tavern',
      blocks: [
        '**Sharing the cagnotte**: the gold in the pot is paid to the posts in order, round after round, until it is gone.',
        'Then each clan discards and draws back up to 3 Action cards.',
        '**Brawls**: two rounds, from the Captain. On your turn play a Brawl card — pickpocket, challenge, humiliate, lure away or murder — or pass; a clan that passes may not play in the second round. Exploits stay open as usual. A clan that kills another clan’s pirate (a murder, an accident) takes 2 of his gold.',
      ],
      figures: [{ svg: sharingFigure(), caption: 'Sharing the cagnotte, post by post.' }],
    },
    {
      id: 'renown',
      blocks: [
        'Last, each clan pools its gold and **buys renown**: a point costs 4 gold while your marker is in the first section of the track, 5 in the second, 6 in the third. Gold left over stays with your clan. Renown never goes below 0.',
        'After the third Tavern, **the clan with the most renown wins**.',
      ],
      figures: [{ svg: renownFigure(), caption: 'The renown track: each section costs more.' }],
    },
  ],
};
