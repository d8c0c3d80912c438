// Captains' War, taught to a player: the rulebook's rules in the order a turn plays them.
import type { Guide } from '../guide';
import {
  boardingFigure,
  commandFigure,
  diceFigure,
  lootFigure,
  navalFigure,
  scoringFigure,
  sheetFigure,
  soloFigure,
  tracksFigure,
  turnFigure,
} from '../figures/captains-war';

export const captainsWarGuide: Guide = {
  game: 'captains-war',
  tagline:
    'Pirate captains on a quest for Reputation: loot the dice, dress like a legend, sail a better ship, board your rivals — then face them all in one last naval battle.',
  facts: ['Solo, or 2 to 6 captains', 'About 20 turns', 'Dice and a sheet each'],
  sections: [
    {
      id: 'goal',
      blocks: [
        'You are a pirate captain. Gather gold and resources, adorn yourself with **Attributes** worthy of a legend of the seven seas, trade up your **boat**, and recruit **Pirates** to attack and weaken your rivals before the final **Naval Battle**.',
        'Everything you do earns **Reputation points (RP)**. When the game ends, the captain with the most RP is the most renowned pirate and wins. A tie is broken by the naval battle; if still tied, the victory is shared: a pirate alliance is born!',
      ],
    },
    {
      id: 'sheet',
      blocks: [
        'Each captain has a sheet. What you own is **circled**; what you spend is **filled in**. Everything on it is public: look at your rivals’ sheets before you choose.',
        {
          list: [
            '**Gold Pieces (GP)**: a line of coins. Circle them in order as you gain gold; fill them in as you spend. Circling the very last GP ends the game.',
            '**The chest**: your resources, from most wanted to least — pearls, wood, gems, barrels.',
            '**Pirates**: six lines, Strength 1 (a fist) to Strength 6 (a cannon). The gold cost to recruit one is written to its left.',
            '**Attributes** (parrot, captain’s hat, hook, boots) and **Boats** (raft, rowing boat, sailing ship, galleon), each with its cost in resources and its RP. They are bought from top to bottom.',
            '**Two red tracks**, the Attribute track and the Boat track, filled with the red die.',
            '**The boarding chart**: five lines, one per boarding battle you take part in.',
          ],
        },
        'You start with **3 GP** and three Pirates: Strength 1, 2 and 3. In games of 4, 5 or 6, the 4th captain starts with 1 extra GP, the 5th with 2 and the 6th with 3.',
      ],
      figures: [
        {
          svg: sheetFigure(),
          caption:
            'Your sheet: gold, the chest, your crew, acquisitions, the two red tracks and the boarding chart.',
        },
      ],
    },
    {
      id: 'dice',
      blocks: [
        'Six dice are rolled each turn. Each die is a kind of loot:',
        {
          table: [
            ['Die', 'What it gives'],
            ['Yellow (Gold)', 'As many GP as its face: 1 to 6.'],
            [
              'Blue × 3 (Resources)',
              'A pearl, wood, gem or barrel; a Joker (any one resource you name); or a double: one die has 2 barrels, one 2 wood, one 2 gems.',
            ],
            [
              'Red (Tracks)',
              'Fill up to 2 circles: a skull on the Attribute track, an anchor on the Boat track.',
            ],
            [
              'Black (Pirates)',
              'One free Pirate of the Strength shown: fist 1, cutlass 2, crossed sabres 3, pistol 4, bomb 5, cannon 6.',
            ],
          ],
        },
      ],
      figures: [
        {
          svg: diceFigure(),
          caption:
            'The six loot dice: gold, three resource dice, the red track die and the black Pirate die.',
        },
      ],
    },
    {
      id: 'turn',
      blocks: [
        'Captains take turns being the **active player**, clockwise. Every turn has three phases, and everyone plays in the first two:',
        {
          ordered: true,
          list: [
            '**Loot**: the active captain rolls the six dice and sets one aside; then every captain picks two dice.',
            '**Command**: everyone may buy resources, make one acquisition and recruit Pirates.',
            '**Boarding**: the active captain alone may attack one rival.',
          ],
        },
        'Then the next captain becomes active, until one of the ends of the game is reached.',
      ],
      figures: [{ svg: turnFigure(), caption: 'A turn: loot, command, boarding.' }],
    },
    {
      id: 'loot',
      blocks: [
        'The active captain rolls the six dice, then **sets one aside**: nobody else may take that result.',
        'Then **every captain picks two different dice**. The active captain chooses among all six; the others among the five left. Several captains may pick the same die — each gets its full loot.',
        'Circle what your dice give you: gold, resources, a Pirate, or up to two red circles on a track. When you pick a Joker, name the resource it becomes.',
        {
          example:
            'The active captain sets the black die (a cannon!) aside so no rival can recruit it, then takes the 5 GP and the red anchor for two Boat circles.',
        },
      ],
      figures: [{ svg: lootFigure(), caption: 'Loot: one die set aside, two dice picked.' }],
    },
    {
      id: 'command',
      blocks: [
        'Every captain now spends what they own.',
        '**Buy resources**: 3 GP buy any one resource, as often as you like.',
        '**One acquisition**: buy your next Attribute *or* your next Boat. Each line is bought in order — a parrot before a captain’s hat, a raft before a rowing boat. Fill in the resources it costs and score its RP at once.',
        {
          table: [
            ['Attribute', 'Costs', 'RP', 'Boat', 'Costs', 'RP'],
            ['Parrot', 'pearl, wood, Joker', '2', 'Raft', 'wood, barrel, gem', '1'],
            ['Captain’s hat', 'pearl, gem, barrel', '3', 'Rowing boat', 'pearl, wood, Joker', '4'],
            ['Hook', 'pearl, wood, gem, barrel', '6', 'Sailing ship', 'pearl, wood, 2 gems', '5'],
            ['Boots', '2 pearls, wood, gem, barrel', '8', 'Galleon', '2 pearls, wood, barrel', '7'],
          ],
          caption: 'A “Joker” in a cost is paid with any one resource.',
        },
        '**Recruit Pirates**: pay the cost on the left of a Pirate line (2 GP for Strength 1 up to 7 GP for Strength 6) and circle the next Pirate on that line.',
        '**Command bonus**: the first captain to own all four Attributes, or all four Boats, scores **6 RP**. Captains who complete that line later score 3 RP. Owning both bonuses ends the game.',
      ],
      figures: [
        {
          svg: commandFigure(),
          caption: 'Command: resources become an acquisition; gold becomes resources or Pirates.',
        },
      ],
    },
    {
      id: 'tracks',
      blocks: [
        'The red die and some boarding rewards fill **red circles**, always from the top, one after the other, never skipping one.',
        '**Locks** stand beside some circles: you cannot go past a lock until you have made the acquisition printed beside it (for example, no 4th Boat circle before you own the raft).',
        '**Gains** stand beside other circles: gold, a resource, a Pirate. Circle the gain as soon as you fill its circle. On the Boat track two gains last forever: **+1 when attacking** (No Mercy — you may even attack with no Pirate, at Strength 1) and **+1 when defending**.',
        '**At the end**: the Attribute track pays a podium — 12 RP for the most circles, 7 for the second, 3 for the third (ties share; an empty track wins nothing). The Boat track pays the RP printed on its first circle still empty (15 RP if it is full). In a duel or solo, the Attribute track pays 12 and 7 and the Boat track 15 and 7, to the captain with the most circles first.',
      ],
      figures: [
        {
          svg: tracksFigure(),
          caption: 'A red track: filled circles, gains above them, locks between them.',
        },
      ],
    },
    {
      id: 'boarding',
      blocks: [
        'When everyone has finished recruiting, the **active captain** may attack one rival — or let the turn end.',
        'Both captains **secretly choose Pirates** from their crew: the attacker 1 to 3, the defender 0 to 3. Then both reveal at once. **The higher total Strength wins**; on a tie, the defender wins. Every Pirate committed is spent, win or lose. (A table may hand one captain the **Arms Master** card: he wins the ties of the battles he fights, attacking too.)',
        'The winner chooses a reward:',
        {
          list: [
            '**5 GP**, taken first from the loser (who fills in as many as they have; the winner still gains 5).',
            '**2 red circles** on a track of the winner’s choice (if no lock blocks it).',
          ],
        },
        '**The grappling hook** (3 players or more): a captain who has just defended cannot be attacked again until their attacker is active once more — unless they attack someone themselves. **In a duel** there is no hook, but nobody may attack on two turns in a row.',
        'Each captain takes part in at most **5 boarding battles**. Keep some Pirates for the naval battle!',
      ],
      figures: [
        {
          svg: boardingFigure(),
          caption: 'A boarding: 5 + 2 against 4 + 1 — the attacker wins and chooses 5 GP or two red circles.',
        },
      ],
    },
    {
      id: 'naval-battle',
      blocks: [
        'The game ends at the end of the turn in which:',
        {
          list: [
            'a captain takes part in their **5th boarding battle**, or',
            'a captain wins a **second command bonus**, or',
            'a captain circles the **last GP** on their sheet.',
          ],
        },
        'Then comes the **Naval Battle**: every Pirate still in your crew fights, with no more recruiting. Add up their Strength. The strongest crew wins **15 RP**, the second 7 RP, the third 5 RP. A tie is broken by comparing the strongest Pirates one by one. A captain with no Pirate left takes no part.',
        {
          example:
            'Mary’s crew totals 24, Sebastian’s and Manuel’s 20 each. Mary is first. Sebastian’s strongest Pirate beats Manuel’s, so he is second (7 RP) and Manuel third (5 RP).',
        },
      ],
      figures: [{ svg: navalFigure(), caption: 'The naval battle’s podium: 15, 7 and 5 RP.' }],
    },
    {
      id: 'scoring',
      blocks: [
        'Gold and resources left over score nothing. Add up:',
        {
          list: [
            'the RP of your Attributes and of your Boats;',
            'the Attribute track’s podium and the Boat track’s first empty circle;',
            'your attacks: **−5 RP** if you attacked once or never, 0 for two attacks, **+7 RP** for three or more (attacks you launched, not defences);',
            'the naval battle: 15, 7 or 5 RP;',
            'your command bonuses: 6 or 3 RP each.',
          ],
        },
        'The most RP wins; then the naval battle’s ranking; then the captains share the victory.',
      ],
      figures: [{ svg: scoringFigure(), caption: 'The final tally: every flag adds up to your Reputation.' }],
    },
    {
      id: 'solo',
      blocks: [
        'Alone, you face a **Legendary Captain**: a card with its starting gold, resources and crew, what it takes when it wins a boarding, and sometimes a special effect. You both start on the raft.',
        'Nobody sets a die aside. When you pick your two dice, the Legend’s two results follow from your choice:',
        {
          table: [
            ['Your two dice', 'The Legend takes', 'It recruits?'],
            ['Gold + Blue', 'Red + Gold', 'yes'],
            ['Gold + Red', 'Blue + Black', 'yes'],
            ['Blue + Black', 'Red + Blue', 'no'],
            ['Blue + Red', 'Gold + Red', 'no'],
            ['Blue + Blue', 'Red + Black', 'no'],
            ['Black + Red', 'Gold + Blue', 'yes'],
            ['Black + Gold', 'Blue + Black', 'yes'],
          ],
        },
        'After your command phase, the Legend makes the acquisition worth the most RP it can pay (buying what it lacks at 3 GP), then recruits its strongest affordable Pirate if the table says so.',
        'Boarding: if the Legend has a Pirate, three blue dice are rolled. **Two identical results: it attacks you.** Otherwise you may attack it. Its crew is chosen by three yellow rolls. You can never steal gold from a Legend, but it can steal yours.',
        'The game also ends when a resource runs out on the sheet. The Legend then recruits one last Pirate, and scores 1 RP per unused resource.',
      ],
      figures: [{ svg: soloFigure(), caption: 'The Legendary Captain’s dice: who attacks, and with whom.' }],
    },
  ],
};
