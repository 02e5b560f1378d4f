import { type AbilityDefinition, type Expr, type Program, type CardDefinition, E } from '../../src/index.js';

/** A card of the test ruleset (not a real game): units stay on the board, spells resolve and go to the grave. */
export interface TestCard extends CardDefinition {
  type: 'unit' | 'spell';
  attack: number;
  defense: number;
  traits: string[];
  /** Modifier a card stacked under a unit adds to its attack. */
  attackMod?: number;
  /** A trait its own static text adds unconditionally (a base definition). */
  baseTrait?: string;
  effect?: Program;
}

const unit = (
  id: string,
  attack: number,
  defense: number,
  traits: string[] = [],
  abilities: AbilityDefinition[] = [],
  extra: Partial<TestCard> = {},
): TestCard => ({ id, name: id, type: 'unit', attack, defense, traits, abilities, ...extra });
const spell = (id: string, effect: Program): TestCard => ({
  id,
  name: id,
  type: 'spell',
  attack: 0,
  defense: 0,
  traits: [],
  effect,
});

const self = E.self;
const ev = (path: string): Expr => ({ ref: 'event', path });
const v = (path: string): Expr => ({ ref: 'var', path });
const op = E.op;
const myField = { zone: ['field', 'reserve'], player: E.controller };
const anyField = { zone: ['field', 'reserve'] };
const deck: Expr = { select: { zone: 'deck', player: E.controller } };
const set = (value: number) => ({ layer: 'numeric', op: { kind: 'set', key: 'attack', value } }) as const;
const add = (amount: number) => ({ layer: 'numeric', op: { kind: 'add', key: 'attack', amount } }) as const;

/**
 * An activated ability that runs `first`, invalidates `abilities` (all when undefined) of its own card, then
 * counts "after".
 */
function quieterAbility(id: string, abilities: string[] | undefined, first: Program = []): AbilityDefinition {
  return {
    id,
    kind: 'activated',
    effect: [
      ...first,
      {
        do: 'continuous',
        targets: self,
        effect: {
          affects: { objects: [] },
          parts: [
            {
              layer: 'invalidateAbilities',
              op: { kind: 'invalidateAbilities', ...(abilities ? { abilities } : {}) },
            },
          ],
        },
      },
      { do: 'counter', card: self, key: 'after', amount: 1 },
    ],
  };
}

export const TEST_CARDS: TestCard[] = [
  unit('vanilla', 2, 3, ['human']),
  unit('big', 3, 5, ['human']),
  unit('stacker', 1, 1, [], [], { attackMod: 1 }),
  unit('based', 1, 1, ['golem'], [], { baseTrait: 'stone' }),
  // Sees every other card entering a field area.
  unit(
    'watcher',
    1,
    3,
    [],
    [
      {
        id: 'watcher.sees',
        kind: 'triggered',
        trigger: { on: 'move', where: E.and(E.eq(ev('toZone'), 'field'), op('ne', ev('newId'), self)) },
        effect: [{ do: 'counter', card: self, key: 'seen', amount: 1 }],
      },
    ],
  ),
  unit(
    'anchor',
    1,
    3,
    [],
    [
      {
        id: 'anchor.aura',
        kind: 'static',
        continuous: [
          {
            affects: { selector: { ...myField, where: op('ne', E.card, self) } },
            parts: [{ layer: 'numeric', op: { kind: 'add', key: 'defense', amount: 2 } }],
          },
        ],
      },
    ],
  ),
  unit(
    'eila',
    2,
    10,
    [],
    [
      {
        id: 'eila.reduce',
        kind: 'static',
        replacements: [
          {
            on: 'damage',
            where: E.eq(ev('target'), self),
            action: { kind: 'modify', set: { amount: op('sub', ev('amount'), 3) } },
          },
        ],
      },
    ],
  ),
  unit(
    'perrine',
    2,
    10,
    [],
    [
      {
        id: 'perrine.ward',
        kind: 'static',
        replacements: [
          {
            on: 'damage',
            where: E.and(E.eq(ev('target'), self), op('not', op('has', ev('tags'), 'battle'))),
            action: { kind: 'prevent' },
          },
        ],
      },
    ],
  ),
  unit(
    'hurt-watcher',
    1,
    10,
    [],
    [
      {
        id: 'hurt.count',
        kind: 'triggered',
        trigger: { on: 'damage', where: E.eq(ev('target'), self) },
        effect: [{ do: 'counter', card: self, key: 'hurt', amount: 1 }],
      },
    ],
  ),
  unit(
    'grave-watcher',
    1,
    10,
    [],
    [
      {
        id: 'grave.count',
        kind: 'triggered',
        trigger: { on: 'move', where: E.eq(ev('toZone'), 'grave') },
        effect: [{ do: 'counter', card: self, key: 'buried', amount: 1 }],
      },
    ],
  ),
  // Units of its master that would go to the grave go to the bottom of their deck instead.
  unit(
    'exile-guard',
    0,
    10,
    [],
    [
      {
        id: 'exile.replace',
        kind: 'static',
        replacements: [
          {
            on: 'move',
            where: E.and(
              E.eq(op('zoneIdOf', ev('to')), 'grave'),
              E.eq(op('master', ev('card')), E.controller),
              E.eq(E.char(ev('card'), 'type'), 'unit'),
            ),
            action: {
              kind: 'modify',
              set: { to: op('zoneKey', 'deck', op('master', ev('card'))), position: 'bottom' },
            },
          },
        ],
      },
    ],
  ),
  unit(
    'doubler',
    0,
    10,
    [],
    [
      {
        id: 'doubler.more',
        kind: 'static',
        replacements: [
          {
            on: 'damage',
            where: op('gt', ev('amount'), 0),
            action: { kind: 'modify', set: { amount: op('mul', ev('amount'), 2) } },
          },
        ],
      },
    ],
  ),
  unit(
    'plus-one',
    0,
    10,
    [],
    [
      {
        id: 'plusone.more',
        kind: 'static',
        replacements: [
          {
            on: 'damage',
            where: op('gt', ev('amount'), 0),
            action: { kind: 'modify', set: { amount: op('add', ev('amount'), 1) } },
          },
        ],
      },
    ],
  ),
  // "While this is in the field area (not the reserve), prevent damage to it."
  unit(
    'field-ward',
    1,
    10,
    [],
    [
      {
        id: 'field-ward.prevent',
        kind: 'static',
        functionsIn: ['field'],
        replacements: [{ on: 'damage', where: E.eq(ev('target'), self), action: { kind: 'prevent' } }],
      },
    ],
  ),
  // "If this would receive damage, instead put that many absorbed counters on it" (a program replacement).
  unit(
    'absorber',
    1,
    10,
    [],
    [
      {
        id: 'absorber.soak',
        kind: 'static',
        replacements: [
          {
            on: 'damage',
            where: E.eq(ev('target'), self),
            action: {
              kind: 'program',
              program: [{ do: 'counter', card: self, key: 'absorbed', amount: ev('amount') }],
            },
          },
        ],
      },
    ],
  ),
  // "If this would receive damage, instead it receives 1 damage and gets a deflected counter": the program's own
  // damage is not replaced again (CT-9.9.3).
  unit(
    'deflector',
    1,
    10,
    [],
    [
      {
        id: 'deflector.deflect',
        kind: 'static',
        replacements: [
          {
            on: 'damage',
            where: E.eq(ev('target'), self),
            action: {
              kind: 'program',
              program: [
                { do: 'damage', target: self, amount: 1 },
                { do: 'counter', card: self, key: 'deflected', amount: 1 },
              ],
            },
          },
        ],
      },
    ],
  ),
  // "If this would receive damage, instead its controller records that amount as soaked and it receives 1
  // damage" — an instead-template naming the event, the card and its controller.
  unit(
    'soaker',
    1,
    10,
    [],
    [
      {
        id: 'soaker.soak',
        kind: 'static',
        replacements: [
          {
            on: 'damage',
            where: E.eq(ev('target'), self),
            action: {
              kind: 'instead',
              events: [
                { kind: 'playerData', player: '$controller', key: 'soaked', value: '$event.amount' },
                { kind: 'playerData', player: '$controller', key: 'missing', value: '$event.nothing' },
                { kind: 'damage', target: '$self', amount: 1 },
              ],
            },
          },
        ],
      },
    ],
  ),
  // Two optional replacements of one event: "you may instead remove a shield counter" and "… a ward counter".
  unit(
    'twin-shield',
    1,
    10,
    [],
    [
      {
        id: 'twin.shield',
        kind: 'static',
        replacements: [
          {
            on: 'damage',
            where: E.eq(ev('target'), self),
            optional: { prompt: 'use a shield?' },
            action: { kind: 'instead', events: [{ kind: 'counter', card: '$self', key: 'shield', amount: -1 }] },
          },
        ],
      },
      {
        id: 'twin.ward',
        kind: 'static',
        replacements: [
          {
            on: 'damage',
            where: E.eq(ev('target'), self),
            optional: { prompt: 'use a ward?' },
            action: { kind: 'instead', events: [{ kind: 'counter', card: '$self', key: 'ward', amount: -1 }] },
          },
        ],
      },
    ],
  ),
  // "Damage to it is halved, rounded down" (the ruleset's first code replacement).
  unit(
    'halver',
    1,
    10,
    [],
    [
      {
        id: 'halver.halve',
        kind: 'static',
        replacements: [{ on: 'damage', where: E.eq(ev('target'), self), action: { kind: 'code', name: 'halve' } }],
      },
    ],
  ),
  // Damage of 2 or more to it comes as two hits (the ruleset's code replacement); `whole`: as one hit, 1 more.
  ...(['split', 'whole'] as const).map((mode) =>
    unit(
      `${mode}-taker`,
      1,
      10,
      [],
      [
        {
          id: `${mode}-taker.hits`,
          kind: 'static',
          replacements: [
            {
              on: 'damage',
              where: E.and(E.eq(ev('target'), self), op('gt', ev('amount'), 1)),
              action: { kind: 'code', name: 'two-hits', params: { whole: mode === 'whole' } },
            },
          ],
        },
      ],
    ),
  ),
  // "When this would receive damage, you may instead remove a shield counter from it."
  unit(
    'shielded',
    1,
    10,
    [],
    [
      {
        id: 'shield.save',
        kind: 'static',
        replacements: [
          {
            on: 'damage',
            where: E.eq(ev('target'), self),
            optional: { prompt: 'use a shield?', feasible: op('gt', op('counter', self, 'shield'), 0) },
            action: { kind: 'instead', events: [{ kind: 'counter', card: '$self', key: 'shield', amount: -1 }] },
          },
        ],
      },
    ],
  ),
  unit(
    'sacrificer',
    1,
    5,
    [],
    [
      {
        id: 'sacrificer.act',
        kind: 'activated',
        cost: [
          {
            do: 'choose',
            from: { selector: { ...myField, where: op('ne', E.card, self) } },
            max: 1,
            min: 1,
            into: 'victim',
            prompt: 'sacrifice',
          },
          { do: 'move', cards: v('victim'), to: 'grave', into: 'paid' },
        ],
        effect: [
          {
            do: 'if',
            cond: op('get', v('paid'), 'performed'),
            then: [{ do: 'counter', card: self, key: 'paid', amount: 1 }],
          },
        ],
      },
    ],
  ),
  // Activating it only signals (a marker event that changes no state).
  unit(
    'signaller',
    1,
    5,
    [],
    [{ id: 'signaller.act', kind: 'activated', effect: [{ do: 'event', event: { kind: 'test.signal' } }] }],
  ),
  // Its attack grows with its charge counters: a static ability that reads counters.
  unit(
    'charger',
    1,
    5,
    [],
    [
      {
        id: 'charger.power',
        kind: 'static',
        continuous: [
          {
            affects: { self: true },
            parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: op('counter', self, 'charge') } }],
          },
        ],
      },
    ],
  ),
  unit(
    'marker',
    1,
    5,
    [],
    [{ id: 'marker.act', kind: 'activated', effect: [{ do: 'status', card: self, key: 'marked', value: true }] }],
  ),
  // CT-9.3.6: each ability silences something on its own card, then marks the card — the mark is
  // placed only when the resolving ability itself was not invalidated.
  unit(
    'quieter',
    1,
    5,
    [],
    [
      quieterAbility('quieter.self', ['quieter.self']),
      quieterAbility('quieter.all', undefined),
      quieterAbility('quieter.other', ['quieter.spare']),
      // Removes itself from its card first: "every ability of this card" no longer covers it.
      quieterAbility('quieter.shed', undefined, [
        {
          do: 'continuous',
          targets: self,
          effect: {
            affects: { objects: [] },
            parts: [{ layer: 'abilities', op: { kind: 'removeAbility', ability: 'quieter.shed' } }],
          },
        },
      ]),
      { id: 'quieter.spare', kind: 'activated', effect: [] },
    ],
  ),
  unit(
    'pinger-unit',
    1,
    5,
    [],
    [
      {
        id: 'pinger.act',
        kind: 'activated',
        oncePerTurn: true,
        effect: [
          { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
          { do: 'damage', target: v('t'), amount: 1 },
        ],
      },
    ],
  ),
  unit(
    'weaken-aura',
    1,
    5,
    [],
    [
      {
        id: 'weaken.aura',
        kind: 'static',
        continuous: [
          {
            affects: { selector: { zone: ['field', 'reserve'], player: E.opponent } },
            parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: -2 } }],
          },
        ],
      },
    ],
  ),
  // "While this is in your reserve, your other units get +1 attack" (an aura that works only from one zone).
  unit(
    'reserve-aura',
    1,
    1,
    [],
    [
      {
        id: 'reserve-aura.boost',
        kind: 'static',
        functionsIn: ['reserve'],
        continuous: [
          {
            affects: { selector: { ...myField, where: op('ne', E.card, self) } },
            parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 1 } }],
          },
        ],
      },
    ],
  ),
  // "Your opponent's units' abilities are invalid."
  unit(
    'quencher',
    1,
    1,
    [],
    [
      {
        id: 'quencher.quench',
        kind: 'static',
        continuous: [
          {
            affects: { selector: { zone: ['field', 'reserve'], player: E.opponent } },
            parts: [{ layer: 'invalidateAbilities', op: { kind: 'invalidateAbilities' } }],
          },
        ],
      },
    ],
  ),
  unit(
    'warded',
    3,
    5,
    [],
    [
      {
        id: 'warded.ward',
        kind: 'static',
        continuous: [
          {
            affects: { self: true },
            parts: [
              {
                layer: 'invalidateEffects',
                op: { kind: 'invalidateEffects', from: op('ne', op('master', { ref: 'source' }), op('master', self)) },
              },
            ],
          },
        ],
      },
    ],
  ),
  unit(
    'beast-lord',
    1,
    5,
    [],
    [
      {
        id: 'beastlord.aura',
        kind: 'static',
        continuous: [
          {
            affects: { selector: { zone: ['field', 'reserve'], where: op('has', E.char(E.card, 'traits'), 'beast') } },
            parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 3 } }],
          },
        ],
      },
    ],
  ),
  unit(
    'sleeper',
    0,
    5,
    [],
    [
      {
        id: 'sleeper.charge',
        kind: 'triggered',
        trigger: { state: op('lt', op('counter', self, 'charge'), 2) },
        effect: [{ do: 'counter', card: self, key: 'charge', amount: 1 }],
      },
    ],
  ),
  unit(
    'earth-aura',
    0,
    5,
    [],
    [
      {
        id: 'earth.aura',
        kind: 'static',
        continuous: [
          {
            affects: { selector: myField },
            parts: [{ layer: 'nonNumeric', op: { kind: 'addTo', key: 'traits', values: 'earth' } }],
          },
        ],
      },
    ],
  ),
  unit(
    'earth-sentinel',
    0,
    5,
    [],
    [
      {
        id: 'earth.sentinel',
        kind: 'triggered',
        trigger: {
          on: 'status',
          where: E.and(
            E.eq(ev('key'), 'face'),
            E.eq(ev('value'), 'down'),
            op('has', ev('charsBefore.traits'), 'earth'),
          ),
        },
        effect: [{ do: 'counter', card: self, key: 'flips', amount: 1 }],
      },
    ],
  ),
  unit(
    'marker-aura',
    0,
    5,
    [],
    [
      {
        id: 'marker.aura',
        kind: 'static',
        continuous: [
          {
            affects: { selector: { zone: 'field', player: E.controller, where: op('ne', E.card, self) } },
            parts: [{ layer: 'nonNumeric', op: { kind: 'addTo', key: 'traits', values: 'marked' } }],
          },
        ],
      },
    ],
  ),
  // Sees other cards entering a field area, but its ability functions in the reserve only.
  unit(
    'reserve-watcher',
    1,
    3,
    [],
    [
      {
        id: 'reserve-watcher.sees',
        kind: 'triggered',
        functionsIn: ['reserve'],
        trigger: { on: 'move', where: E.and(E.eq(ev('toZone'), 'field'), op('ne', ev('newId'), self)) },
        effect: [{ do: 'counter', card: self, key: 'seen', amount: 1 }],
      },
    ],
  ),
  // "When this card leaves its zone" (any zone), read as it last was (CT-9.6.5).
  unit(
    'leave-any',
    1,
    3,
    [],
    [
      {
        id: 'leave-any.left',
        kind: 'triggered',
        trigger: { on: 'move', lookBack: true, where: E.eq(ev('oldId'), self) },
        effect: [
          {
            do: 'event',
            event: {
              kind: 'playerData',
              player: E.controller,
              key: 'left',
              value: op('add', op('playerData', E.controller, 'left'), 1),
            },
          },
        ],
      },
    ],
  ),
  // "When this card is put under another card", read as it last was: it waits for an attach event only.
  unit(
    'under-leave',
    1,
    3,
    [],
    [
      {
        id: 'under-leave.left',
        kind: 'triggered',
        trigger: { on: 'attach', lookBack: true, where: E.eq(ev('oldId'), self) },
        effect: [{ do: 'event', event: { kind: 'playerData', player: E.controller, key: 'left', value: 1 } }],
      },
    ],
  ),
  // Two state triggers of one card: each waits on its own (CT-9.6.7).
  unit(
    'twin-sleeper',
    0,
    5,
    [],
    [
      {
        id: 'twin.charge',
        kind: 'triggered',
        trigger: { state: op('lt', op('counter', self, 'charge'), 1) },
        effect: [{ do: 'counter', card: self, key: 'charge', amount: 1 }],
      },
      {
        id: 'twin.spark',
        kind: 'triggered',
        trigger: { state: op('lt', op('counter', self, 'spark'), 1) },
        effect: [{ do: 'counter', card: self, key: 'spark', amount: 1 }],
      },
    ],
  ),
  // Leave-zone trigger reading itself as it was on the field (CT-9.6.5).
  unit(
    'lookback',
    1,
    5,
    [],
    [
      {
        id: 'lookback.leave',
        kind: 'triggered',
        trigger: {
          on: 'move',
          lookBack: true,
          where: E.and(
            E.eq(ev('oldId'), self),
            E.eq(ev('fromZone'), 'field'),
            op('has', E.char(self, 'traits'), 'marked'),
          ),
        },
        effect: [{ do: 'event', event: { kind: 'playerData', player: E.controller, key: 'lookback', value: true } }],
      },
    ],
  ),
  unit(
    'grave-tagger',
    0,
    5,
    [],
    [
      {
        id: 'gravetag.aura',
        kind: 'static',
        continuous: [
          {
            affects: { selector: { zone: 'grave' } },
            parts: [{ layer: 'nonNumeric', op: { kind: 'addTo', key: 'traits', values: 'dead' } }],
          },
        ],
      },
    ],
  ),
  unit(
    'dead-watcher',
    0,
    5,
    [],
    [
      {
        id: 'deadwatch',
        kind: 'triggered',
        trigger: {
          on: 'move',
          where: E.and(E.eq(ev('toZone'), 'grave'), op('has', E.char(ev('newId'), 'traits'), 'dead')),
        },
        effect: [{ do: 'counter', card: self, key: 'dead', amount: 1 }],
      },
    ],
  ),
  unit(
    'self-enter',
    1,
    5,
    [],
    [
      {
        id: 'selfenter',
        kind: 'triggered',
        trigger: { on: 'move', where: E.and(E.eq(ev('newId'), self), E.eq(ev('toZone'), 'field')) },
        effect: [{ do: 'counter', card: self, key: 'entered', amount: 1 }],
      },
    ],
  ),
  unit(
    'bouncer',
    1,
    5,
    [],
    [
      {
        id: 'bouncer.t',
        kind: 'triggered',
        trigger: { on: 'move', where: E.and(E.eq(ev('toZone'), 'field'), op('ne', ev('newId'), self)) },
        effect: [{ do: 'move', cards: ev('newId'), to: 'hand' }],
      },
    ],
  ),
  unit(
    'killer',
    1,
    5,
    [],
    [
      {
        id: 'killer.t',
        kind: 'triggered',
        trigger: { on: 'move', where: E.and(E.eq(ev('toZone'), 'field'), op('ne', ev('newId'), self)) },
        effect: [{ do: 'damage', target: ev('newId'), amount: 99 }],
      },
    ],
  ),
  unit(
    'once',
    1,
    5,
    [],
    [
      {
        id: 'once.t',
        kind: 'triggered',
        oncePerTurn: true,
        trigger: { on: 'move', where: E.and(E.eq(ev('toZone'), 'field'), op('ne', ev('newId'), self)) },
        effect: [{ do: 'counter', card: self, key: 'once', amount: 1 }],
      },
    ],
  ),
  unit(
    'damage-watcher',
    0,
    10,
    [],
    [
      {
        id: 'dmgwatch',
        kind: 'triggered',
        trigger: { on: 'damage' },
        effect: [{ do: 'counter', card: self, key: 'sawDamage', amount: 1 }],
      },
    ],
  ),
  // When another card enters the field, the watchers of its master's field lose their abilities this turn.
  unit(
    'hush',
    0,
    5,
    [],
    [
      {
        id: 'hush.t',
        kind: 'triggered',
        trigger: { on: 'move', where: E.and(E.eq(ev('toZone'), 'field'), op('ne', ev('newId'), self)) },
        effect: [
          {
            do: 'continuous',
            effect: {
              affects: { selector: { zone: 'field', where: E.eq(op('def', E.card), 'watcher') } },
              parts: [{ layer: 'invalidateAbilities', op: { kind: 'invalidateAbilities' } }],
            },
          },
        ],
      },
    ],
  ),
  unit(
    'setter-one',
    0,
    5,
    [],
    [
      {
        id: 'setter1',
        kind: 'static',
        continuous: [
          {
            affects: { selector: { zone: ['field', 'reserve'], where: op('ne', E.card, self) } },
            parts: [{ layer: 'numeric', op: { kind: 'set', key: 'attack', value: 1 } }],
          },
        ],
      },
    ],
  ),
  unit(
    'setter-four',
    0,
    5,
    [],
    [
      {
        id: 'setter4',
        kind: 'static',
        continuous: [
          {
            affects: { selector: { zone: ['field', 'reserve'], where: op('ne', E.card, self) } },
            parts: [{ layer: 'numeric', op: { kind: 'set', key: 'attack', value: 4 } }],
          },
        ],
      },
    ],
  ),
  spell('ping', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    { do: 'damage', target: v('t'), amount: 5 },
  ]),
  // Returns every opponent's unit on the field to its owner's hand (no target: it affects them all at once).
  spell('sweep', [{ do: 'move', cards: { select: { zone: ['field'], player: E.opponent } }, to: 'hand' }]),
  // "Put every card in your hand into your hand": a move to the zone a card is in already (CT-1.3.3).
  spell('shuffle-hand', [{ do: 'move', cards: { select: { zone: ['hand'], player: E.controller } }, to: 'hand' }]),
  spell('battle-ping', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    { do: 'damage', target: v('t'), amount: 5, tags: ['battle'] },
  ]),
  spell('zero-ping', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    { do: 'damage', target: v('t'), amount: 2 },
  ]),
  spell('splitter', [
    { do: 'distribute', from: { select: anyField }, total: 4, into: 'split', prompt: 'divide 4 damage' },
    { do: 'call', proc: 'test.dealSplit', args: { split: v('split') } },
  ]),
  spell('rally', [
    {
      do: 'continuous',
      effect: {
        affects: { selector: myField },
        parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 2 } }],
      },
    },
  ]),
  spell('silence', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    {
      do: 'continuous',
      targets: v('t'),
      effect: {
        affects: { objects: [] },
        parts: [{ layer: 'invalidateAbilities', op: { kind: 'invalidateAbilities' } }],
      },
    },
  ]),
  spell('gift', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    {
      do: 'continuous',
      targets: v('t'),
      effect: {
        affects: { objects: [] },
        parts: [{ layer: 'abilities', op: { kind: 'grantAbility', ability: 'glow' } }],
      },
    },
  ]),
  spell('beastify', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    {
      do: 'continuous',
      targets: v('t'),
      effect: {
        affects: { objects: [] },
        parts: [
          { layer: 'nonNumeric', op: { kind: 'addTo', key: 'traits', values: 'beast' } },
          { layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 1 } },
        ],
      },
    },
  ]),
  spell('delay', [
    {
      do: 'delayed',
      trigger: { on: 'boundary', where: E.eq(ev('name'), 'turn.start') },
      program: [
        {
          do: 'event',
          event: {
            kind: 'playerData',
            player: E.controller,
            key: 'fired',
            value: op('add', op('playerData', E.controller, 'fired'), 1),
          },
        },
      ],
    },
  ]),
  // "Reveal your hand to your opponent" / "… to yourself" / "hide it from your opponent again".
  spell('show-hand', [
    { do: 'reveal', cards: { select: { zone: ['hand'], player: E.controller } }, to: E.opponent, rule: 'T-SHOW' },
  ]),
  spell('see-hand', [{ do: 'reveal', cards: { select: { zone: ['hand'], player: E.controller } } }]),
  spell('hide-hand', [
    { do: 'conceal', cards: { select: { zone: ['hand'], player: E.controller } }, from: E.opponent },
  ]),
  // "At the end of this main phase, …": a delayed trigger on the core's phase-end boundary.
  spell('delay-phase-end', [
    {
      do: 'delayed',
      trigger: { on: 'boundary', where: E.and(E.eq(ev('name'), 'phase.end'), E.eq(ev('qualifier'), 'main')) },
      program: [
        {
          do: 'event',
          event: { kind: 'playerData', player: E.controller, key: 'phaseEnded', value: true },
        },
      ],
    },
  ]),
  spell('delay-lasting', [
    {
      do: 'delayed',
      trigger: { on: 'boundary', where: E.eq(ev('name'), 'turn.start') },
      duration: { kind: 'game' },
      program: [
        {
          do: 'event',
          event: {
            kind: 'playerData',
            player: E.controller,
            key: 'fired',
            value: op('add', op('playerData', E.controller, 'fired'), 1),
          },
        },
      ],
    },
  ]),
  // "The next time damage is dealt, draw a card" — a delayed trigger on another kind of event.
  spell('delay-damage', [
    {
      do: 'delayed',
      trigger: { on: 'damage' },
      program: [{ do: 'moveTop', from: 'deck', player: E.controller, count: 1, to: 'hand' }],
    },
  ]),
  // "Return every card in your grave to your hand."
  spell('raise', [{ do: 'move', cards: { select: { zone: ['grave'], player: E.controller } }, to: 'hand' }]),
  // "Target unit gains the watcher's ability" — a printed trigger granted to a card that does not print it.
  spell('gift-sight', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    {
      do: 'continuous',
      targets: v('t'),
      effect: {
        affects: { objects: [] },
        parts: [{ layer: 'abilities', op: { kind: 'grantAbility', ability: 'watcher.sees' } }],
      },
    },
  ]),
  spell('flip', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    { do: 'status', card: v('t'), key: 'face', value: 'down', snapshot: true },
  ]),
  // Returns your unit to hand, then deals its (last known) attack to a target (CT-9.10.1).
  spell('recall-strike', [
    { do: 'choose', from: { selector: myField }, max: 1, into: 'mine', prompt: 'your unit', target: true },
    { do: 'move', cards: v('mine'), to: 'hand' },
    {
      do: 'choose',
      from: { selector: { zone: ['field', 'reserve'], player: E.opponent } },
      max: 1,
      into: 't',
      prompt: 'target',
      target: true,
    },
    { do: 'damage', target: v('t'), amount: E.char(op('at', v('mine'), 0), 'attack') },
  ]),
  // "Count your units; deal 1 damage that many times to target unit": a computed value kept (set), a loop (repeat).
  // "Deal 3 damage to a unit. If it was dealt, …": the event's result (performed, replaced, outcomes) as counters.
  spell('probe-hit', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    { do: 'damage', target: v('t'), amount: 3, into: 'r' },
    {
      do: 'if',
      cond: op('get', v('r'), 'performed'),
      then: [{ do: 'counter', card: v('t'), key: 'performed', amount: 1 }],
    },
    {
      do: 'if',
      cond: op('get', v('r'), 'replaced'),
      then: [{ do: 'counter', card: v('t'), key: 'replaced', amount: 1 }],
    },
    { do: 'counter', card: v('t'), key: 'outcomes', amount: op('len', op('get', v('r'), 'outcomes')) },
  ]),
  // Deals 3 damage to each opponent's unit as one action and records the action's result for its controller.
  // "Deal 0 damage to each opponent unit": an act that changes nothing (CT-1.3.3), which no replacement may take.
  spell('probe-zero', [
    { do: 'damage', target: { select: { zone: ['field'], player: E.opponent } }, amount: 0, into: 'r' },
    { do: 'event', event: { kind: 'playerData', player: E.controller, key: 'result', value: v('r') } },
  ]),
  spell('probe-all', [
    { do: 'damage', target: { select: { zone: ['field'], player: E.opponent } }, amount: 3, into: 'r' },
    { do: 'event', event: { kind: 'playerData', player: E.controller, key: 'result', value: v('r') } },
  ]),
  // "For each of 1 and 2, and for each of 10 and 20, add their sum to your tally": loops inside loops.
  spell('grid', [
    {
      do: 'forEach',
      items: { list: [1, 2] },
      as: 'i',
      body: [
        {
          do: 'forEach',
          items: { list: [10, 20] },
          as: 'j',
          body: [
            {
              do: 'event',
              event: {
                kind: 'playerData',
                player: E.controller,
                key: 'tally',
                value: op('add', op('playerData', E.controller, 'tally'), op('add', v('i'), v('j'))),
              },
            },
          ],
        },
      ],
    },
  ]),
  spell('volley', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    { do: 'set', var: 'n', value: op('len', { select: myField }) },
    { do: 'repeat', times: v('n'), body: [{ do: 'damage', target: v('t'), amount: 1 }] },
  ]),
  // "During your opponent's next turn, damage is reduced by 2."
  spell('next-turn-shield', [
    {
      do: 'replacement',
      spec: { on: 'damage', action: { kind: 'modify', set: { amount: op('sub', ev('amount'), 2) } } },
      duration: { kind: 'duringTurn', turnsFromNow: 1 },
    },
  ]),
  // "Choose up to 2 of your units. For each of them, deal damage equal to its own attack to it."
  spell('self-harm', [
    { do: 'choose', from: { selector: myField }, max: 2, into: 'ts', prompt: 'your units', target: true },
    {
      do: 'forEach',
      items: v('ts'),
      as: 't',
      body: [{ do: 'damage', target: v('t'), amount: E.char(v('t'), 'attack') }],
    },
  ]),
  // "Choose up to 1 of your units; for each of them, deal damage equal to its attack to it and draw a card": the
  // items are one value (or nothing), not a list.
  spell('lone-harm', [
    { do: 'choose', from: { selector: myField }, max: 1, into: 'ts', prompt: 'your unit', target: true },
    {
      do: 'forEach',
      items: op('at', v('ts'), 0),
      as: 't',
      body: [
        { do: 'damage', target: v('t'), amount: E.char(v('t'), 'attack') },
        { do: 'moveTop', from: 'deck', player: E.controller, count: 1, to: 'hand' },
      ],
    },
  ]),
  // "Target player draws a card.""
  spell('gift-draw', [
    { do: 'choosePlayer', into: 'p', prompt: 'target player' },
    { do: 'moveTop', from: 'deck', player: v('p'), count: 1, to: 'hand' },
  ]),
  // "Your opponent chooses one of you; that player draws a card" (the chooser is not the controller).
  spell('their-pick', [
    { do: 'choosePlayer', into: 'p', prompt: 'a player', player: E.opponent },
    { do: 'moveTop', from: 'deck', player: v('p'), count: 1, to: 'hand' },
  ]),
  // "Your opponent draws a card": one candidate, chosen without asking.
  spell('their-draw', [
    { do: 'choosePlayer', into: 'p', prompt: 'target player', from: E.opponent },
    { do: 'moveTop', from: 'deck', player: v('p'), count: 1, to: 'hand' },
  ]),
  // "Target player draws a card", with a candidate list holding ids that are not players: only player 1 is one.
  spell('listed-draw', [
    { do: 'choosePlayer', into: 'p', prompt: 'target player', from: { list: [7, 'p0', 1] } },
    { do: 'moveTop', from: 'deck', player: v('p'), count: 1, to: 'hand' },
  ]),
  // "You lose the game."
  spell('concede', [{ do: 'lose', player: E.controller, reason: 'conceded', rule: 'T-LOSE' }]),
  // "You lose the game. Draw a card." — the game is over before the draw.
  spell('concede-then-draw', [
    { do: 'lose', player: E.controller, reason: 'conceded', rule: 'T-LOSE' },
    { do: 'moveTop', from: 'deck', player: E.controller, count: 1, to: 'hand' },
  ]),
  // "Put the cards of your deck under target unit of yours."
  spell('graft', [
    { do: 'choose', from: { selector: myField }, max: 1, into: 'host', prompt: 'your unit', target: true },
    {
      do: 'attach',
      card: { select: { zone: 'deck', player: E.controller } },
      to: op('at', v('host'), 0),
      kind: 'under',
    },
  ]),
  // "Until the end of this turn, damage is reduced by 2."
  spell('shield-wall', [
    {
      do: 'replacement',
      spec: { on: 'damage', action: { kind: 'modify', set: { amount: op('sub', ev('amount'), 2) } } },
      duration: { kind: 'untilBoundary', boundary: 'turn.end' },
    },
  ]),
  // "Prevent all damage this turn."
  spell('fog', [
    {
      do: 'replacement',
      spec: { on: 'damage', action: { kind: 'prevent' } },
      duration: { kind: 'untilBoundary', boundary: 'turn.end' },
    },
  ]),
  spell('maybe-draw', [
    { do: 'may', prompt: 'draw?', then: [{ do: 'moveTop', from: 'deck', player: E.controller, count: 1, to: 'hand' }] },
  ]),
  // "During your opponent's next turn, target unit gets +5 attack."
  spell('next-turn-boost', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    {
      do: 'continuous',
      targets: v('t'),
      effect: {
        affects: { objects: [] },
        duration: { kind: 'duringTurn', turnsFromNow: 1 },
        parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 5 } }],
      },
    },
  ]),
  // Deals 1 to each unit, then plays every waiting trigger at once, inside the resolution.
  spell('ping-all-now', [
    { do: 'damage', target: { select: anyField }, amount: 1 },
    { do: 'call', proc: 'core.resolveWaiting' },
  ]),
  spell('reshuffle', [{ do: 'shuffle', zone: 'deck', player: E.controller }]),
  spell('coin', [
    { do: 'coin', into: 'heads' },
    { do: 'event', event: { kind: 'playerData', player: E.controller, key: 'heads', value: v('heads') } },
  ]),
  // "No coin is flipped this turn": a coin instruction then has no outcome to read.
  spell('no-coins', [
    {
      do: 'replacement',
      spec: { on: 'coin', action: { kind: 'prevent' } },
      duration: { kind: 'untilBoundary', boundary: 'turn.end' },
    },
  ]),
  // "You may draw a card. If you do not, …": each answer runs its own branch, then the text goes on.
  spell('draw-or-note', [
    {
      do: 'may',
      prompt: 'draw a card?',
      rule: 'T-MAY',
      then: [{ do: 'moveTop', from: 'deck', player: E.controller, count: 1, to: 'hand' }],
      else: [{ do: 'event', event: { kind: 'playerData', player: E.controller, key: 'declined', value: true } }],
    },
    { do: 'event', event: { kind: 'playerData', player: E.controller, key: 'after', value: true } },
  ]),
  // "Your opponent may draw a card."
  spell('their-maybe-draw', [
    {
      do: 'may',
      prompt: 'draw a card?',
      player: E.opponent,
      then: [{ do: 'moveTop', from: 'deck', player: E.opponent, count: 1, to: 'hand' }],
    },
  ]),
  // "Put the bottom card of your deck on top of it": a move inside a zone to a named place (CT-1.3.3).
  spell('bottom-to-top', [
    {
      do: 'move',
      cards: op('at', deck, op('sub', op('len', deck), 1)),
      to: 'deck',
      position: 'top',
    },
  ]),
  // "Put your unit on top of your deck" (a named place in another zone).
  spell('tuck', [
    { do: 'choose', from: { selector: myField }, max: 1, into: 't', prompt: 'your unit', target: true },
    { do: 'move', cards: v('t'), to: 'deck', position: 'top' },
  ]),
  // "Put target unit into your hand": the zone of a named player, not the card's master's.
  spell('steal', [
    { do: 'choose', from: { selector: anyField }, max: 1, into: 't', prompt: 'target', target: true },
    { do: 'move', cards: v('t'), to: 'hand', player: E.controller, rule: 'T-STEAL' },
  ]),
  // "Return your unit to your hand, then put it into the grave": the second move names a card that is no longer
  // there (a new object in the hand, CT-9.10.1), so it does nothing.
  spell('recall-then-bury', [
    { do: 'choose', from: { selector: myField }, max: 1, into: 't', prompt: 'your unit', target: true },
    { do: 'move', cards: v('t'), to: 'hand', into: 'first' },
    { do: 'move', cards: v('t'), to: 'grave', into: 'second' },
    { do: 'event', event: { kind: 'playerData', player: E.controller, key: 'second', value: v('second') } },
  ]),
  // "Put the top card of your deck into your opponent's hand."
  spell('gift-top', [
    { do: 'moveTop', from: 'deck', player: E.controller, count: 1, to: 'hand', toPlayer: E.opponent, rule: 'T-GIFT' },
  ]),
  // "Choose 2 to 3 of your units" (not a target: fewer than 2 available, all of them).
  spell('pick-some', [
    { do: 'choose', from: { selector: myField }, min: 2, max: 3, into: 'ts', prompt: 'your units' },
    { do: 'forEach', items: v('ts'), as: 't', body: [{ do: 'counter', card: v('t'), key: 'picked', amount: 1 }] },
  ]),
  // "Up to 2 of your units" (no minimum).
  spell('pick-any', [
    { do: 'choose', from: { selector: myField }, max: 2, into: 'ts', prompt: 'your units' },
    { do: 'forEach', items: v('ts'), as: 't', body: [{ do: 'counter', card: v('t'), key: 'picked', amount: 1 }] },
  ]),
  // "Your opponent chooses one of their units; it gets a mark."
  spell('their-choice', [
    {
      do: 'choose',
      from: { selector: { zone: ['field'], player: E.opponent } },
      max: 1,
      into: 't',
      prompt: 'one of your units',
      player: E.opponent,
    },
    { do: 'counter', card: v('t'), key: 'marked', amount: 1 },
  ]),
  // "Units get +2 attack until the end of the turn, face-down ones too" (a flag the ruleset's applicability reads).
  spell('dark-rally', [
    {
      do: 'continuous',
      effect: {
        affects: { selector: anyField },
        flags: ['faceDown'],
        parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 2 } }],
      },
    },
  ]),
  // "Damage is reduced by 2 this turn; then your units get +2 attack": two effects of one text, in its order.
  spell('wall-then-rally', [
    {
      do: 'replacement',
      spec: { on: 'damage', action: { kind: 'modify', set: { amount: op('sub', ev('amount'), 2) } } },
      duration: { kind: 'untilBoundary', boundary: 'turn.end' },
    },
    {
      do: 'continuous',
      effect: {
        affects: { selector: myField },
        parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 2 } }],
      },
    },
  ]),
  // "Choose the 10th card of your deck" with fewer cards: there is nothing to choose from.
  spell('pick-tenth', [
    { do: 'choose', from: op('at', deck, 9), max: 1, into: 't', prompt: 'the 10th card' },
    { do: 'event', event: { kind: 'playerData', player: E.controller, key: 'chosen', value: v('t') } },
  ]),
  // "Put a mark on each of your opponent's units", written as a raw event per unit.
  spell('mark-all', [
    {
      do: 'forEach',
      items: { select: { zone: ['field'], player: E.opponent } },
      as: 'c',
      body: [{ do: 'event', event: { kind: 'counter', card: v('c'), key: 'marks', amount: 1 } }],
    },
  ]),
  // "Return your unit to your hand, with every card under it" / "… with the cards of kind `under`" / "… of kind
  // `over`" (none here): attachments of a kind not carried stay behind on their own.
  ...(
    [
      ['retreat-all', 'all'],
      ['retreat-under', ['under']],
      ['retreat-over', ['over']],
    ] as const
  ).map(([id, carry]) =>
    spell(id, [
      { do: 'choose', from: { selector: myField }, max: 1, into: 't', prompt: 'your unit', target: true },
      { do: 'move', cards: v('t'), to: 'hand', carry: carry === 'all' ? carry : [...carry] },
    ]),
  ),
  // "Put the cards under your unit onto the field": they leave the unit for the zone it is in.
  spell('unstack', [
    { do: 'choose', from: { selector: myField }, max: 1, into: 't', prompt: 'your unit', target: true },
    { do: 'move', cards: op('attached', op('at', v('t'), 0)), to: 'field' },
  ]),
  // "Divide damage equal to the number of cards in your grave among units": with none there, nothing to divide.
  spell('split-grave', [
    {
      do: 'distribute',
      from: { select: anyField },
      total: op('len', { select: { zone: 'grave', player: E.controller } }),
      into: 'split',
      prompt: 'divide the damage',
    },
    { do: 'event', event: { kind: 'playerData', player: E.controller, key: 'split', value: v('split') } },
  ]),
  // "Return your unit to your hand; then put that card into your grave", the second written as a raw move event of
  // the object that was chosen (which no longer exists): it does not happen.
  spell('raw-bury-stale', [
    { do: 'choose', from: { selector: myField }, max: 1, into: 't', prompt: 'your unit', target: true },
    { do: 'move', cards: v('t'), to: 'hand' },
    { do: 'event', event: { kind: 'move', card: op('at', v('t'), 0), to: 'grave@0' }, into: 'r' },
    { do: 'event', event: { kind: 'playerData', player: E.controller, key: 'r', value: v('r') } },
  ]),
  // One effect whose parts share a layer: they apply in the order printed ("becomes 3, then +1" is 4; "+1, then
  // becomes 3" is 3), however many there are ("+1" ten times, then "becomes 0", is 0).
  ...(
    [
      ['set-then-add', [set(3), add(1)]],
      ['add-then-set', [add(1), set(3)]],
      ['eleven-steps', [...Array.from({ length: 10 }, () => add(1)), set(0)]],
    ] as const
  ).map(([id, parts]) =>
    spell(id, [{ do: 'continuous', effect: { affects: { selector: myField }, parts: [...parts] } }]),
  ),
  // A unit whose static ability has eleven effects, "+1" ten times then "becomes 0": applied in printed order, 0.
  unit(
    'eleven-statics',
    2,
    2,
    [],
    [
      {
        id: 'eleven-statics.steps',
        kind: 'static',
        continuous: [...Array.from({ length: 10 }, () => add(1)), set(0)].map((part) => ({
          affects: { self: true },
          parts: [part],
        })),
      },
    ],
  ),
  // "If you have no unit, note it" with nothing to do otherwise: an `if` without `else` whose test fails.
  spell('note-if-empty', [
    {
      do: 'if',
      cond: op('eq', op('len', { select: myField }), 0),
      then: [{ do: 'event', event: { kind: 'playerData', player: E.controller, key: 'empty', value: true } }],
    },
    { do: 'event', event: { kind: 'playerData', player: E.controller, key: 'after', value: true } },
  ]),
];

/** Abilities only ever granted by effects. */
export const GRANTED: AbilityDefinition[] = [
  {
    id: 'glow',
    kind: 'static',
    continuous: [
      { affects: { self: true }, parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 1 } }] },
    ],
  },
];
