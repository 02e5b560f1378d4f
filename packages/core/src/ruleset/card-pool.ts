import type { z } from 'zod';
import { InputError } from '../contracts/errors.js';

/**
 * Validates a ruleset's card pool with its card schema. The first bad entry is a typed
 * {@link InputError} naming the entry, its id and the field: `card pool entry 3 (bad-id): attack: …`.
 */
export function parseCardPool<T>(schema: z.ZodType<T>, pool: readonly unknown[]): T[] {
  return pool.map((c, i) => {
    const r = schema.safeParse(c);
    if (r.success) return r.data;
    const issue = r.error.issues[0];
    throw new InputError(
      `card pool entry ${i} (${(c as { id?: string } | null)?.id ?? '?'})`,
      '',
      `${issue?.path.join('.') || '(card)'}: ${issue?.message}`,
    );
  });
}
