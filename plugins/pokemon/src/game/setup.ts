import {
  procedure,
  EVENTS,
  eventsLocals,
  zoneKey,
  randomInt,
  type GameEvent,
  type RunContext,
  type GameState,
  type PlayerId,
  type DecisionOption,
  callProcedure,
} from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';
import { handOf, opponentOf, options, text } from './board.js';
import { prizeCount } from './sudden-death.js';

export const SETUP = 'pokemon.setup';

const basicsInHand = (cards: CardIndex, s: GameState, p: PlayerId) =>
  handOf(s, p).filter((id) => {
    const c = cards.get(s.objects[id].def);
    return c.kind === 'pokemon' && c.stage === 'basic';
  });

const moveAll = (ids: string[], to: string, rule: string, position: 'top' | 'bottom' = 'bottom'): GameEvent[] =>
  ids.map((card) => ({ kind: 'move', card, to, position, rule }));
const draw = (s: GameState, p: PlayerId, n: number, rule: string) =>
  moveAll(s.zones[zoneKey('deck', p)].slice(0, n), zoneKey('hand', p), rule);
const cardOptions = (s: GameState, ids: string[]): DecisionOption[] =>
  ids.map((id) => ({ key: `${s.objects[id].def}:${id}`, label: s.objects[id].def, value: id }));

/**
 * Setup (PK-G): shuffle (G.2), draw 7 (G.3), mulligans (G.4a–e), the Active Spot face down (G.4),
 * the Bench (G.5), Prizes (G.6) and the opponent's optional draw per mulligan, the first player by
 * a seeded random choice (G.7), then every Pokémon turns face up (G.8).
 */
export function setupProcedure(cards: CardIndex) {
  return procedure(SETUP, [
    [
      'G.2 shuffle',
      (ctx) => {
        // Pokémon placed from here to step 8 are face down (see the plugin's onEnterZone).
        ctx.state.data.inSetup = true;
        return { next: true };
      },
    ],
    [
      'G.2 shuffle decks',
      () => ({
        call: EVENTS,
        locals: eventsLocals([0, 1].map((p) => ({ kind: 'shuffle', zone: zoneKey('deck', p), rule: 'PK-G.2' }))),
      }),
    ],
    [
      'G.3 draw 7',
      (ctx) => ({ call: EVENTS, locals: eventsLocals([0, 1].flatMap((p) => draw(ctx.state, p, 7, 'PK-G.3'))) }),
    ],
    [
      'G.4 check for Basics',
      (ctx) => {
        const s = ctx.state;
        // Only players still setting up look for a Basic: one who went ahead under (b) is done.
        const without = [0, 1].filter((p) => !isSetUp(s, p) && basicsInHand(cards, s, p).length === 0);
        if (without.length === 0) return { goto: 'G.4 Active' };
        if (without.length === 2) {
          // (a): both hands are shown to both players and go back; both restart from step 2, no extra draws.
          ctx.sink.log({
            rule: 'PK-G.4a',
            message: 'player 0 and 1 has no Basic Pokémon: mulligan',
            turn: s.turn.number,
          });
          const events: GameEvent[] = [0, 1].flatMap((p) =>
            handOf(s, p).map((card): GameEvent => ({ kind: 'reveal', card, rule: 'PK-G.4a' })),
          );
          for (const p of [0, 1])
            events.push(...moveAll(handOf(s, p), zoneKey('deck', p), 'PK-G.4a'), {
              kind: 'shuffle',
              zone: zoneKey('deck', p),
              rule: 'PK-G.4a',
            });
          return { call: EVENTS, locals: eventsLocals(events), then: 'G.4 redraw' };
        }
        const p = without[0];
        ctx.sink.log({ rule: 'PK-G.4c', message: `player ${p} has no Basic Pokémon: mulligan`, turn: s.turn.number });
        // (b): the first time, the opponent alone goes ahead through step 6; later mulligans skip (b).
        if (!isSetUp(s, opponentOf(p))) {
          ctx.sink.log({
            rule: 'PK-G.4b',
            message: `player ${opponentOf(p)} sets up first (Active, Bench, Prizes)`,
            turn: s.turn.number,
          });
          return {
            call: SETUP_PLAYER,
            locals: { player: opponentOf(p), seat: 0, pick: null },
            then: 'G.4c reveal and return',
          };
        }
        return { goto: 'G.4c reveal and return' };
      },
    ],
    [
      'G.4c reveal and return',
      (ctx) => {
        const s = ctx.state;
        const p = [0, 1].find((q) => !isSetUp(s, q))!;
        const opp = opponentOf(p);
        // (c) the hand is shown and returned;
        // (d) the opponent may draw 1 more after their Prizes; (e) restart from step 2.
        return {
          call: EVENTS,
          locals: eventsLocals([
            ...handOf(s, p).map((card): GameEvent => ({ kind: 'reveal', card, rule: 'PK-G.4c' })),
            {
              kind: 'playerData',
              player: opp,
              key: 'extraDraws',
              value: Number(s.players[opp].data.extraDraws ?? 0) + 1,
              rule: 'PK-G.4d',
            },
            ...moveAll(handOf(s, p), zoneKey('deck', p), 'PK-G.4c'),
            { kind: 'shuffle', zone: zoneKey('deck', p), rule: 'PK-G.4e' },
          ]),
          then: 'G.4 redraw',
        };
      },
    ],
    [
      'G.4 redraw',
      (ctx) => {
        const s = ctx.state;
        const empty = [0, 1].filter((p) => !isSetUp(s, p) && s.zones[zoneKey('hand', p)].length === 0);
        return {
          call: EVENTS,
          locals: eventsLocals(empty.flatMap((p) => draw(s, p, 7, empty.length === 2 ? 'PK-G.4a' : 'PK-G.4e'))),
          then: 'G.4 check for Basics',
        };
      },
    ],
    // Steps 4–6 for the players who have not gone ahead under (b): both Actives, then both Benches, then Prizes.
    [
      'G.4 Active',
      (ctx, f) => {
        const p = Number(f.locals.seat ?? 0);
        if (p > 1) return { goto: 'G.5 Bench' };
        if (isSetUp(ctx.state, p)) {
          f.locals.seat = p + 1;
          return { goto: 'G.4 Active' };
        }
        return { ...askActive(ctx, cards, p), then: 'G.4 place Active' };
      },
    ],
    [
      'G.4 place Active',
      (ctx, f) => {
        const p = Number(f.locals.seat ?? 0);
        f.locals.seat = p + 1;
        return { call: EVENTS, locals: eventsLocals(placeActive(f.locals.pick, p)), then: 'G.4 Active' };
      },
    ],
    [
      'G.5 Bench',
      (ctx, f) => {
        const p = Number(f.locals.benchSeat ?? 0);
        if (p > 1) return { goto: 'G.6 Prizes' };
        f.locals.benchSeat = p + 1;
        if (isSetUp(ctx.state, p)) return { goto: 'G.5 Bench' };
        return benchChoice(ctx, cards, p, 'PK-G.5', 'G.5 Bench');
      },
    ],
    [
      'G.6 Prizes',
      (ctx) => {
        const ps = [0, 1].filter((p) => !isSetUp(ctx.state, p));
        return { call: EVENTS, locals: eventsLocals(ps.flatMap((p) => setPrizes(ctx.state, p))) };
      },
    ],
    [
      'G.6 extra draws',
      (ctx, f) => {
        const p = Number(f.locals.drawSeat ?? 0);
        if (p > 1) return { goto: 'G.7 first player' };
        const mulligans = Number(ctx.state.players[p].data.extraDraws ?? 0);
        // PK-X-10: one optional draw per mulligan (the catalogue's reading), or one in all.
        const n = options(ctx.state).mulliganDraws === 'one' ? Math.min(1, mulligans) : mulligans;
        if (n === 0) {
          f.locals.drawSeat = p + 1;
          return { goto: 'G.6 extra draws' };
        }
        // The seat moves on when the cards are drawn: an asking step only asks (it is run again to
        // rebuild a restored game's decision).
        const opts = Array.from({ length: n + 1 }, (_, k) => ({ key: `draw:${k}`, label: `draw ${k}`, value: k }));
        f.locals.drawer = p;
        return {
          ask: {
            player: p,
            kind: 'choose',
            prompt: 'setup.extraDraws',
            params: { max: n },
            rule: 'PK-G.6',
            options: opts,
          },
          into: 'count',
          then: 'G.6 draw',
        };
      },
    ],
    [
      'G.6 draw',
      (ctx, f) => {
        const p = Number(f.locals.drawer);
        f.locals.drawSeat = p + 1;
        return {
          call: EVENTS,
          locals: eventsLocals(draw(ctx.state, p, Number(f.locals.count), 'PK-G.6')),
          then: 'G.6 bench drawn',
        };
      },
    ],
    // Basics drawn this way may still go to the Bench (G.6: benching is allowed until step 7).
    ['G.6 bench drawn', (ctx, f) => benchChoice(ctx, cards, Number(f.locals.drawer), 'PK-G.6', 'G.6 extra draws')],
    [
      'G.7 first player',
      (ctx) => {
        const first = randomInt(ctx.state, 0, 1);
        ctx.state.turn.activePlayer = first;
        ctx.sink.log({ rule: 'PK-G.7', message: `player ${first} goes first (seeded random choice)`, turn: 0 });
        return { next: true };
      },
    ],
    [
      'G.8 flip face up',
      (ctx) => {
        const s = ctx.state;
        const events: GameEvent[] = [0, 1]
          .flatMap((p) => [...s.zones[zoneKey('active', p)], ...s.zones[zoneKey('bench', p)]])
          .map((card) => ({ kind: 'status', card, key: 'faceDown', value: false, rule: 'PK-G.8' }));
        ctx.state.data.inSetup = false;
        return { call: EVENTS, locals: eventsLocals(events) };
      },
    ],
  ]);
}

const SETUP_PLAYER = 'pokemon.setupPlayer';

/** G.6: the top Prize-count cards of the deck become Prize cards (fewer if the deck is short). */
function setPrizes(s: GameState, p: PlayerId): GameEvent[] {
  const n = prizeCount(s, p);
  const deck = s.zones[zoneKey('deck', p)];
  return [
    ...moveAll(deck.slice(0, n), zoneKey('prizes', p), 'PK-G.6'),
    { kind: 'playerData', player: p, key: 'prizesSet', value: Math.min(n, deck.length), rule: 'PK-G.6' },
  ];
}
const isSetUp = (s: GameState, p: PlayerId) => s.players[p].data.prizesSet !== undefined;

/** One player's steps 4–6: the Active Spot face down (G.4), the Bench (G.5), then 6 Prizes (G.6). */
export function setupPlayerProcedure(cards: CardIndex) {
  return procedure(SETUP_PLAYER, [
    ['G.4 Active', (ctx, f) => askActive(ctx, cards, Number(f.locals.player))],
    [
      'G.4 place Active',
      (_ctx, f) => ({ call: EVENTS, locals: eventsLocals(placeActive(f.locals.pick, Number(f.locals.player))) }),
    ],
    ['G.5 Bench', (ctx, f) => benchChoice(ctx, cards, Number(f.locals.player), 'PK-G.5', 'G.6 Prizes')],
    ['G.6 Prizes', (ctx, f) => ({ call: EVENTS, locals: eventsLocals(setPrizes(ctx.state, Number(f.locals.player))) })],
  ]);
}

/** G.4: 1 Basic for the Active Spot, or 2 in a double battle (as many as the hand has, PK-PR-17). */
function askActive(ctx: RunContext, cards: CardIndex, p: PlayerId) {
  const basics = cardOptions(ctx.state, basicsInHand(cards, ctx.state, p));
  if (!options(ctx.state).doubleBattle)
    return {
      ask: { player: p, kind: 'choose' as const, prompt: 'setup.active', rule: 'PK-G.4', options: basics },
      into: 'pick',
    };
  const n = Math.min(2, basics.length);
  return {
    ask: {
      player: p,
      kind: 'select' as const,
      prompt: 'setup.active',
      rule: 'PK-PR-17',
      min: n,
      max: n,
      options: basics,
    },
    into: 'pick',
  };
}

const placeActive = (pick: unknown, p: PlayerId): GameEvent[] =>
  (Array.isArray(pick) ? pick : [pick]).map((card) => ({
    kind: 'move',
    card: String(card),
    to: zoneKey('active', p),
    rule: 'PK-G.4',
  }));

/** Putting Basics from the hand onto the Bench (PK-G.5, PK-G.6). */
interface BenchFromHandLocals {
  player: PlayerId;
  rule: string;
  max: number;
  options: DecisionOption[];
  picks: string[] | null;
}

/** Asks for Basics to put face down onto the Bench (any number up to the free spots), then places them. */
function benchChoice(ctx: RunContext, cards: CardIndex, p: PlayerId, rule: string, then: string) {
  const free = options(ctx.state).benchSize - ctx.state.zones[zoneKey('bench', p)].length;
  const basics = basicsInHand(cards, ctx.state, p);
  if (free <= 0 || basics.length === 0) return { goto: then };
  return callProcedure<BenchFromHandLocals>(
    'pokemon.benchFromHand',
    { player: p, rule, max: Math.min(free, basics.length), options: cardOptions(ctx.state, basics), picks: null },
    then,
  );
}

/** Setup helper: the player selects Basics from hand; they go to the Bench face down. */
export const benchFromHand = procedure<BenchFromHandLocals>('pokemon.benchFromHand', [
  [
    'choose',
    (_ctx, f) => ({
      ask: {
        player: Number(f.locals.player),
        kind: 'select',
        prompt: 'setup.bench',
        rule: text(f.locals.rule),
        min: 0,
        max: Number(f.locals.max),
        options: f.locals.options,
      },
      into: 'picks',
    }),
  ],
  [
    'place',
    (_ctx, f) => {
      const picks = f.locals.picks ?? [];
      // PK-A04.2: one at a time, in the order chosen.
      const events: GameEvent[] = picks.map((card) => ({
        kind: 'move',
        card,
        to: zoneKey('bench', Number(f.locals.player)),
        rule: text(f.locals.rule),
      }));
      return events.length ? { call: EVENTS, locals: eventsLocals(events) } : { done: null };
    },
  ],
]);
