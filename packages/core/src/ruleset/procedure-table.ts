import type { ProcedureDefinition } from '../contracts/ruleset-parts.js';
import { RulesetError } from '../contracts/errors.js';

/**
 * The procedures a ruleset runs by id: the core's, then the ruleset's own, which replace core ones of the
 * same id. A ruleset's procedure must have a non-empty id no other of its procedures has, and its steps
 * non-empty names no other step of it has: ids name frames in saved games and steps are the targets of
 * `goto` and `then`, so a duplicate would silently run another procedure or step than the one written.
 */
export function procedureTable(
  core: readonly ProcedureDefinition[],
  ruleset: readonly ProcedureDefinition[],
): Map<string, ProcedureDefinition> {
  const table = new Map<string, ProcedureDefinition>();
  for (const p of core) table.set(p.id, p);
  const own = new Set<string>();
  for (const p of ruleset) {
    if (typeof p.id !== 'string' || p.id === '') throw new RulesetError(`a procedure has no id`);
    if (own.has(p.id)) throw new RulesetError(`two procedures have the id "${p.id}"`);
    own.add(p.id);
    const steps = new Set<string>();
    for (const [i, s] of p.steps.entries()) {
      if (typeof s.name !== 'string' || s.name === '') throw new RulesetError(`step ${i} of "${p.id}" has no name`);
      if (steps.has(s.name)) throw new RulesetError(`procedure "${p.id}" has two steps named "${s.name}"`);
      steps.add(s.name);
    }
    table.set(p.id, p);
  }
  return table;
}
