import type { Json, JsonObject } from '../state/json.js';
import type { Frame } from './frame.js';
import type { DecisionRequest } from '../decisions/decision.js';
import type { RunContext } from './run-context.js';

/**
 * What a step tells the interpreter to do next:
 * - `next`: continue with the following step (finishing when there is none);
 * - `goto`: continue with the named step;
 * - `call`: run another procedure first, then continue at `then` (default: the next step);
 *   its return value lands in `locals.$ret`;
 * - `ask`: suspend on a decision; the validated answer lands in `locals[into]`, then continue
 *   at `then` (default: the next step);
 * - `done`: finish this procedure, returning `value` to the caller.
 */
export type StepResult =
  | { next: true }
  | { goto: string }
  | { call: string; locals?: JsonObject; then?: string }
  | { ask: DecisionRequest; into: string; then?: string }
  | { done: Json };

/** A named step; names make procedures read like the rulebook and appear in errors. */
export interface Step {
  name: string;
  run(ctx: RunContext, frame: Frame): StepResult;
}

/** A rule procedure: named steps in rule order. */
export interface ProcedureDefinition {
  id: string;
  steps: readonly Step[];
}

export const NEXT: StepResult = { next: true };

/** Builds a procedure from `[name, run]` pairs. */
export function procedure(id: string, steps: ReadonlyArray<readonly [string, Step['run']]>): ProcedureDefinition {
  return { id, steps: steps.map(([name, run]) => ({ name, run })) };
}
