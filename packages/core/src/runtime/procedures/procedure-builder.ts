import type { ProcedureDefinition, Step, StepResult } from '../../contracts/ruleset-parts.js';

/** The step result that continues with the following step. */
export const NEXT: StepResult = { next: true };

/** Builds a procedure from `[name, run]` pairs. */
export function procedure(id: string, steps: ReadonlyArray<readonly [string, Step['run']]>): ProcedureDefinition {
  return { id, steps: steps.map(([name, run]) => ({ name, run })) };
}
