import { procedure, NEXT } from '../procedures/procedure-builder.js';
import { triggerChoice } from './trigger-choice.js';
import type { RunContext } from '../../contracts/ruleset-parts.js';
import type { GameEvent } from '../../contracts/game-event.js';
import type { PlayerId } from '../../contracts/ids.js';
import type { JsonObject } from '../../contracts/json.js';
import { EVENTS, eventsLocals } from '../events/event-pipeline.js';
import { RESOLVE_TRIGGER } from './resolve-trigger.js';

export const CHECK_TIMING = 'core.checkTiming';

interface CheckLocals extends JsonObject {
  /** Index into the turn order of the player whose turn it is to play a waiting trigger. */
  seat: number;
  /** Whether any rule process or trigger play happened (CT-3.5.3). */
  acted: boolean;
  pick: string | null;
}

/** Players in turn order starting with the main (active) player. */
export function turnOrder(ctx: RunContext): PlayerId[] {
  const n = ctx.state.players.length;
  const a = ctx.state.turn.activePlayer;
  return Array.from({ length: n }, (_, i) => (a + i) % n);
}

/**
 * Whether any rule process is required now, found without performing or logging it. A ruleset's
 * procedure that may end only when none remains (a unit's end procedure, say) asks this: a rule process
 * left over would otherwise wait for the next check timing, outside the unit it belongs to.
 */
export function ruleProcessRequired(ctx: RunContext): boolean {
  return ctx.svc.parts.ruleProcesses.some((rp) => rp.check(ctx).length > 0 || rp.procedure?.(ctx) != null);
}

/** Every rule process required now, gathered before any is performed (they are simultaneous). */
function requiredRuleEvents(ctx: RunContext): GameEvent[] {
  const events: GameEvent[] = [];
  for (const rp of ctx.svc.parts.ruleProcesses) {
    const found = rp.check(ctx);
    if (found.length > 0) {
      ctx.sink.log({
        rule: rp.rule,
        message: `rule process ${rp.id}`,
        data: { events: found },
        turn: ctx.state.turn.number,
      });
      events.push(...found);
    }
  }
  return events;
}

/**
 * Check timing (CT-9.4.1): (1) all rule processes at once, repeated while any is required;
 * (2) the main player plays one waiting trigger; (3) rule processes; (4) the sub player plays
 * one; (5) repeat while anything remains. With the `exhaust` policy, every play returns to the
 * first player, so one player's triggers all go before the next player's.
 */
export const checkTiming = procedure<CheckLocals>(CHECK_TIMING, [
  [
    'rule processes',
    (ctx, f) => {
      const events = requiredRuleEvents(ctx);
      if (events.length > 0) {
        f.locals.acted = true;
        return { call: EVENTS, locals: eventsLocals(events, true), then: 'rule processes' };
      }
      for (const rp of ctx.svc.parts.ruleProcesses) {
        const p = rp.procedure?.(ctx);
        if (!p) continue;
        f.locals.acted = true;
        ctx.sink.log({ rule: rp.rule, message: `rule process ${rp.id}`, turn: ctx.state.turn.number });
        return { call: p.proc, locals: p.locals, then: 'rule processes' };
      }
      return NEXT;
    },
  ],
  [
    'state triggers',
    (ctx, f) => {
      if (ctx.svc.triggers.checkStateTriggers(ctx)) f.locals.acted = true;
      return NEXT;
    },
  ],
  [
    'play one waiting trigger',
    (ctx, f) => {
      const l = f.locals;
      if (ctx.state.result) return { done: l.acted };
      if (ctx.state.waiting.length === 0) return { done: l.acted };
      const order = turnOrder(ctx);
      for (let tries = 0; tries < order.length; tries++) {
        const player = order[l.seat % order.length];
        const mine = ctx.svc.triggers.waitingOf(ctx.state, player);
        if (mine.length === 0) {
          l.seat = (l.seat + 1) % order.length;
          continue;
        }
        l.acted = true;
        // CT-9.6.3 / 9.6.4: the player chooses which of their waiting abilities to play, in any order.
        const choice = triggerChoice(mine, (w) => `${w.ability ?? 'delayed'} (${w.source ?? '-'})`);
        if ('only' in choice) {
          l.pick = choice.only.id;
          return { goto: 'resolve' };
        }
        return {
          ask: {
            player,
            kind: 'choose',
            prompt: 'trigger.choose',
            rule: ctx.svc.cite('trigger.choose'),
            options: choice.options,
          },
          into: 'pick',
        };
      }
      return { done: l.acted };
    },
  ],
  [
    'resolve',
    (_ctx, f) => {
      const l = f.locals;
      return { call: RESOLVE_TRIGGER, locals: { trigger: l.pick, program: null }, then: 'after play' };
    },
  ],
  [
    'after play',
    (ctx, f) => {
      const l = f.locals;
      const n = ctx.state.players.length;
      l.seat = ctx.svc.parts.policies.checkTiming(ctx.state) === 'exhaust' ? 0 : (l.seat + 1) % n;
      l.pick = null;
      return { goto: 'rule processes' };
    },
  ],
]);

/** Locals for calling a check timing. */
export function checkTimingLocals(): JsonObject {
  return { seat: 0, acted: false, pick: null };
}
