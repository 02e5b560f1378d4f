import type { z } from 'zod';
import { InputError } from '../contracts/errors.js';
import type { RulesetCards, RulesetPlugin } from './define-ruleset.js';
import { Container } from 'inversify';
import { coreModule } from './core-module.js';
import { TOKENS } from './tokens.js';
import { CardProgramError } from './program-check.js';

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
      const plugin = build([...pool, ...extra]);
      checkProgramsOf(plugin, pool.length, source);
      return plugin;
    },
  };
}

/**
 * Builds the plugin's services once, which checks the programs of its cards (`CardPool.source`),
 * so that a bad program of an extra card is refused here, named by `source` and its index among
 * the extra cards, rather than when a game first needs the ruleset.
 */
function checkProgramsOf(plugin: RulesetPlugin, poolSize: number, source: string): void {
  const c = new Container({ defaultScope: 'Singleton' });
  c.load(coreModule, plugin.module);
  try {
    c.get(TOKENS.Services);
  } catch (e) {
    if (!(e instanceof CardProgramError) || e.cardIndex < poolSize) throw e;
    throw new CardProgramError(source, e.cardIndex - poolSize, e.cardId, e.path, e.problem);
  }
}
