import { z } from 'zod';

/**
 * Era options. The default follows the 2015 (XY) rule guide; `dp` selects the DP-era play rules
 * (PK-PR) and `legend` the Legend-era regulation (PK-LG). Each PK-X conflict is its own option,
 * defaulting from the era.
 */
export const PokemonOptionsSchema = z.object({
  era: z.enum(['xy', 'dp', 'legend']).default('xy'),
  /** PK-X-01: may the first player attack on their first turn? (XY: no) */
  firstTurnAttack: z.boolean().optional(),
  /** PK-X-01: may the first player use Trainers on their first turn? (DP: no) */
  firstTurnTrainers: z.boolean().optional(),
  /** PK-X-06 / PK-G.6: Prize cards (6 for 60 cards, 3 for 30). */
  prizes: z.number().int().min(1).max(6).optional(),
  /** PK-X-07: Bench size (default 5; 4 in a double battle). */
  benchSize: z.number().int().min(1).max(5).optional(),
  /** PK-PR-17 / PK-X-07: a double battle — two Active Pokémon each, a Bench of 4, 1 retreat per turn. */
  doubleBattle: z.boolean().default(false),
  /** PK-X-09: Paralysis ends after the owner's next turn (XY) or after 2 Checkups (Legend). */
  paralysis: z.enum(['endOfOwnersTurn', 'twoCheckups']).optional(),
  /** PK-E.5: play Sudden Death instead of accepting a draw. */
  suddenDeath: z.boolean().default(false),
}).strict();
export type PokemonOptions = z.infer<typeof PokemonOptionsSchema>;

/** Options with every era default filled in. */
export interface ResolvedOptions {
  era: 'xy' | 'dp' | 'legend';
  firstTurnAttack: boolean;
  firstTurnTrainers: boolean;
  /** Null: by the deck's size (Legend: 3 for a 30-card deck, else 6). */
  prizes: number | null;
  benchSize: number;
  doubleBattle: boolean;
  paralysis: 'endOfOwnersTurn' | 'twoCheckups';
  suddenDeath: boolean;
}

export function resolveOptions(raw: Record<string, unknown>): ResolvedOptions {
  const o = PokemonOptionsSchema.parse(raw);
  return {
    era: o.era,
    firstTurnAttack: o.firstTurnAttack ?? o.era !== 'xy',
    firstTurnTrainers: o.firstTurnTrainers ?? o.era !== 'dp',
    prizes: o.prizes ?? (o.era === 'legend' ? null : 6),
    benchSize: o.benchSize ?? (o.doubleBattle ? 4 : 5),
    doubleBattle: o.doubleBattle,
    paralysis: o.paralysis ?? (o.era === 'legend' ? 'twoCheckups' : 'endOfOwnersTurn'),
    suddenDeath: o.suddenDeath,
  };
}
