import {
  defineRuleset,
  procedure,
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  PLAY_TIMING,
  playTimingLocals,
  zoneKey,
  E,
  type CardDefinition,
} from '../src/index.js';

// "Garden": each turn the active player may plant the top card of their deck. Planting a card
// puts a growth counter on each of their planted cards; Oaks double growth placed on them.
// The first to reach 6 growth wins; a player who cannot plant when both decks are empty draws.
const cards: CardDefinition[] = [
  {
    id: 'sprout',
    name: 'Sprout',
    abilities: [
      {
        id: 'sprout.grow',
        kind: 'triggered',
        trigger: {
          on: 'move',
          where: E.and(E.eq({ ref: 'event', path: 'newId' }, E.self), E.eq({ ref: 'event', path: 'toZone' }, 'garden')),
        },
        effect: [
          { do: 'counter', card: { select: { zone: 'garden', player: E.controller } }, key: 'growth', amount: 1 },
        ],
      },
    ],
  },
  {
    id: 'oak',
    name: 'Oak',
    abilities: [
      {
        id: 'oak.double',
        kind: 'static',
        replacements: [
          {
            on: 'counter',
            where: E.eq({ ref: 'event', path: 'card' }, E.self),
            action: { kind: 'modify', set: { amount: E.op('mul', { ref: 'event', path: 'amount' }, 2) } },
          },
        ],
      },
    ],
  },
];
const growth = (s: { objects: Record<string, { counters: Record<string, number>; zone: string }> }, p: number) =>
  Object.values(s.objects)
    .filter((o) => o.zone === zoneKey('garden', p))
    .reduce((n, o) => n + (o.counters.growth ?? 0), 0);

export const garden = defineRuleset({
  manifest: { id: 'garden', name: 'Garden', version: '1.0.0', players: 2 },
  zones: [
    { id: 'deck', scope: 'player', visibility: 'hidden', ordered: true },
    { id: 'garden', scope: 'player', visibility: 'public', ordered: false, abilitiesFunction: true },
  ],
  pool: {
    cards,
    baseCharacteristics: (card) => ({ name: card.name, abilities: (card.abilities ?? []).map((a) => a.id) }),
  },
  turn: { phases: [{ id: 'main', rule: 'G-2', procedure: 'garden.main' }] },
  setup: { procedure: 'garden.setup', rule: 'G-1' },
  procedures: [
    procedure('garden.setup', [
      [
        'shuffle',
        () => ({
          call: EVENTS,
          locals: eventsLocals([0, 1].map((p) => ({ kind: 'shuffle', zone: zoneKey('deck', p) }))),
        }),
      ],
    ]),
    procedure('garden.main', [
      ['play timing', (ctx) => ({ call: PLAY_TIMING, locals: playTimingLocals([ctx.state.turn.activePlayer], 'G-2') })],
    ]),
    procedure('garden.plant', [
      [
        'plant',
        (ctx, f) => ({
          call: EVENT,
          locals: eventLocals({
            kind: 'move',
            card: ctx.state.zones[zoneKey('deck', f.locals.player as number)][0],
            to: zoneKey('garden', f.locals.player as number),
          }),
        }),
      ],
    ]),
  ],
  actions: [
    {
      id: 'plant',
      procedure: 'garden.plant',
      enumerate: (ctx, p) =>
        ctx.state.zones[zoneKey('deck', p)].length > 0
          ? [{ key: 'plant', label: 'plant the top card', value: null }]
          : [],
    },
  ],
  ruleProcesses: [
    {
      id: 'grown',
      rule: 'G-3',
      check: (ctx) =>
        ctx.state.players
          .filter((p) => growth(ctx.state, 1 - p.id) >= 6)
          .map((p) => ({ kind: 'lose', player: p.id, reason: 'opponent grew 6', rule: 'G-3' })),
    },
    {
      id: 'barren',
      rule: 'G-4',
      check: (ctx) =>
        ctx.state.players.every((p) => ctx.state.zones[zoneKey('deck', p.id)].length === 0)
          ? ctx.state.players.map((p) => ({ kind: 'lose', player: p.id, reason: 'both decks empty', rule: 'G-4' }))
          : [],
    },
  ],
});
