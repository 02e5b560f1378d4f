import {
  procedure,
  EVENTS,
  eventsLocals,
  CHECK_TIMING,
  checkTimingLocals,
  ruleProcessRequired,
  type GameEvent,
  type JsonObject,
  type Operator,
} from '@tcgkit/core';
import { text } from './board.js';

export const END_UNIT = 'chaos.endUnit';

interface EndLocals {
  /** Unit notations ended here, e.g. ["mainPhase"] or ["endPhase", "turn"] (CT-7.2.1). */
  units: string[];
  /** The boundary whose durations expire in step 3 (CT-7.2.4). */
  boundaries: { name: string; qualifier: string | null }[];
  /** A procedure run right after the expiry step (CT-7.6.6.1, CT-8.8.1). */
  after: string | null;
  round: number;
}

const metKey = (unit: string, source: unknown, ability: unknown) => `${unit}|${String(source)}|${String(ability)}`;

/**
 * "Not yet met during this processing unit" (CT-7.2.2): an "at the end of" trigger that already
 * became waiting in this end procedure does not trigger again when step 1 repeats.
 */
export const unitEndUnmetOperator: Operator = {
  name: 'unitEndUnmet',
  evaluate: ([self, ability], ctx) => {
    const unit = ctx.event && typeof ctx.event.unit === 'string' ? ctx.event.unit : '';
    const met = Array.isArray(ctx.state.data.unitEndMet) ? (ctx.state.data.unitEndMet as string[]) : [];
    return !met.includes(metKey(unit, self, ability));
  },
};

/**
 * The end procedure of a turn, phase or step (CT-7.2): (1) the "at the end of" triggers not yet
 * met in this unit; (2) a check timing; (3) "until the end of" effects expire; (4) repeat from 1
 * while an end trigger or anything else remains.
 */
export const endUnitProcedure = procedure<EndLocals>(END_UNIT, [
  [
    '1: end triggers',
    (_ctx, f) => {
      const l = f.locals;
      const events: GameEvent[] = l.units.map((unit) => ({ kind: 'unitEnd', unit, round: l.round, rule: 'CT-7.2.2' }));
      return { call: EVENTS, locals: eventsLocals(events, true) };
    },
  ],
  [
    'record met triggers',
    (ctx, f) => {
      const l = f.locals;
      const met = new Set(Array.isArray(ctx.state.data.unitEndMet) ? (ctx.state.data.unitEndMet as string[]) : []);
      for (const w of ctx.state.waiting) {
        if (w.event?.kind === 'unitEnd' && l.units.includes(text(w.event.unit)))
          met.add(metKey(text(w.event.unit), w.source, w.ability));
      }
      ctx.state.data.unitEndMet = [...met];
      // CT-7.2.5: after the first pass, the procedure ends when no end trigger was still unmet (one that was now
      // waits) and no automatic ability or rule process remains (one the expiry step left, say: it belongs to
      // this unit's check timing).
      if (l.round > 0 && ctx.state.waiting.length === 0 && !ruleProcessRequired(ctx)) return { goto: 'finish' };
      return { next: true };
    },
  ],
  ['2: check timing', () => ({ call: CHECK_TIMING, locals: checkTimingLocals() })],
  [
    '3: expiry',
    (_ctx, f) => {
      const l = f.locals;
      return {
        call: EVENTS,
        locals: eventsLocals(
          l.boundaries.map((b) => ({ kind: 'boundary', name: b.name, qualifier: b.qualifier, rule: 'CT-7.2.4' })),
        ),
      };
    },
  ],
  [
    'after expiry',
    (ctx, f) => {
      const l = f.locals;
      if (!l.after || l.round > 0) return { next: true };
      return { call: l.after, locals: {} };
    },
  ],
  [
    '4: repeat',
    (_ctx, f) => {
      f.locals.round++;
      return { goto: '1: end triggers' };
    },
  ],
  [
    'finish',
    (ctx, f) => {
      const l = f.locals;
      const met = Array.isArray(ctx.state.data.unitEndMet) ? (ctx.state.data.unitEndMet as string[]) : [];
      ctx.state.data.unitEndMet = met.filter((k) => !l.units.some((u) => k.startsWith(`${u}|`)));
      return { done: null };
    },
  ],
]);

/** Locals for running the end procedure. */
export const endUnitLocals = (
  units: string[],
  boundaries: { name: string; qualifier: string | null }[],
  after: string | null = null,
): JsonObject => ({ units, boundaries, after, round: 0 });

/** Emits "at the start of" events (CT-9.1.3). */
export const startOf = (units: string[], rule: string) => ({
  call: EVENTS,
  locals: eventsLocals(units.map((unit) => ({ kind: 'unitStart', unit, rule }))),
});
