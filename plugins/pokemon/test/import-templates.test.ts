import { describe, it, expect } from 'vitest';
import { TemplateLibrary } from '../src/import/sentence-translator.js';
import { EFFECT_TEMPLATES } from '../src/import/attack-templates.js';
import { TRAINER_REMINDERS } from '../src/import/templates/trainer-rules.js';
import type { AttackPart, SentenceTemplate } from '../src/import/sentence-template.js';

const REMINDERS = [...new Set(Object.values(TRAINER_REMINDERS).flat())] as SentenceTemplate<AttackPart>[];
const library = new TemplateLibrary([...REMINDERS, ...EFFECT_TEMPLATES]);
const where = { card: 'Invented', attack: 'Test Move' };

/** Invented phrasings, each with the template (and pattern) it must be read by. */
const PHRASINGS: [string, string, number][] = [
  ['Flip a coin. If tails, this attack does nothing.', 'fails-on-tails', 0],
  ['Flip 3 coins. This attack does 30 damage times the number of heads.', 'flip-coins-damage-times-heads', 0],
  ['Flip two coins. This attack does 10 more damage for each heads.', 'flip-coins-more-damage-each-heads', 0],
  ['Flip 4 coins. This attack does 50 damage for each heads.', 'flip-coins-damage-each-heads', 0],
  [
    'Flip a coin until you get tails. This attack does 60 damage times the number of heads.',
    'flip-until-tails-damage',
    0,
  ],
  ['Flip a coin until you get tails. This attack does 20 damage for each heads.', 'flip-until-tails-damage', 1],
  ['Flip a coin until you get tails. This attack does 10 more damage for each heads.', 'flip-until-tails-damage', 2],
  [
    'Flip a coin until you get tails. This attack does 40 more damage times the number of heads.',
    'flip-until-tails-damage',
    3,
  ],
  ['Flip a coin. If heads, this attack does 70 more damage.', 'flip-a-coin-if-heads', 0],
  [
    'Flip a coin. If heads, the Defending Pokémon is now Asleep. If tails, the Defending Pokémon is now Burned.',
    'flip-a-coin-if-heads',
    0,
  ],
  ['Flip a coin. If tails, discard an Energy attached to this Pokémon.', 'flip-a-coin-if-heads', 1],
  ['Flip a coin. If tails, this Pokémon does 30 damage to itself.', 'flip-a-coin-if-heads', 1],
  [
    "Flip a coin. If heads, this attack does 30 more damage. If tails, your opponent's Active Pokémon is now Confused.",
    'flip-a-coin-if-heads',
    0,
  ],
  ['Discard your hand and draw 6 cards.', 'discard-hand-draw', 0],
  ['Shuffle your hand into your deck. Then, draw four cards.', 'shuffle-hand-draw', 0],
  ['Your opponent shuffles his or her hand into his or her deck and draws 3 cards.', 'opponent-shuffles-hand-draws', 0],
  ['Draw 2 cards.', 'draw-cards', 0],
  ['Draw a card.', 'draw-cards', 1],
  ['Draw cards until you have 5 cards in your hand.', 'draw-until-hand-size', 0],
  [
    'Search your deck for a Trainer card, reveal it, and put it into your hand. Shuffle your deck afterward.',
    'search-deck-to-hand',
    0,
  ],
  [
    'Search your deck for up to 3 Water Pokémon, reveal them, and put them into your hand. ' +
      'Shuffle your deck afterward.',
    'search-deck-to-hand',
    1,
  ],
  ['Search your deck for a card and put it into your hand. Shuffle your deck afterward.', 'search-deck-to-hand', 2],
  [
    'Search your deck for up to 2 basic Energy cards and put them into your hand. Shuffle your deck afterward.',
    'search-deck-to-hand',
    3,
  ],
  [
    'Search your deck for an Item card, reveal it, and put it into your hand. Then, shuffle your deck.',
    'search-deck-to-hand',
    4,
  ],
  [
    'Search your deck for up to 2 Supporter cards, reveal them, and put them into your hand. Then, shuffle your deck.',
    'search-deck-to-hand',
    5,
  ],
  [
    'Search your deck for a Basic Pokémon and put it onto your Bench. Shuffle your deck afterward.',
    'search-deck-to-bench',
    0,
  ],
  [
    'Search your deck for up to 2 Basic Pokémon and put them onto your Bench. Shuffle your deck afterward.',
    'search-deck-to-bench',
    1,
  ],
  [
    'Search your deck for a Fire Basic Pokémon and put it onto your Bench. Then, shuffle your deck.',
    'search-deck-to-bench',
    2,
  ],
  [
    'Search your deck for up to 3 Basic Pokémon and put them onto your Bench. Then, shuffle your deck.',
    'search-deck-to-bench',
    3,
  ],
  ['This attack does 90 more damage.', 'more-damage', 0],
  ['This attack does 30 more damage for each Metal Energy attached to this Pokémon.', 'more-damage-each-own-energy', 0],
  ['This attack does 10 more damage for each Energy attached to this Pokémon.', 'more-damage-each-own-energy', 1],
  [
    "This attack does 20 more damage for each damage counter on your opponent's Active Pokémon.",
    'more-damage-each-counter',
    0,
  ],
  ['This attack does 10 more damage for each damage counter on the Defending Pokémon.', 'more-damage-each-counter', 1],
  ['This attack does 10 more damage for each damage counter on this Pokémon.', 'more-damage-each-own-counter', 0],
  [
    'This attack does 10 more damage times the amount of Energy attached to both Active Pokémon.',
    'more-damage-energy-both-active',
    0,
  ],
  ['This attack does 30 damage times the amount of Energy attached to this Pokémon.', 'damage-times-own-energy', 0],
  ['This attack does 20 damage times the number of your Benched Pokémon.', 'damage-each-benched', 0],
  ['This attack does 30 damage for each of your Benched Pokémon.', 'damage-each-benched', 1],
  ["This attack does 20 damage times the number of your opponent's Benched Pokémon.", 'damage-each-benched', 2],
  ["This attack does 10 damage for each of your opponent's Benched Pokémon.", 'damage-each-benched', 3],
  ["If your opponent's Active Pokémon is a Dragon Pokémon, this attack does 50 more damage.", 'more-damage-vs-type', 0],
  [
    "If your opponent's Active Pokémon already has any damage counters on it, this attack does 30 more damage.",
    'more-damage-vs-damaged',
    0,
  ],
  [
    "If your opponent's Active Pokémon has any damage counters on it, this attack does 20 more damage.",
    'more-damage-vs-damaged',
    1,
  ],
  ['If this Pokémon has any damage counters on it, this attack does 60 more damage.', 'more-damage-if-self-damaged', 0],
  ["If your opponent's Active Pokémon is a Pokémon-EX, this attack does 40 more damage.", 'more-damage-vs-ex', 0],
  ["This attack's damage isn't affected by Weakness or Resistance.", 'ignores-weakness-resistance', 0],
  ["This attack's damage isn't affected by Resistance.", 'ignores-resistance', 0],
  ["This attack does 50 damage to 2 of your opponent's Pokémon.", 'damage-opponent-pokemon', 0],
  [
    "This attack does 10 damage to each of your opponent's Pokémon. " +
      "(Don't apply Weakness and Resistance for Benched Pokémon.)",
    'damage-opponent-pokemon',
    1,
  ],
  [
    "This attack's damage isn't affected by any effects on your opponent's Active Pokémon.",
    'ignores-defender-effects',
    0,
  ],
  ["This attack's damage isn't affected by any effects on the Defending Pokémon.", 'ignores-defender-effects', 1],
  ['This Pokémon does 20 damage to itself.', 'self-damage', 0],
  ["Your opponent's Active Pokémon is now Burned and Confused.", 'opponent-active-now-condition', 0],
  ['The Defending Pokémon is now Asleep, Burned, and Poisoned.', 'opponent-active-now-condition', 1],
  ['This Pokémon is now Asleep.', 'self-now-condition', 0],
  [
    "Before doing damage, discard all Pokémon Tool cards attached to your opponent's Active Pokémon.",
    'discard-defender-tools-before-damage',
    0,
  ],
  ['Heal 40 damage from this Pokémon.', 'heal-self', 0],
  ['Put 3 basic Energy cards from your discard pile into your hand.', 'discard-pile-to-hand', 0],
  ['Put up to 2 Water Energy cards from your discard pile into your hand.', 'discard-pile-to-hand', 1],
  ['You may do 40 more damage. If you do, this Pokémon does 20 damage to itself.', 'may-more-damage-self-damage', 0],
  ['This attack does 20 damage times the number of damage counters on this Pokémon.', 'damage-times-own-counters', 0],
  [
    "Heal from this Pokémon the same amount of damage you did to your opponent's Active Pokémon.",
    'heal-self-damage-dealt',
    0,
  ],
  ['Discard 2 Energy attached to this Pokémon.', 'discard-own-energy', 0],
  ['Discard a Psychic Energy attached to this Pokémon.', 'discard-own-energy', 1],
  ['Discard all Water Energy attached to this Pokémon.', 'discard-own-energy', 2],
  ['Discard all Energy attached to this Pokémon.', 'discard-own-energy', 3],
  ["Discard an Energy attached to your opponent's Active Pokémon.", 'discard-defender-energy', 0],
  ['Discard 2 Energy attached to the Defending Pokémon.', 'discard-defender-energy', 1],
  ["This attack does 30 damage to 1 of your opponent's Benched Pokémon.", 'damage-one-opponent-benched', 0],
  [
    "This attack also does 10 damage to 2 of your opponent's Benched Pokémon. " +
      "(Don't apply Weakness and Resistance for Benched Pokémon.)",
    'damage-one-opponent-benched',
    1,
  ],
  ["This attack does 20 damage to each of your opponent's Benched Pokémon.", 'damage-each-opponent-benched', 0],
  ["This attack also does 10 damage to each of your opponent's Benched Pokémon.", 'damage-each-opponent-benched', 1],
  ['This attack does 10 damage to each of your Benched Pokémon.', 'damage-each-own-benched', 0],
  ['This attack also does 20 damage to each of your Benched Pokémon.', 'damage-each-own-benched', 1],
  ["Put 4 damage counters on 1 of your opponent's Pokémon.", 'counters-on-one-opponent-pokemon', 0],
  ["Put a damage counter on 1 of your opponent's Pokémon.", 'counters-on-one-opponent-pokemon', 1],
  ["Put 2 damage counters on your opponent's Active Pokémon.", 'counters-on-opponent-active', 0],
  ["Put 1 damage counter on your opponent's Active Pokémon.", 'counters-on-opponent-active', 1],
  [
    'Search your deck for a Grass Energy card and attach it to this Pokémon. Shuffle your deck afterward.',
    'attach-energy-from-deck-to-self',
    0,
  ],
  [
    'Search your deck for 2 Fire Energy cards and attach them to this Pokémon. Shuffle your deck afterward.',
    'attach-energy-from-deck-to-self',
    1,
  ],
  [
    'Search your deck for up to 3 Water Energy cards and attach them to this Pokémon. Shuffle your deck afterward.',
    'attach-energy-from-deck-to-self',
    2,
  ],
  ['Switch this Pokémon with 1 of your Benched Pokémon.', 'switch-own-active', 0],
  ['Switch your Active Pokémon with 1 of your Benched Pokémon.', 'switch-own-active', 1],
  ["Switch 1 of your opponent's Benched Pokémon with his or her Active Pokémon.", 'switch-opponent-benched-in', 0],
  ["Switch 1 of your opponent's Benched Pokémon with your opponent's Active Pokémon.", 'switch-opponent-benched-in', 1],
  ["Switch 1 of your opponent's Benched Pokémon with their Active Pokémon.", 'switch-opponent-benched-in', 2],
  [
    'Your opponent switches his or her Active Pokémon with 1 of his or her Benched Pokémon.',
    'opponent-switches-active',
    0,
  ],
  ['Your opponent switches the Defending Pokémon with 1 of his or her Benched Pokémon.', 'opponent-switches-active', 1],
  [
    'Then, your opponent switches his or her Active Pokémon with 1 of his or her Benched Pokémon.',
    'opponent-switches-active',
    2,
  ],
  [
    "Prevent all effects of attacks, including damage, done to this Pokémon during your opponent's next turn.",
    'prevent-all-effects-next-turn',
    0,
  ],
  [
    "Prevent all damage and effects of attacks done to this Pokémon during your opponent's next turn.",
    'prevent-all-effects-next-turn',
    1,
  ],
  [
    "Prevent all damage done to this Pokémon by attacks during your opponent's next turn.",
    'prevent-damage-next-turn',
    0,
  ],
  ["Prevent all damage done to this Pokémon during your opponent's next turn.", 'prevent-damage-next-turn', 1],
  ["The Defending Pokémon can't retreat during your opponent's next turn.", 'defender-cant-retreat', 0],
  ["During your opponent's next turn, the Defending Pokémon can't retreat.", 'defender-cant-retreat', 1],
  ["The Defending Pokémon can't attack during your opponent's next turn.", 'defender-cant-attack', 0],
  ["During your opponent's next turn, the Defending Pokémon can't attack.", 'defender-cant-attack', 1],
  ["This Pokémon can't attack during your next turn.", 'self-cant-attack-next-turn', 0],
  ["During your next turn, this Pokémon can't attack.", 'self-cant-attack-next-turn', 1],
  [
    "During your opponent's next turn, any damage done by attacks from the Defending Pokémon is reduced by 30 " +
      '(before applying Weakness and Resistance).',
    'defender-damage-reduced-next-turn',
    0,
  ],
  [
    "During your opponent's next turn, attacks used by the Defending Pokémon do 20 less damage " +
      '(before applying Weakness and Resistance).',
    'defender-damage-reduced-next-turn',
    1,
  ],
  [
    "During your opponent's next turn, any damage done to this Pokémon by attacks is reduced by 40 " +
      '(after applying Weakness and Resistance).',
    'self-damage-reduced-next-turn',
    0,
  ],
  [
    "During your opponent's next turn, this Pokémon takes 20 less damage from attacks " +
      '(after applying Weakness and Resistance).',
    'self-damage-reduced-next-turn',
    1,
  ],
  [
    "During your opponent's next turn, this Pokémon takes 30 more damage from attacks " +
      '(after applying Weakness and Resistance).',
    'self-takes-more-next-turn',
    0,
  ],
  ["During your opponent's next turn, this Pokémon takes 10 more damage from attacks.", 'self-takes-more-next-turn', 1],
  ['Heal 50 damage from 1 of your Pokémon.', 'heal-one-own-pokemon', 0],
  ['Heal 20 damage from 1 of your Benched Pokémon.', 'heal-one-own-pokemon', 1],
  ['Heal 10 damage from each of your Pokémon.', 'heal-each-own-pokemon', 0],
  ['Heal 30 damage from each of your Benched Pokémon.', 'heal-each-own-pokemon', 1],
  ["Discard the top card of your opponent's deck.", 'discard-top-of-opponents-deck', 0],
  ["Discard the top 3 cards of your opponent's deck.", 'discard-top-of-opponents-deck', 1],
  ['Discard the top card of your deck.', 'discard-top-of-own-deck', 0],
  ['Discard the top two cards of your deck.', 'discard-top-of-own-deck', 1],
  ['You may play as many Item cards as you like during your turn (before your attack).', 'item-reminder', 0],
  [
    "Attach a Pokémon Tool to 1 of your Pokémon that doesn't already have a Pokémon Tool attached to it.",
    'tool-reminder',
    0,
  ],
  ["Does 20 more damage for each damage counter on your opponent's Active Pokémon.", 'more-damage-each-counter', 2],
  ["Discard a Water Energy attached to your opponent's Active Pokémon.", 'discard-defender-energy', 2],
  ['If there is any Stadium card in play, this attack does 20 more damage.', 'more-damage-if-stadium', 0],
  [
    'If this Pokémon has any Lightning Energy attached to it, this attack does 30 more damage.',
    'more-damage-if-own-typed-energy',
    0,
  ],
  [
    "If your opponent's Active Pokémon is affected by a Special Condition, this attack does 40 more damage.",
    'more-damage-vs-special-condition',
    0,
  ],
  [
    'If the Defending Pokémon is affected by a Special Condition, this attack does 10 more damage.',
    'more-damage-vs-special-condition',
    1,
  ],
  [
    'If this Pokémon was on the Bench and became your Active Pokémon this turn, this attack does 50 more damage.',
    'more-damage-if-came-active',
    0,
  ],
  [
    'If this Pokémon moved from your Bench to the Active Spot this turn, this attack does 70 more damage.',
    'more-damage-if-came-active',
    1,
  ],
  [
    'This attack does 80 damage minus 10 damage for each damage counter on this Pokémon.',
    'damage-minus-own-counters',
    0,
  ],
  ['Move an Energy from this Pokémon to 1 of your Benched Pokémon.', 'move-own-energy-to-bench', 0],
  ['Move a Water Energy from this Pokémon to 1 of your Benched Pokémon.', 'move-own-energy-to-bench', 1],
  ['Attach a Grass Energy card from your discard pile to 1 of your Benched Pokémon.', 'attach-energy-from-discard', 0],
  ['Attach a basic Energy card from your discard pile to 1 of your Benched Pokémon.', 'attach-energy-from-discard', 1],
  ['Attach a Metal Energy card from your discard pile to 1 of your Pokémon.', 'attach-energy-from-discard', 2],
  ["This Pokémon can't use Heat Wave during your next turn.", 'self-cant-use-attack-next-turn', 0],
  ["During your next turn, this Pokémon can't use Giga Impact.", 'self-cant-use-attack-next-turn', 1],
  [
    "Does 10 damage to 1 of your opponent's Benched Pokémon. " +
      "(Don't apply Weakness and Resistance for Benched Pokémon.)",
    'damage-one-opponent-benched',
    2,
  ],
  [
    'Flip 2 coins. This attack does 30 damage times the number of heads. ' +
      "If all of them are heads, your opponent's Active Pokémon is now Paralyzed.",
    'flip-coins-damage-times-heads-if-all-heads',
    0,
  ],
  [
    "Your opponent's Active Pokémon is now Burned. That Pokémon can't retreat during your opponent's next turn.",
    'opponent-active-condition-cant-retreat',
    0,
  ],
  ['If Plusle is on your Bench, this attack does 20 more damage.', 'more-damage-if-named-on-bench', 0],
  ['Put a Pokémon from your discard pile on top of your deck.', 'discard-pile-to-deck-top', 0],
  ['Discard an Energy attached to this Pokémon and heal all damage from it.', 'discard-energy-heal-all-self', 0],
  ['Heal 20 damage and remove all Special Conditions from this Pokémon.', 'heal-and-remove-special-conditions', 0],
  ['Heal 60 damage and remove all Special Conditions from 1 of your Pokémon.', 'heal-and-remove-special-conditions', 1],
  [
    "If your opponent's Active Pokémon has a Pokémon Tool card attached to it, this attack does 30 more damage.",
    'more-damage-vs-tool',
    0,
  ],
  [
    "If this Pokémon and your opponent's Active Pokémon have the same amount of Energy attached to them, " +
      'this attack does 60 more damage.',
    'more-damage-if-same-energy',
    0,
  ],
  ["During your opponent's next turn, this Pokémon has no Weakness.", 'self-no-weakness-next-turn', 0],
  ['Return 2 Fire Energy attached to this Pokémon to your hand.', 'return-own-energy-to-hand', 0],
  ['Return an Energy attached to this Pokémon to your hand.', 'return-own-energy-to-hand', 1],
  [
    "Your opponent's Active Pokémon is now Poisoned. Put 2 damage counters instead of 1 on that Pokémon between turns.",
    'special-poison',
    0,
  ],
  [
    "Your opponent's Active Pokémon is now Paralyzed and Poisoned. " +
      'Put 4 damage counters instead of 1 on that Pokémon between turns.',
    'special-poison',
    1,
  ],
  ['Flip a coin until you get tails. For each heads, draw a card.', 'draw-for-each-heads-until-tails', 0],
  ['Flip a coin. If tails, this attack does nothing. If heads, draw 2 cards.', 'fails-on-tails-if-heads', 0],
  ["Discard a random card from your opponent's hand.", 'discard-random-from-opponent-hand', 0],
  ['You may play only 1 Supporter card during your turn (before your attack).', 'supporter-reminder', 0],
  [
    'This card stays in play when you play it. Discard this card if another Stadium card comes into play.',
    'stadium-reminder',
    0,
  ],
  ["If another card with the same name is in play, you can't play this card.", 'same-name-stadium-reminder', 0],
];

describe('sentence templates: each pattern over its own phrasings', () => {
  it.each(PHRASINGS)('%s → %s', (text, template, pattern) => {
    const t = library.translate(text, where);
    expect(t.ok ? t.matched[0] : t.unmatched).toEqual({ template, pattern });
  });

  it('every pattern of every template is exercised above', () => {
    const exercised = new Set(PHRASINGS.map(([, t, p]) => `${t}#${p}`));
    const all = [...REMINDERS, ...EFFECT_TEMPLATES].flatMap((t) => t.patterns.map((_, i) => `${t.id}#${i}`));
    expect(all.filter((k) => !exercised.has(k))).toEqual([]);
  });
});

describe('never guessing: near misses are not matched', () => {
  it.each([
    ['Flip a coin. If heads, this attack does 20 more damage to 1 of your Benched Pokémon.', 'Flip a coin.'],
    ['Heal 30 damage from 2 of your Pokémon.', 'Heal 30 damage from 2 of your Pokémon.'],
    ['Switch this Pokémon with 2 of your Benched Pokémon.', 'Switch this Pokémon with 2 of your Benched Pokémon.'],
    ['Draw 3 cards. Your opponent draws 3 cards.', 'Your opponent draws 3 cards.'],
    [
      'If any of your Pokémon is on your Bench, this attack does 20 more damage.',
      'If any of your Pokémon is on your Bench, this attack does 20 more damage.',
    ],
    [
      'Move an Energy from this Pokémon to 2 of your Benched Pokémon.',
      'Move an Energy from this Pokémon to 2 of your Benched Pokémon.',
    ],
    [
      'Attach 2 Fire Energy card from your discard pile to 1 of your Benched Pokémon.',
      'Attach 2 Fire Energy card from your discard pile to 1 of your Benched Pokémon.',
    ],
    [
      'Search your deck for a Stage 2 Pokémon and put it onto your Bench.',
      'Search your deck for a Stage 2 Pokémon and put it onto your Bench.',
    ],
    // A clause the library does not read leaves the whole coin unmatched, whatever the other clause is.
    [
      'Flip a coin. If heads, this attack does 20 more damage. ' +
        'If tails, this attack does 20 damage to 1 of your Benched Pokémon.',
      'Flip a coin.',
    ],
  ])('%s', (text, first) => {
    expect(library.translate(text, where)).toEqual({ ok: false, unmatched: first });
  });

  it('a reminder of one Trainer kind is not read on another kind', () => {
    const items = new TemplateLibrary([...TRAINER_REMINDERS.item, ...EFFECT_TEMPLATES]);
    const supporterText = 'Draw 2 cards. You may play only 1 Supporter card during your turn (before your attack).';
    expect(items.translate(supporterText, where)).toMatchObject({ ok: false });
  });
});

describe('slots are typed and reach the program', () => {
  it('numbers, count words, types and conditions', () => {
    const part = (text: string) => {
      const t = library.translate(text, where);
      if (!t.ok) throw new Error(t.unmatched);
      return t.part;
    };
    expect(part('Discard a Psychic Energy attached to this Pokémon.').effects).toEqual([
      { do: 'discardEnergy', from: { ref: 'self' }, types: ['P'], amount: 1 },
    ]);
    expect(part('The Defending Pokémon is now Asleep, Burned, and Poisoned.').effects?.map((i) => i.condition)).toEqual(
      ['asleep', 'burned', 'poisoned'],
    );
    expect(part('This Pokémon does 30 damage to itself.')).toEqual({ selfDamage: 30 });
    expect(part('Draw four cards.').effects?.[0]).toMatchObject({ do: 'moveTop', count: 4, to: 'hand' });
  });
});
