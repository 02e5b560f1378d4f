import type { PokemonTcgCard } from './card-schema.js';
import { E, type Expr } from '@tcgkit/core';

const self = E.self;
const v = (path: string): Expr => ({ ref: 'var', path });
const ev = (path: string): Expr => ({ ref: 'event', path });
const first = (name: string): Expr => E.op('at', v(name), 0);
const add = (n: Expr | number): Expr => E.op('add', v('damage'), n);
const addIf = (cond: Expr, n: number) => ({ do: 'if', cond, then: [{ do: 'set', var: 'damage', value: add(n) }] });
const ownInPlay = { zone: ['active', 'bench'], player: E.controller };
const nextTurn = (turnsFromNow: number) => ({ kind: 'duringTurn', turnsFromNow }) as const;
const basicEnergyIn = (zone: string): Expr => ({
  select: { zone, player: E.controller, where: E.eq(E.char(E.card, 'energyKind'), 'basic') },
});

/**
 * Sample cards for the card-text glossary (PK-II), modelled on the cards the rule guide names.
 * Each notes the entry it exercises.
 */
export const GLOSSARY_POOL: PokemonTcgCard[] = [
  // PK-II-D07: 1 Colorless Energy, or while attached 1 Energy of one of its four types.
  {
    id: 'blend-energy-grpd',
    name: 'Blend Energy GRPD',
    kind: 'energy',
    energyKind: 'special',
    provides: ['C'],
    typesWhileAttached: ['G', 'R', 'P', 'D'],
  },

  // PK-II-B02: "30× the number of your Benched Pokémon" — 0 ends the calculation (no Muscle Band).
  {
    id: 'rayquaza-ex',
    name: 'Rayquaza-EX',
    kind: 'pokemon',
    stage: 'basic',
    hp: 170,
    types: ['N'],
    weakness: { type: 'Y', value: 2 },
    retreat: 2,
    tags: ['EX'],
    attacks: [
      {
        name: 'Emerald Break',
        cost: ['C', 'C', 'C'],
        damage: 30,
        marker: 'x',
        text: '30× the number of your Benched Pokémon.',
        damageText: [{ do: 'set', var: 'damage', value: E.op('mul', 30, E.op('zoneCount', 'bench', E.controller)) }],
      },
    ],
  },
  // PK-II-B08: the printed number is the damage to the Active only;
  // 30 more to 1 Benched Pokémon without Weakness or Resistance.
  {
    id: 'ho-oh-ex',
    name: 'Ho-Oh-EX',
    kind: 'pokemon',
    stage: 'basic',
    hp: 170,
    types: ['R'],
    weakness: { type: 'W', value: 2 },
    retreat: 2,
    tags: ['EX'],
    attacks: [
      {
        name: 'Elemental Feather',
        cost: ['R', 'C'],
        damage: 50,
        text: "This attack also does 30 damage to 1 of your opponent's Benched Pokémon.",
        effects: [
          {
            do: 'choose',
            from: { selector: { zone: 'bench', player: E.opponent } },
            min: 1,
            max: 1,
            into: 't',
            prompt: '30 damage to a Benched Pokémon',
            rule: 'PK-II-B08',
          },
          { do: 'attackDamage', targets: v('t'), amount: 30 },
        ],
      },
    ],
  },
  // PK-II-A.4 / PK-II-B08: "choose 2" with fewer Benched Pokémon chooses as many as there are.
  {
    id: 'emolga',
    name: 'Emolga',
    kind: 'pokemon',
    stage: 'basic',
    hp: 70,
    types: ['L'],
    weakness: { type: 'L', value: 2 },
    resistance: { type: 'F', value: 20 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Static Shock',
        cost: ['L'],
        damage: 0,
        text: "Choose 2 of your opponent's Benched Pokémon. This attack does 20 damage to each of them.",
        effects: [
          {
            do: 'choose',
            from: { selector: { zone: 'bench', player: E.opponent } },
            min: 2,
            max: 2,
            into: 't',
            prompt: '20 damage each',
            rule: 'PK-II-A.4',
          },
          { do: 'attackDamage', targets: v('t'), amount: 20 },
        ],
      },
    ],
  },
  // PK-II-C02: the Pokémon and every card attached to it go to their owner's hand.
  {
    id: 'scoop-up-cyclone',
    name: 'Scoop Up Cyclone',
    kind: 'trainer',
    trainerType: 'item',
    text: 'Put 1 of your Pokémon and all cards attached to it into your hand.',
    effect: [
      {
        do: 'choose',
        from: { selector: ownInPlay },
        min: 1,
        max: 1,
        into: 't',
        prompt: 'return to hand',
        rule: 'PK-II-C02',
      },
      { do: 'returnCards', target: v('t'), to: 'hand' },
    ],
  },
  // PK-II-C10: move 1 Energy (a Double Colorless moves whole) from this Pokémon to 1 of your Benched Pokémon.
  {
    id: 'yveltal-ex',
    name: 'Yveltal-EX',
    kind: 'pokemon',
    stage: 'basic',
    hp: 170,
    types: ['D'],
    weakness: { type: 'L', value: 2 },
    resistance: { type: 'F', value: 20 },
    retreat: 2,
    tags: ['EX'],
    attacks: [
      {
        name: 'Y Cyclone',
        cost: ['D', 'C', 'C'],
        damage: 90,
        text: 'Move an Energy from this Pokémon to 1 of your Benched Pokémon.',
        effects: [
          {
            do: 'choose',
            from: { selector: { zone: 'bench', player: E.controller } },
            min: 1,
            max: 1,
            into: 'to',
            prompt: 'move Energy to',
            rule: 'PK-II-C10',
          },
          {
            do: 'if',
            cond: E.op('gt', E.op('len', v('to')), 0),
            then: [
              {
                do: 'choose',
                from: {
                  selector: {
                    zone: 'active',
                    player: E.controller,
                    includeAttached: true,
                    where: E.and(E.eq(E.op('attachedTo', E.card), self), E.eq(E.char(E.card, 'kind'), 'energy')),
                  },
                },
                min: 1,
                max: 1,
                into: 'energy',
                prompt: 'an Energy to move',
                rule: 'PK-II-C10',
              },
              { do: 'attach', card: first('energy'), to: first('to'), kind: 'energy' },
            ],
          },
        ],
      },
    ],
  },
  // PK-II-C11: an attack with a full Bench ends before looking at the deck; otherwise up to the free spots.
  {
    id: 'skarmory',
    name: 'Skarmory',
    kind: 'pokemon',
    stage: 'basic',
    hp: 90,
    types: ['M'],
    weakness: { type: 'R', value: 2 },
    resistance: { type: 'G', value: 20 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Call for Family',
        cost: ['C'],
        damage: 0,
        text: 'Search your deck for up to 2 Basic Pokémon and put them onto your Bench. Then, shuffle your deck.',
        effects: [
          {
            do: 'if',
            cond: E.op('gt', E.op('benchSpace', E.controller), 0),
            then: [
              {
                do: 'choose',
                from: {
                  selector: { zone: 'deck', player: E.controller, where: E.eq(E.char(E.card, 'stage'), 'basic') },
                },
                min: 0,
                max: E.op('min', 2, E.op('benchSpace', E.controller)),
                into: 'found',
                prompt: 'search: up to 2 Basic Pokémon',
                rule: 'PK-II-C11',
              },
              { do: 'move', cards: v('found'), to: 'bench', rule: 'PK-II-C11' },
              { do: 'shuffle', zone: 'deck', player: E.controller },
            ],
          },
        ],
      },
    ],
  },
  // PK-II-C12: effect evolution, allowed on the first turn and on a Pokémon put into play this turn.
  {
    id: 'wally',
    name: 'Wally',
    kind: 'trainer',
    trainerType: 'supporter',
    text:
      'Search your deck for a card that evolves from 1 of your Pokémon and put it onto that Pokémon to ' +
      'evolve it. Then, shuffle your deck.',
    effect: [
      {
        do: 'choose',
        from: { selector: ownInPlay },
        min: 1,
        max: 1,
        into: 't',
        prompt: 'a Pokémon to evolve',
        rule: 'PK-II-C12',
      },
      {
        do: 'choose',
        from: {
          selector: {
            zone: 'deck',
            player: E.controller,
            where: E.and(
              E.eq(E.char(E.card, 'evolvesFrom'), E.char(first('t'), 'name')),
              E.op('ne', E.char(E.card, 'stage'), 'levelUp'),
            ),
          },
        },
        min: 0,
        max: 1,
        into: 'evo',
        prompt: 'search: an Evolution card',
        rule: 'PK-H.2',
      },
      {
        do: 'if',
        cond: E.op('gt', E.op('len', v('evo')), 0),
        then: [{ do: 'call', proc: 'pokemon.evolve', args: { card: first('evo'), target: first('t') } }],
      },
      { do: 'shuffle', zone: 'deck', player: E.controller },
    ],
  },
  // PK-II-C13 / PK-PR-09: devolve one of your evolved Pokémon; the Evolution card goes to your hand.
  {
    id: 'devolution-spray',
    name: 'Devolution Spray',
    kind: 'trainer',
    trainerType: 'item',
    text:
      'Choose 1 of your evolved Pokémon. Remove the highest Stage Evolution card from that Pokémon and put ' +
      'it into your hand.',
    playableIf: E.op('gt', E.op('len', { select: { ...ownInPlay, where: E.op('isEvolved', E.card) } }), 0),
    effect: [
      {
        do: 'choose',
        from: { selector: { ...ownInPlay, where: E.op('isEvolved', E.card) } },
        min: 1,
        max: 1,
        into: 't',
        prompt: 'devolve',
        rule: 'PK-II-C13',
      },
      { do: 'devolve', target: v('t') },
    ],
  },
  // PK-II-C18 / PK-II-D06: use one of the Defending Pokémon's printed attacks as this attack, without its Energy;
  // the name stays Foul Play.
  {
    id: 'zorua',
    name: 'Zorua',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['D'],
    weakness: { type: 'F', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [{ name: 'Scratch', cost: ['C'], damage: 10 }],
  },
  {
    id: 'zoroark',
    name: 'Zoroark',
    kind: 'pokemon',
    stage: 'stage1',
    evolvesFrom: 'Zorua',
    hp: 100,
    types: ['D'],
    weakness: { type: 'F', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Foul Play',
        cost: ['C', 'C'],
        damage: 0,
        copies: 'defender',
        text: "Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack.",
      },
    ],
  },
  // PK-II-C19: an effect on the player — Hide does not stop it.
  {
    id: 'exeggutor',
    name: 'Exeggutor',
    kind: 'pokemon',
    stage: 'basic',
    hp: 110,
    types: ['G'],
    weakness: { type: 'R', value: 2 },
    retreat: 3,
    tags: [],
    attacks: [
      {
        name: 'Blockade',
        cost: ['C'],
        damage: 10,
        text: "During your opponent's next turn, they can't play any Supporter cards from their hand.",
        effects: [
          {
            do: 'event',
            event: {
              kind: 'playerData',
              player: E.opponent,
              key: 'cantPlay:supporter',
              value: E.op('add', E.op('turnNumber'), 1),
              rule: 'PK-II-C19',
            },
          },
        ],
      },
    ],
  },
  // PK-II-D02: any number, but not playable when choosing none would change nothing.
  {
    id: 'energy-pouch',
    name: 'Energy Pouch',
    kind: 'trainer',
    trainerType: 'item',
    text: 'Put any number of basic Energy cards from your discard pile into your hand.',
    playableIf: E.op('gt', E.op('len', basicEnergyIn('discard')), 0),
    effect: [
      {
        do: 'choose',
        from: basicEnergyIn('discard'),
        min: 0,
        max: 60,
        into: 'e',
        prompt: 'any number of basic Energy',
        rule: 'PK-II-D02',
      },
      { do: 'move', cards: v('e'), to: 'hand', rule: 'PK-II-D02' },
    ],
  },
  // PK-II-D03 / PK-II-E19: heal all, then discard all Energy — "all" of none is still followed.
  {
    id: 'max-potion',
    name: 'Max Potion',
    kind: 'trainer',
    trainerType: 'item',
    text: 'Heal all damage from 1 of your Pokémon. Then, discard all Energy attached to that Pokémon.',
    playableIf: E.op(
      'gt',
      E.op('len', { select: { ...ownInPlay, where: E.op('gt', E.op('counter', E.card, 'damage'), 0) } }),
      0,
    ),
    effect: [
      {
        do: 'choose',
        from: { selector: { ...ownInPlay, where: E.op('gt', E.op('counter', E.card, 'damage'), 0) } },
        min: 1,
        max: 1,
        into: 't',
        prompt: 'heal all',
        rule: 'PK-II-D03',
      },
      { do: 'heal', target: v('t'), all: true, into: 'healed' },
      { do: 'if', cond: E.op('gt', v('healed'), 0), then: [{ do: 'discardEnergy', from: first('t'), all: true }] },
    ],
  },
  // PK-II-D05: up to 2 (at least 1), not playable with no Tool in play.
  {
    id: 'tool-scrapper',
    name: 'Tool Scrapper',
    kind: 'trainer',
    trainerType: 'item',
    text: "Choose up to 2 Pokémon Tools attached to Pokémon (yours or your opponent's) and discard them.",
    playableIf: E.op(
      'gt',
      E.op('len', {
        select: {
          zone: ['active', 'bench'],
          includeAttached: true,
          where: E.eq(E.char(E.card, 'trainerType'), 'tool'),
        },
      }),
      0,
    ),
    effect: [
      {
        do: 'choose',
        from: {
          selector: {
            zone: ['active', 'bench'],
            includeAttached: true,
            where: E.eq(E.char(E.card, 'trainerType'), 'tool'),
          },
        },
        min: 1,
        max: 2,
        into: 't',
        prompt: 'up to 2 Tools',
        rule: 'PK-II-D05',
      },
      { do: 'move', cards: v('t'), to: 'discard', rule: 'PK-II-D05' },
    ],
  },
  // PK-II-D11 / PK-II-D12: "more" and "less" retreat effects sum.
  {
    id: 'sludge-festival',
    name: 'Sludge Festival',
    kind: 'trainer',
    trainerType: 'stadium',
    text: 'The Retreat Cost of each Pokémon in play is [C] more.',
    abilities: [
      {
        id: 'sludge-festival.mud',
        kind: 'static',
        continuous: [
          {
            affects: { selector: { zone: ['active', 'bench'] } },
            parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'retreat', amount: 1 } }],
          },
        ],
      },
    ],
  },
  // PK-II-E13 / PK-II-D12: works only while this Pokémon is on the Bench.
  {
    id: 'magnemite',
    name: 'Magnemite',
    kind: 'pokemon',
    stage: 'basic',
    hp: 50,
    types: ['M'],
    weakness: { type: 'R', value: 2 },
    retreat: 1,
    tags: [],
    abilities: [
      {
        id: 'magnemite.glitter-guide',
        kind: 'static',
        functionsIn: ['bench'],
        continuous: [
          {
            affects: { selector: { zone: 'active', player: E.controller } },
            parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'retreat', amount: -1 } }],
          },
        ],
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['C'], damage: 10 }],
  },
  // PK-II-D15: max HP changes only for Pokémon in play.
  {
    id: 'training-center',
    name: 'Training Center',
    kind: 'trainer',
    trainerType: 'stadium',
    text: "Each Stage 1 and Stage 2 Pokémon in play (both yours and your opponent's) gets +30 HP.",
    abilities: [
      {
        id: 'training-center.hp',
        kind: 'static',
        continuous: [
          {
            affects: { selector: { zone: ['active', 'bench'], where: E.op('ne', E.char(E.card, 'stage'), 'basic') } },
            parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'hp', amount: 30 } }],
          },
        ],
      },
    ],
  },
  // PK-II-D17: 10 more damage for each Prize card the opponent has taken.
  {
    id: 'cubone',
    name: 'Cubone',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['F'],
    weakness: { type: 'G', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Bone Revenge',
        cost: ['F'],
        damage: 10,
        marker: '+',
        text: 'This attack does 10 more damage for each Prize card your opponent has taken.',
        damageText: [{ do: 'set', var: 'damage', value: add(E.op('mul', 10, E.op('prizesTaken', E.opponent))) }],
      },
    ],
  },
  // PK-II-E02: "during your next turn" — not the opponent's turn, not the Checkup.
  {
    id: 'hitmonchan',
    name: 'Hitmonchan',
    kind: 'pokemon',
    stage: 'basic',
    hp: 90,
    types: ['F'],
    weakness: { type: 'P', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Focus Punch',
        cost: ['F'],
        damage: 20,
        text:
          "During your next turn, this Pokémon's attacks do 40 more damage (before applying Weakness and " +
          'Resistance).',
        effects: [
          {
            do: 'continuous',
            targets: self,
            effect: {
              affects: { objects: [] },
              duration: nextTurn(2),
              parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc2All', amount: 40 } }],
            },
          },
        ],
      },
    ],
  },
  // PK-II-E04: "when Knocked Out" — done in Knock Out step 2, before the Pokémon is discarded.
  {
    id: 'lampent',
    name: 'Lampent',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['R'],
    weakness: { type: 'W', value: 2 },
    retreat: 1,
    tags: [],
    abilities: [
      {
        id: 'lampent.final-flame',
        kind: 'triggered',
        trigger: { on: 'pokemon.knockOut', where: E.eq(ev('pokemon'), self) },
        effect: [
          {
            do: 'counter',
            card: E.op('at', { select: { zone: 'active', player: E.opponent } }, 0),
            key: 'damage',
            amount: 20,
          },
        ],
      },
    ],
    attacks: [{ name: 'Ember', cost: ['R'], damage: 20 }],
  },
  // PK-II-E05: "when you play this from your hand to evolve" (Rare Candy counts).
  {
    id: 'ralts',
    name: 'Ralts',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['Y'],
    weakness: { type: 'M', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [{ name: 'Confuse Ray', cost: ['Y'], damage: 10 }],
  },
  {
    id: 'kirlia',
    name: 'Kirlia',
    kind: 'pokemon',
    stage: 'stage1',
    evolvesFrom: 'Ralts',
    hp: 80,
    types: ['Y'],
    weakness: { type: 'M', value: 2 },
    retreat: 1,
    tags: [],
    abilities: [
      {
        id: 'kirlia.call-to-mind',
        kind: 'triggered',
        trigger: {
          on: 'attach',
          where: E.and(E.eq(ev('host'), self), E.eq(ev('attachKind'), 'evolution'), E.eq(ev('fromZone'), 'hand')),
        },
        effect: [
          {
            do: 'may',
            prompt: 'Kirlia: draw 2 cards?',
            rule: 'PK-II-E05',
            then: [{ do: 'moveTop', from: 'deck', player: E.controller, count: 2, to: 'hand', rule: 'PK-II-E05' }],
          },
        ],
      },
    ],
    attacks: [{ name: 'Magical Leaf', cost: ['Y', 'C'], damage: 30 }],
  },
  // PK-II-E06: "when you play this from your hand onto your Bench".
  {
    id: 'hoopa-ex',
    name: 'Hoopa-EX',
    kind: 'pokemon',
    stage: 'basic',
    hp: 170,
    types: ['D'],
    weakness: { type: 'F', value: 2 },
    retreat: 1,
    tags: ['EX'],
    abilities: [
      {
        id: 'hoopa-ex.scoundrel-ring',
        kind: 'triggered',
        trigger: {
          on: 'move',
          where: E.and(E.eq(ev('newId'), self), E.eq(ev('fromZone'), 'hand'), E.eq(ev('toZone'), 'bench')),
        },
        effect: [
          {
            do: 'may',
            prompt: 'Scoundrel Ring: search for a Pokémon-EX?',
            rule: 'PK-II-E06',
            then: [
              {
                do: 'choose',
                from: {
                  selector: { zone: 'deck', player: E.controller, where: E.op('has', E.char(E.card, 'tags'), 'EX') },
                },
                min: 0,
                max: 1,
                into: 'ex',
                prompt: 'search: a Pokémon-EX',
                rule: 'PK-H.2',
              },
              { do: 'move', cards: v('ex'), to: 'hand', rule: 'PK-II-E06' },
              { do: 'shuffle', zone: 'deck', player: E.controller },
            ],
          },
        ],
      },
    ],
    attacks: [{ name: 'Hyperspace Fury', cost: ['D', 'C', 'C'], damage: 60 }],
  },
  // PK-II-E07: whenever an Energy card is attached to it, from hand or by an effect — once per card.
  {
    id: 'volcanion',
    name: 'Volcanion',
    kind: 'pokemon',
    stage: 'basic',
    hp: 130,
    types: ['R'],
    weakness: { type: 'W', value: 2 },
    retreat: 2,
    tags: [],
    abilities: [
      {
        id: 'volcanion.steam-vent',
        kind: 'triggered',
        trigger: { on: 'attach', where: E.and(E.eq(ev('host'), self), E.eq(ev('attachKind'), 'energy')) },
        effect: [{ do: 'heal', target: self, amount: 10 }],
      },
    ],
    attacks: [{ name: 'Steam Artillery', cost: ['R', 'R', 'C'], damage: 100 }],
  },
  // PK-II-E10: "you may" — impossible when nothing can be returned.
  {
    id: 'greninja',
    name: 'Greninja',
    kind: 'pokemon',
    stage: 'basic',
    hp: 130,
    types: ['W'],
    weakness: { type: 'L', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Moonlight Slash',
        cost: ['W', 'C'],
        damage: 60,
        marker: '+',
        text:
          'You may return an Energy attached to this Pokémon to your hand. If you do, this attack does 20 ' +
          'more damage.',
        damageText: [
          {
            do: 'if',
            cond: E.op(
              'gt',
              E.op('len', {
                select: {
                  zone: 'active',
                  player: E.controller,
                  includeAttached: true,
                  where: E.and(E.eq(E.op('attachedTo', E.card), self), E.eq(E.char(E.card, 'kind'), 'energy')),
                },
              }),
              0,
            ),
            then: [
              {
                do: 'may',
                prompt: 'return an Energy for 20 more damage?',
                rule: 'PK-II-E10',
                then: [
                  {
                    do: 'choose',
                    from: {
                      selector: {
                        zone: 'active',
                        player: E.controller,
                        includeAttached: true,
                        where: E.and(E.eq(E.op('attachedTo', E.card), self), E.eq(E.char(E.card, 'kind'), 'energy')),
                      },
                    },
                    min: 1,
                    max: 1,
                    into: 'e',
                    prompt: 'an Energy to return',
                    rule: 'PK-II-E10',
                  },
                  { do: 'move', cards: v('e'), to: 'hand', rule: 'PK-II-E10' },
                  { do: 'set', var: 'damage', value: add(20) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  // PK-II-E11: 70 more if any of your Pokémon were Knocked Out during your opponent's last turn (once).
  {
    id: 'druddigon',
    name: 'Druddigon',
    kind: 'pokemon',
    stage: 'basic',
    hp: 120,
    types: ['N'],
    weakness: { type: 'Y', value: 2 },
    retreat: 2,
    tags: [],
    attacks: [
      {
        name: 'Revenge',
        cost: ['C', 'C'],
        damage: 40,
        marker: '+',
        text:
          "If any of your Pokémon were Knocked Out by damage from an attack during your opponent's last " +
          'turn, this attack does 70 more damage.',
        damageText: [addIf(E.op('knockedOutLastTurn', E.controller), 70)],
      },
    ],
  },
  // PK-II-E12: once during your turn, per Pokémon.
  {
    id: 'octillery',
    name: 'Octillery',
    kind: 'pokemon',
    stage: 'basic',
    hp: 110,
    types: ['W'],
    weakness: { type: 'L', value: 2 },
    retreat: 2,
    tags: [],
    abilities: [
      {
        id: 'octillery.abyssal-hand',
        kind: 'activated',
        oncePerTurn: true,
        condition: E.op('lt', E.op('zoneCount', 'hand', E.controller), 5),
        effect: [
          {
            do: 'moveTop',
            from: 'deck',
            player: E.controller,
            count: E.op('sub', 5, E.op('zoneCount', 'hand', E.controller)),
            to: 'hand',
            rule: 'PK-II-E12',
          },
        ],
      },
    ],
    attacks: [{ name: 'Water Gun', cost: ['W'], damage: 20 }],
  },
  // PK-II-E14: one "Plasma Search" per turn however many Pokémon have it.
  {
    id: 'metagross',
    name: 'Metagross',
    kind: 'pokemon',
    stage: 'basic',
    hp: 150,
    types: ['M'],
    weakness: { type: 'R', value: 2 },
    resistance: { type: 'P', value: 20 },
    retreat: 3,
    tags: [],
    abilities: [
      {
        id: 'metagross.plasma-search',
        kind: 'activated',
        condition: E.op('ne', E.op('playerData', E.controller, 'used:plasma-search'), E.op('turnNumber')),
        effect: [
          {
            do: 'event',
            event: {
              kind: 'playerData',
              player: E.controller,
              key: 'used:plasma-search',
              value: E.op('turnNumber'),
              rule: 'PK-II-E14',
            },
          },
          {
            do: 'choose',
            from: { selector: { zone: 'deck', player: E.controller } },
            min: 0,
            max: 1,
            into: 'c',
            prompt: 'search: a card',
            rule: 'PK-H.2',
          },
          { do: 'move', cards: v('c'), to: 'hand', rule: 'PK-II-E14' },
          { do: 'shuffle', zone: 'deck', player: E.controller },
        ],
      },
    ],
    attacks: [{ name: 'Meteor Mash', cost: ['M', 'C', 'C'], damage: 80 }],
  },
  // PK-II-E15: "doesn't stack" — only the first Gardevoir in play counts.
  {
    id: 'gardevoir',
    name: 'Gardevoir',
    kind: 'pokemon',
    stage: 'basic',
    hp: 130,
    types: ['Y'],
    weakness: { type: 'M', value: 2 },
    retreat: 2,
    tags: [],
    abilities: [
      {
        id: 'gardevoir.bright-heal',
        kind: 'static',
        continuous: [
          {
            affects: {
              selector: {
                zone: 'active',
                player: E.controller,
                where: E.eq(
                  self,
                  E.op(
                    'at',
                    {
                      select: {
                        ...ownInPlay,
                        where: E.op('has', E.char(E.card, 'abilities'), 'gardevoir.bright-heal'),
                      },
                    },
                    0,
                  ),
                ),
              },
            },
            parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc2VsOpponentActive', amount: 20 } }],
          },
        ],
      },
    ],
    attacks: [{ name: 'Psychic', cost: ['Y', 'C'], damage: 40 }],
  },
  // PK-II-E17: usable only while in the hand, once per turn per card.
  {
    id: 'audino',
    name: 'Audino',
    kind: 'pokemon',
    stage: 'basic',
    hp: 90,
    types: ['C'],
    weakness: { type: 'F', value: 2 },
    retreat: 1,
    tags: [],
    abilities: [
      {
        id: 'audino.busybody',
        kind: 'activated',
        oncePerTurn: true,
        functionsIn: ['hand'],
        effect: [{ do: 'moveTop', from: 'deck', player: E.controller, count: 1, to: 'hand', rule: 'PK-II-E17' }],
      },
    ],
    attacks: [{ name: 'Pound', cost: ['C', 'C'], damage: 30 }],
  },
  // PK-II-E21: no Abilities until the end of your next turn, through the Checkups.
  {
    id: 'arbok',
    name: 'Arbok',
    kind: 'pokemon',
    stage: 'basic',
    hp: 110,
    types: ['G'],
    weakness: { type: 'P', value: 2 },
    retreat: 2,
    tags: [],
    attacks: [
      {
        name: 'Gastro Acid',
        cost: ['G', 'C'],
        damage: 30,
        text: 'The Defending Pokémon has no Abilities until the end of your next turn.',
        effects: [
          {
            do: 'continuous',
            targets: v('defender'),
            effect: {
              affects: { objects: [] },
              duration: { kind: 'untilBoundary', boundary: 'turn.end', turnsFromNow: 2 },
              parts: [{ layer: 'abilityLoss', op: { kind: 'invalidateAbilities' } }],
            },
          },
        ],
      },
    ],
  },
  // PK-II-E22: until the end of your opponent's next turn, including its Checkup.
  {
    id: 'seviper',
    name: 'Seviper',
    kind: 'pokemon',
    stage: 'basic',
    hp: 100,
    types: ['G'],
    weakness: { type: 'R', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Numbing Fang',
        cost: ['G'],
        damage: 20,
        text: "Until the end of your opponent's next turn, the Defending Pokémon's attacks do 30 less damage.",
        effects: [
          {
            do: 'continuous',
            targets: v('defender'),
            effect: {
              affects: { objects: [] },
              duration: { kind: 'untilBoundary', boundary: 'turn.end', turnsFromNow: 1 },
              parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc2All', amount: -30 } }],
            },
          },
        ],
      },
    ],
  },
  // PK-II-E23: Paralyzed if this Pokémon evolved from Shellder during this turn.
  {
    id: 'shellder',
    name: 'Shellder',
    kind: 'pokemon',
    stage: 'basic',
    hp: 50,
    types: ['W'],
    weakness: { type: 'L', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [{ name: 'Clamp', cost: ['W'], damage: 10 }],
  },
  {
    id: 'cloyster',
    name: 'Cloyster',
    kind: 'pokemon',
    stage: 'stage1',
    evolvesFrom: 'Shellder',
    hp: 100,
    types: ['W'],
    weakness: { type: 'L', value: 2 },
    retreat: 2,
    tags: [],
    attacks: [
      {
        name: 'Sudden Clamp',
        cost: ['W'],
        damage: 20,
        text: 'If this Pokémon evolved from Shellder during this turn, the Defending Pokémon is now Paralyzed.',
        effects: [
          {
            do: 'if',
            cond: E.op('evolvedFromThisTurn', self, 'Shellder'),
            then: [{ do: 'inflict', target: v('defender'), condition: 'paralyzed' }],
          },
        ],
      },
    ],
  },
  // PK-II-E24: Scizor-EX — 60 more if it moved from the Bench to the Active Spot this turn;
  // Steel Wing reduces damage received.
  {
    id: 'scizor-ex',
    name: 'Scizor-EX',
    kind: 'pokemon',
    stage: 'basic',
    hp: 170,
    types: ['M'],
    weakness: { type: 'R', value: 2 },
    resistance: { type: 'P', value: 20 },
    retreat: 2,
    tags: ['EX'],
    attacks: [
      {
        name: 'Gale Thrust',
        cost: ['M'],
        damage: 30,
        marker: '+',
        text: 'If this Pokémon moved from your Bench to the Active Spot this turn, this attack does 60 more damage.',
        damageText: [addIf(E.op('thisTurn', E.op('status', self, 'cameActiveTurn')), 60)],
      },
      {
        name: 'Steel Wing',
        cost: ['M', 'C', 'C'],
        damage: 60,
        text: "During your opponent's next turn, any damage done to this Pokémon by attacks is reduced by 20.",
        effects: [
          {
            do: 'continuous',
            targets: self,
            effect: {
              affects: { objects: [] },
              duration: nextTurn(1),
              parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc5All', amount: -20 } }],
            },
          },
        ],
      },
    ],
  },
  // PK-II-E25: 70 more if you played a Supporter from your hand this turn.
  {
    id: 'gallade',
    name: 'Gallade',
    kind: 'pokemon',
    stage: 'basic',
    hp: 150,
    types: ['P'],
    weakness: { type: 'P', value: 2 },
    retreat: 2,
    tags: [],
    attacks: [
      {
        name: 'Sensing Blade',
        cost: ['C'],
        damage: 30,
        marker: '+',
        text: 'If you played a Supporter card from your hand during this turn, this attack does 70 more damage.',
        damageText: [addIf(E.eq(E.op('playerData', E.controller, 'supporterPlayed'), true), 70)],
      },
    ],
  },
  // PK-II-E26: 80 more if this Pokémon was healed (at least 10) during this turn.
  {
    id: 'xerneas',
    name: 'Xerneas',
    kind: 'pokemon',
    stage: 'basic',
    hp: 130,
    types: ['Y'],
    weakness: { type: 'M', value: 2 },
    retreat: 2,
    tags: [],
    attacks: [
      {
        name: 'Power Creation',
        cost: ['Y'],
        damage: 20,
        marker: '+',
        text: 'If this Pokémon was healed during this turn, this attack does 80 more damage.',
        damageText: [addIf(E.op('thisTurn', E.op('status', self, 'healedTurn')), 80)],
      },
    ],
  },
  // PK-A01.5: Smokescreen — the attacking player flips before attacking; tails: the attack fails.
  {
    id: 'inkay',
    name: 'Inkay',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['D'],
    weakness: { type: 'F', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Smokescreen',
        cost: ['C'],
        damage: 10,
        text:
          "If the Defending Pokémon tries to attack during your opponent's next turn, your opponent flips " +
          'a coin. If tails, that attack does nothing.',
        effects: [
          {
            do: 'continuous',
            targets: v('defender'),
            effect: {
              affects: { objects: [] },
              duration: nextTurn(1),
              parts: [{ layer: 'modifiers', op: { kind: 'set', key: 'attackFailCoin', value: true } }],
            },
          },
        ],
      },
    ],
  },
  // PK-B03.4: a declared Stadium effect, once during each player's turn.
  {
    id: 'scorched-earth',
    name: 'Scorched Earth',
    kind: 'trainer',
    trainerType: 'stadium',
    text:
      "Once during each player's turn, that player may discard a [R] or [F] Energy card from their hand. " +
      'If they do, that player draws 2 cards.',
    abilities: [
      {
        id: 'scorched-earth.dig',
        kind: 'activated',
        oncePerTurn: true,
        condition: E.op(
          'gt',
          E.op('len', {
            select: {
              zone: 'hand',
              player: E.controller,
              where: E.op('or', E.eq(E.op('def', E.card), 'fire-energy'), E.eq(E.op('def', E.card), 'fighting-energy')),
            },
          }),
          0,
        ),
        effect: [
          {
            do: 'choose',
            from: {
              selector: {
                zone: 'hand',
                player: E.controller,
                where: E.op(
                  'or',
                  E.eq(E.op('def', E.card), 'fire-energy'),
                  E.eq(E.op('def', E.card), 'fighting-energy'),
                ),
              },
            },
            min: 1,
            max: 1,
            into: 'e',
            prompt: 'discard a [R] or [F] Energy',
            rule: 'PK-B03.4',
          },
          { do: 'move', cards: v('e'), to: 'discard', rule: 'PK-B03.4' },
          { do: 'moveTop', from: 'deck', player: E.controller, count: 2, to: 'hand', rule: 'PK-B03.4' },
        ],
      },
    ],
  },
  // PK-II-C08: counters are moved in attack step 5; not damage.
  {
    id: 'whimsicott',
    name: 'Whimsicott',
    kind: 'pokemon',
    stage: 'basic',
    hp: 80,
    types: ['Y'],
    weakness: { type: 'M', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Wind Trick',
        cost: ['C'],
        damage: 0,
        text: "Move 2 damage counters from 1 of your Pokémon to 1 of your opponent's Pokémon.",
        effects: [
          {
            do: 'choose',
            from: { selector: { ...ownInPlay, where: E.op('gt', E.op('counter', E.card, 'damage'), 0) } },
            min: 1,
            max: 1,
            into: 'from',
            prompt: 'move counters from',
            rule: 'PK-II-C08',
          },
          {
            do: 'if',
            cond: E.op('gt', E.op('len', v('from')), 0),
            then: [
              {
                do: 'choose',
                from: { selector: { zone: ['active', 'bench'], player: E.opponent } },
                min: 1,
                max: 1,
                into: 'to',
                prompt: 'move counters to',
                rule: 'PK-II-C08',
              },
              { do: 'moveCounters', from: v('from'), to: v('to'), counters: 2 },
            ],
          },
        ],
      },
    ],
  },
  // PK-II-C20: look at the opponent's hand (only the user looks), then it is face down again.
  {
    id: 'sneasel',
    name: 'Sneasel',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['D'],
    weakness: { type: 'F', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Pickpocket',
        cost: ['C'],
        damage: 0,
        text: "Look at your opponent's hand. You may discard a Trainer card you find there.",
        effects: [
          { do: 'reveal', cards: { select: { zone: 'hand', player: E.opponent } }, rule: 'PK-II-C20' },
          {
            do: 'choose',
            from: { selector: { zone: 'hand', player: E.opponent, where: E.eq(E.char(E.card, 'kind'), 'trainer') } },
            min: 0,
            max: 1,
            into: 'c',
            prompt: 'discard a Trainer',
            rule: 'PK-II-C20',
          },
          { do: 'move', cards: v('c'), to: 'discard', rule: 'PK-II-C20' },
          { do: 'conceal', cards: { select: { zone: 'hand', player: E.opponent } }, rule: 'PK-II-C20' },
        ],
      },
    ],
  },

  // DP era (PK-PR-10–12, PK-X-05): a Poké-Body on the Basic, a LV.X with its own attack and a Poké-Power.
  {
    id: 'dialga',
    name: 'Dialga',
    kind: 'pokemon',
    stage: 'basic',
    hp: 100,
    types: ['M'],
    weakness: { type: 'R', value: 2 },
    resistance: { type: 'P', value: 20 },
    retreat: 2,
    tags: [],
    abilities: [
      {
        id: 'dialga.metal-coat',
        kind: 'static',
        continuous: [
          {
            affects: { self: true },
            parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc2VsOpponentActive', amount: 10 } }],
          },
        ],
      },
    ],
    abilityLabels: { 'dialga.metal-coat': 'pokeBody' },
    attacks: [{ name: 'Metal Claw', cost: ['M', 'C'], damage: 40 }],
  },
  {
    id: 'dialga-lvx',
    name: 'Dialga LV.X',
    kind: 'pokemon',
    stage: 'levelUp',
    evolvesFrom: 'Dialga',
    hp: 120,
    types: ['M'],
    weakness: { type: 'R', value: 2 },
    resistance: { type: 'P', value: 20 },
    retreat: 2,
    tags: ['LVX'],
    abilities: [
      {
        id: 'dialga-lvx.time-skip',
        kind: 'activated',
        oncePerTurn: true,
        effect: [{ do: 'moveTop', from: 'deck', player: E.controller, count: 1, to: 'hand', rule: 'PK-X-05' }],
      },
    ],
    abilityLabels: { 'dialga-lvx.time-skip': 'pokePower' },
    attacks: [{ name: 'Time Burst', cost: ['M', 'M', 'C'], damage: 80 }],
  },
  // PK-PR-18 / PK-X-12: a Poké-Power's effect on this Pokémon continues after it goes to the Bench (DP era).
  {
    id: 'ninjask',
    name: 'Ninjask',
    kind: 'pokemon',
    stage: 'basic',
    hp: 70,
    types: ['G'],
    weakness: { type: 'R', value: 2 },
    retreat: 1,
    tags: [],
    abilities: [
      {
        id: 'ninjask.quick-wings',
        kind: 'activated',
        oncePerTurn: true,
        effect: [
          {
            do: 'continuous',
            targets: self,
            effect: {
              affects: { objects: [] },
              parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc2All', amount: 20 } }],
            },
          },
        ],
      },
    ],
    abilityLabels: { 'ninjask.quick-wings': 'pokePower' },
    attacks: [{ name: 'Cut', cost: ['C'], damage: 20 }],
  },
  // PK-F.3 / PK-II-E08: a Checkup effect, placed before or after Special Conditions by its owner.
  {
    id: 'ludicolo',
    name: 'Ludicolo',
    kind: 'pokemon',
    stage: 'basic',
    hp: 120,
    types: ['W'],
    weakness: { type: 'G', value: 2 },
    retreat: 2,
    tags: [],
    abilities: [
      {
        id: 'ludicolo.rain-dish',
        kind: 'triggered',
        trigger: { on: 'pokemon.checkup', where: E.op('has', ev('pokemon'), self) },
        effect: [{ do: 'heal', target: self, amount: 20 }],
      },
    ],
    attacks: [{ name: 'Hydro Splash', cost: ['W', 'C'], damage: 50 }],
  },
  // PK-LG-11: PlusPower — only the Active Pokémon's attacks this turn, and the card is discarded at once.
  {
    id: 'plus-power',
    name: 'PlusPower',
    legendLegal: true,
    kind: 'trainer',
    trainerType: 'item',
    text: "During this turn, your Active Pokémon's attacks do 10 more damage to your opponent's Active Pokémon.",
    effect: [
      {
        do: 'continuous',
        targets: E.op('at', { select: { zone: 'active', player: E.controller } }, 0),
        effect: {
          affects: { objects: [] },
          parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc2VsOpponentActive', amount: 10 } }],
        },
      },
    ],
  },
  // PK-LG-01 / PK-II-E04: Rescue Energy — a Legend-legal Special Energy; when its Pokémon is Knocked Out,
  // that Pokémon (with its Evolution cards) goes back to the hand in step 2, before the discard; the rest is discarded.
  {
    id: 'rescue-energy',
    name: 'Rescue Energy',
    kind: 'energy',
    energyKind: 'special',
    provides: ['C'],
    abilities: [
      {
        id: 'rescue-energy.rescue',
        kind: 'triggered',
        trigger: { on: 'pokemon.knockOut', where: E.eq(ev('pokemon'), E.op('attachedTo', self)) },
        effect: [
          {
            do: 'returnCards',
            target: {
              select: {
                zone: ['active', 'bench'],
                player: E.controller,
                where: E.eq(E.card, E.op('attachedTo', self)),
              },
            },
            to: 'hand',
            pokemonOnly: true,
          },
        ],
      },
    ],
  },
  // PK-II-E19: "discard 2 cards; then search" — without 2 cards to discard it cannot be played.
  {
    id: 'ultra-ball',
    name: 'Ultra Ball',
    kind: 'trainer',
    trainerType: 'item',
    text:
      "Discard 2 cards from your hand. (If you can't discard 2 cards, you can't play this card.) Search " +
      'your deck for a Pokémon, reveal it, and put it into your hand. Then, shuffle your deck.',
    playableIf: E.op('gte', E.op('zoneCount', 'hand', E.controller), 3),
    effect: [
      {
        do: 'choose',
        from: { selector: { zone: 'hand', player: E.controller, where: E.op('ne', E.card, self) } },
        min: 2,
        max: 2,
        into: 'd',
        prompt: 'discard 2 cards',
        rule: 'PK-II-E19',
      },
      { do: 'move', cards: v('d'), to: 'discard', rule: 'PK-II-E19' },
      {
        do: 'choose',
        from: { selector: { zone: 'deck', player: E.controller, where: E.eq(E.char(E.card, 'kind'), 'pokemon') } },
        min: 0,
        max: 1,
        into: 'p',
        prompt: 'search: a Pokémon',
        rule: 'PK-H.2',
      },
      { do: 'move', cards: v('p'), to: 'hand', rule: 'PK-H.2' },
      { do: 'shuffle', zone: 'deck', player: E.controller },
    ],
  },
];
