import type { Json, JsonObject } from '../../contracts/json.js';
import type { ProcedureDefinition, RunContext, Step, StepResult } from '../../contracts/ruleset-parts.js';

/** The step result that continues with the following step. */
export const NEXT: StepResult = { next: true };

/**
 * What the procedure runner itself writes into a frame's locals: `$ret`, the value of the last
 * procedure this one called (see `StepResult`).
 */
export interface RunnerLocals {
  $ret?: Json;
}

/** A running frame whose locals have the shape `L` the procedure gives them. */
export interface FrameOf<L extends object> {
  proc: string;
  step: number;
  locals: L & RunnerLocals;
}

/** One step of a procedure whose locals have the shape `L`. */
export type StepOf<L extends object> = (ctx: RunContext, frame: FrameOf<L>) => StepResult;

/**
 * Builds a procedure from `[name, run]` pairs. `L` is the shape of its locals: the values its
 * caller passes (`call … locals`) and what its own steps write. Locals are plain JSON in the
 * state; only this procedure and its callers write them, so they are typed here once instead of
 * cast in every step.
 */
export function procedure<L extends object = Record<string, Json>>(
  id: string,
  steps: ReadonlyArray<readonly [string, StepOf<L>]>,
): ProcedureDefinition {
  return { id, steps: steps.map(([name, run]): Step => ({ name, run: run as unknown as Step['run'] })) };
}

/**
 * Calls procedure `id` with locals of the shape `L` its steps read. Locals are plain data; this
 * accepts interfaces (which TypeScript does not see as JSON objects) so that the caller's locals are
 * checked against the callee's declared shape instead of cast.
 */
export function callProcedure<L extends object>(id: string, locals: L, then?: string): StepResult {
  const call = { call: id, locals: locals as unknown as JsonObject };
  return then === undefined ? call : { ...call, then };
}
