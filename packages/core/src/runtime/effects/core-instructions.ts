import { z } from 'zod';
import type { InstructionHandler } from '../../contracts/ruleset-parts.js';
import type { RunContext } from '../../contracts/ruleset-parts.js';
import type { ProgramEnv, InstructionResult } from '../../contracts/instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import type { Instruction } from '../../contracts/program.js';
import type { Expr, Selector } from '../../contracts/expr.js';
import type { EvalContext } from '../../contracts/eval-context.js';
import type { Json, JsonObject } from '../../contracts/json.js';
import { cloneJson } from '../../contracts/json.js';
import type { GameEvent } from '../../contracts/game-event.js';
import type { ContinuousEffectSpec } from '../../contracts/continuous-effect.js';
import type { ReplacementSpec } from '../../contracts/replacement.js';
import type { Duration } from '../../contracts/duration.js';
import type { TriggerSpec } from '../../contracts/ability.js';
import type { Program } from '../../contracts/program.js';
import { EVENT, EVENTS, eventLocals, type EventResult } from '../events/event-pipeline.js';
import { zoneKey } from '../../zones/zone-key.js';
import { RulesetError } from '../../contracts/errors.js';
import { ExprSchema, SelectorSchema } from '../../contracts/expr.js';
import { ContinuousEffectSpecSchema } from '../../contracts/continuous-effect.js';
import { ReplacementSpecSchema } from '../../contracts/replacement.js';
import { DurationSchema, anchorDuration } from '../../contracts/duration.js';
import { TriggerSpecSchema } from '../../contracts/ability.js';
import { ProgramSchema } from '../../contracts/program.js';
import { logText } from '../../log/log-text.js';
import { reachable } from './immunity.js';

/** Evaluation context for a program instruction. */
export function programContext(ctx: RunContext, env: ProgramEnv): EvalContext {
  return {
    state: ctx.state,
    self: env.self,
    source: env.source,
    controller: env.controller,
    event: env.event ?? undefined,
    vars: env.vars,
    characteristics: (id) => ctx.svc.layers.view(ctx.state, id),
  };
}

/** The value of an instruction parameter (an expression) in a program's environment. */
export function programValue(ctx: RunContext, env: ProgramEnv, e: unknown): Json {
  return ctx.svc.evaluator.evaluate(e as Expr, programContext(ctx, env));
}
const ev = programValue;
const ids = (v: Json): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];

/**
 * Runs events through the pipeline; the instruction is re-entered when they are done and then
 * stores the result in `into` (when given) and goes on.
 */
function perform(ctx: RunContext, env: ProgramEnv, instr: Instruction, events: () => GameEvent[]): InstructionResult {
  if (env.resumed) {
    if (typeof instr.into === 'string') env.vars[instr.into] = env.ret;
    return NEXT_INSTRUCTION;
  }
  const list = events();
  if (list.length === 0) {
    if (typeof instr.into === 'string')
      env.vars[instr.into] = { performed: false, replaced: false, outcomes: [] } satisfies EventResult;
    return NEXT_INSTRUCTION;
  }
  if (list.length === 1) return { call: EVENT, locals: eventLocals(list[0]) };
  return { call: EVENTS, locals: { events: list, applied: [], i: 0, outcomes: [], performed: false } };
}

const handler = (name: string, schema: z.ZodType<unknown>, run: InstructionHandler['run']): InstructionHandler => ({
  name,
  schema,
  run,
});

/** `reveal` / `conceal`: one visibility event per card, for the players in `field` (default: the controller). */
function visibility(kind: 'reveal' | 'conceal', field: 'to' | 'from'): InstructionHandler {
  return handler(
    kind,
    z.object({ do: z.literal(kind), cards: ExprSchema, [field]: ExprSchema.optional(), rule: z.string().optional() }),
    (ctx, instr, env) =>
      perform(ctx, env, instr, () => {
        const who = instr[field] !== undefined ? ev(ctx, env, instr[field]) : env.controller;
        return reachable(ctx, env, ids(ev(ctx, env, instr.cards)), 'affect')
          .filter((id) => ctx.state.objects[id])
          .map((card) => ({
            kind,
            card,
            [field]: (Array.isArray(who) ? who : [who]) as Json,
            ...(instr.rule ? { rule: logText(instr.rule) } : {}),
          }));
      }),
  );
}

/** The core's instructions; rulesets add their own with the same contract. */
export const CORE_INSTRUCTIONS: readonly InstructionHandler[] = [
  // Moves cards to a zone; without `player` each goes to its master's zone (CT-5.1.6).
  handler(
    'move',
    z.object({
      do: z.literal('move'),
      cards: ExprSchema,
      to: z.string(),
      player: ExprSchema.optional(),
      position: z.union([z.enum(['top', 'bottom']), z.number()]).optional(),
      carry: z.union([z.literal('all'), z.array(z.string())]).optional(),
      into: z.string().optional(),
      rule: z.string().optional(),
    }),
    (ctx, instr, env) =>
      perform(ctx, env, instr, () =>
        reachable(ctx, env, ids(ev(ctx, env, instr.cards)), 'affect')
          .filter((id) => ctx.state.objects[id])
          .map((id) => {
            const p = instr.player !== undefined ? ev(ctx, env, instr.player) : ctx.state.objects[id].master;
            const to = ctx.svc.zones.key(String(instr.to), typeof p === 'number' ? p : null);
            // CT-1.3.3: "put it into the WR" for a card already there is no move; only a named place makes one.
            const stays = instr.position === undefined && ctx.state.objects[id].zone === to;
            return {
              kind: 'move',
              card: id,
              to,
              ...(stays ? {} : { position: (instr.position ?? 'bottom') as Json }),
              carry: (instr.carry ?? []) as Json,
              ...(instr.rule ? { rule: logText(instr.rule) } : {}),
            };
          }),
      ),
  ),
  // Moves the top `count` cards of a zone (a draw, a mill, a look-and-take).
  handler(
    'moveTop',
    z.object({
      do: z.literal('moveTop'),
      from: z.string(),
      player: ExprSchema,
      count: ExprSchema,
      to: z.string(),
      toPlayer: ExprSchema.optional(),
      position: z.enum(['top', 'bottom']).optional(),
      into: z.string().optional(),
      rule: z.string().optional(),
    }),
    (ctx, instr, env) =>
      perform(ctx, env, instr, () => {
        const p = ev(ctx, env, instr.player) as number;
        const from = ctx.svc.zones.key(String(instr.from), p);
        const tp = instr.toPlayer !== undefined ? (ev(ctx, env, instr.toPlayer) as number) : p;
        const to = ctx.svc.zones.key(String(instr.to), tp);
        const n = Math.max(0, Number(ev(ctx, env, instr.count)) || 0);
        // The top N are the cards moved; one the effect cannot affect stays where it is.
        return reachable(ctx, env, (ctx.state.zones[from] ?? []).slice(0, n), 'affect').map((id) => ({
          kind: 'move',
          card: id,
          to,
          position: (instr.position ?? 'bottom') as Json,
          carry: [],
          ...(instr.rule ? { rule: logText(instr.rule) } : {}),
        }));
      }),
  ),
  // Shows cards of a hidden zone to players (default: the program's controller) until they move or a `conceal`;
  // `conceal` hides them again.
  visibility('reveal', 'to'),
  visibility('conceal', 'from'),
  handler('shuffle', z.object({ do: z.literal('shuffle'), zone: z.string(), player: ExprSchema }), (ctx, instr, env) =>
    perform(ctx, env, instr, () => [
      { kind: 'shuffle', zone: zoneKey(String(instr.zone), ev(ctx, env, instr.player) as number) },
    ]),
  ),
  handler(
    'damage',
    z.object({
      do: z.literal('damage'),
      target: ExprSchema,
      amount: ExprSchema,
      tags: z.array(z.string()).optional(),
      into: z.string().optional(),
    }),
    (ctx, instr, env) =>
      perform(ctx, env, instr, () =>
        reachable(ctx, env, ids(ev(ctx, env, instr.target)), 'affect').map((t) => ({
          kind: 'damage',
          target: t,
          amount: ev(ctx, env, instr.amount),
          source: env.source,
          tags: (instr.tags ?? []) as Json,
        })),
      ),
  ),
  handler(
    'counter',
    z.object({
      do: z.literal('counter'),
      card: ExprSchema,
      key: z.string(),
      amount: ExprSchema,
      into: z.string().optional(),
    }),
    (ctx, instr, env) =>
      perform(ctx, env, instr, () =>
        reachable(ctx, env, ids(ev(ctx, env, instr.card)), 'affect').map((c) => ({
          kind: 'counter',
          card: c,
          key: String(instr.key),
          amount: ev(ctx, env, instr.amount),
        })),
      ),
  ),
  handler(
    'status',
    z.object({
      do: z.literal('status'),
      card: ExprSchema,
      key: z.string(),
      value: ExprSchema,
      snapshot: z.boolean().optional(),
      into: z.string().optional(),
    }),
    (ctx, instr, env) =>
      perform(ctx, env, instr, () =>
        reachable(ctx, env, ids(ev(ctx, env, instr.card)), 'affect').map((c) => ({
          kind: 'status',
          card: c,
          key: String(instr.key),
          value: ev(ctx, env, instr.value),
          snapshot: instr.snapshot === true,
        })),
      ),
  ),
  handler(
    'attach',
    z.object({
      do: z.literal('attach'),
      card: ExprSchema,
      to: ExprSchema,
      kind: z.string(),
      into: z.string().optional(),
    }),
    (ctx, instr, env) =>
      perform(ctx, env, instr, () =>
        reachable(ctx, env, ids(ev(ctx, env, instr.card)), 'affect').map((c) => ({
          kind: 'attach',
          card: c,
          to: ev(ctx, env, instr.to),
          attachKind: String(instr.kind),
        })),
      ),
  ),
  handler(
    'lose',
    z.object({ do: z.literal('lose'), player: ExprSchema, reason: z.string(), rule: z.string() }),
    (ctx, instr, env) =>
      perform(ctx, env, instr, () => [
        { kind: 'lose', player: ev(ctx, env, instr.player), reason: String(instr.reason), rule: logText(instr.rule) },
      ]),
  ),
  handler('coin', z.object({ do: z.literal('coin'), into: z.string() }), (ctx, instr, env) => {
    if (env.resumed) {
      const r = env.ret as EventResult;
      env.vars[String(instr.into)] = r.outcomes[0]?.heads ?? false;
      return NEXT_INSTRUCTION;
    }
    return { call: EVENT, locals: eventLocals({ kind: 'coin', player: env.controller }) };
  }),
  // A raw event whose fields are expressions.
  handler(
    'event',
    z.object({ do: z.literal('event'), event: z.record(z.string(), ExprSchema), into: z.string().optional() }),
    (ctx, instr, env) =>
      perform(ctx, env, instr, () => {
        const e: GameEvent = { kind: '' };
        for (const [k, v] of Object.entries(instr.event as JsonObject)) e[k] = ev(ctx, env, v);
        if (typeof e.kind !== 'string' || !e.kind) throw new RulesetError('event instruction needs a kind');
        // An event about one object (its `card` or `target`) does not happen to an object the effect cannot affect.
        for (const field of ['card', 'target'] as const) {
          const id = e[field];
          if (typeof id === 'string' && ctx.state.objects[id] && reachable(ctx, env, [id], 'affect').length === 0)
            return [];
        }
        return [e];
      }),
  ),
  handler('set', z.object({ do: z.literal('set'), var: z.string(), value: ExprSchema }), (ctx, instr, env) => {
    env.vars[String(instr.var)] = ev(ctx, env, instr.value);
    return NEXT_INSTRUCTION;
  }),
  handler(
    'if',
    z.object({ do: z.literal('if'), cond: ExprSchema, then: ProgramSchema, else: ProgramSchema.optional() }),
    (ctx, instr, env) => {
      const body = (ctx.svc.evaluator.test(instr.cond as Expr, programContext(ctx, env)) ? instr.then : instr.else) as
        Json | undefined;
      return Array.isArray(body) && body.length > 0 ? { run: body } : NEXT_INSTRUCTION;
    },
  ),
  handler(
    'repeat',
    z.object({ do: z.literal('repeat'), times: ExprSchema, body: ProgramSchema }),
    (ctx, instr, env) => {
      const n = Math.max(0, Number(ev(ctx, env, instr.times)) || 0);
      const body = instr.body as Json[];
      return n === 0 ? NEXT_INSTRUCTION : { run: Array.from({ length: n }, () => body).flat() };
    },
  ),
  // "You may …": the controller (or `player`) answers yes or no.
  handler(
    'may',
    z.object({
      do: z.literal('may'),
      prompt: z.string(),
      then: ProgramSchema,
      else: ProgramSchema.optional(),
      player: ExprSchema.optional(),
      rule: z.string().optional(),
    }),
    (ctx, instr, env) => {
      if (env.answer === null) {
        const p = instr.player !== undefined ? (ev(ctx, env, instr.player) as number) : env.controller;
        return {
          ask: {
            player: p,
            kind: 'choose',
            prompt: String(instr.prompt),
            rule: logText(instr.rule ?? ctx.svc.cite('target.choose')),
            options: [
              { key: 'yes', label: 'yes', value: true },
              { key: 'no', label: 'no', value: false },
            ],
          },
        };
      }
      const body = (env.answer === true ? instr.then : instr.else) as Json | undefined;
      return Array.isArray(body) && body.length > 0 ? { run: body } : NEXT_INSTRUCTION;
    },
  ),
  /**
   * Chooses cards (CT-9.5.4). For targets (`target: true`) as many as possible up to `max` must be
   * chosen (CT-9.5.4.1); with none available nothing is chosen and the result is empty.
   */
  handler(
    'choose',
    z.object({
      do: z.literal('choose'),
      from: z.union([ExprSchema, z.object({ selector: SelectorSchema })]),
      min: ExprSchema.optional(),
      max: ExprSchema,
      into: z.string(),
      prompt: z.string(),
      player: ExprSchema.optional(),
      target: z.boolean().optional(),
      rule: z.string().optional(),
    }),
    (ctx, instr, env) => {
      if (env.answer !== null) {
        env.vars[String(instr.into)] = env.answer;
        return NEXT_INSTRUCTION;
      }
      const from = instr.from as Json;
      // An object the effect may not choose (CT-9.3.8: "not affected by" includes not being chosen) is not offered.
      const candidates = reachable(
        ctx,
        env,
        from && typeof from === 'object' && !Array.isArray(from) && 'selector' in from
          ? ctx.svc.evaluator.select(from.selector as unknown as Selector, programContext(ctx, env))
          : ids(ev(ctx, env, from)),
        'choose',
        instr.target === true,
      );
      const max = Math.min(candidates.length, Math.max(0, Number(ev(ctx, env, instr.max)) || 0));
      const min = instr.target ? max : Math.min(max, Math.max(0, Number(ev(ctx, env, instr.min ?? 0)) || 0));
      if (max === 0) {
        env.vars[String(instr.into)] = [];
        return NEXT_INSTRUCTION;
      }
      const p = instr.player !== undefined ? (ev(ctx, env, instr.player) as number) : env.controller;
      return {
        ask: {
          player: p,
          kind: 'select',
          prompt: String(instr.prompt),
          rule: logText(instr.rule ?? ctx.svc.cite('target.choose')),
          min,
          max,
          options: candidates.map((id) => ({
            key: id,
            label: `${ctx.state.objects[id]?.def ?? id} (${id})`,
            value: id,
          })),
        },
      };
    },
  ),
  /** Distributes an amount over chosen targets, each getting at least 1 (CT-9.5.4.2). */
  handler(
    'distribute',
    z.object({
      do: z.literal('distribute'),
      from: ExprSchema,
      total: ExprSchema,
      max: ExprSchema.optional(),
      into: z.string(),
      prompt: z.string(),
      player: ExprSchema.optional(),
      rule: z.string().optional(),
    }),
    (ctx, instr, env) => {
      if (env.answer !== null) {
        env.vars[String(instr.into)] = env.answer;
        return NEXT_INSTRUCTION;
      }
      const candidates = reachable(ctx, env, ids(ev(ctx, env, instr.from)), 'choose', true);
      const total = Math.max(0, Number(ev(ctx, env, instr.total)) || 0);
      if (candidates.length === 0 || total === 0) {
        env.vars[String(instr.into)] = [];
        return NEXT_INSTRUCTION;
      }
      const max = Math.min(
        candidates.length,
        total,
        instr.max !== undefined ? Number(ev(ctx, env, instr.max)) : Infinity,
      );
      const p = instr.player !== undefined ? (ev(ctx, env, instr.player) as number) : env.controller;
      return {
        ask: {
          player: p,
          kind: 'distribute',
          prompt: String(instr.prompt),
          rule: logText(instr.rule ?? ctx.svc.cite('target.distribute')),
          min: 1,
          max,
          total,
          options: candidates.map((id) => ({
            key: id,
            label: `${ctx.state.objects[id]?.def ?? id} (${id})`,
            value: id,
          })),
        },
      };
    },
  ),
  /**
   * Creates a continuous effect. Its timestamp is now; being from a played ability it skips cards
   * that change zones later (CT-9.8.13); without a duration it lasts until the end of the turn
   * (CT-9.2.3, the ruleset's default). `targets` fixes the affected objects.
   */
  handler(
    'continuous',
    z.object({
      do: z.literal('continuous'),
      effect: ContinuousEffectSpecSchema,
      targets: ExprSchema.optional(),
      vars: z.record(z.string(), ExprSchema).optional(),
    }),
    (ctx, instr, env) => {
      const spec = instr.effect as ContinuousEffectSpec;
      const s = ctx.state;
      const ts = s.seq.timestamp++;
      const vars: JsonObject = {};
      for (const [k, v] of Object.entries((instr.vars ?? {}) as JsonObject)) vars[k] = ev(ctx, env, v);
      const affects =
        instr.targets !== undefined
          ? { objects: reachable(ctx, env, ids(ev(ctx, env, instr.targets)), 'affect') }
          : spec.affects;
      s.effects.push({
        id: `e${s.seq.effect++}`,
        source: env.source,
        ability: env.ability,
        controller: env.controller,
        timestamp: ts,
        lockedAt: ts,
        // Copies: the card's program and the ruleset's default duration are shared by every game.
        affects: cloneJson(affects),
        parts: cloneJson(spec.parts),
        duration: cloneJson(resolveDuration(ctx, spec.duration)),
        flags: [...(spec.flags ?? [])],
        vars,
        fromStatic: false,
      });
      s.version++;
      ctx.sink.log({
        rule: ctx.svc.cite('effect.create'),
        message: `continuous effect e${s.seq.effect - 1} from ${env.ability ?? 'an effect'}`,
        turn: s.turn.number,
      });
      return NEXT_INSTRUCTION;
    },
  ),
  handler(
    'replacement',
    z.object({ do: z.literal('replacement'), spec: ReplacementSpecSchema, duration: DurationSchema.optional() }),
    (ctx, instr, env) => {
      const s = ctx.state;
      s.replacements.push({
        id: `r${s.seq.effect++}`,
        source: env.source,
        ability: env.ability,
        controller: env.controller,
        timestamp: s.seq.timestamp++,
        spec: instr.spec as ReplacementSpec,
        duration: resolveDuration(ctx, instr.duration as Duration | undefined),
        vars: {},
      });
      s.version++;
      return NEXT_INSTRUCTION;
    },
  ),
  /** Creates a delayed trigger (CT-9.6.6): once, unless a duration is given. */
  handler(
    'delayed',
    z.object({
      do: z.literal('delayed'),
      trigger: TriggerSpecSchema,
      program: ProgramSchema,
      duration: DurationSchema.optional(),
    }),
    (ctx, instr, env) => {
      const s = ctx.state;
      s.delayed.push({
        id: `d${s.seq.effect++}`,
        trigger: cloneJson(instr.trigger as TriggerSpec),
        program: cloneJson(instr.program as Program),
        source: env.source,
        controller: env.controller,
        duration: instr.duration ? anchorDuration(instr.duration as unknown as Duration, s.turn.number) : null,
        vars: cloneJson(env.vars),
      });
      return NEXT_INSTRUCTION;
    },
  ),
  /** Calls a named code procedure with the program environment; its return value lands in `into`. */
  handler(
    'call',
    z.object({
      do: z.literal('call'),
      proc: z.string(),
      args: z.record(z.string(), ExprSchema).optional(),
      into: z.string().optional(),
    }),
    (ctx, instr, env) => {
      if (env.resumed) {
        if (typeof instr.into === 'string') env.vars[instr.into] = env.ret;
        return NEXT_INSTRUCTION;
      }
      const args: JsonObject = {};
      for (const [k, v] of Object.entries((instr.args ?? {}) as JsonObject)) args[k] = ev(ctx, env, v);
      return { call: String(instr.proc), locals: { env: { ...env }, args } };
    },
  ),
];

function resolveDuration(ctx: RunContext, d: Duration | undefined): Duration {
  if (d) return anchorDuration(d, ctx.state.turn.number);
  return ctx.svc.parts.layers.defaultDuration ?? { kind: 'untilBoundary', boundary: 'turn.end' };
}
