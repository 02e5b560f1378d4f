import { z } from 'zod';
import {
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  ExprSchema,
  programValue,
  zoneKey,
  isImmune,
  NEXT_INSTRUCTION,
  PROGRAM,
  programLocals,
  type InstructionHandler,
  type GameEvent,
  type Operator,
  type ObjectId,
  type RunContext,
  type ProgramEnv,
  type Json,
  type InstructionResult,
  movedCard,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { cardNameContains } from '../cards/card-name.js';
import { hasCardNamePart } from '../cards/name-lists.js';
import { FRIEND_AREAS, type AreaId } from '../rules/zones.js';
import { DAMAGE_PLAYER, damagePlayerLocals } from './player-damage.js';
import { PAY_COST, payLocals, canPay } from './costs.js';
import {
  charaOf,
  charasOf,
  deckOf,
  isChara,
  isPartner,
  zoneOf,
  pose,
  faceUp,
  chars,
  num,
  list,
  stacked,
  text,
  battleOf,
} from './board.js';
import { harmonicsValues } from './harmonics.js';

const ids = (v: Json): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];
const perform = (env: ProgramEnv, events: GameEvent[], simultaneous = true): InstructionResult => {
  if (env.resumed || events.length === 0) return NEXT_INSTRUCTION;
  return events.length === 1
    ? { call: EVENT, locals: eventLocals(events[0]) }
    : { call: EVENTS, locals: eventsLocals(events, simultaneous) };
};

/**
 * Whether an effect from `source` may touch `target` (CT-9.3.8, CT-13.4.3), asked of the core's one
 * "not affected by" point (the ruleset's `EffectImmunity`, here `chaosImmunity`).
 */
export function affects(ctx: RunContext, source: ObjectId | null, controller: number, target: ObjectId): boolean {
  return !isImmune(ctx, { source, controller, ability: null, kind: null }, target, 'affect');
}

/**
 * Operators the ChaosTCG card texts use. Each declares the state it reads besides zones and
 * characteristics: face, pose, stacking role and loyalty are status keys; stacking (level and set
 * cards on a chara, a chara's own place in a stack) is attachments.
 */
export function chaosOperators(cards: ChaosCards): Operator[] {
  return [
    {
      name: 'isPartner',
      stateReads: ['attachments'],
      evaluate: ([id], ctx) => typeof id === 'string' && !!ctx.state.objects[id] && isPartner(ctx.state, id),
    },
    {
      name: 'isChara',
      stateReads: ['status:stackRole', 'attachments'],
      evaluate: ([id], ctx) => typeof id === 'string' && isChara(ctx.state, id),
    },
    {
      name: 'faceUp',
      stateReads: ['status:face'],
      evaluate: ([id], ctx) => typeof id === 'string' && !!ctx.state.objects[id] && faceUp(ctx.state, id),
    },
    {
      name: 'pose',
      stateReads: ['status:pose'],
      evaluate: ([id], ctx) => (typeof id === 'string' && ctx.state.objects[id] ? pose(ctx.state, id) : null),
    },
    {
      name: 'levelCards',
      stateReads: ['attach:level'],
      evaluate: ([id], ctx) =>
        typeof id === 'string' && ctx.state.objects[id] ? stacked(ctx.state, id, 'level').length : 0,
    },
    {
      name: 'charaCount',
      stateReads: ['status:stackRole', 'attachments'],
      evaluate: ([p], ctx) => (typeof p === 'number' ? charasOf(ctx.state, p).length : 0),
    },
    {
      name: 'printedType',
      stateReads: [],
      evaluate: ([id], ctx) => (typeof id === 'string' ? (cards.of(ctx.state, id)?.type ?? null) : null),
    },
    { name: 'phase', stateReads: ['timing'], evaluate: (_a, ctx) => ctx.state.turn.phase },
    /**
     * A chara's role in the current battle: 'attack', 'guard' or null. The roles last until right after the
     * battle end step's expiry step (CT-8.8.1), so "at the end of the battle" abilities still see them. It
     * reads the battle kept in the game data, which no event writes: undeclared reads (everything).
     */
    {
      name: 'battleRole',
      evaluate: ([id], ctx) => {
        const b = battleOf(ctx.state);
        if (!b || typeof id !== 'string') return null;
        if (b.guard === id) return 'guard';
        return b.attacker === id && b.participants.includes(id) ? 'attack' : null;
      },
    },
    /** A chara's loyalty: its loyalty cards among its level cards (CT-13.13.1). */
    {
      name: 'loyalty',
      stateReads: ['status:loyalty', 'attach:level'],
      evaluate: ([id], ctx) =>
        typeof id === 'string' && ctx.state.objects[id]
          ? stacked(ctx.state, id, 'level').filter((l) => ctx.state.objects[l].status.loyalty === true).length
          : 0,
    },
    /** Whether a card shares a work title with its master's partner (CT-13.12.1). */
    {
      name: 'sharesPartnerWork',
      // Work titles can change by effects: a selector using this depends on them (CT-9.8.11).
      reads: ['work'],
      stateReads: ['status:stackRole', 'attachments'],
      evaluate: ([id], ctx) => {
        const o = typeof id === 'string' ? ctx.state.objects[id] : undefined;
        const partner = o ? charaOf(ctx.state, o.master, 'partner') : null;
        if (!o || !partner) return false;
        const works = list(ctx.characteristics(partner).work);
        return list(ctx.characteristics(id as string).work).some((w) => works.includes(w));
      },
    },
    /**
     * Whether a card's card name contains a phrase (CT-4.2.3, triple angle brackets), both without their spaces
     * (CT-2.1.4). A card that has left its zone is read as it last existed, like the core's `char`.
     */
    {
      name: 'cardNameContains',
      reads: ['cardName'],
      stateReads: [],
      evaluate: ([id, phrase], ctx) => {
        if (typeof id !== 'string' || typeof phrase !== 'string') return false;
        const name = ctx.state.objects[id]
          ? ctx.characteristics(id).cardName
          : ctx.state.lastKnown[id]?.characteristics.cardName;
        return typeof name === 'string' && cardNameContains(name, phrase);
      },
    },
    /** A card's "original" (printed) info: its base definition and printed numbers (CT-3.8.3, CT-13.9.2). */
    {
      name: 'original',
      stateReads: ['status:face', 'status:stackRole', 'attachments'],
      evaluate: ([id, key], ctx) => {
        if (typeof id !== 'string' || typeof key !== 'string') return null;
        const card = cards.of(ctx.state, id);
        if (!card) return null;
        const base = cards.baseDefinition(card);
        if (key in base) return base[key] ?? null;
        // CT-13.9.2: the "original" attack / durability of a ハーモニクス chara is the value after ハーモニクス only.
        if (card.append.includes('harmonics') && (key === 'attack' || key === 'durability') && isChara(ctx.state, id)) {
          return harmonicsValues(ctx.state, id, (o) => ctx.characteristics(o))[key];
        }
        const printed: Record<string, number | undefined> = {
          attack: card.partnerLevels?.[0]?.attack ?? card.attack,
          durability: card.partnerLevels?.[0]?.durability ?? card.durability,
          attackMod: card.attackMod,
          durabilityMod: card.durabilityMod,
        };
        return printed[key] ?? null;
      },
    },
  ];
}

/** A damageCharas instruction's private variable: the damage orders given so far (CT-3.14.7). */
const DAMAGE_ORDERS = '$damageOrders';

/** Instructions of the ChaosTCG effect language. */
export function chaosInstructions(cards: ChaosCards): InstructionHandler[] {
  return [
    {
      /**
       * Deals damage to charas (CT-3.14.1): one at a time, in order (CT-3.14.7);
       * face-down charas take none (CT-3.11.6).
       */
      name: 'damageCharas',
      schema: z.object({ do: z.literal('damageCharas'), targets: ExprSchema, amount: ExprSchema }),
      run(ctx, instr, env) {
        if (env.resumed) return NEXT_INSTRUCTION;
        const s = ctx.state;
        const amount = num(programValue(ctx, env, instr.amount));
        let targets = ids(programValue(ctx, env, instr.targets)).filter(
          (t) => isChara(s, t) && affects(ctx, env.source, env.controller, t),
        );
        // CT-3.14.7: several instances at once are dealt one at a time; each receiving master orders the
        // damage to their own charas, the main player first (CT-1.3.6), whose charas are then dealt first.
        const masters = [s.turn.activePlayer, 1 - s.turn.activePlayer];
        const groups = masters.map((m) => targets.filter((t) => s.objects[t].master === m));
        // The orders given so far, one per master with several charas hit, kept until the last is given.
        const given = Array.isArray(env.vars[DAMAGE_ORDERS]) ? (env.vars[DAMAGE_ORDERS] as string[][]) : [];
        if (Array.isArray(env.answer)) given.push(env.answer.filter((x): x is string => typeof x === 'string'));
        const asked = groups.filter((g) => g.length > 1);
        if (given.length < asked.length) {
          env.vars[DAMAGE_ORDERS] = given;
          const group = asked[given.length];
          return {
            ask: {
              player: s.objects[group[0]].master,
              kind: 'order',
              prompt: 'damage.order',
              rule: 'CT-3.14.7',
              options: group.map((id) => ({ key: `${s.objects[id].def}:${id}`, label: s.objects[id].def, value: id })),
            },
          };
        }
        delete env.vars[DAMAGE_ORDERS];
        let asking = 0;
        targets = groups.flatMap((g) => (g.length > 1 ? given[asking++] : g));
        return perform(
          env,
          targets.map((target) => ({
            kind: 'damage',
            target,
            amount,
            source: env.source,
            tags: ['effect'],
            rule: 'CT-3.14.1',
          })),
          false,
        );
      },
    },
    {
      /** Deals damage distributed by a `distribute` choice (CT-9.5.4.2): each chosen chara its amount. */
      name: 'damageSplit',
      schema: z.object({ do: z.literal('damageSplit'), split: ExprSchema }),
      run(ctx, instr, env) {
        const split = programValue(ctx, env, instr.split);
        const parts = Array.isArray(split) ? (split as { value?: Json; amount?: Json }[]) : [];
        return perform(
          env,
          parts
            .filter(
              (x) =>
                typeof x.value === 'string' &&
                isChara(ctx.state, x.value) &&
                affects(ctx, env.source, env.controller, x.value),
            )
            .map((x) => ({
              kind: 'damage',
              target: x.value as string,
              amount: num(x.amount),
              source: env.source,
              tags: ['effect'],
              rule: 'CT-9.5.4.2',
            })),
          false,
        );
      },
    },
    {
      /**
       * Deals damage to a player (CT-3.14.4); with `amounts`, several instances at once, which that
       * player orders (CT-3.14.7) — it matters, since an auto level up cancels the rest of one instance
       * only (CT-3.14.6). The ordered instances then run one at a time, each as a damagePlayer of its own.
       */
      name: 'damagePlayer',
      schema: z
        .object({
          do: z.literal('damagePlayer'),
          player: ExprSchema,
          amount: ExprSchema.optional(),
          amounts: z.array(ExprSchema).min(1).optional(),
        })
        .refine((i) => (i.amount === undefined) !== (i.amounts === undefined), {
          message: 'give either amount or amounts',
        }),
      run(ctx, instr, env) {
        if (env.resumed) return NEXT_INSTRUCTION;
        const player = num(programValue(ctx, env, instr.player));
        if (Array.isArray(instr.amounts)) {
          const amounts = instr.amounts.map((a) => num(programValue(ctx, env, a)));
          const one = (amount: number) => ({ do: 'damagePlayer', player, amount });
          // Instances of equal size give the same result in any order: nothing to ask.
          if (env.answer === null && new Set(amounts).size > 1)
            return {
              ask: {
                player,
                kind: 'order',
                prompt: 'damage.order',
                rule: 'CT-3.14.7',
                options: amounts.map((amount, i) => ({
                  key: `damage:${i}:${amount}`,
                  label: `${amount} damage`,
                  value: i,
                })),
              },
            };
          const order = Array.isArray(env.answer) ? env.answer.map(num) : amounts.map((_, i) => i);
          return { run: order.map((i) => one(amounts[i])) };
        }
        return {
          call: DAMAGE_PLAYER,
          locals: damagePlayerLocals(player, num(programValue(ctx, env, instr.amount)), env.source, false),
        };
      },
    },
    {
      /** "Draw N" (CT-3.16.2): draw 1, N times; an empty deck makes the draw fail, not lose (CT-1.2.3). */
      name: 'draw',
      schema: z.object({ do: z.literal('draw'), count: ExprSchema, player: ExprSchema.optional() }),
      run(ctx, instr, env) {
        const player = instr.player === undefined ? env.controller : num(programValue(ctx, env, instr.player));
        const n = Math.max(0, num(programValue(ctx, env, instr.count)));
        return perform(
          env,
          deckOf(ctx.state, player)
            .slice(0, n)
            .map((card) => ({ kind: 'move', card, to: zoneKey('hand', player), rule: 'CT-3.16.2' })),
          false,
        );
      },
    },
    {
      /** "Draw up to N" (CT-3.16.3): the player may stop before each draw. */
      name: 'drawUpTo',
      schema: z.object({ do: z.literal('drawUpTo'), max: ExprSchema }),
      run(ctx, instr, env) {
        if (env.resumed) return NEXT_INSTRUCTION;
        const max = Math.min(num(programValue(ctx, env, instr.max)), deckOf(ctx.state, env.controller).length);
        if (max <= 0) return NEXT_INSTRUCTION;
        if (env.answer === null || env.answer === undefined) {
          return {
            ask: {
              player: env.controller,
              kind: 'choose',
              prompt: 'drawUpTo',
              rule: 'CT-3.16.3',
              options: Array.from({ length: max + 1 }, (_, i) => ({ key: String(i), label: `draw ${i}`, value: i })),
            },
          };
        }
        const n = num(env.answer);
        return perform(
          env,
          deckOf(ctx.state, env.controller)
            .slice(0, n)
            .map((card) => ({ kind: 'move', card, to: zoneKey('hand', env.controller), rule: 'CT-3.16.3' })),
          false,
        );
      },
    },
    {
      /** Stand / rest / reverse (CT-3.11.1); a card already in that state is not changed again (CT-1.3.3). */
      name: 'setPose',
      schema: z.object({ do: z.literal('setPose'), cards: ExprSchema, pose: z.enum(['stand', 'rest', 'reverse']) }),
      run(ctx, instr, env) {
        const s = ctx.state;
        const targets = ids(programValue(ctx, env, instr.cards)).filter(
          (t) => isChara(s, t) && affects(ctx, env.source, env.controller, t),
        );
        // CT-13.8.3: a standing ソルラルチャージ card is not rested by the opponent's card effects.
        const ok = targets.filter(
          (t) =>
            !(
              instr.pose === 'rest' &&
              cards.get(s.objects[t].def).append.includes('solarCharge') &&
              s.objects[t].master !== env.controller
            ),
        );
        return perform(
          env,
          ok.map((card) => ({ kind: 'status', card, key: 'pose', value: String(instr.pose), rule: 'CT-3.11.1' })),
        );
      },
    },
    {
      /**
       * Puts this card from the WR into its owner's extra deck, face up (public) or face down (CT-13.11.1, CT-13.12.1).
       */
      name: 'toExtraDeck',
      schema: z.object({ do: z.literal('toExtraDeck'), face: z.enum(['up', 'down']), rule: z.string() }),
      run(ctx, instr, env) {
        const self = env.self;
        // A card that left the WR (its cost may have put this very card into the backyard) is a new
        // object the effect no longer knows (CT-5.1.4): nothing happens.
        if (env.resumed || !self || !ctx.state.objects[self] || zoneOf(ctx.state, self) !== 'wr')
          return NEXT_INSTRUCTION;
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'move',
            card: self,
            to: zoneKey('extra', ctx.state.objects[self].owner),
            extraFace: String(instr.face),
            rule: String(instr.rule),
          }),
        };
      },
    },
    {
      /** Face up / face down (CT-3.11.2); turning face down clears cumulative damage (CT-3.11.5). */
      name: 'turnFace',
      schema: z.object({ do: z.literal('turnFace'), cards: ExprSchema, face: z.enum(['up', 'down']) }),
      run(ctx, instr, env) {
        const s = ctx.state;
        const events: GameEvent[] = [];
        for (const card of ids(programValue(ctx, env, instr.cards)).filter(
          (t) => isChara(s, t) && affects(ctx, env.source, env.controller, t),
        )) {
          events.push({
            kind: 'status',
            card,
            key: 'face',
            value: String(instr.face),
            // Only face up → face down needs the info from before the change (CT-9.6.9).
            snapshot: instr.face === 'down',
            // CT-14.7.2 (a): an effect that turns a chara face down directly turns it down "by an effect".
            by: ['effect'],
            rule: 'CT-3.11.2',
          });
          const d = s.objects[card].counters.damage ?? 0;
          if (instr.face === 'down' && d > 0)
            events.push({ kind: 'counter', card, key: 'damage', amount: -d, rule: 'CT-3.11.5' });
        }
        return perform(env, events);
      },
    },
    {
      /** "Recovers N damage" / "recovers all damage" (CT-3.14.9). */
      name: 'recover',
      schema: z.object({ do: z.literal('recover'), cards: ExprSchema, amount: ExprSchema.optional() }),
      run(ctx, instr, env) {
        const s = ctx.state;
        const events: GameEvent[] = [];
        for (const card of ids(programValue(ctx, env, instr.cards)).filter((t) => isChara(s, t))) {
          const d = s.objects[card].counters.damage ?? 0;
          const n =
            instr.amount === undefined ? d : Math.min(d, Math.max(0, num(programValue(ctx, env, instr.amount))));
          if (n > 0) events.push({ kind: 'counter', card, key: 'damage', amount: -n, rule: 'CT-3.14.9' });
        }
        return perform(env, events);
      },
    },
    {
      /**
       * "Move a friend" (CT-10.5.2): with all cards stacked in its area, to another friend area; not
       * executed onto a chara, or for the partner (CT-10.5.1). The destination is asked when not given.
       */
      name: 'moveFriend',
      schema: z.object({ do: z.literal('moveFriend'), card: ExprSchema, to: z.string().optional() }),
      run(ctx, instr, env) {
        if (env.resumed) return NEXT_INSTRUCTION;
        const s = ctx.state;
        const card = ids(programValue(ctx, env, instr.card))[0];
        if (!card || !isChara(s, card) || isPartner(s, card) || !affects(ctx, env.source, env.controller, card))
          return NEXT_INSTRUCTION;
        const p = s.objects[card].master;
        const from = zoneOf(s, card);
        const to =
          (instr.to as AreaId | undefined) ?? (typeof env.answer === 'string' ? (env.answer as AreaId) : undefined);
        if (!to) {
          const options = FRIEND_AREAS.filter((a) => a !== from).map((a) => ({ key: a, label: a, value: a }));
          return {
            ask: { player: env.controller, kind: 'choose', prompt: 'moveFriend.to', rule: 'CT-10.5.2', options },
          };
        }
        if (to === from || !(FRIEND_AREAS as readonly string[]).includes(to) || charaOf(s, p, to) !== null) {
          ctx.sink.log({
            rule: 'CT-10.5.2',
            message: `move of ${s.objects[card].def} to ${to} is not executed`,
            turn: s.turn.number,
          });
          return NEXT_INSTRUCTION;
        }
        const strays = (s.zones[zoneKey(from, p)] ?? []).filter((id) => id !== card);
        return {
          call: EVENTS,
          locals: eventsLocals(
            [
              { kind: 'move', card, to: zoneKey(to, p), rule: 'CT-10.5.2' },
              ...strays.map((x) => ({ kind: 'move', card: x, to: zoneKey(to, p), rule: 'CT-10.5.2' })),
            ],
            true,
          ),
        };
      },
    },
    {
      /**
       * "Swap" two friend areas (CT-10.5.3, CT-10.5.3.1): each area's cards move to the other; not
       * executed if a chara there cannot move or is unaffected; an empty area still swaps.
       */
      name: 'swapAreas',
      schema: z.object({ do: z.literal('swapAreas'), player: ExprSchema, a: z.string(), b: z.string() }),
      run(ctx, instr, env) {
        if (env.resumed) return NEXT_INSTRUCTION;
        const s = ctx.state;
        const p = num(programValue(ctx, env, instr.player));
        const a = instr.a as AreaId;
        const b = instr.b as AreaId;
        if (a === 'partner' || b === 'partner' || a === b) return NEXT_INSTRUCTION;
        const inA = [...(s.zones[zoneKey(a, p)] ?? [])];
        const inB = [...(s.zones[zoneKey(b, p)] ?? [])];
        const charasThere = [charaOf(s, p, a), charaOf(s, p, b)].filter((x): x is string => x !== null);
        if (
          charasThere.some((c) => !affects(ctx, env.source, env.controller, c) || s.objects[c].status.immobile === true)
        )
          return NEXT_INSTRUCTION;
        const events: GameEvent[] = [
          ...inA.map((card) => ({ kind: 'move', card, to: zoneKey(b, p), rule: 'CT-10.5.3.1' })),
          ...inB.map((card) => ({ kind: 'move', card, to: zoneKey(a, p), rule: 'CT-10.5.3.1' })),
        ];
        return events.length ? { call: EVENTS, locals: eventsLocals(events, true) } : NEXT_INSTRUCTION;
      },
    },
    {
      /**
       * "Rearrange your friends" (CT-10.5.4): any number of moves (CT-10.5.2) and swaps (CT-10.5.3),
       * chosen one at a time until the player is done.
       */
      name: 'rearrange',
      schema: z.object({ do: z.literal('rearrange') }),
      run(ctx, _instr, env) {
        const s = ctx.state;
        const p = env.controller;
        if (env.answer === null || env.answer === undefined || env.resumed) {
          const options: { key: string; label: string; value: Json }[] = [
            { key: 'done', label: 'done', value: 'done' },
          ];
          for (const a of FRIEND_AREAS)
            for (const b of FRIEND_AREAS) {
              if (a >= b) continue;
              if (charaOf(s, p, a) || charaOf(s, p, b))
                options.push({ key: `swap:${a}:${b}`, label: `swap ${a} and ${b}`, value: `${a}|${b}` });
            }
          return { ask: { player: p, kind: 'choose', prompt: 'rearrange', rule: 'CT-10.5.4', options } };
        }
        if (env.answer === 'done') return NEXT_INSTRUCTION;
        const [a, b] = text(env.answer).split('|') as [AreaId, AreaId];
        const events: GameEvent[] = [
          ...(s.zones[zoneKey(a, p)] ?? []).map((card) => ({
            kind: 'move',
            card,
            to: zoneKey(b, p),
            rule: 'CT-10.5.4',
          })),
          ...(s.zones[zoneKey(b, p)] ?? []).map((card) => ({
            kind: 'move',
            card,
            to: zoneKey(a, p),
            rule: 'CT-10.5.4',
          })),
        ];
        return { call: EVENTS, locals: eventsLocals(events, true) };
      },
    },
    {
      /** "Look at up to N cards from the top" (CT-3.16.5): the player may stop before each further card. */
      name: 'lookUpTo',
      schema: z.object({ do: z.literal('lookUpTo'), max: ExprSchema }),
      run(ctx, instr, env) {
        const s = ctx.state;
        const max = Math.min(num(programValue(ctx, env, instr.max)), deckOf(s, env.controller).length);
        if (max <= 0) return NEXT_INSTRUCTION;
        if (env.answer === null || env.answer === undefined) {
          return {
            ask: {
              player: env.controller,
              kind: 'choose',
              prompt: 'lookUpTo',
              rule: 'CT-3.16.5',
              options: Array.from({ length: max + 1 }, (_, i) => ({ key: String(i), label: `look at ${i}`, value: i })),
            },
          };
        }
        const k = num(env.answer);
        (env.vars as Record<string, Json>).looked = deckOf(s, env.controller).slice(0, k);
        ctx.sink.log({
          rule: 'CT-3.16.5',
          message: `player ${env.controller} looks at the top ${k} card(s)`,
          turn: s.turn.number,
        });
        return NEXT_INSTRUCTION;
      },
    },
    {
      /** "End the main / battle phase" (CT-14.2): does nothing outside that phase. */
      name: 'endPhase',
      schema: z.object({ do: z.literal('endPhase'), phase: z.enum(['main', 'battle']) }),
      run(ctx, instr) {
        const s = ctx.state;
        if (s.turn.phase !== instr.phase) return NEXT_INSTRUCTION;
        if (instr.phase === 'battle' && !s.data.battle && s.turn.step !== 'battleEnd') return NEXT_INSTRUCTION;
        s.data.endingPhase = String(instr.phase);
        ctx.sink.log({
          rule: instr.phase === 'battle' ? 'CT-14.2.1' : 'CT-14.2.2',
          message: `the ${String(instr.phase)} phase is ending`,
          turn: s.turn.number,
        });
        return NEXT_INSTRUCTION;
      },
    },
    {
      /**
       * Look at the top N cards of your deck and take up to `take` of them into your hand (CT-3.16.4,
       * CT-14.3.1): looking changes no zone, order or visibility; the taken cards move afterwards.
       */
      name: 'lookTop',
      schema: z.object({
        do: z.literal('lookTop'),
        count: ExprSchema,
        take: z.number().int().nonnegative().default(0),
        where: ExprSchema.optional(),
      }),
      run(ctx, instr, env) {
        if (env.resumed) return NEXT_INSTRUCTION;
        const s = ctx.state;
        const n = num(programValue(ctx, env, instr.count));
        if (n <= 0) return NEXT_INSTRUCTION;
        // CT-14.3.2–14.3.3: when looking is prohibited the looked-at cards do not exist for the effect.
        if (s.players[env.controller].data.cannotLook === true) return NEXT_INSTRUCTION;
        const top = deckOf(s, env.controller).slice(0, n);
        const take = Number(instr.take ?? 0);
        if (env.answer === null || env.answer === undefined) {
          const eligible =
            take === 0
              ? []
              : top.filter(
                  (id) =>
                    instr.where === undefined ||
                    ctx.svc.evaluator.test(instr.where as never, {
                      state: s,
                      self: env.self,
                      source: env.source,
                      controller: env.controller,
                      card: id,
                      characteristics: (x) => ctx.svc.layers.view(s, x),
                    }),
                );
          // Nothing to take (none asked for, an empty deck, or no looked-at card meets the condition): the
          // look is all there is, and an empty choice is never asked.
          if (eligible.length === 0) {
            ctx.sink.log({
              rule: 'CT-14.3.1',
              message: `player ${env.controller} looks at the top ${top.length} card(s)`,
              turn: s.turn.number,
              data: { private: env.controller },
            });
            return NEXT_INSTRUCTION;
          }
          return {
            ask: {
              player: env.controller,
              kind: 'select',
              prompt: 'lookTop.take',
              rule: 'CT-14.3.1',
              min: 0,
              max: Math.min(take, eligible.length),
              options: eligible.map((id) => ({
                key: `${s.objects[id].def}:${id}`,
                label: s.objects[id].def,
                value: id,
              })),
            },
          };
        }
        return {
          call: EVENTS,
          locals: eventsLocals(
            ids(env.answer).map((card) => ({
              kind: 'move',
              card,
              to: zoneKey('hand', env.controller),
              rule: 'CT-14.3.1',
            })),
          ),
        };
      },
    },
    {
      /**
       * Use another event card's effect through a pseudo-card (CT-14.6): created in the user's hand,
       * played by them (not a card: "when you use a card" does not trigger, CT-14.6.4), resolved, gone.
       * If it could not be played it vanishes at once (CT-14.6.5).
       */
      name: 'pseudoCard',
      schema: z.object({ do: z.literal('pseudoCard'), card: ExprSchema }),
      run(ctx, instr, env) {
        if (env.resumed) return NEXT_INSTRUCTION;
        const s = ctx.state;
        const id = ids(programValue(ctx, env, instr.card))[0];
        const ev = id ? cards.of(s, id) : null;
        if (!ev || ev.type !== 'event') return NEXT_INSTRUCTION;
        const playable =
          ev.useCondition === undefined ||
          ctx.svc.evaluator.test(ev.useCondition, {
            state: s,
            self: null,
            source: null,
            controller: env.controller,
            characteristics: (x) => ctx.svc.layers.view(s, x),
          });
        if (!playable) {
          ctx.sink.log({
            rule: 'CT-14.6.5',
            message: `the pseudo-card of ${ev.id} cannot be played and vanishes`,
            turn: s.turn.number,
          });
          return NEXT_INSTRUCTION;
        }
        ctx.sink.log({
          rule: 'CT-14.6.2',
          message: `player ${env.controller} plays a pseudo-card of ${ev.id}`,
          turn: s.turn.number,
        });
        return {
          call: PROGRAM,
          locals: programLocals(ev.effect ?? [], {
            self: null,
            source: env.source,
            controller: env.controller,
            ability: `${ev.id}/pseudo`,
            event: null,
          }),
        };
      },
    },
    {
      /**
       * ソルラルチャージ (CT-13.8.2). `appear`: at the start of your battle phase, while hidden in the
       * extra deck and your partner is a face-up, standing chara with one of its names, you may turn
       * it face up and it appears stacked on the partner. `return`: at the end of the turn it goes
       * back to the extra deck alone; the chara below is again the area's chara (CT-5.7.6).
       */
      name: 'solarCharge',
      schema: z.object({ do: z.literal('solarCharge'), mode: z.enum(['appear', 'return']) }),
      run(ctx, instr, env) {
        const s = ctx.state;
        const self = env.self;
        const v = env.vars as { solarStage?: string; solarPartner?: string };
        if (instr.mode === 'return') {
          if (env.resumed || !self || !isChara(s, self)) return NEXT_INSTRUCTION;
          return {
            call: EVENT,
            locals: eventLocals({
              kind: 'move',
              card: self,
              to: zoneKey('extra', s.objects[self].owner),
              solar: true,
              topCardOnly: true,
              rule: 'CT-13.8.2',
            }),
          };
        }
        if (v.solarStage === 'moved') {
          const partner = v.solarPartner;
          delete v.solarPartner;
          const moved = movedCard(env.ret);
          if (!moved || !partner || !s.objects[partner]) {
            delete v.solarStage;
            return NEXT_INSTRUCTION;
          }
          const events: GameEvent[] = [...stacked(s, partner, 'level'), ...stacked(s, partner, 'set')].map((x) => ({
            kind: 'attach',
            card: x,
            to: moved,
            attachKind: s.objects[x].attachKind,
            rule: 'CT-13.8.2',
          }));
          events.push({ kind: 'attach', card: partner, to: moved, attachKind: 'base', rule: 'CT-13.8.2' });
          events.push({ kind: 'appear', card: moved, how: 'solarCharge', base: partner, rule: 'CT-13.8.2' });
          v.solarStage = 'done';
          return { call: EVENTS, locals: eventsLocals(events) };
        }
        if (!self || !s.objects[self]) return NEXT_INSTRUCTION;
        const p = s.objects[self].master;
        const partner = charaOf(s, p, 'partner');
        if (env.resumed) {
          delete v.solarStage;
          return NEXT_INSTRUCTION;
        }
        const names = list(cards.baseDefinition(cards.get(s.objects[self].def)).names);
        const hidden = zoneOf(s, self) === 'extra' && s.objects[self].revealedTo.length < s.players.length;
        const ok =
          hidden &&
          partner !== null &&
          faceUp(s, partner) &&
          pose(s, partner) === 'stand' &&
          list(chars(ctx, partner).names).some((n) => hasCardNamePart(names, n));
        if (!ok) return NEXT_INSTRUCTION;
        if (env.answer === null || env.answer === undefined) {
          return {
            ask: {
              player: p,
              kind: 'choose',
              prompt: 'solarCharge',
              rule: 'CT-13.8.2',
              options: [
                { key: 'yes', label: 'turn it face up: it appears on the partner', value: true },
                { key: 'no', label: 'do not', value: false },
              ],
            },
          };
        }
        if (env.answer !== true) return NEXT_INSTRUCTION;
        v.solarStage = 'moved';
        v.solarPartner = partner;
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'move', card: self, to: zoneKey('partner', p), solar: true, rule: 'CT-13.8.2' }),
        };
      },
    },
    {
      /**
       * 契約者 (CT-13.13.1): put a card with that rule into a chara's area as a loyalty card — a level
       * card that is also a loyalty card.
       */
      name: 'loyaltyCard',
      schema: z.object({ do: z.literal('loyaltyCard'), card: ExprSchema, to: ExprSchema }),
      run(ctx, instr, env) {
        const s = ctx.state;
        const v = env.vars as { loyaltyStage?: string };
        if (env.resumed) {
          const attached = movedCard(env.ret);
          if (v.loyaltyStage === 'attached' && attached) {
            v.loyaltyStage = 'marked';
            return {
              call: EVENT,
              locals: eventLocals({ kind: 'status', card: attached, key: 'loyalty', value: true, rule: 'CT-13.13.1' }),
            };
          }
          delete v.loyaltyStage;
          return NEXT_INSTRUCTION;
        }
        const card = ids(programValue(ctx, env, instr.card))[0];
        const host = ids(programValue(ctx, env, instr.to))[0];
        if (!card || !host || !isChara(s, host) || !cards.get(s.objects[card].def).append.includes('contractor'))
          return NEXT_INSTRUCTION;
        v.loyaltyStage = 'attached';
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'attach', card, to: host, attachKind: 'level', rule: 'CT-13.13.1' }),
        };
      },
    },
    {
      /**
       * Put cards from your hand on top of your deck (CT-5.1.5): several put there together are
       * ordered by their master, and the opponent does not learn the order.
       */
      name: 'handToDeckTop',
      schema: z.object({ do: z.literal('handToDeckTop'), cards: ExprSchema }),
      run(ctx, instr, env) {
        if (env.resumed) return NEXT_INSTRUCTION;
        const s = ctx.state;
        const chosen = ids(programValue(ctx, env, instr.cards)).filter(
          (id) => s.objects[id] && zoneOf(s, id) === 'hand',
        );
        if (chosen.length === 0) return NEXT_INSTRUCTION;
        let order = chosen;
        if (chosen.length > 1) {
          if (!Array.isArray(env.answer)) {
            return {
              ask: {
                player: env.controller,
                kind: 'order',
                prompt: 'deckTop.order',
                rule: 'CT-5.1.5',
                options: chosen.map((id) => ({
                  key: `${s.objects[id].def}:${id}`,
                  label: s.objects[id].def,
                  value: id,
                })),
              },
            };
          }
          order = env.answer as string[];
        }
        // The first in the chosen order ends on top: put them in reverse, each on top.
        return {
          call: EVENTS,
          locals: eventsLocals(
            [...order].reverse().map((card) => ({
              kind: 'move',
              card,
              to: zoneKey('deck', env.controller),
              position: 'top',
              rule: 'CT-5.1.5',
            })),
          ),
        };
      },
    },
    {
      /** A chara or event becomes a set card set on a chara (CT-2.2.8–2.2.10). */
      name: 'becomeSet',
      schema: z.object({ do: z.literal('becomeSet'), card: ExprSchema, onto: ExprSchema }),
      run(ctx, instr, env) {
        if (env.resumed) return NEXT_INSTRUCTION;
        const s = ctx.state;
        const card = ids(programValue(ctx, env, instr.card))[0];
        const host = ids(programValue(ctx, env, instr.onto))[0];
        if (!card || !host || card === host || !s.objects[card] || !isChara(s, host)) return NEXT_INSTRUCTION;
        if (isChara(s, card) && (isPartner(s, card) || s.objects[card].attached.length > 0)) return NEXT_INSTRUCTION;
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'attach', card, to: host, attachKind: 'set', rule: 'CT-2.2.8' }),
        };
      },
    },
    {
      /** 【維持】 (CT-4.2.7.3): the master chooses whether to pay; unpaid, the card turns face down. */
      name: 'maintain',
      schema: z.object({ do: z.literal('maintain') }),
      run(ctx, _instr, env) {
        const s = ctx.state;
        const self = env.self;
        if (!self || !isChara(s, self) || !faceUp(s, self)) return NEXT_INSTRUCTION;
        const cost = cards.meta.get(`${s.objects[self].def}/maintain`)?.cost ?? [];
        const v = env.vars as { maintStage?: string };
        const faceDown = (): InstructionResult => {
          v.maintStage = 'down';
          return {
            call: EVENT,
            locals: eventLocals({
              kind: 'status',
              card: self,
              key: 'face',
              value: 'down',
              snapshot: true,
              rule: 'CT-4.2.7.3',
            }),
          };
        };
        if (env.resumed) {
          if (v.maintStage === 'paying' && env.ret === false) return faceDown();
          delete v.maintStage;
          return NEXT_INSTRUCTION;
        }
        if (env.answer === null || env.answer === undefined) {
          const options = [{ key: 'no', label: 'do not pay (turn face down)', value: false }];
          if (canPay(ctx, cards, cost, env.controller, self))
            options.unshift({ key: 'pay', label: 'pay the maintenance cost', value: true });
          return { ask: { player: env.controller, kind: 'choose', prompt: 'maintain', rule: 'CT-4.2.7.3', options } };
        }
        if (env.answer === true) {
          v.maintStage = 'paying';
          return { call: PAY_COST, locals: payLocals(env.controller, self, cost) };
        }
        return faceDown();
      },
    },
  ];
}

/** Info used by tests and tools: a chara's attack and durability now. */
export const statsOf = (ctx: RunContext, id: ObjectId) => ({
  attack: num(chars(ctx, id).attack),
  durability: num(chars(ctx, id).durability),
  level: num(chars(ctx, id).level),
  names: list(chars(ctx, id).names),
});
