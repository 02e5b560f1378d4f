import { z } from 'zod';
import {
  writableStatus,
  defineRuleset,
  type EffectImmunity,
  type RulesetPlugin,
  procedure,
  NEXT,
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  PROGRAM,
  programLocals,
  PLAY_TIMING,
  playTimingLocals,
  zoneKey,
  abilityValid,
  asList,
  ABILITIES,
  frozenTemplate,
  type Characteristics,
  type CardObject,
  type GameState,
  type RuleProcess,
  type ActionProvider,
  type CodeOp,
  type CodeReplacement,
  type Citations,
  type GameEvent,
  type JsonObject,
  type ProgramEnv,
  type ZoneDefinitionInput,
  type Invariant,
  type ProcedureDefinition,
} from '../../src/index.js';
import { TEST_CARDS, GRANTED, type TestCard } from './test-cards.js';

/**
 * A small test-only ruleset (not a real game) that exercises every core mechanism. Its
 * citations map the core's generic rules to the catalogue IDs the core tests check.
 */
export const CITATIONS: Citations = {
  'zone.move': 'CT-5.1.4',
  'zone.newObject': 'CT-5.1.3',
  'replacement.apply': 'CT-9.9.1',
  'replacement.order': 'CT-9.9.2',
  'replacement.optional': 'CT-9.9.4',
  'replacement.once': 'CT-9.9.3',
  'event.void': 'CT-9.9.5.1',
  'trigger.wait': 'CT-9.6.2',
  'trigger.choose': 'CT-9.6.3',
  'trigger.play': 'CT-9.6.3',
  'trigger.cancel': 'CT-9.3.3',
  'trigger.state': 'CT-9.6.7',
  'trigger.delayed': 'CT-9.6.6',
  checkTiming: 'CT-9.4.1',
  ruleProcess: 'CT-9.4.1.1',
  playTiming: 'CT-9.4.2',
  'target.choose': 'CT-9.5.4',
  'target.distribute': 'CT-9.5.4.2',
  random: 'CT-6.2',
  'game.end': 'CT-1.2.1',
  'game.draw': 'CT-1.2.5',
  'loop.draw': 'CT-14.1.1',
  'loop.declare': 'CT-14.1.2',
  'loop.declareBoth': 'CT-14.1.3',
  turn: 'CT-7.1',
  'effect.create': 'CT-9.2.3',
  'effect.stop': 'CT-9.3.6',
  'effect.expire': 'CT-9.2.3',
  damage: 'CT-3.14.1',
  counter: 'CT-3.14.3',
  status: 'CT-3.11.8',
};

const ZONES: ZoneDefinitionInput[] = [
  { id: 'deck', scope: 'player', visibility: 'hidden', ordered: true },
  { id: 'hand', scope: 'player', visibility: 'owner', ordered: false },
  {
    id: 'field',
    scope: 'player',
    visibility: 'public',
    ordered: false,
    capacity: 5,
    identityGroup: 'board',
    abilitiesFunction: true,
  },
  {
    id: 'reserve',
    scope: 'player',
    visibility: 'public',
    ordered: false,
    capacity: 2,
    identityGroup: 'board',
    abilitiesFunction: true,
  },
  { id: 'grave', scope: 'player', visibility: 'public', ordered: true },
  // A card being played is public while it resolves (as CT-9.5.3.3's resolution zone).
  { id: 'resolving', scope: 'player', visibility: 'public', ordered: true },
];

const Options = z
  .object({
    checkTiming: z.enum(['alternate', 'exhaust']).default('alternate'),
    skipFirstDraw: z.boolean().default(true),
  })
  .strict();

const byId = new Map(TEST_CARDS.map((c) => [c.id, c]));
const board = (o: CardObject) => o.zone.startsWith('field@') || o.zone.startsWith('reserve@');

/** Face-down units have base values only and 0 attack/defense (modelled on CT-3.11.3). */
/** Base characteristics as shared frozen templates, one per card and face (the cheap form a pool may return). */
const templates = new Map<string, Characteristics>();
function baseCharacteristics(card: TestCard, obj: CardObject): Characteristics {
  const key = `${card.id}|${obj.status.face === 'down'}`;
  let tpl = templates.get(key);
  if (!tpl) templates.set(key, (tpl = frozenTemplate(printedCharacteristics(card, obj))));
  return tpl;
}

function printedCharacteristics(card: TestCard, obj: CardObject): Characteristics {
  const traits = [...card.traits, ...(card.baseTrait ? [card.baseTrait] : [])];
  if (obj.status.face === 'down')
    return { name: card.name, type: card.type, traits, attack: 0, defense: 0, level: 1, abilities: [] };
  return {
    name: card.name,
    type: card.type,
    traits,
    attack: card.attack,
    defense: card.defense,
    level: 1,
    attackMod: card.attackMod ?? 0,
    abilities: (card.abilities ?? []).map((a) => a.id),
  };
}

/** Rule effect for the stack layer: level = stacked cards + 1, plus their attack modifiers (CT-9.8.3 style). */
const stackOp: CodeOp = {
  name: 'stacked',
  reads: [],
  writes: ['level', 'attack'],
  stateReads: ['attach:under'],
  apply(chars, { state, object }) {
    const under =
      state.objects[object]?.attached.map((id) => state.objects[id]).filter((o) => o?.attachKind === 'under') ?? [];
    if (under.length === 0) return;
    chars.level = under.length + 1;
    chars.attack = (chars.attack as number) + under.reduce((s, o) => s + (byId.get(o.def)?.attackMod ?? 0), 0);
  },
};

/**
 * "Damage of 2 or more to it is dealt as two hits instead: half (rounded down), then the rest" — a code
 * replacement that gives two events, or one (a single changed event) when `params.whole` is set.
 */
const twoHits: CodeReplacement = {
  name: 'two-hits',
  replace(event, _ctx, params) {
    const amount = typeof event.amount === 'number' ? event.amount : 0;
    if (params.whole === true) return [{ ...event, amount: amount + 1 }];
    const first = Math.floor(amount / 2);
    return [
      { ...event, amount: first },
      { ...event, amount: amount - first },
    ];
  },
};

/** "Damage to it is halved, rounded down": one changed event. */
const halve: CodeReplacement = {
  name: 'halve',
  replace(event) {
    const amount = typeof event.amount === 'number' ? event.amount : 0;
    return [{ ...event, amount: Math.floor(amount / 2) }];
  },
};

/** "Its attack equals that card's attack": copies another card's final value (falls back to 0 in a copy cycle). */
const mirrorOp: CodeOp = {
  name: 'mirror',
  reads: [],
  writes: ['attack'],
  stateReads: [],
  apply(chars, ctx) {
    const final = typeof ctx.params.of === 'string' ? ctx.finalOf(ctx.params.of) : null;
    chars.attack = final && typeof final.attack === 'number' ? final.attack : 0;
  },
};

const destroy: RuleProcess = {
  id: 'destroy',
  rule: 'CT-11.7.1',
  check(ctx) {
    const out: GameEvent[] = [];
    for (const o of Object.values(ctx.state.objects)) {
      if (!board(o) || o.attachedTo !== null) continue;
      const chars = ctx.svc.layers.view(ctx.state, o.id);
      if ((o.counters.damage ?? 0) > 0 && (o.counters.damage ?? 0) >= (chars.defense as number)) {
        out.push({ kind: 'move', card: o.id, to: zoneKey('grave', o.master), position: 'top', rule: 'CT-11.7.1' });
      }
    }
    return out;
  },
};

const deckOut: RuleProcess = {
  id: 'deckout',
  rule: 'CT-1.2.2',
  check: (ctx) =>
    ctx.state.players
      .filter((p) => p.data.deckedOut === true && p.lost === null)
      .map((p) => ({ kind: 'lose', player: p.id, reason: 'deck-out', rule: 'CT-1.2.2' })),
};

const handCards = (state: GameState, player: number) =>
  (state.zones[zoneKey('hand', player)] ?? []).map((id) => state.objects[id]);

const playCard: ActionProvider = {
  id: 'play',
  procedure: 'test.play',
  enumerate(ctx, player) {
    return handCards(ctx.state, player)
      .filter(
        (o) =>
          byId.get(o.def)!.type === 'spell' ||
          (player === ctx.state.turn.activePlayer && ctx.svc.zones.hasRoom(ctx.state, zoneKey('field', player))),
      )
      .map((o) => ({ key: `play:${o.def}`, label: `play ${o.def}`, value: { card: o.id } }));
  },
};

const activate: ActionProvider = {
  id: 'activate',
  procedure: 'test.activate',
  enumerate(ctx, player) {
    const out = [];
    for (const key of [zoneKey('field', player), zoneKey('reserve', player)]) {
      for (const id of ctx.state.zones[key] ?? []) {
        const chars = ctx.svc.layers.view(ctx.state, id);
        for (const aid of asList(chars[ABILITIES])) {
          const a = ctx.svc.abilities.get(aid);
          if (a?.kind !== 'activated' || !abilityValid(chars, aid)) continue;
          if (a.oncePerTurn && ctx.state.usedThisTurn.includes(`${id}:${aid}`)) continue;
          out.push({ key: `activate:${aid}`, label: `activate ${aid}`, value: { card: id, ability: aid } });
        }
      }
    }
    return out;
  },
};

const shift: ActionProvider = {
  id: 'shift',
  procedure: 'test.shift',
  enumerate(ctx, player) {
    // The opponent may shift too when its data says so (for loops both players can stop).
    if (player !== ctx.state.turn.activePlayer && ctx.state.players[player].data.canShift !== true) return [];
    const out = [];
    for (const [from, to] of [
      ['field', 'reserve'],
      ['reserve', 'field'],
    ] as const) {
      if (!ctx.svc.zones.hasRoom(ctx.state, zoneKey(to, player))) continue;
      for (const id of ctx.state.zones[zoneKey(from, player)] ?? [])
        out.push({ key: `shift:${ctx.state.objects[id].def}:${to}`, label: `move to ${to}`, value: { card: id, to } });
    }
    return out;
  },
};

/** "Declare the end": ends the play timing at once (an action that ends the turn, as an attack does elsewhere). */
const finish: ActionProvider = {
  id: 'finish',
  procedure: 'test.finish',
  enumerate: (ctx, player) =>
    player === ctx.state.turn.activePlayer && ctx.state.players[player].data.canFinish === true
      ? [{ key: 'finish', label: 'end the turn now', value: null }]
      : [],
};

/** A rule process needing a choice: a player flagged "mustDiscard" discards a card of their choice from hand. */
const forcedDiscard: RuleProcess = {
  id: 'forced-discard',
  rule: 'CT-11.1.1',
  check: () => [],
  procedure: (ctx) => {
    const p = ctx.state.players.find(
      (x) => x.data.mustDiscard === true && (ctx.state.zones[zoneKey('hand', x.id)] ?? []).length > 0,
    );
    return p ? { proc: 'test.forcedDiscard', locals: { player: p.id, pick: null } } : null;
  },
};

const procedures = [
  procedure('test.finish', [['end', () => ({ done: { endsPlayTiming: true } })]]),
  procedure('test.forcedDiscard', [
    [
      'choose',
      (ctx, f) => {
        const p = f.locals.player as number;
        const hand = ctx.state.zones[zoneKey('hand', p)];
        return {
          ask: {
            player: p,
            kind: 'choose',
            prompt: 'discard',
            rule: 'CT-11.1.1',
            options: hand.map((id) => ({
              key: ctx.state.objects[id].def,
              label: ctx.state.objects[id].def,
              value: id,
            })),
          },
          into: 'pick',
        };
      },
    ],
    [
      'discard',
      (ctx, f) => {
        const p = f.locals.player as number;
        const events: GameEvent[] = [
          { kind: 'move', card: f.locals.pick, to: zoneKey('grave', p), position: 'top' },
          { kind: 'playerData', player: p, key: 'mustDiscard', value: false },
        ];
        return { call: EVENTS, locals: eventsLocals(events) };
      },
    ],
  ]),
  procedure('test.setup', [['begin', () => ({ done: null })]]),
  // Puts every card back into its owner's deck and marks the restart.
  procedure('test.restart', [
    [
      'reset',
      (ctx) => {
        ctx.state.data.restarted = true;
        const away = Object.values(ctx.state.objects).filter((o) => o.zone !== zoneKey('deck', o.owner));
        return away.length
          ? {
              call: EVENTS,
              locals: eventsLocals(
                away.map((o) => ({ kind: 'move', card: o.id, to: zoneKey('deck', o.owner), rule: 'CT-1.2.5' })),
              ),
            }
          : { done: null };
      },
    ],
  ]),
  procedure('test.draw', [
    [
      'draw',
      (ctx) => {
        const s = ctx.state;
        const p = s.turn.activePlayer;
        if (s.turn.number === 1 && s.ruleset.options.skipFirstDraw !== false) return { done: null };
        const top = s.zones[zoneKey('deck', p)][0];
        if (!top)
          return {
            call: EVENT,
            locals: eventLocals({ kind: 'playerData', player: p, key: 'deckedOut', value: true, rule: 'CT-1.2.2' }),
          };
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'move',
            card: top,
            to: zoneKey('hand', p),
            position: 'bottom',
            rule: 'CT-3.16.2',
          }),
        };
      },
    ],
  ]),
  procedure('test.main', [
    [
      'play timing',
      (ctx) => {
        const a = ctx.state.turn.activePlayer;
        return { call: PLAY_TIMING, locals: playTimingLocals([a, (a + 1) % 2], 'CT-9.4.2') };
      },
    ],
  ]),
  procedure('test.end', [
    [
      'clear damage',
      (ctx) => {
        const events: GameEvent[] = Object.values(ctx.state.objects)
          .filter((o) => (o.counters.damage ?? 0) > 0)
          .map((o) => ({
            kind: 'counter',
            card: o.id,
            key: 'damage',
            amount: -(o.counters.damage ?? 0),
            rule: 'CT-7.6',
          }));
        return events.length
          ? { call: EVENTS, locals: { events, applied: [], i: 0, outcomes: [], performed: false } }
          : NEXT;
      },
    ],
  ]),
  procedure('test.play', [
    [
      'put into play or resolve',
      (ctx, f) => {
        const { card } = f.locals.args as { card: string };
        const player = f.locals.player as number;
        const def = byId.get(ctx.state.objects[card].def)!;
        if (def.type === 'unit')
          return {
            call: EVENT,
            locals: eventLocals({ kind: 'move', card, to: zoneKey('field', player), rule: 'CT-9.5.3.6' }),
            then: 'done',
          };
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'move', card, to: zoneKey('resolving', player), rule: 'CT-9.5.3.3' }),
        };
      },
    ],
    [
      'resolve spell',
      (ctx, f) => {
        const moved = (f.locals.$ret as { outcomes: { newId?: string }[] }).outcomes[0]?.newId;
        if (!moved) return { done: null };
        f.locals.resolving = moved;
        const def = byId.get(ctx.state.objects[moved].def)!;
        return {
          call: PROGRAM,
          locals: programLocals(def.effect ?? [], {
            self: moved,
            source: moved,
            controller: f.locals.player as number,
            ability: def.id,
            event: null,
          }),
        };
      },
    ],
    [
      'spell to grave',
      (ctx, f) => {
        const card = f.locals.resolving as string;
        if (!ctx.state.objects[card]) return { done: null };
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'move',
            card,
            to: zoneKey('grave', ctx.state.objects[card].owner),
            position: 'top',
            rule: 'CT-9.5.3.6',
          }),
        };
      },
    ],
    ['done', () => ({ done: null })],
  ]),
  procedure('test.activate', [
    [
      'pay cost',
      (ctx, f) => {
        const { card, ability } = f.locals.args as { card: string; ability: string };
        const a = ctx.svc.abilities.get(ability);
        if (a?.kind !== 'activated') return { done: null };
        if (a.oncePerTurn) ctx.state.usedThisTurn.push(`${card}:${ability}`);
        return {
          call: PROGRAM,
          locals: programLocals(a.cost ?? [], {
            self: card,
            source: card,
            controller: f.locals.player as number,
            ability,
            event: null,
          }),
        };
      },
    ],
    [
      'resolve',
      (ctx, f) => {
        const { card, ability } = f.locals.args as { card: string; ability: string };
        const a = ctx.svc.abilities.get(ability);
        if (a?.kind !== 'activated') return { done: null };
        return {
          call: PROGRAM,
          locals: programLocals(a.effect, {
            self: card,
            source: card,
            controller: f.locals.player as number,
            ability,
            event: null,
            vars: f.locals.$ret as JsonObject,
          }),
        };
      },
    ],
  ]),
  procedure('test.shift', [
    [
      'move area to area',
      (ctx, f) => {
        const { card, to } = f.locals.args as { card: string; to: string };
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'move', card, to: zoneKey(to, f.locals.player as number), rule: 'CT-5.1.4' }),
        };
      },
    ],
  ]),
  procedure('test.dealSplit', [
    [
      'deal',
      (_ctx, f) => {
        const env = f.locals.env as ProgramEnv;
        const split = (f.locals.args as { split: { value: string; amount: number }[] }).split;
        const events: GameEvent[] = split.map((s) => ({
          kind: 'damage',
          target: s.value,
          amount: s.amount,
          source: env.source,
          tags: [],
        }));
        return { call: EVENTS, locals: { events, applied: [], i: 0, outcomes: [], performed: false } };
      },
    ],
  ]),
];

/** Builds the test ruleset (optionally with a different id, to prove one container per ruleset). */
export function testRuleset(
  id = 'test',
  opts: {
    endPhaseBetweenTurns?: boolean;
    restartOnDraw?: boolean;
    invariants?: Invariant[];
    immunity?: EffectImmunity;
    abilitySources?: 'cardAndAttachments';
    /** A rule of the game itself: "signals are never sent" (a sourceless replacement preventing `test.signal`). */
    noSignals?: boolean;
    /** Procedures added after the ruleset's own (to check how a ruleset's procedures are validated). */
    extraProcedures?: ProcedureDefinition[];
    /** Attached cards join the layer pass only when needed ({@link LayerOrder.attachmentsOnDemand}). */
    attachmentsOnDemand?: boolean;
  } = {},
): RulesetPlugin {
  return defineRuleset({
    ...(opts.invariants ? { invariants: opts.invariants } : {}),
    ...(opts.immunity ? { immunity: opts.immunity } : {}),
    ...(opts.noSignals
      ? {
          ruleReplacements: [
            {
              id: 'no-signals',
              rule: 'CT-9.9.1',
              instance: {
                id: 'rule:no-signals',
                source: null,
                ability: null,
                controller: 0,
                spec: { on: 'test.signal', action: { kind: 'prevent' } },
                duration: { kind: 'static' },
                vars: {},
              },
            },
          ],
        }
      : {}),
    manifest: {
      id,
      name: 'Core test ruleset',
      version: '1.0.0',
      players: 2,
      options: Options,
    },
    zones: ZONES,
    // What the layer pass reads is declared (face-down cards: the status key `face`), so that
    // characteristics survive the events that change nothing it reads, as in a real ruleset.
    pool: {
      cards: TEST_CARDS,
      baseCharacteristics: (c, o) => baseCharacteristics(c as TestCard, o),
      baseReads: ['status:face'],
    },
    layers: {
      layers: [
        'stack',
        'invalidateAbilities',
        'invalidateEffects',
        'prohibitions',
        'abilities',
        'nonNumeric',
        'numeric',
      ],
      floors: ['attack', 'defense'],
      ...(opts.attachmentsOnDemand ? { attachmentsOnDemand: true } : {}),
      ruleEffects: [
        {
          id: 'rule:stack',
          source: null,
          ability: null,
          controller: 0,
          timestamp: 0,
          lockedAt: null,
          affects: { selector: { zone: ['field', 'reserve'] } },
          parts: [{ layer: 'stack', op: { kind: 'code', name: 'stacked' } }],
          duration: { kind: 'game' },
          flags: [],
          vars: {},
        },
      ],
    },
    turn: {
      phases: [
        { id: 'draw', rule: 'CT-7.3', procedure: 'test.draw' },
        { id: 'main', rule: 'CT-7.4', procedure: 'test.main' },
        { id: 'end', rule: 'CT-7.6', procedure: 'test.end', afterTurnEnd: opts.endPhaseBetweenTurns === true },
      ],
    },
    // With `restartOnDraw`, a drawn game starts over once (a "sudden death" style rule).
    setup: {
      procedure: 'test.setup',
      rule: 'CT-6.2',
      restartOnDraw: opts.restartOnDraw
        ? (s) =>
            s.data.restarted === true
              ? null
              : { procedure: 'test.restart', rule: 'CT-1.2.5', reason: 'a draw is played again' }
        : undefined,
    },
    policies: {
      checkTiming: (s) => (s.ruleset.options.checkTiming === 'exhaust' ? 'exhaust' : 'alternate'),
      ...(opts.abilitySources ? { abilitySources: opts.abilitySources } : {}),
    },
    citations: CITATIONS,
    procedures: [...procedures, ...(opts.extraProcedures ?? [])],
    ruleProcesses: [destroy, deckOut, forcedDiscard],
    eventHandlers: [
      { kind: 'test.signal', writes: 'nothing', rule: () => 'CT-9.6.2', apply: () => ({}), describe: () => 'a signal' },
    ],
    actions: [playCard, activate, shift, finish],
    codeOps: [stackOp, mirrorOp],
    codeReplacements: [halve, twoHits],
    // Reads the turn number: declared, so that a turn's start recomputes what it feeds.
    operators: [{ name: 'turnNumber', stateReads: ['timing'], evaluate: (_args, ctx) => ctx.state.turn.number }],
    abilities: GRANTED,
    // CT-3.11.4 style: effects do not apply to face-down cards unless flagged.
    applicability: {
      stateReads: ['status:face'],
      applies: ({ object, effect }) => object.status.face !== 'down' || effect.flags.includes('faceDown'),
    },
    onEnterZone: (_s, obj, zone) => {
      if (zone === 'field' || zone === 'reserve') writableStatus(obj).face = 'up';
    },
    deckRules: [
      {
        id: 'size',
        rule: 'CT-6.1.1',
        check: (deck) => ((deck.deck?.length ?? 0) <= 20 ? [] : [{ rule: 'CT-6.1.1', message: 'at most 20 cards' }]),
      },
    ],
  });
}
