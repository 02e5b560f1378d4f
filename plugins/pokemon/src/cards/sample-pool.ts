import type { PokemonTcgCard, EnergyType } from './card-schema.js';
import { E, type Expr } from '@tcgkit/core';
import { GLOSSARY_POOL } from './sample-pool-text.js';
import { JAPANESE_NAMES } from './japanese-names.js';

/** The cards with their Japanese names where known (the others show their English name). */
function withJapaneseNames(cards: PokemonTcgCard[]): PokemonTcgCard[] {
  return cards.map((card) =>
    JAPANESE_NAMES[card.id] ? { ...card, i18n: { ja: { name: JAPANESE_NAMES[card.id] } } } : card,
  );
}

const basicEnergy = (type: EnergyType, name: string): PokemonTcgCard => ({
  id: `${name.toLowerCase()}-energy`,
  name: `${name} Energy`,
  kind: 'energy',
  energyKind: 'basic',
  provides: [type],
});
const self = E.self;
const attachedHost: Expr = E.op('attachedTo', self);
const onHost = { selector: { zone: ['active', 'bench'], where: E.eq(E.card, attachedHost) } };
const v = (path: string): Expr => ({ ref: 'var', path });

/**
 * The sample card pool, modelled on the cards the rule guide uses as examples. Each card notes
 * the rule it exercises.
 */
export const SAMPLE_POOL: PokemonTcgCard[] = withJapaneseNames([
  basicEnergy('G', 'Grass'),
  basicEnergy('R', 'Fire'),
  basicEnergy('W', 'Water'),
  basicEnergy('L', 'Lightning'),
  basicEnergy('P', 'Psychic'),
  basicEnergy('F', 'Fighting'),
  basicEnergy('D', 'Darkness'),
  basicEnergy('M', 'Metal'),
  basicEnergy('Y', 'Fairy'),
  // PK-II-C01 FAQ: provides 2 Colorless.
  {
    id: 'double-colorless-energy',
    name: 'Double Colorless Energy',
    kind: 'energy',
    energyKind: 'special',
    provides: ['C', 'C'],
  },
  // PK-II-D08: every type while attached, Colorless otherwise.
  {
    id: 'rainbow-energy',
    name: 'Rainbow Energy',
    kind: 'energy',
    energyKind: 'special',
    provides: ['C'],
    allTypesWhileAttached: true,
  },

  // PK-LG-19 example 1: (20 + 10 on heads) × 2 against a Fire Pokémon weak to Water.
  {
    id: 'poliwag',
    name: 'Poliwag',
    legendLegal: true,
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['W'],
    weakness: { type: 'L', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Tidal Slap',
        cost: ['W'],
        damage: 20,
        marker: '+',
        text: 'Flip a coin. If heads, this attack does 10 more damage.',
        damageText: [
          { do: 'coin', into: 'heads' },
          { do: 'if', cond: v('heads'), then: [{ do: 'set', var: 'damage', value: E.op('add', v('damage'), 10) }] },
        ],
      },
    ],
  },
  {
    id: 'poliwhirl',
    name: 'Poliwhirl',
    legendLegal: true,
    kind: 'pokemon',
    stage: 'stage1',
    evolvesFrom: 'Poliwag',
    hp: 90,
    types: ['W'],
    weakness: { type: 'L', value: 2 },
    retreat: 2,
    tags: [],
    attacks: [{ name: 'Water Gun', cost: ['W', 'C'], damage: 50 }],
  },
  {
    id: 'poliwrath',
    name: 'Poliwrath',
    legendLegal: true,
    kind: 'pokemon',
    stage: 'stage2',
    evolvesFrom: 'Poliwhirl',
    hp: 150,
    types: ['W'],
    weakness: { type: 'L', value: 2 },
    retreat: 3,
    tags: [],
    attacks: [{ name: 'Hydro Punch', cost: ['W', 'W', 'C'], damage: 120 }],
  },
  {
    id: 'litleo',
    name: 'Litleo',
    legendLegal: true,
    kind: 'pokemon',
    stage: 'basic',
    hp: 70,
    types: ['R'],
    weakness: { type: 'W', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [{ name: 'Ember', cost: ['R', 'C'], damage: 40 }],
  },
  // PK-A01.DC4: a Metal attacker for Thundurus's Resistance (−20 against [M]).
  {
    id: 'klink',
    name: 'Klink',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['M'],
    weakness: { type: 'R', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [{ name: 'Gear Grind', cost: ['M', 'C'], damage: 50 }],
  },
  // PK-A01.7 / PK-II-E09: "before doing damage" happens at step 3,
  // so the discarded Hard Charm no longer reduces the damage.
  {
    id: 'sableye',
    name: 'Sableye',
    kind: 'pokemon',
    stage: 'basic',
    hp: 70,
    types: ['D'],
    weakness: { type: 'F', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Tool Snatch',
        cost: ['D', 'C'],
        damage: 30,
        text: "Before doing damage, discard all Pokémon Tools attached to your opponent's Active Pokémon.",
        beforeDamage: [
          {
            do: 'move',
            cards: {
              select: {
                zone: 'active',
                player: { ref: 'opponent' },
                includeAttached: true,
                where: { op: 'eq', args: [{ op: 'char', args: [{ ref: 'card' }, 'trainerType'] }, 'tool'] },
              },
            },
            to: 'discard',
            rule: 'PK-II-E09',
          },
        ],
      },
    ],
  },
  // PK-II-B06: damage calculation without Weakness and Resistance (DC3 and DC4 skipped).
  {
    id: 'riolu',
    name: 'Riolu',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['F'],
    weakness: { type: 'P', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Quick Strike',
        cost: ['F'],
        damage: 30,
        ignoreWeaknessResistance: true,
        text: "This attack's damage isn't affected by Weakness or Resistance.",
      },
    ],
  },
  // PK-II-B07: damage calculation without effects on the opponent's Active (DC5 skipped).
  {
    id: 'mienfoo',
    name: 'Mienfoo',
    kind: 'pokemon',
    stage: 'basic',
    hp: 70,
    types: ['F'],
    weakness: { type: 'P', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Pierce',
        cost: ['F', 'C'],
        damage: 50,
        ignoreDefenderEffects: true,
        text: "This attack's damage isn't affected by any effects on your opponent's Active Pokémon.",
      },
    ],
  },
  // PK-II-C15 / PK-II-E02-style duration: the Defending Pokémon can't use attacks during the opponent's next turn.
  {
    id: 'pancham',
    name: 'Pancham',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['F'],
    weakness: { type: 'P', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Glare',
        cost: ['C'],
        damage: 10,
        text: "During your opponent's next turn, the Defending Pokémon can't attack.",
        effects: [
          {
            do: 'continuous',
            targets: v('defender'),
            effect: {
              affects: { objects: [] },
              duration: { kind: 'duringTurn', turnsFromNow: 1 },
              parts: [{ layer: 'modifiers', op: { kind: 'set', key: 'cantAttack', value: true } }],
            },
          },
        ],
      },
    ],
  },
  // PK-LG-19 example 2: 80 × 2 − 20 (Ability) − 20 (Hard Charm) = 120.
  {
    id: 'thundurus',
    name: 'Thundurus',
    kind: 'pokemon',
    stage: 'basic',
    hp: 110,
    types: ['L'],
    weakness: { type: 'F', value: 2 },
    resistance: { type: 'M', value: 20 },
    retreat: 1,
    tags: [],
    attacks: [{ name: 'Disaster Volt', cost: ['L', 'L', 'C'], damage: 80 }],
  },
  {
    id: 'samurott',
    name: 'Samurott',
    kind: 'pokemon',
    stage: 'basic',
    hp: 200,
    types: ['W'],
    weakness: { type: 'L', value: 2 },
    retreat: 2,
    tags: [],
    abilityText: [
      {
        name: 'Shell Armor',
        text: 'Any damage done to this Pokémon by attacks is reduced by 20 (after applying Weakness and Resistance).',
      },
    ],
    abilities: [
      {
        id: 'samurott.shell',
        kind: 'static',
        continuous: [
          { affects: { self: true }, parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc5All', amount: -20 } }] },
        ],
      },
    ],
    attacks: [{ name: 'Razor Shell', cost: ['W', 'C'], damage: 60 }],
  },
  // PK-A01.DC2 / PK-II-B05 FAQ: Photon Wave is an effect on the Pokémon hit (its attacks do 30 less, DC2).
  {
    id: 'mewtwo-ex',
    name: 'Mewtwo-EX',
    kind: 'pokemon',
    stage: 'basic',
    hp: 170,
    types: ['P'],
    weakness: { type: 'P', value: 2 },
    retreat: 2,
    tags: ['EX'],
    attacks: [
      {
        name: 'Photon Wave',
        cost: ['P', 'C'],
        damage: 30,
        text: "During your opponent's next turn, attacks used by the Pokémon hit by this attack do 30 less damage.",
        effects: [
          {
            do: 'continuous',
            targets: { ref: 'var', path: 'defender' },
            effect: {
              affects: { objects: [] },
              duration: { kind: 'duringTurn', turnsFromNow: 1 },
              parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc2All', amount: -30 } }],
            },
            vars: {},
          },
        ],
      },
    ],
  },
  // PK-II-B04 FAQ: "damage received by this Pokémon is +40" is an effect on the defender (DC5).
  {
    id: 'fletchinder',
    name: 'Fletchinder',
    kind: 'pokemon',
    stage: 'basic',
    hp: 70,
    types: ['R'],
    weakness: { type: 'W', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Jet Shoot',
        cost: ['C'],
        damage: 50,
        text: "During your opponent's next turn, this Pokémon takes 40 more damage from attacks.",
        effects: [
          {
            do: 'continuous',
            targets: self,
            effect: {
              affects: { objects: [] },
              duration: { kind: 'duringTurn', turnsFromNow: 1 },
              parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc5All', amount: 40 } }],
            },
          },
        ],
      },
    ],
  },
  // PK-II-B03: a "−" attack brought to 0 ends the calculation, so Muscle Band adds nothing.
  {
    id: 'marill',
    name: 'Marill',
    kind: 'pokemon',
    stage: 'basic',
    hp: 70,
    types: ['Y'],
    weakness: { type: 'M', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Ebb Tide',
        cost: ['C'],
        damage: 30,
        marker: '-',
        text: 'This attack does 10 less damage for each damage counter on this Pokémon.',
        damageText: [{ do: 'set', var: 'damage', value: E.op('sub', v('damage'), E.op('counter', self, 'damage')) }],
      },
    ],
  },
  // PK-II-B09 FAQ2: Hard Charm does not reduce the attacker's damage to itself.
  {
    id: 'voltage-rusher',
    name: 'Voltage Rusher',
    kind: 'pokemon',
    stage: 'basic',
    hp: 170,
    types: ['L'],
    weakness: { type: 'F', value: 2 },
    retreat: 1,
    tags: ['EX'],
    attacks: [
      {
        name: 'Voltage Rush',
        cost: ['L', 'C'],
        damage: 100,
        selfDamage: 50,
        text: 'This Pokémon also does 50 damage to itself.',
      },
    ],
  },
  // PK-II-D16: Focus Sash on a Fighting Pokémon at full HP.
  {
    id: 'hawlucha',
    name: 'Hawlucha',
    legendLegal: true,
    kind: 'pokemon',
    stage: 'basic',
    hp: 70,
    types: ['F'],
    weakness: { type: 'P', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [{ name: 'Flying Press', cost: ['F'], damage: 30 }],
  },
  // PK-II-D08 FAQ: "discard all [Fire] Energy" also discards Rainbow Energy.
  {
    id: 'talonflame',
    name: 'Talonflame',
    kind: 'pokemon',
    stage: 'basic',
    hp: 130,
    types: ['R'],
    weakness: { type: 'W', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Flare Blitz',
        cost: ['R', 'C'],
        damage: 90,
        text: 'Discard all [R] Energy attached to this Pokémon.',
        effects: [{ do: 'discardEnergy', from: self, types: ['R'], all: true }],
      },
    ],
  },
  // PK-II-C01 FAQ: discarding 2 Energy is satisfied by one Double Colorless Energy.
  {
    id: 'snorlax',
    name: 'Snorlax',
    kind: 'pokemon',
    stage: 'basic',
    hp: 130,
    types: ['C'],
    weakness: { type: 'F', value: 2 },
    retreat: 4,
    tags: [],
    attacks: [
      {
        name: 'Heavy Press',
        cost: ['C', 'C', 'C'],
        damage: 100,
        text: 'Discard 2 Energy attached to this Pokémon.',
        effects: [{ do: 'discardEnergy', from: self, amount: 2 }],
      },
    ],
  },

  // PK-A02 / PK-LG-07: a declared Ability usable any number of times; its attachments are not the once-per-turn one.
  {
    id: 'tepig',
    name: 'Tepig',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['R'],
    weakness: { type: 'W', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [{ name: 'Flare', cost: ['R'], damage: 20 }],
  },
  {
    id: 'pignite',
    name: 'Pignite',
    kind: 'pokemon',
    stage: 'stage1',
    evolvesFrom: 'Tepig',
    hp: 90,
    types: ['R'],
    weakness: { type: 'W', value: 2 },
    retreat: 2,
    tags: [],
    attacks: [{ name: 'Heat Crash', cost: ['R', 'C', 'C'], damage: 60 }],
  },
  {
    id: 'emboar',
    name: 'Emboar',
    kind: 'pokemon',
    stage: 'stage2',
    evolvesFrom: 'Pignite',
    hp: 150,
    types: ['R'],
    weakness: { type: 'W', value: 2 },
    retreat: 4,
    tags: [],
    abilityText: [
      {
        name: 'Inferno Fandango',
        text:
          'As often as you like during your turn, you may attach a Fire Energy card from your hand to 1 of ' +
          'your Pokémon.',
      },
    ],
    abilities: [
      {
        id: 'emboar.inferno-fandango',
        kind: 'activated',
        condition: E.op(
          'gt',
          E.op('len', {
            select: { zone: 'hand', player: E.controller, where: E.eq(E.op('def', E.card), 'fire-energy') },
          }),
          0,
        ),
        effect: [
          {
            do: 'choose',
            from: { selector: { zone: 'hand', player: E.controller, where: E.eq(E.op('def', E.card), 'fire-energy') } },
            min: 1,
            max: 1,
            into: 'energy',
            prompt: 'Inferno Fandango: a [R] Energy',
            rule: 'PK-A02.3',
          },
          {
            do: 'choose',
            from: {
              selector: {
                zone: ['active', 'bench'],
                player: E.controller,
                where: E.op('has', E.char(E.card, 'types'), 'R'),
              },
            },
            min: 1,
            max: 1,
            into: 'pokemon',
            prompt: 'Inferno Fandango: a [R] Pokémon',
            rule: 'PK-A02.3',
          },
          { do: 'attach', card: v('energy'), to: E.op('at', v('pokemon'), 0), kind: 'energy' },
        ],
      },
    ],
    attacks: [{ name: 'Flare Blitz', cost: ['R', 'R', 'R', 'C'], damage: 150 }],
  },
  // PK-II-C09 FAQ: 3 damage counters whenever the opponent attaches Energy from hand to one of their Pokémon,
  // once per Energy card.
  {
    id: 'mareep',
    name: 'Mareep',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['L'],
    weakness: { type: 'F', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [{ name: 'Static', cost: ['L'], damage: 10 }],
  },
  {
    id: 'flaaffy',
    name: 'Flaaffy',
    kind: 'pokemon',
    stage: 'stage1',
    evolvesFrom: 'Mareep',
    hp: 80,
    types: ['L'],
    weakness: { type: 'F', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [{ name: 'Shock', cost: ['L', 'C'], damage: 30 }],
  },
  {
    id: 'ampharos',
    name: 'Ampharos',
    kind: 'pokemon',
    stage: 'stage2',
    evolvesFrom: 'Flaaffy',
    hp: 140,
    types: ['L'],
    weakness: { type: 'F', value: 2 },
    retreat: 2,
    tags: [],
    abilityText: [
      {
        name: 'Electromagnetic Wall',
        text:
          'Whenever your opponent attaches an Energy card from their hand to 1 of their Pokémon, put 3 damage ' +
          'counters on that Pokémon.',
      },
    ],
    abilities: [
      {
        id: 'ampharos.electromagnetic-wall',
        kind: 'triggered',
        trigger: {
          on: 'attach',
          where: E.and(
            E.eq({ ref: 'event', path: 'attachKind' }, 'energy'),
            E.eq({ ref: 'event', path: 'fromZone' }, 'hand'),
            E.op('ne', E.op('master', { ref: 'event', path: 'host' }), E.controller),
          ),
        },
        effect: [{ do: 'counter', card: { ref: 'event', path: 'host' }, key: 'damage', amount: 30 }],
      },
    ],
    attacks: [{ name: 'Thunder Fang', cost: ['L', 'C', 'C'], damage: 90 }],
  },
  // PK-II-E03: "when damaged by an attack" (at least 10),
  // handled after the attack's effects and before the Knock Out check.
  {
    id: 'sigilyph',
    name: 'Sigilyph',
    kind: 'pokemon',
    stage: 'basic',
    hp: 90,
    types: ['P'],
    weakness: { type: 'P', value: 2 },
    retreat: 1,
    tags: [],
    abilities: [
      {
        id: 'sigilyph.reflect-shield',
        kind: 'triggered',
        trigger: {
          on: 'damage',
          where: E.and(
            E.eq({ ref: 'event', path: 'target' }, self),
            E.op('has', { ref: 'event', path: 'tags' }, 'attack'),
            E.op('not', E.op('has', { ref: 'event', path: 'tags' }, 'self')),
            E.op('gte', { ref: 'event', path: 'amount' }, 10),
          ),
        },
        effect: [{ do: 'counter', card: { ref: 'event', path: 'source' }, key: 'damage', amount: 50 }],
      },
    ],
    attacks: [{ name: 'Psychic Shot', cost: ['P'], damage: 20 }],
  },
  // PK-LG-03 / PK-F.2: attacks that inflict Special Conditions.
  {
    id: 'koffing',
    name: 'Koffing',
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['P'],
    weakness: { type: 'P', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Poison Gas',
        cost: ['C'],
        damage: 0,
        text: 'The Defending Pokémon is now Poisoned.',
        effects: [{ do: 'inflict', target: v('defender'), condition: 'poisoned' }],
      },
      {
        name: 'Bad Poison',
        cost: ['P'],
        damage: 0,
        text: 'The Defending Pokémon is now Poisoned. Put 4 damage counters instead of 1 for this Poison.',
        effects: [{ do: 'inflict', target: v('defender'), condition: 'poisoned', counters: 4 }],
      },
      {
        name: 'Sleep Gas',
        cost: ['C', 'C'],
        damage: 10,
        text: 'The Defending Pokémon is now Asleep.',
        effects: [{ do: 'inflict', target: v('defender'), condition: 'asleep' }],
      },
      {
        name: 'Stun Gas',
        cost: ['P', 'C'],
        damage: 10,
        text: 'The Defending Pokémon is now Paralyzed and Burned.',
        effects: [
          { do: 'inflict', target: v('defender'), condition: 'paralyzed' },
          { do: 'inflict', target: v('defender'), condition: 'burned' },
        ],
      },
    ],
  },

  // PK-II-C16 / PK-II-C17: "Hide" — on heads, no damage and no effects from attacks during the opponent's next turn.
  {
    id: 'kakuna',
    name: 'Kakuna',
    kind: 'pokemon',
    stage: 'basic',
    hp: 80,
    types: ['G'],
    weakness: { type: 'R', value: 2 },
    retreat: 2,
    tags: [],
    attacks: [
      {
        name: 'Hide',
        cost: ['C'],
        damage: 0,
        text:
          'Flip a coin. If heads, prevent all damage and effects of attacks done to this Pokémon during ' +
          "your opponent's next turn.",
        effects: [
          { do: 'coin', into: 'heads' },
          {
            do: 'if',
            cond: v('heads'),
            then: [
              {
                do: 'continuous',
                targets: self,
                effect: {
                  affects: { objects: [] },
                  duration: { kind: 'duringTurn', turnsFromNow: 1 },
                  parts: [
                    { layer: 'modifiers', op: { kind: 'set', key: 'noAttackDamage', value: true } },
                    { layer: 'modifiers', op: { kind: 'set', key: 'noAttackEffects', value: true } },
                  ],
                },
              },
            ],
          },
        ],
      },
    ],
  },
  // PK-II-C04: Roar — the opponent switches their Active with one of their Benched Pokémon (they choose).
  // PK-II-C14: Sand Trap — the Defending Pokémon can't retreat during the opponent's next turn.
  {
    id: 'sandslash',
    name: 'Sandslash',
    kind: 'pokemon',
    stage: 'basic',
    hp: 100,
    types: ['F'],
    weakness: { type: 'G', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Roar',
        cost: ['C'],
        damage: 0,
        effects: [{ do: 'switchActive', player: E.opponent, rule: 'PK-II-C04' }],
      },
      {
        name: 'Sand Trap',
        cost: ['F'],
        damage: 10,
        effects: [
          {
            do: 'continuous',
            targets: v('defender'),
            effect: {
              affects: { objects: [] },
              duration: { kind: 'duringTurn', turnsFromNow: 1 },
              parts: [{ layer: 'modifiers', op: { kind: 'set', key: 'cantRetreat', value: true } }],
            },
          },
        ],
      },
    ],
  },
  // PK-II-C05: choose 1 of the opponent's Benched Pokémon and switch it with their Active.
  {
    id: 'lysandre',
    name: 'Lysandre',
    kind: 'trainer',
    trainerType: 'supporter',
    text: "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon.",
    playableIf: E.op('gt', E.op('zoneCount', 'bench', E.opponent), 0),
    effect: [{ do: 'gust', player: E.opponent }],
  },

  // PK-II-C07: damage counters are placed in step 5 and are not damage (no Weakness, Resistance or effects);
  // a Pokémon not affected by attack effects may be chosen but gets none.
  {
    id: 'gengar',
    name: 'Gengar',
    kind: 'pokemon',
    stage: 'basic',
    hp: 110,
    types: ['P'],
    weakness: { type: 'D', value: 2 },
    retreat: 1,
    tags: [],
    attacks: [
      {
        name: 'Shadow Attack',
        cost: ['P'],
        damage: 0,
        text: "Put 3 damage counters on 1 of your opponent's Pokémon.",
        effects: [
          {
            do: 'choose',
            from: { selector: { zone: ['active', 'bench'], player: E.opponent } },
            min: 1,
            max: 1,
            into: 't',
            prompt: 'place 3 damage counters',
            rule: 'PK-II-C07',
          },
          { do: 'placeCounters', target: E.op('at', v('t'), 0), counters: 3 },
        ],
      },
    ],
  },
  // PK-X-02 / PK-II-E05: Rare Candy.
  {
    id: 'rare-candy',
    name: 'Rare Candy',
    legendLegal: true,
    kind: 'trainer',
    trainerType: 'item',
    text:
      'Choose 1 of your Basic Pokémon in play. If you have a Stage 2 card in your hand that evolves from ' +
      "that Pokémon, put that card onto the Basic Pokémon to evolve it, skipping the Stage 1. You can't " +
      'use this card during your first turn or on a Basic Pokémon that was put into play this turn.',
    playableIf: E.op('gt', E.op('rareCandyPairs', E.controller), 0),
    effect: [{ do: 'rareCandy' }],
  },
  // PK-H.2 / PK-H.4 / PK-II-E18: search the deck for up to 1 Basic Pokémon (may find none), then shuffle.
  {
    id: 'nest-ball',
    name: 'Nest Ball',
    kind: 'trainer',
    trainerType: 'item',
    text: 'Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your deck.',
    playableIf: E.op('lt', E.op('zoneCount', 'bench', E.controller), 5),
    effect: [
      {
        do: 'choose',
        from: { selector: { zone: 'deck', player: E.controller, where: E.eq(E.char(E.card, 'stage'), 'basic') } },
        min: 0,
        max: 1,
        into: 'found',
        prompt: 'search: a Basic Pokémon',
        rule: 'PK-H.2',
      },
      { do: 'move', cards: v('found'), to: 'bench', rule: 'PK-II-C11' },
      { do: 'shuffle', zone: 'deck', player: E.controller },
    ],
  },

  // PK-A01.DC2 / PK-II-B04: +20 to damage done to the opponent's Active.
  {
    id: 'muscle-band',
    name: 'Muscle Band',
    kind: 'trainer',
    trainerType: 'tool',
    text: "The attacks of the Pokémon this card is attached to do 20 more damage to your opponent's Active Pokémon.",
    abilities: [
      {
        id: 'muscle-band.boost',
        kind: 'static',
        continuous: [
          {
            affects: onHost,
            parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc2VsOpponentActive', amount: 20 } }],
          },
        ],
      },
    ],
  },
  // PK-A01.DC5 / PK-II-B05: −20 from attacks of the opponent's Pokémon.
  {
    id: 'hard-charm',
    name: 'Hard Charm',
    kind: 'trainer',
    trainerType: 'tool',
    text:
      "Any damage done to the Pokémon this card is attached to by attacks from your opponent's Pokémon is " +
      'reduced by 20.',
    abilities: [
      {
        id: 'hard-charm.guard',
        kind: 'static',
        continuous: [
          { affects: onHost, parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc5VsOpponent', amount: -20 } }] },
        ],
      },
    ],
  },
  // PK-II-D16: survive with 10 HP if at full HP (a Fighting Pokémon), then discard this card.
  {
    id: 'focus-sash',
    name: 'Focus Sash',
    kind: 'trainer',
    trainerType: 'tool',
    text:
      'If the [F] Pokémon this card is attached to has full HP and would be Knocked Out by damage from an ' +
      "opponent's attack, it is not Knocked Out, its remaining HP becomes 10, and you discard this card.",
    abilities: [
      {
        id: 'focus-sash.endure',
        kind: 'static',
        continuous: [
          { affects: onHost, parts: [{ layer: 'modifiers', op: { kind: 'set', key: 'focusSash', value: true } }] },
        ],
      },
    ],
  },
  {
    id: 'potion',
    name: 'Potion',
    legendLegal: true,
    kind: 'trainer',
    trainerType: 'item',
    text: 'Heal 30 damage from 1 of your Pokémon.',
    playableIf: E.op(
      'gt',
      E.op('len', {
        select: {
          zone: ['active', 'bench'],
          player: E.controller,
          where: E.op('gt', E.op('counter', E.card, 'damage'), 0),
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
            player: E.controller,
            where: E.op('gt', E.op('counter', E.card, 'damage'), 0),
          },
        },
        max: 1,
        min: 1,
        into: 't',
        prompt: 'heal',
        rule: 'PK-II-C06',
      },
      { do: 'heal', target: v('t'), amount: 30 },
    ],
  },
  {
    id: 'switch',
    name: 'Switch',
    legendLegal: true,
    kind: 'trainer',
    trainerType: 'item',
    text: 'Switch your Active Pokémon with 1 of your Benched Pokémon.',
    playableIf: E.op('gt', E.op('zoneCount', 'bench', E.controller), 0),
    effect: [{ do: 'switchActive', player: E.controller }],
  },
  {
    id: 'professors-letter',
    name: "Professor's Research",
    legendLegal: true,
    kind: 'trainer',
    trainerType: 'supporter',
    text: 'Draw 3 cards.',
    effect: [{ do: 'moveTop', from: 'deck', player: E.controller, count: 3, to: 'hand', rule: 'PK-H.1' }],
  },
  // PK-B03.3 automatic Stadium effect: Basic Pokémon in play have no Abilities.
  {
    id: 'silent-lab',
    name: 'Silent Lab',
    kind: 'trainer',
    trainerType: 'stadium',
    text: 'Basic Pokémon in play have no Abilities.',
    abilities: [
      {
        id: 'silent-lab.hush',
        kind: 'static',
        continuous: [
          {
            affects: { selector: { zone: ['active', 'bench'], where: E.eq(E.char(E.card, 'stage'), 'basic') } },
            parts: [{ layer: 'abilityLoss', op: { kind: 'invalidateAbilities' } }],
          },
        ],
      },
    ],
  },
  {
    id: 'fighting-stadium',
    name: 'Fighting Stadium',
    kind: 'trainer',
    trainerType: 'stadium',
    text: 'A different Stadium for replacement tests.',
  },
  ...GLOSSARY_POOL,
]);
