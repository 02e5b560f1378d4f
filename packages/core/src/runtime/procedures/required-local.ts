import { RulesetError } from '../../contracts/errors.js';

/**
 * A local an earlier step of the same procedure set. Steps run in order, so a missing value means
 * the procedure was written (or a saved frame edited) wrongly: that is reported, never guessed.
 */
export function requiredLocal<T>(value: T | null | undefined, name: string): T {
  if (value === null || value === undefined) throw new RulesetError(`procedure local "${name}" is not set`);
  return value;
}
