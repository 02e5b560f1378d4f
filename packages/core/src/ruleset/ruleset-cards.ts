import type { z } from 'zod';
import { InputError } from '../contracts/errors.js';
import type { RulesetCards, RulesetPlugin } from './define-ruleset.js';

const idOf = (c: unknown): string | undefined =>
  c !== null && typeof c === 'object' && typeof (c as { id?: unknown }).id === 'string'
    ? (c as { id: string }).id
    : undefined;

/**
 * The {@link RulesetCards} of a ruleset built by `build(pool)` — the pool factory a plugin
 * exports anyway: extra cards are checked against the schema and for fresh ids, and the ruleset is
 * built again over the longer pool.
 */
export function rulesetCards(
  schema: z.ZodType,
  pool: readonly unknown[],
  build: (pool: readonly unknown[]) => RulesetPlugin,
): RulesetCards {
  return {
    schema,
    withCards(extra, source = 'extra cards') {
      const seen = new Set(pool.map(idOf));
      for (const [i, c] of extra.entries()) {
        const r = schema.safeParse(c);
        if (!r.success) {
          const issue = r.error.issues[0];
          throw new InputError(source, [i, ...(issue?.path ?? [])].join('.'), issue?.message ?? 'invalid card');
        }
        const id = idOf(c);
        if (id !== undefined && seen.has(id))
          throw new InputError(source, `${i}.id`, `a card with id "${id}" is already in the pool`);
        seen.add(id);
      }
      return build([...pool, ...extra]);
    },
  };
}
