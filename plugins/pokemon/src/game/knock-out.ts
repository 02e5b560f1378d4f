import {
  procedure,
  EVENTS,
  eventsLocals,
  RESOLVE_WAITING,
  zoneKey,
  type GameEvent,
  type GameState,
  type PlayerId,
  type RunContext,
  type RuleProcess,
  type EffectPart,
  requiredLocal,
} from '@tcgkit/core';
import { activesOf, activeSlots, benchOf, inPlay, opponentOf, remainingHp, text } from './board.js';
import { simultaneousOutcome } from '../rules/simultaneous-outcome.js';
import { drawCase } from './sudden-death.js';

export const KNOCK_OUT = 'pokemon.knockOut';

/**
 * Pokémon in play with no HP left (PK-D.1). A Pokémon without damage counters has HP left
 * unless an effect in play lowers HP, so only then are its characteristics read.
 */
export function knockedOut(ctx: RunContext): string[] {
  const s = ctx.state;
  const mayLowerHp = hpMayDrop(ctx);
  const out: string[] = [];
  for (const p of [0, 1])
    for (const id of inPlay(s, p))
      if (((s.objects[id].counters.damage ?? 0) > 0 || mayLowerHp) && remainingHp(ctx, id) <= 0) out.push(id);
  return out;
}

/**
 * Whether an effect in force, or a static ability any card could have,
 * changes HP other than by adding a positive constant.
 */
function hpMayDrop(ctx: RunContext): boolean {
  const pool = ctx.svc.parts.pool.cards;
  let stat = staticHpDrop.get(pool);
  if (stat === undefined) {
    stat = pool.some((c) =>
      (c.abilities ?? []).some((a) => a.kind === 'static' && (a.continuous ?? []).some((e) => lowersHp(e.parts))),
    );
    staticHpDrop.set(pool, stat);
  }
  return stat || ctx.state.effects.some((e) => lowersHp(e.parts));
}

const staticHpDrop = new WeakMap<readonly unknown[], boolean>();
const lowersHp = (parts: readonly EffectPart[]) =>
  parts.some(
    (p) =>
      p.op.kind === 'code' ||
      ('key' in p.op &&
        p.op.key === 'hp' &&
        !(p.op.kind === 'add' && typeof p.op.amount === 'number' && p.op.amount > 0)),
  );

const prizesOf = (s: GameState, p: PlayerId) => s.zones[zoneKey('prizes', p)];

/**
 * Knock Out processing (PK-D.3–D.5) and the win/lose check (PK-E): "when Knocked Out" effects,
 * discarding with every attached card, Prizes for each of the opponent's Pokémon (2 for a
 * Pokémon-EX), new Active Pokémon (the opponent first; after a Checkup, the next turn's player
 * first), then the simultaneous-condition table PK-E.4.
 */
/** What Knock Out processing found and where it is (PK-D.3–D.5). */
interface KnockOutLocals {
  /** After a Checkup, the next turn's player chooses a new Active first (PK-D.5). */
  atCheckup: boolean;
  ko?: string[];
  names?: string[];
  /** Knocked Out Pokémon-EX: 2 Prizes each (PK-D.4). */
  ex?: string[];
  owners?: PlayerId[];
  /** Prizes: whose turn to take (0 = the turn player), who takes, and the face-down positions chosen. */
  prizeSeat?: number;
  taker?: PlayerId;
  positions?: number[];
  /** New Active: whose turn to choose, who chooses, the choice; `noActive<p>` when p has none to choose. */
  activeSeat?: number;
  chooser?: PlayerId;
  pick?: string;
  [noActive: `noActive${number}`]: boolean;
}

export const knockOutProcedure = procedure<KnockOutLocals>(KNOCK_OUT, [
  [
    'D.3 step 1 find',
    (ctx, f) => {
      const ko = knockedOut(ctx);
      f.locals.ko = ko;
      f.locals.names = ko.map((id) => text(ctx.svc.layers.view(ctx.state, id).name));
      f.locals.ex = ko.filter((id) => ((ctx.svc.layers.view(ctx.state, id).tags as string[]) ?? []).includes('EX'));
      f.locals.owners = ko.map((id) => ctx.state.objects[id].master);
      if (ko.length === 0) return { goto: 'D.5 new Active' };
      return {
        call: EVENTS,
        locals: eventsLocals(
          ko.map((id, i): GameEvent => ({
            kind: 'pokemon.knockOut',
            pokemon: id,
            name: requiredLocal(f.locals.names, 'names')[i],
          })),
        ),
      };
    },
  ],
  // D.3 step 2 (PK-II-E04): "when Knocked Out" effects, ordered by the Knocked Out Pokémon's owner.
  ['D.3 step 2 when Knocked Out', () => ({ call: RESOLVE_WAITING, locals: { rule: 'PK-II-E04' } })],
  // D.3 step 3: each Knocked Out Pokémon goes to its owner's discard with all attached cards, all at once.
  [
    'D.3 step 3 discard',
    (ctx, f) => {
      const events: GameEvent[] = [];
      for (const id of requiredLocal(f.locals.ko, 'ko')) {
        const obj = ctx.state.objects[id];
        if (!obj) continue;
        for (const a of obj.attached)
          events.push({
            kind: 'move',
            card: a,
            to: zoneKey('discard', ctx.state.objects[a].owner),
            position: 'top',
            rule: 'PK-D.3',
          });
        events.push({ kind: 'move', card: id, to: zoneKey('discard', obj.owner), position: 'top', rule: 'PK-D.3' });
      }
      return { call: EVENTS, locals: eventsLocals(events, true) };
    },
  ],
  // D.4: Prizes for each of the opponent's Pokémon Knocked Out; the player picks which face-down cards.
  [
    'D.4 Prizes',
    (ctx, f) => {
      const seat = Number(f.locals.prizeSeat ?? 0);
      if (seat > 1) return { goto: 'D.5 new Active' };
      const p = (ctx.state.turn.activePlayer + seat) % 2;
      const owners = requiredLocal(f.locals.owners, 'owners');
      const ko = requiredLocal(f.locals.ko, 'ko');
      const ex = requiredLocal(f.locals.ex, 'ex');
      const count = ko.reduce((n, id, i) => n + (owners[i] === opponentOf(p) ? (ex.includes(id) ? 2 : 1) : 0), 0);
      const left = prizesOf(ctx.state, p).length;
      const take = Math.min(count, left);
      if (take === 0) {
        f.locals.prizeSeat = seat + 1;
        return { goto: 'D.4 Prizes' };
      }
      // The seat moves on when the Prizes are taken: an asking step only asks (it is run again to
      // rebuild a restored game's decision).
      f.locals.taker = p;
      if (take === left) {
        f.locals.positions = Array.from({ length: left }, (_, i) => i);
        return { goto: 'D.4 take' };
      }
      const options = Array.from({ length: left }, (_, i) => ({
        key: `prize:${i + 1}`,
        label: `Prize card ${i + 1}`,
        value: i,
      }));
      return {
        ask: { player: p, kind: 'select', prompt: 'takePrizes', rule: 'PK-D.4', min: take, max: take, options },
        into: 'positions',
      };
    },
  ],
  [
    'D.4 take',
    (ctx, f) => {
      const p = Number(f.locals.taker);
      f.locals.prizeSeat = Number(f.locals.prizeSeat ?? 0) + 1;
      const ids = requiredLocal(f.locals.positions, 'positions').map((i) => prizesOf(ctx.state, p)[i]);
      return {
        call: EVENTS,
        locals: eventsLocals(
          ids.map((card): GameEvent => ({ kind: 'move', card, to: zoneKey('hand', p), rule: 'PK-D.4' })),
        ),
        then: 'D.4 Prizes',
      };
    },
  ],
  // D.5: the opponent puts out a new Active first (after a Checkup: the next turn's player first).
  [
    'D.5 new Active',
    (ctx, f) => {
      // After an attack the opponent of the turn's player goes first; after a Checkup the player of the
      // next turn does — the same player, as the Checkup closes the current turn here.
      const first = opponentOf(ctx.state.turn.activePlayer);
      const order = [first, opponentOf(first)];
      const seat = Number(f.locals.activeSeat ?? 0);
      if (seat > 1) return { goto: 'E win check' };
      f.locals.activeSeat = seat + 1;
      const p = order[seat];
      const bench = benchOf(ctx.state, p);
      // Fill every empty Active Spot (2 in a double battle, PK-PR-17) while the Bench has Pokémon.
      if (
        activesOf(ctx.state, p).length >= activeSlots(ctx.state) ||
        (bench.length === 0 && activesOf(ctx.state, p).length > 0)
      )
        return { goto: 'D.5 new Active' };
      if (bench.length === 0) {
        f.locals[`noActive${p}`] = true;
        return { goto: 'D.5 new Active' };
      }
      f.locals.activeSeat = seat; // come back to this player until their Active Spots are full
      f.locals.chooser = p;
      return {
        ask: {
          player: p,
          kind: 'choose',
          prompt: 'newActive',
          rule: 'PK-D.5',
          options: bench.map((id) => ({
            key: `${ctx.state.objects[id].def}:${id}`,
            label: text(ctx.svc.layers.view(ctx.state, id).name),
            value: id,
          })),
        },
        into: 'pick',
        then: 'D.5 promote',
      };
    },
  ],
  [
    'D.5 promote',
    (ctx, f) => ({
      call: EVENTS,
      locals: eventsLocals([
        {
          kind: 'move',
          card: requiredLocal(f.locals.pick, 'pick'),
          to: zoneKey('active', Number(f.locals.chooser)),
          rule: 'PK-D.5',
        },
        {
          kind: 'status',
          card: requiredLocal(f.locals.pick, 'pick'),
          key: 'cameActiveTurn',
          value: ctx.state.turn.number,
          rule: 'PK-II-E24',
        },
      ]),
      then: 'D.5 new Active',
    }),
  ],
  // PK-E.1 / E.2 / E.4: count each player's win conditions; more wins, an equal count (above 0) is a draw.
  [
    'E win check',
    (ctx, f) => {
      const s = ctx.state;
      const tookAll = (p: PlayerId) => Number(s.players[p].data.prizesSet ?? 0) > 0 && prizesOf(s, p).length === 0;
      const noActive = (p: PlayerId) => f.locals[`noActive${p}`] === true;
      const outcome = simultaneousOutcome({
        tookAllPrizes: [tookAll(0), tookAll(1)],
        cannotReplaceActive: [noActive(0), noActive(1)],
      });
      if (outcome === null) return { done: null };
      if ('draw' in outcome) {
        s.data.drawCase = drawCase(s.turn.activePlayer, tookAll, noActive);
        return {
          call: EVENTS,
          locals: eventsLocals(
            [0, 1].map((p): GameEvent => ({
              kind: 'lose',
              player: p,
              reason: 'simultaneous win conditions, equal count',
              rule: 'PK-E.4',
            })),
            true,
          ),
          then: 'done',
        };
      }
      const w = outcome.winner;
      const reason = [
        tookAll(w) ? 'took all Prize cards' : null,
        noActive(opponentOf(w)) ? 'opponent cannot put out an Active Pokémon' : null,
      ]
        .filter(Boolean)
        .join(' and ');
      const single = [tookAll(0), tookAll(1), noActive(0), noActive(1)].filter(Boolean).length === 1;
      const rule = single ? (tookAll(w) ? 'PK-E.1' : 'PK-E.2') : 'PK-E.4';
      return {
        call: EVENTS,
        locals: eventsLocals([{ kind: 'lose', player: opponentOf(w), reason, rule }], true),
        then: 'done',
      };
    },
  ],
  ['done', () => ({ done: null })],
]);

/** Knock Outs are checked whenever HP runs out (PK-D.2 iii) and whenever an Active is missing (PK-E.2). */
export const knockOutCheck: RuleProcess = {
  id: 'knock-out',
  rule: 'PK-D.2',
  check: () => [],
  procedure(ctx) {
    if (ctx.state.turn.number < 1 || ctx.state.result) return null;
    const missing = [0, 1].some((p) => {
      const actives = activesOf(ctx.state, p).length;
      return actives === 0 || (actives < activeSlots(ctx.state) && benchOf(ctx.state, p).length > 0);
    });
    return knockedOut(ctx).length > 0 || missing
      ? { proc: KNOCK_OUT, locals: { atCheckup: false } satisfies KnockOutLocals }
      : null;
  },
};
