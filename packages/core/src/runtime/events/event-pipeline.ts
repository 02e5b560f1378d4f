import { procedure, NEXT } from '../procedures/procedure-builder.js';
import { eventResult } from './event-outcomes.js';
import { writeStory } from '../../log/log-story-writer.js';
import type { StepResult } from '../../contracts/ruleset-parts.js';
import type { RunContext } from '../../contracts/ruleset-parts.js';
import type { GameEvent } from '../../contracts/game-event.js';
import type { ReplacementInstance } from '../../contracts/replacement.js';
import type { Json, JsonObject } from '../../contracts/json.js';
import type { PlayerId } from '../../contracts/ids.js';
import type { GameState } from '../../contracts/game-state.js';
import { RulesetError } from '../../contracts/errors.js';
import { CORE_RULES, type CoreRule } from '../../contracts/extension-points.js';
import { PROGRAM, programLocals } from '../effects/program-interpreter.js';

/** The core's rule keys as a set: every applied event asks whether its rule is one. */
const CORE_RULE_KEYS: ReadonlySet<string> = new Set(CORE_RULES);

/** Procedure ids of the pipeline. */
export const EVENT = 'core.event';
export const EVENTS = 'core.events';

/** Locals of one event going through the pipeline. */
interface EventLocals extends JsonObject {
  event: GameEvent;
  /** Replacements already applied to (or declined for) this event (CT-9.9.3). */
  applied: string[];
  pick: Json;
  accept: Json;
  replaced: boolean;
}

export type { EventResult } from '../../contracts/event-result.js';

/**
 * The replacements whose program is running in place of an event (a `program` action): what the
 * program does is their own action, which they do not replace again (CT-9.9.3). Read from the
 * stack, where those events' frames wait for the program.
 */
const replacingNow = (s: GameState): string[] =>
  // Stryker disable next-line ConditionalExpression: equivalent (only an event's frame holds `replacing`)
  s.stack.flatMap((f) => (f.proc === EVENT && typeof f.locals.replacing === 'string' ? [f.locals.replacing] : []));

function matching(ctx: RunContext, l: EventLocals): ReplacementInstance[] {
  const all = ctx.svc.replacements.all(ctx.state, l.event.kind);
  // Most events meet no replacement at all.
  if (all.length === 0) return all;
  const replacing = replacingNow(ctx.state);
  return all.filter(
    (r) =>
      !l.applied.includes(r.id) &&
      !replacing.includes(r.id) &&
      ctx.svc.evaluator.test(r.spec.where, {
        state: ctx.state,
        self: r.source,
        source: r.source,
        controller: r.controller,
        event: l.event,
        vars: r.vars,
        characteristics: (id) => ctx.svc.layers.view(ctx.state, id),
      }),
  );
}

/** Who orders several replacements of one event (CT-9.9.2): the affected card's master, else the acting player. */
export function replacementChooser(ctx: RunContext, event: GameEvent): PlayerId {
  const policies = ctx.svc.parts.policies;
  if (policies.replacementChooser) return policies.replacementChooser(ctx.state, event);
  const handler = ctx.svc.eventHandler(event.kind);
  const affected = handler.affected?.(event, ctx.state);
  if (affected !== undefined && affected !== null) return affected;
  return ctx.state.turn.activePlayer;
}

/** Substitutes `$event.x`, `$self`, `$controller` in an `instead` template. */
function fill(template: Json, event: GameEvent, r: ReplacementInstance): Json {
  if (typeof template === 'string') {
    if (template.startsWith('$event.')) return event[template.slice(7)] ?? null;
    if (template === '$self') return r.source;
    if (template === '$controller') return r.controller;
    return template;
  }
  if (Array.isArray(template)) return template.map((t) => fill(t, event, r));
  if (template && typeof template === 'object') {
    const o: JsonObject = {};
    for (const [k, v] of Object.entries(template)) o[k] = fill(v, event, r);
    return o;
  }
  return template;
}

function apply(ctx: RunContext, l: EventLocals, r: ReplacementInstance): StepResult {
  l.applied.push(r.id);
  l.replaced = true;
  const a = r.spec.action;
  const before = l.event;
  ctx.sink.log({
    rule: ctx.svc.cite('replacement.apply'),
    message: `replacement ${r.ability ?? r.id} applies to ${before.kind}`,
    data: { replacement: r.id, event: before },
    turn: ctx.state.turn.number,
  });
  switch (a.kind) {
    case 'modify': {
      const next: GameEvent = { ...before };
      for (const [k, e] of Object.entries(a.set)) {
        next[k] = ctx.svc.evaluator.evaluate(e, {
          state: ctx.state,
          self: r.source,
          source: r.source,
          controller: r.controller,
          event: before,
          vars: r.vars,
          characteristics: (id) => ctx.svc.layers.view(ctx.state, id),
        });
      }
      l.event = next;
      return { goto: 'collect' };
    }
    case 'prevent':
      return { done: { performed: false, replaced: true, outcomes: [] } };
    case 'instead': {
      const events = a.events.map((t) => fill(t, before, r) as GameEvent);
      return {
        call: EVENTS,
        // Stryker disable next-line BooleanLiteral: equivalent ('insteadDone' does not read the batch's performed)
        locals: { events, applied: [...l.applied], i: 0, outcomes: [], performed: false },
        then: 'insteadDone',
      };
    }
    case 'program':
      // Marks the frame while the program runs in the event's place (`replacingNow`).
      l.replacing = r.id;
      return {
        call: PROGRAM,
        locals: programLocals(a.program, {
          self: r.source,
          source: r.source,
          controller: r.controller,
          ability: r.ability,
          event: before,
          vars: r.vars,
        }),
        then: 'programDone',
      };
    case 'code': {
      const handler = ctx.svc.parts.codeReplacements.find((c) => c.name === a.name);
      if (!handler) throw new RulesetError(`unknown code replacement "${a.name}"`);
      const events = handler.replace(before, ctx, a.params ?? {}, r);
      // One changed event goes on through this frame; as a batch of one it would give the same result.
      // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent, as that says
      if (events.length === 1) {
        l.event = events[0];
        return { goto: 'collect' };
      }
      return {
        call: EVENTS,
        // Stryker disable next-line BooleanLiteral: equivalent ('insteadDone' does not read the batch's performed)
        locals: { events, applied: [...l.applied], i: 0, outcomes: [], performed: false },
        then: 'insteadDone',
      };
    }
  }
}

/**
 * The event pipeline (CT-9.9): replacement → apply → observe. A procedure, because ordering
 * replacements and accepting optional ones are decisions.
 */
export const eventPipeline = procedure<EventLocals>(EVENT, [
  // CT-9.9.3: each replacement applies at most once per event; CT-9.9.2: the affected player orders them.
  [
    'collect',
    (ctx, f) => {
      const l = f.locals;
      // CT-1.3.3 / CT-9.9.5.1: an act that would change nothing (as given, or as a replacement left it) is not
      // performed and triggers nothing; nothing that depends on it happening applies to it — a replacement of "would
      // become rested" on a chara already rested included. Every event reaches 'apply' from here, so this is the one
      // place that asks.
      if (ctx.svc.eventHandler(l.event.kind).isVoid?.(l.event, ctx)) {
        ctx.sink.log({
          rule: ctx.svc.cite('event.void'),
          message: `${l.event.kind} does not happen`,
          data: { event: l.event },
          turn: ctx.state.turn.number,
        });
        return { done: { performed: l.replaced, replaced: l.replaced, outcomes: [] } };
      }
      const candidates = matching(ctx, l);
      if (candidates.length === 0) return { goto: 'apply' };
      if (candidates.length === 1) {
        l.pick = candidates[0].id;
        return NEXT;
      }
      return {
        ask: {
          player: replacementChooser(ctx, l.event),
          kind: 'choose',
          prompt: 'replacement.order',
          rule: ctx.svc.cite('replacement.order'),
          params: { event: l.event },
          options: candidates.map((r) => ({ key: r.id, label: r.ability ?? r.id, value: r.id })),
        },
        into: 'pick',
      };
    },
  ],
  // CT-9.9.4: an optional replacement asks its controller; impossible or declined → not applied.
  [
    'offer',
    (ctx, f) => {
      const l = f.locals;
      const r = matching(ctx, l).find((x) => x.id === l.pick);
      // Nothing changed since 'collect' picked it: a guard that does not fire.
      // Stryker disable next-line all: equivalent, as that says
      if (!r) return { goto: 'collect' };
      if (!r.spec.optional) return apply(ctx, l, r);
      const ectx = {
        state: ctx.state,
        self: r.source,
        source: r.source,
        controller: r.controller,
        event: l.event,
        vars: r.vars,
        characteristics: (id: string) => ctx.svc.layers.view(ctx.state, id),
      };
      // Stryker disable next-line ConditionalExpression: equivalent (an absent condition tests true)
      if (r.spec.optional.feasible !== undefined && !ctx.svc.evaluator.test(r.spec.optional.feasible, ectx)) {
        l.applied.push(r.id);
        return { goto: 'collect' };
      }
      return {
        ask: {
          player: r.controller,
          kind: 'choose',
          prompt: r.spec.optional.prompt,
          rule: ctx.svc.cite('replacement.optional'),
          params: { event: l.event },
          options: [
            { key: 'yes', label: 'apply', value: true },
            { key: 'no', label: 'decline', value: false },
          ],
        },
        into: 'accept',
      };
    },
  ],
  [
    'accepted',
    (ctx, f) => {
      const l = f.locals;
      const r = matching(ctx, l).find((x) => x.id === l.pick);
      // Nothing changes between a question and its answer: a guard that does not fire.
      // Stryker disable next-line all: equivalent, as that says
      if (!r) return { goto: 'collect' };
      if (l.accept !== true) {
        l.applied.push(r.id);
        return { goto: 'collect' };
      }
      return apply(ctx, l, r);
    },
  ],
  [
    'apply',
    (ctx, f) => {
      const l = f.locals;
      const handler = ctx.svc.eventHandler(l.event.kind);
      const before = ctx.state.version;
      const outcome = handler.apply(l.event, ctx);
      ctx.state.version++;
      const writes = typeof handler.writes === 'function' ? handler.writes(l.event, outcome, ctx) : handler.writes;
      if (writes !== undefined && writes !== null) ctx.svc.layers.keepAfter(ctx.state, before, writes);
      const named = handler.rule(l.event, ctx.state);
      const rule = CORE_RULE_KEYS.has(named) ? ctx.svc.cite(named as CoreRule) : named;
      ctx.sink.log({
        rule,
        message: handler.describe(l.event, outcome, ctx.state),
        data: { event: l.event, outcome },
        turn: ctx.state.turn.number,
        story: writeStory(ctx.state, handler.story?.(l.event, outcome, ctx.state) ?? { kind: l.event.kind }),
      });
      ctx.sink.event({ event: l.event, outcome, rule, version: ctx.state.version });
      ctx.svc.triggers.observe(ctx, l.event, outcome);
      return {
        done: { performed: true, replaced: l.replaced, outcomes: [Object.assign({}, outcome, { kind: l.event.kind })] },
      };
    },
  ],
  // CT-9.9.1.1: the program ran in the event's place; the event counts as performed, replaced.
  ['programDone', () => ({ done: { performed: true, replaced: true, outcomes: [] } })],
  [
    'insteadDone',
    (_ctx, f) => {
      const ret = eventResult(f.locals.$ret);
      // CT-9.9.1.1: an action changed into another by a replacement still counts as performed.
      return { done: { performed: true, replaced: true, outcomes: ret.outcomes } };
    },
  ],
]);

/**
 * Several events performed one after another as one simultaneous action (each still counts for
 * triggers, CT-3.16.1). Replacements already applied upstream stay applied (CT-9.9.3).
 */
/** A batch's events, where it is, and what happened so far. */
interface BatchLocals {
  events: GameEvent[];
  applied: string[];
  i: number;
  outcomes: JsonObject[];
  performed: boolean;
  /** Whether a replacement changed any event of the batch (absent in batches started without it). */
  replaced?: boolean;
}

export const eventBatch = procedure<BatchLocals>(EVENTS, [
  [
    'each',
    (_ctx, f) => {
      const l = f.locals;
      // The runner hands each event's result over once (`$ret`), so it is never null here.
      // Stryker disable next-line ConditionalExpression: equivalent, as that says
      if (l.$ret !== undefined && l.$ret !== null) {
        const r = eventResult(l.$ret);
        l.outcomes.push(...r.outcomes);
        l.performed = l.performed || r.performed;
        l.replaced = l.replaced === true || r.replaced;
        l.$ret = null;
      }
      // The action was performed if any of its events was, and replaced if a replacement changed any of
      // them or gave the batch itself (CT-9.9.1.1).
      if (l.i >= l.events.length) {
        const replaced = l.applied.length > 0 || l.replaced === true;
        return { done: { performed: l.performed, replaced, outcomes: l.outcomes } };
      }
      const event = l.events[l.i++];
      return { call: EVENT, locals: eventLocals(event, l.applied), then: 'each' };
    },
  ],
]);

/** Locals for pushing one event into the pipeline. */
export function eventLocals(event: GameEvent, applied: string[] = []): JsonObject {
  return { event, applied: [...applied], pick: null, accept: null, replaced: false };
}

/** Locals for pushing several events as one simultaneous action. */
export function eventsLocals(events: GameEvent[], simultaneous = false): JsonObject {
  return { events, applied: [], i: 0, outcomes: [], performed: false, simultaneous };
}

/** Whether any player has lost (the interpreter ends the game outside simultaneous batches). */
export function anyLost(state: GameState): boolean {
  // A loop: this runs before every step of every procedure.
  for (const p of state.players) if (p.lost !== null) return true;
  return false;
}
